import { API_PATHS, type DepartmentNode, type DepartmentUpdateBody } from '@proposal-desk/shared';
import type { z } from 'zod';
import { apiPath, request } from './request';

/** A saved department as `Department/Add` and `Department/Update` answer it. */
export interface DepartmentSaved {
  id: number;
  parent_ID: number | null;
  name: string;
  sort: number;
}

/** A change of `Department/Update`: rename and/or move (null parent = top level); a field left out is kept. */
export type DepartmentChange = Pick<z.input<typeof DepartmentUpdateBody>, 'name' | 'parent_ID'>;

export const fetchDepartments = () => request<DepartmentNode[]>({ url: apiPath(API_PATHS.departmentTree), method: 'GET' });

export const addDepartment = (name: string, parentId: number | null) =>
  request<DepartmentSaved>({ url: apiPath(API_PATHS.departmentAdd), method: 'POST', data: { name, parent_ID: parentId } });

export const updateDepartment = (id: number, change: DepartmentChange) =>
  request<DepartmentSaved>({ url: apiPath(API_PATHS.departmentUpdate), method: 'PUT', data: { ...change, id } });

/** Refused by the server (with its message shown) while the department holds sub-departments, users or staff. */
export const deleteDepartment = (id: number) =>
  request<{ id: number }>({ url: apiPath(API_PATHS.departmentDelete), method: 'DELETE', params: { id } });
