import { API_CALLS, type BodyCode, type CallBody, type CallQuery, type ImportMode } from '@proposal-desk/shared';
import { callApi, download } from './request';
import { uploadTo } from './uploads';

const {
  caseList,
  caseSimilar,
  caseProposeUnits,
  caseExport,
  caseDetail,
  caseReturnRequests,
  caseEnter,
  caseRegister,
  caseAccept,
  caseMerge,
  caseReject,
  caseAssign,
  caseBatchAssign,
  caseBatchAccept,
  caseDecideExtension,
  casePublish,
  caseBatchUrge,
  caseRemoveAssignment,
  caseUrge,
  caseWithdrawAssignment,
  caseDecideReturn,
  caseClose,
  caseWithdraw,
  caseImport,
  caseImportTemplate,
} = API_CALLS;

export type CaseListParams = CallQuery<typeof caseList>;
export type CaseSimilarValues = CallBody<typeof caseSimilar>;
export type CaseExportParams = CallQuery<typeof caseExport>;
export type CaseEnterValues = CallBody<typeof caseEnter>;
export type CaseAcceptValues = CallBody<typeof caseAccept>;
export type CaseMergeValues = CallBody<typeof caseMerge>;
export type CaseRejectValues = CallBody<typeof caseReject>;
export type CaseAssignValues = CallBody<typeof caseAssign>;
export type CaseBatchAssignValues = CallBody<typeof caseBatchAssign>;
export type CaseBatchAcceptValues = CallBody<typeof caseBatchAccept>;
export type CaseDecideExtensionValues = CallBody<typeof caseDecideExtension>;
export type CasePublishValues = CallBody<typeof casePublish>;
export type CaseBatchUrgeValues = CallBody<typeof caseBatchUrge>;
export type CaseRemoveAssignmentValues = CallBody<typeof caseRemoveAssignment>;
export type CaseUrgeValues = CallBody<typeof caseUrge>;
export type CaseWithdrawAssignmentValues = CallBody<typeof caseWithdrawAssignment>;
export type CaseReturnDecisionValues = CallBody<typeof caseDecideReturn>;
export type CaseWithdrawValues = CallBody<typeof caseWithdraw>;
export type CaseRefValues = CallBody<typeof caseRegister> & CallBody<typeof caseClose>;
export type Body = BodyCode;

/** 查重: the cases of the body most like a text being written or reviewed. */
export const fetchSimilarCases = (body: CaseSimilarValues, signal?: AbortSignal) => callApi(caseSimilar, { body }, signal);

/** 智能交办: units proposed for a case from the similar past cases. */
export const fetchUnitProposals = (id: number, signal?: AbortSignal) => callApi(caseProposeUnits, { query: { id } }, signal);

/** One page of a body's case register. */
export const fetchCaseList = (query: CaseListParams, signal?: AbortSignal) => callApi(caseList, { query }, signal);

/** Saves every case of the filter, in the list's order, as a workbook. */
export const exportCases = (params: CaseExportParams, fileName: string) => download(caseExport.path, fileName, 'xlsx', params);

/** One case file, with the actions the caller may take on it now. */
export const fetchCaseFile = (id: number, signal?: AbortSignal) => callApi(caseDetail, { query: { id } }, signal);

/** The open return requests of a body's units. */
export const fetchReturnRequests = (body: Body, signal?: AbortSignal) => callApi(caseReturnRequests, { query: { body } }, signal);

export const enterCase = (body: CaseEnterValues) => callApi(caseEnter, { body });
export const registerCase = (body: CaseRefValues) => callApi(caseRegister, { body });
export const acceptCase = (body: CaseAcceptValues) => callApi(caseAccept, { body });
export const mergeCase = (body: CaseMergeValues) => callApi(caseMerge, { body });
export const rejectCase = (body: CaseRejectValues) => callApi(caseReject, { body });
export const assignCase = (body: CaseAssignValues) => callApi(caseAssign, { body });
export const removeAssignment = (body: CaseRemoveAssignmentValues) => callApi(caseRemoveAssignment, { body });
export const urgeAssignment = (body: CaseUrgeValues) => callApi(caseUrge, { body });
export const withdrawAssignment = (body: CaseWithdrawAssignmentValues) => callApi(caseWithdrawAssignment, { body });
export const decideReturn = (body: CaseReturnDecisionValues) => callApi(caseDecideReturn, { body });
export const closeCase = (body: CaseRefValues) => callApi(caseClose, { body });
export const withdrawCase = (body: CaseWithdrawValues) => callApi(caseWithdraw, { body });

/** Assigns several cases to the same units: all or none. */
export const batchAssignCases = (body: CaseBatchAssignValues) => callApi(caseBatchAssign, { body });
/** 审批延期: approve (the due day moves) or refuse with a reason. */
export const decideExtension = (body: CaseDecideExtensionValues) => callApi(caseDecideExtension, { body });

/** 答复公开: publish a replied case, or mark it not to be published with a reason. */
export const publishCase = (body: CasePublishValues) => callApi(casePublish, { body });
/** 批量立案 / 批量催办: each case on its own; the answer says per case what was done or why not. */
export const batchAcceptCases = (body: CaseBatchAcceptValues) => callApi(caseBatchAccept, { body });
export const batchUrgeCases = (body: CaseBatchUrgeValues) => callApi(caseBatchUrge, { body });

/** Saves a body's import template (headers and an example row). */
export const downloadCaseImportTemplate = (body: Body, fileName: string) =>
  download(caseImportTemplate.path, fileName, 'xlsx', { body } satisfies CallQuery<typeof caseImportTemplate>);

/** Sends an .xlsx of cases to a body's register; the answer is the per-row report (nothing written in mode `all` when a row is bad). */
export const importCases = (body: Body, file: File, mode: ImportMode, onProgress?: (percent: number) => void) =>
  uploadTo(caseImport, [file], { body, mode }, onProgress);
