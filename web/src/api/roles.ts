import { API_PATHS } from '@proposal-desk/shared';
import type { MenuNode, Paged, ROLE_SORT_FIELDS, RoleListQuery, RoleOption, RoleRow, RoleSaveBody } from '@proposal-desk/shared';
import type { z } from 'zod';
import { apiPath, request } from './request';

export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

/** The keyword, page and sort of `Role/GetList`. */
export type RoleListParams = z.input<typeof RoleListQuery>;

/** The fields of the role dialog as `Role/Add` and `Role/Update` take them. */
export type RoleFormValues = z.input<typeof RoleSaveBody>;

export const fetchRoles = (params: RoleListParams, signal?: AbortSignal) =>
  request<Paged<RoleRow>>({ url: apiPath(API_PATHS.roleList), method: 'GET', params, signal });

export const fetchRoleOptions = () => request<RoleOption[]>({ url: apiPath(API_PATHS.roleAll), method: 'GET' });

export const addRole = (values: RoleFormValues) => request<RoleRow>({ url: apiPath(API_PATHS.roleAdd), method: 'POST', data: values });

export const updateRole = (id: number, values: RoleFormValues) =>
  request<RoleRow>({ url: apiPath(API_PATHS.roleUpdate), method: 'PUT', data: { ...values, id } });

export const deleteRole = (id: number) =>
  request<{ ids: number[] }>({ url: apiPath(API_PATHS.roleDelete), method: 'DELETE', data: { ids: [id] } });

export const fetchRoleMenuIds = (roleId: number, signal?: AbortSignal) =>
  request<number[]>({ url: apiPath(API_PATHS.roleMenuIds), method: 'GET', params: { roleId }, signal });

/** Replaces the menus the role sees; its users get them at their next menu load. */
export const saveRoleMenus = (roleId: number, menuIds: number[]) =>
  request<{ roleId: number; menuIds: number[] }>({ url: apiPath(API_PATHS.roleSetMenus), method: 'PUT', data: { roleId, menuIds } });

/** Every menu of the route tree (settings view). */
export const fetchMenuTree = (signal?: AbortSignal) => request<MenuNode[]>({ url: apiPath(API_PATHS.menuTree), method: 'GET', signal });
