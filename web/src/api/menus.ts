import { API_PATHS, type MenuNode, type MenuSaveBody, type RoleOption } from '@proposal-desk/shared';
import type { z } from 'zod';
import { apiPath, request } from './request';

/** The fields of the menu dialog as `Menu/Add` and `Menu/Update` take them. */
export type MenuFormValues = z.input<typeof MenuSaveBody>;

export const fetchMenus = () => request<MenuNode[]>({ url: apiPath(API_PATHS.menuTree), method: 'GET' });

export const fetchRoleChoices = () => request<RoleOption[]>({ url: apiPath(API_PATHS.roleAll), method: 'GET' });

export const addMenu = (values: MenuFormValues) => request<MenuNode>({ url: apiPath(API_PATHS.menuAdd), method: 'POST', data: values });

export const updateMenu = (id: number, values: MenuFormValues) =>
  request<MenuNode>({ url: apiPath(API_PATHS.menuUpdate), method: 'PUT', data: { ...values, id } });

/** Deletes the entry with all its children. */
export const deleteMenu = (id: number) =>
  request<{ id: number; removed: number }>({ url: apiPath(API_PATHS.menuDelete), method: 'DELETE', params: { id } });
