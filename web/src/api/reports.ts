import {
  API_PATHS,
  type CaseSearchItem,
  type CaseSearchQuery,
  type Paged,
  type ReportCatalogueEntry,
  type ReportData,
  type ReportOptions,
  withParams,
} from '@proposal-desk/shared';
import type { z } from 'zod';
import type { BusyRetryOptions } from './busy-retry';
import { apiPath, downloadNamed, request } from './request';

/** The query of a report: its parameters as strings, as they stand in the page's URL. */
export type ReportQuery = Record<string, string>;

/** The reports the caller may use, in catalogue order. */
export const fetchReportList = () => request<ReportCatalogueEntry[]>({ url: apiPath(API_PATHS.reportList), method: 'GET' });

/** The parameter bar's choices, fitted to the caller's scope. */
export const fetchReportOptions = () => request<ReportOptions>({ url: apiPath(API_PATHS.reportOptions), method: 'GET' });

/** One report's data under the caller's scope. */
export const fetchReportData = (id: string, params: ReportQuery) =>
  request<ReportData>({ url: apiPath(withParams(API_PATHS.reportData, { id })), method: 'GET', params });

/** The keyword, body, kind and page of `Case/Search`. */
export type CaseSearchParams = z.input<typeof CaseSearchQuery>;

/** The case picker's page of cases whose 案号 or 案由 contains the keyword, within the caller's scope. */
export const searchCases = (params: CaseSearchParams) =>
  request<Paged<CaseSearchItem>>({ url: apiPath(API_PATHS.caseSearch), method: 'GET', params });

/**
 * Saves the report as a PDF or workbook under the server's name (`办理状态统计_20261122.pdf`; `title.format`
 * if it names none) and answers that name; while the server is busy it waits its turn (see downloadNamed).
 */
export const downloadReport = (id: string, format: 'pdf' | 'xlsx', title: string, params: ReportQuery, busy?: BusyRetryOptions) =>
  downloadNamed(withParams(format === 'pdf' ? API_PATHS.reportPdf : API_PATHS.reportXlsx, { id }), title, format, params, busy);
