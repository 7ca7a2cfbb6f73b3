import { API_CALLS, type CallBody } from '@proposal-desk/shared';
import { callApi } from './request';

const { departmentTree, departmentAdd, departmentUpdate, departmentDelete } = API_CALLS;

/** A change of `Department/Update`: rename and/or move (null parent = top level); a field left out is kept. */
export type DepartmentChange = Pick<CallBody<typeof departmentUpdate>, 'name' | 'parent_ID'>;

export const fetchDepartments = () => callApi(departmentTree, {});

export const addDepartment = (name: string, parentId: number | null) => callApi(departmentAdd, { body: { name, parent_ID: parentId } });

export const updateDepartment = (id: number, change: DepartmentChange) => callApi(departmentUpdate, { body: { ...change, id } });

/** Refused by the server (with its message shown) while the department holds sub-departments, users or staff. */
export const deleteDepartment = (id: number) => callApi(departmentDelete, { body: { id } });
