import { API_PATHS } from '@proposal-desk/shared';
import type { DepartmentNode, Paged, USER_SORT_FIELDS, UserListQuery, UserRow, UserSaveBody } from '@proposal-desk/shared';
import type { z } from 'zod';
import { protect } from './auth';
import { apiPath, request } from './request';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** The filter, page and sort of `User/GetList` (everything is applied on the server). */
export type UserListParams = z.input<typeof UserListQuery>;

/** The fields of the create / edit dialog as `User/Add` and `User/Update` take them. */
export type UserFormValues = z.input<typeof UserSaveBody>;

/** What `User/Add` answers: the user, and the generated password when none was given (shown once). */
export type AddedUser = UserRow & { password?: string };

export const fetchUsers = (params: UserListParams, signal?: AbortSignal) =>
  request<Paged<UserRow>>({ url: apiPath(API_PATHS.userList), method: 'GET', params, signal });

/** Sends null for a cleared select so the server clears it too. */
const bodyOf = async ({ password, ...values }: UserFormValues) => ({
  ...values,
  dept_ID: values.dept_ID ?? null,
  type: values.type ?? null,
  hR_ID: values.hR_ID ?? null,
  mobile: values.mobile ?? '',
  ...(password ? { password: await protect(password) } : {}),
});

export const addUser = async (values: UserFormValues) =>
  request<AddedUser>({ url: apiPath(API_PATHS.userAdd), method: 'POST', data: await bodyOf(values) });

export const updateUser = async (userId: number, values: UserFormValues) =>
  request<UserRow>({ url: apiPath(API_PATHS.userUpdate), method: 'PUT', data: { ...(await bodyOf(values)), User_ID: userId } });

export const deleteUser = (userId: number) =>
  request<{ ids: number[] }>({ url: apiPath(API_PATHS.userDelete), method: 'DELETE', data: { ids: [userId] } });

export const setUserState = (userId: number, state: number) =>
  request<{ user_ID: number; state: number }>({
    url: apiPath(API_PATHS.userSetState),
    method: 'PUT',
    params: { User_ID: userId, State: state },
  });

/** Resets to a generated password (answered once) that the user must change at next sign-in. */
export const resetUserPassword = (userId: number) =>
  request<{ user_ID: number; password?: string }>({ url: apiPath(API_PATHS.userAdminReset), method: 'PUT', data: { User_ID: userId } });

export interface LoginLink {
  uuid: string;
  url: string;
  expiresAt: string;
}

export const issueLoginLink = (userId: number, hours = 72) =>
  request<LoginLink>({ url: apiPath(API_PATHS.userLoginLink), method: 'POST', data: { User_ID: userId, hours } });

/** The department tree for the pickers. */
export const fetchDepartmentTree = () => request<DepartmentNode[]>({ url: apiPath(API_PATHS.departmentTree), method: 'GET' });
