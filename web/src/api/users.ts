import { API_PATHS, type DepartmentNode, type Paged, type USER_SORT_FIELDS, type UserRow } from '@proposal-desk/shared';
import { protect } from './auth';
import { apiPath, request } from './request';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** The filter, page and sort of `User/GetList` (everything is applied on the server). */
export interface UserListParams {
  keyword?: string;
  deptId?: number;
  roleId?: number;
  type?: number;
  state?: number;
  pageIndex: number;
  pageSize: number;
  sortField?: UserSortField;
  sortOrder?: 'asc' | 'desc';
}

/** The fields of the create / edit dialog as `User/Add` and `User/Update` take them. */
export interface UserFormValues {
  username: string;
  staff_Name: string;
  mobile?: string;
  roleIds: number[];
  dept_ID?: number | null;
  type?: number | null;
  hR_ID?: number | null;
  password?: string;
}

/** What `User/Add` answers: the user, and the generated password when none was given (shown once). */
export type AddedUser = UserRow & { password?: string };

export const fetchUsers = (params: UserListParams) => request<Paged<UserRow>>({ url: apiPath(API_PATHS.userList), method: 'GET', params });

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
