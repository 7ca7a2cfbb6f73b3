import { API_CALLS, type CallBody } from '@proposal-desk/shared';
import { callApi } from './request';

const { menuTree, roleAll, menuAdd, menuUpdate, menuDelete } = API_CALLS;

/** The fields of the menu dialog as `Menu/Add` and `Menu/Update` take them. */
export type MenuFormValues = CallBody<typeof menuAdd>;

export const fetchMenus = () => callApi(menuTree, {});

export const fetchRoleChoices = () => callApi(roleAll, {});

export const addMenu = (body: MenuFormValues) => callApi(menuAdd, { body });

export const updateMenu = (id: number, values: MenuFormValues) => callApi(menuUpdate, { body: { ...values, id } });

/** Deletes the entry with all its children. */
export const deleteMenu = (id: number) => callApi(menuDelete, { body: { id } });
