import { API_CALLS, type CallBody, type CallQuery, type STAFF_SORT_FIELDS } from '@proposal-desk/shared';
import { callApi } from './request';

const { staffList, staffUnits, staffAdd, staffUpdate, staffDelete } = API_CALLS;

export type StaffSortField = (typeof STAFF_SORT_FIELDS)[number];

/** The filter, page and sort of `Staff/GetList` (everything is applied on the server). */
export type StaffListParams = CallQuery<typeof staffList>;

/** The filter of `Staff/GetList`. */
export type StaffFilterValues = Pick<StaffListParams, 'keyword' | 'deptId' | 'unitId'>;

/** The fields of the staff dialog as `Staff/Add` and `Staff/Update` take them. */
export type StaffFormValues = CallBody<typeof staffAdd>;

export const fetchStaff = (query: StaffListParams, signal?: AbortSignal) => callApi(staffList, { query }, signal);

export const fetchStaffUnits = () => callApi(staffUnits, {});

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

export const addStaff = (values: StaffFormValues) => callApi(staffAdd, { body: bodyOf(values) });

export const updateStaff = (id: number, values: StaffFormValues) => callApi(staffUpdate, { body: { ...bodyOf(values), id } });

export const deleteStaff = (id: number) => callApi(staffDelete, { body: { ids: [id] } });
