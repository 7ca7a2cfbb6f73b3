import { API_CALLS, type CallBody, type CallQuery } from '@proposal-desk/shared';
import { callApi, download } from './request';

const {
  assignmentFacts,
  caseAssignments,
  caseAssignmentsExport,
  caseSign,
  caseRequestReturn,
  caseRequestExtension,
  caseConsult,
  caseReply,
} = API_CALLS;

export type AssignmentListParams = CallQuery<typeof caseAssignments>;
export type FigureAssignmentParams = CallQuery<typeof assignmentFacts>;
export type AssignmentExportParams = CallQuery<typeof caseAssignmentsExport>;
export type CaseSignValues = CallBody<typeof caseSign>;
export type CaseRequestReturnValues = CallBody<typeof caseRequestReturn>;
export type CaseRequestExtensionValues = CallBody<typeof caseRequestExtension>;
export type CaseConsultValues = CallBody<typeof caseConsult>;
export type CaseReplyValues = CallBody<typeof caseReply>;

/** One page of the caller's unit's assignments in one stage, with every stage's count. */
export const fetchAssignments = (query: AssignmentListParams, signal?: AbortSignal) => callApi(caseAssignments, { query }, signal);

/** One page of the assignments (件次) behind a figure: the statistics' own predicate, within the caller's scope. */
export const fetchFigureAssignments = (query: FigureAssignmentParams, signal?: AbortSignal) => callApi(assignmentFacts, { query }, signal);

/** Saves every assignment of the stage and filters, in the list's order, as a workbook. */
export const exportAssignments = (params: AssignmentExportParams, fileName: string) =>
  download(caseAssignmentsExport.path, fileName, 'xlsx', params);

/** 签收: the unit takes one of its assignments. */
export const signAssignment = (body: CaseSignValues) => callApi(caseSign, { body });
/** 申请退回: the unit asks the office to take back a wrong assignment, with the reason. */
export const requestReturn = (body: CaseRequestReturnValues) => callApi(caseRequestReturn, { body });
/** 申请延期: a later due day for the unit's own open assignment, with the reason. */
export const requestExtension = (body: CaseRequestExtensionValues) => callApi(caseRequestExtension, { body });
/** 面商: one consultation with the submitter, recorded on the unit's assignment. */
export const consultCase = (body: CaseConsultValues) => callApi(caseConsult, { body });
/** 答复 (or a 协办 unit's opinion to the lead unit). */
export const replyCase = (body: CaseReplyValues) => callApi(caseReply, { body });
