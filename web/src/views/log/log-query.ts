import type { LOG_SORT_FIELDS, LogModuleName } from '@proposal-desk/shared';
import type { Dayjs } from 'dayjs';
import type { LogListParams } from '../../api/logs';

export type LogSortField = (typeof LOG_SORT_FIELDS)[number];

/** The values of the filter form. */
export interface LogFilterValues {
  user?: string;
  module?: LogModuleName;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

export interface LogListState {
  filter: LogFilterValues;
  pageIndex: number;
  pageSize: number;
  sortField?: LogSortField;
  sortOrder?: 'asc' | 'desc';
}

export const DEFAULT_PAGE_SIZE = 20;

/** The `Log/GetList` query of the page's state: trimmed text, Beijing calendar days, blank filters left out. */
export function logQueryOf(state: LogListState): LogListParams {
  const params: LogListParams = { pageIndex: state.pageIndex, pageSize: state.pageSize };
  const user = state.filter.user?.trim();
  if (user) params.user = user;
  if (state.filter.module) params.module = state.filter.module;
  const [from, to] = state.filter.dates ?? [];
  if (from) params.from = from.format('YYYY-MM-DD');
  if (to) params.to = to.format('YYYY-MM-DD');
  if (state.sortField) {
    params.sortField = state.sortField;
    params.sortOrder = state.sortOrder ?? 'asc';
  }
  return params;
}
