import { API_PATHS, type LogEntry, type LogListQuery, type Paged } from '@proposal-desk/shared';
import type { z } from 'zod';
import { apiPath, request } from './request';

/** The query of `Log/GetList` as the page sends it: blank filters are left out. */
export type LogListParams = z.input<typeof LogListQuery>;

/** One page of the activity log within the reader's scope. */
export const fetchLogs = (params: LogListParams, signal?: AbortSignal) =>
  request<Paged<LogEntry>>({ url: apiPath(API_PATHS.logList), method: 'GET', params, signal });

/** The modules the log's filter offers: the product's own first, then others the reader's entries hold. */
export const fetchLogModules = () => request<string[]>({ url: apiPath(API_PATHS.logModules), method: 'GET' });
