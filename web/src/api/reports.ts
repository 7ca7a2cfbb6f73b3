import { API_CALLS, type CallQuery, withParams } from '@proposal-desk/shared';
import type { BusyRetryOptions } from './busy-retry';
import { callApi, downloadNamed } from './request';

const { reportList, reportOptions, reportData, reportPdf, reportXlsx, reportDocx, caseSearch } = API_CALLS;

/** The files a report downloads as. */
export type ReportFileFormat = 'pdf' | 'xlsx' | 'docx';
const FILE_PATHS = { pdf: reportPdf.path, xlsx: reportXlsx.path, docx: reportDocx.path } as const;

/** The query of a report: its parameters as strings, as they stand in the page's URL. */
export type ReportQuery = CallQuery<typeof reportData>;

/** The reports the caller may use, in catalogue order. */
export const fetchReportList = () => callApi(reportList, {});

/** The parameter bar's choices, fitted to the caller's scope. */
export const fetchReportOptions = () => callApi(reportOptions, {});

/** One report's data under the caller's scope. */
export const fetchReportData = (id: string, query: ReportQuery) => callApi(reportData, { params: { id }, query });

/** The keyword, body, kind and page of `Case/Search`. */
export type CaseSearchParams = CallQuery<typeof caseSearch>;

/** The case picker's page of cases whose 案号 or 案由 contains the keyword, within the caller's scope. */
export const searchCases = (query: CaseSearchParams) => callApi(caseSearch, { query });

/**
 * Saves the report as a PDF, workbook or Word document under the server's name (`办理状态统计_20261122.pdf`; `title.format`
 * if it names none) and answers that name; while the server is busy it waits its turn (see downloadNamed).
 */
export const downloadReport = (id: string, format: ReportFileFormat, title: string, params: ReportQuery, busy?: BusyRetryOptions) =>
  downloadNamed(withParams(FILE_PATHS[format], { id }), title, format, params, busy);
