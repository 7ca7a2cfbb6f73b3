import { API_CALLS, type CallBody, type CallData, type CallQuery, type USER_SORT_FIELDS } from '@proposal-desk/shared';
import { protect } from './auth';
import { callApi } from './request';

const { userList, userAdd, userUpdate, userDelete, userSetState, userAdminReset, userLoginLink, departmentTree } = API_CALLS;

export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** The filter, page and sort of `User/GetList` (everything is applied on the server). */
export type UserListParams = CallQuery<typeof userList>;

/** The fields of the create / edit dialog as `User/Add` and `User/Update` take them. */
export type UserFormValues = CallBody<typeof userAdd>;

/** What `User/Add` answers: the user, and the generated password when none was given (shown once). */
export type AddedUser = CallData<typeof userAdd>;

export const fetchUsers = (query: UserListParams, signal?: AbortSignal) => callApi(userList, { query }, signal);

/** Sends null for a cleared select so the server clears it too. */
const bodyOf = async ({ password, ...values }: UserFormValues) => ({
  ...values,
  dept_ID: values.dept_ID ?? null,
  type: values.type ?? null,
  hR_ID: values.hR_ID ?? null,
  mobile: values.mobile ?? '',
  ...(password ? { password: await protect(password) } : {}),
});

export const addUser = async (values: UserFormValues) => callApi(userAdd, { body: await bodyOf(values) });

export const updateUser = async (userId: number, values: UserFormValues) =>
  callApi(userUpdate, { body: { ...(await bodyOf(values)), User_ID: userId } });

export const deleteUser = (userId: number) => callApi(userDelete, { body: { ids: [userId] } });

export const setUserState = (userId: number, state: number) => callApi(userSetState, { body: { User_ID: userId, State: state } });

/** Resets to a generated password (answered once) that the user must change at next sign-in. */
export const resetUserPassword = (userId: number) => callApi(userAdminReset, { body: { User_ID: userId } });

export const issueLoginLink = (userId: number, hours = 72) => callApi(userLoginLink, { body: { User_ID: userId, hours } });

/** The department tree for the pickers. */
export const fetchDepartmentTree = () => callApi(departmentTree, {});
