import { API_PATHS, type LogEntry, type Paged, type TLogListQuery } from '@proposal-desk/shared';
import { apiPath, request } from './request';

/** The query of `Log/GetList` as the page sends it: blank filters are left out. */
export type LogListParams = Partial<TLogListQuery>;

/** One page of the activity log within the reader's scope. */
export const fetchLogs = (params: LogListParams) => request<Paged<LogEntry>>({ url: apiPath(API_PATHS.logList), method: 'GET', params });
