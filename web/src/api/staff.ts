import { API_PATHS } from '@proposal-desk/shared';
import type { Paged, STAFF_SORT_FIELDS, StaffListQuery, StaffRow, StaffSaveBody, StaffUnitOption } from '@proposal-desk/shared';
import type { z } from 'zod';
import { apiPath, request } from './request';

export type StaffSortField = (typeof STAFF_SORT_FIELDS)[number];

/** The filter, page and sort of `Staff/GetList` (everything is applied on the server). */
export type StaffListParams = z.input<typeof StaffListQuery>;

/** The filter of `Staff/GetList`. */
export type StaffFilterValues = Pick<StaffListParams, 'keyword' | 'deptId' | 'unitId'>;

/** The fields of the staff dialog as `Staff/Add` and `Staff/Update` take them. */
export type StaffFormValues = z.input<typeof StaffSaveBody>;

export const fetchStaff = (params: StaffListParams, signal?: AbortSignal) =>
  request<Paged<StaffRow>>({ url: apiPath(API_PATHS.staffList), method: 'GET', params, signal });

export const fetchStaffUnits = () => request<StaffUnitOption[]>({ url: apiPath(API_PATHS.staffUnits), method: 'GET' });

/** The whole record (the server writes every field): a cleared select or text is sent as null / ''. */
const bodyOf = (values: StaffFormValues) => ({
  name: values.name,
  dept_ID: values.dept_ID ?? null,
  unit_ID: values.unit_ID ?? null,
  post: values.post ?? '',
  mobile: values.mobile ?? '',
  email: values.email ?? '',
  remark: values.remark ?? '',
});

export const addStaff = (values: StaffFormValues) =>
  request<StaffRow>({ url: apiPath(API_PATHS.staffAdd), method: 'POST', data: bodyOf(values) });

export const updateStaff = (id: number, values: StaffFormValues) =>
  request<StaffRow>({ url: apiPath(API_PATHS.staffUpdate), method: 'PUT', data: { ...bodyOf(values), id } });

export const deleteStaff = (id: number) =>
  request<{ ids: number[] }>({ url: apiPath(API_PATHS.staffDelete), method: 'DELETE', params: { ids: String(id) } });
