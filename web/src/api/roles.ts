import { API_CALLS, type CallBody, type CallQuery, type ROLE_SORT_FIELDS } from '@proposal-desk/shared';
import { callApi } from './request';

const { roleList, roleAll, roleAdd, roleUpdate, roleDelete, roleMenuIds, roleSetMenus, menuTree } = API_CALLS;

export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

/** The keyword, page and sort of `Role/GetList`. */
export type RoleListParams = CallQuery<typeof roleList>;

/** The fields of the role dialog as `Role/Add` and `Role/Update` take them. */
export type RoleFormValues = CallBody<typeof roleAdd>;

export const fetchRoles = (query: RoleListParams, signal?: AbortSignal) => callApi(roleList, { query }, signal);

export const fetchRoleOptions = () => callApi(roleAll, {});

export const addRole = (body: RoleFormValues) => callApi(roleAdd, { body });

export const updateRole = (id: number, values: RoleFormValues) => callApi(roleUpdate, { body: { ...values, id } });

export const deleteRole = (id: number) => callApi(roleDelete, { body: { ids: [id] } });

export const fetchRoleMenuIds = (roleId: number, signal?: AbortSignal) => callApi(roleMenuIds, { query: { roleId } }, signal);

/** Replaces the menus the role sees; its users get them at their next menu load. */
export const saveRoleMenus = (roleId: number, menuIds: number[]) => callApi(roleSetMenus, { body: { roleId, menuIds } });

/** Every menu of the route tree (settings view). */
export const fetchMenuTree = (signal?: AbortSignal) => callApi(menuTree, {}, signal);
