import { API_PATHS, type MenuNode, type Paged, type ROLE_SORT_FIELDS, type RoleOption, type RoleRow } from '@proposal-desk/shared';
import { apiPath, request } from './request';

export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

export interface RoleListParams {
  keyword?: string;
  pageIndex: number;
  pageSize: number;
  sortField?: RoleSortField;
  sortOrder?: 'asc' | 'desc';
}

/** The fields of the role dialog as `Role/Add` and `Role/Update` take them. */
export interface RoleFormValues {
  code: string;
  name: string;
  title: string;
  description?: string;
  abilities: string[];
}

export const fetchRoles = (params: RoleListParams) => request<Paged<RoleRow>>({ url: apiPath(API_PATHS.roleList), method: 'GET', params });

export const fetchRoleOptions = () => request<RoleOption[]>({ url: apiPath(API_PATHS.roleAll), method: 'GET' });

export const addRole = (values: RoleFormValues) => request<RoleRow>({ url: apiPath(API_PATHS.roleAdd), method: 'POST', data: values });

export const updateRole = (id: number, values: RoleFormValues) =>
  request<RoleRow>({ url: apiPath(API_PATHS.roleUpdate), method: 'PUT', data: { ...values, id } });

export const deleteRole = (id: number) =>
  request<{ ids: number[] }>({ url: apiPath(API_PATHS.roleDelete), method: 'DELETE', data: { ids: [id] } });

export const fetchRoleMenuIds = (roleId: number) =>
  request<number[]>({ url: apiPath(API_PATHS.roleMenuIds), method: 'GET', params: { roleId } });

/** Replaces the menus the role sees; its users get them at their next menu load. */
export const saveRoleMenus = (roleId: number, menuIds: number[]) =>
  request<{ roleId: number; menuIds: number[] }>({ url: apiPath(API_PATHS.roleSetMenus), method: 'PUT', data: { roleId, menuIds } });

/** Every menu of the route tree (settings view). */
export const fetchMenuTree = () => request<MenuNode[]>({ url: apiPath(API_PATHS.menuTree), method: 'GET' });
