import {
  API_PATHS,
  type CaseAcceptBody,
  type CaseActionAnswer,
  type CaseAssignBody,
  type CaseBatchAssignBody,
  type CaseCloseBody,
  type CaseEnterBody,
  type CaseExportQuery,
  type CaseFile,
  type CaseListQuery,
  type CaseMergeBody,
  type CaseRegisterBody,
  type CaseRejectBody,
  type CaseRemoveAssignmentBody,
  type CaseReturnDecisionBody,
  type CaseRow,
  type CaseUrgeBody,
  type CaseWithdrawBody,
  type ImportMode,
  type ImportReport,
  type Paged,
  type ReturnRequestRow,
} from '@proposal-desk/shared';
import type { z } from 'zod';
import { apiPath, download, request } from './request';

export type CaseListParams = z.input<typeof CaseListQuery>;
export type CaseExportParams = z.input<typeof CaseExportQuery>;
export type CaseEnterValues = z.input<typeof CaseEnterBody>;
export type CaseAcceptValues = z.input<typeof CaseAcceptBody>;
export type CaseMergeValues = z.input<typeof CaseMergeBody>;
export type CaseRejectValues = z.input<typeof CaseRejectBody>;
export type CaseAssignValues = z.input<typeof CaseAssignBody>;
export type CaseBatchAssignValues = z.input<typeof CaseBatchAssignBody>;
export type CaseRemoveAssignmentValues = z.input<typeof CaseRemoveAssignmentBody>;
export type CaseUrgeValues = z.input<typeof CaseUrgeBody>;
export type CaseReturnDecisionValues = z.input<typeof CaseReturnDecisionBody>;
export type CaseWithdrawValues = z.input<typeof CaseWithdrawBody>;
export type CaseRefValues = z.input<typeof CaseRegisterBody> & z.input<typeof CaseCloseBody>;
export type Body = 'NPC' | 'CPPCC';

/** The home page's overview of the caller's current cases and notices. */

/** One page of a body's case register. */
export const fetchCaseList = (params: CaseListParams, signal?: AbortSignal) =>
  request<Paged<CaseRow>>({ url: apiPath(API_PATHS.caseList), method: 'GET', params, signal });

/** Saves every case of the filter, in the list's order, as a workbook. */
export const exportCases = (params: CaseExportParams, fileName: string) => download(API_PATHS.caseExport, fileName, 'xlsx', params);

/** One case file, with the actions the caller may take on it now. */
export const fetchCaseFile = (id: number, signal?: AbortSignal) =>
  request<CaseFile>({ url: apiPath(API_PATHS.caseDetail), method: 'GET', params: { id }, signal });

/** The open return requests of a body's units. */
export const fetchReturnRequests = (body: Body, signal?: AbortSignal) =>
  request<ReturnRequestRow[]>({ url: apiPath(API_PATHS.caseReturnRequests), method: 'GET', params: { body }, signal });

const act =
  <Values>(path: string) =>
  (values: Values) =>
    request<CaseActionAnswer>({ url: apiPath(path), method: 'POST', data: values });

export const enterCase = act<CaseEnterValues>(API_PATHS.caseEnter);
export const registerCase = act<CaseRefValues>(API_PATHS.caseRegister);
export const acceptCase = act<CaseAcceptValues>(API_PATHS.caseAccept);
export const mergeCase = act<CaseMergeValues>(API_PATHS.caseMerge);
export const rejectCase = act<CaseRejectValues>(API_PATHS.caseReject);
export const assignCase = act<CaseAssignValues>(API_PATHS.caseAssign);
export const removeAssignment = act<CaseRemoveAssignmentValues>(API_PATHS.caseRemoveAssignment);
export const urgeAssignment = act<CaseUrgeValues>(API_PATHS.caseUrge);
export const decideReturn = act<CaseReturnDecisionValues>(API_PATHS.caseDecideReturn);
export const closeCase = act<CaseRefValues>(API_PATHS.caseClose);
export const withdrawCase = act<CaseWithdrawValues>(API_PATHS.caseWithdraw);

/** Assigns several cases to the same units: all or none. */
export const batchAssignCases = (values: CaseBatchAssignValues) =>
  request<CaseActionAnswer[]>({ url: apiPath(API_PATHS.caseBatchAssign), method: 'POST', data: values });

/** Saves a body's import template (headers and an example row). */
export const downloadCaseImportTemplate = (body: Body, fileName: string) =>
  download(API_PATHS.caseImportTemplate, fileName, 'xlsx', { body });

/** Sends an .xlsx of cases to a body's register; the answer is the per-row report (nothing written in mode `all` when a row is bad). */
export const importCases = (body: Body, file: File, mode: ImportMode, onProgress?: (percent: number) => void) => {
  const form = new FormData();
  form.append('file', file);
  return request<ImportReport>({
    url: apiPath(API_PATHS.caseImport),
    method: 'POST',
    params: { body, mode },
    data: form,
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
};
