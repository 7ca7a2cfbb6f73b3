import {
  API_PATHS,
  type AssignmentExportQuery,
  type AssignmentListAnswer,
  type AssignmentListQuery,
  type CaseActionAnswer,
  type CaseConsultBody,
  type CaseReplyBody,
  type CaseRequestReturnBody,
  type CaseSignBody,
} from '@proposal-desk/shared';
import type { z } from 'zod';
import { apiPath, download, request } from './request';

export type AssignmentListParams = z.input<typeof AssignmentListQuery>;
export type AssignmentExportParams = z.input<typeof AssignmentExportQuery>;
export type CaseSignValues = z.input<typeof CaseSignBody>;
export type CaseRequestReturnValues = z.input<typeof CaseRequestReturnBody>;
export type CaseConsultValues = z.input<typeof CaseConsultBody>;
export type CaseReplyValues = z.input<typeof CaseReplyBody>;

/** One page of the caller's unit's assignments in one stage, with every stage's count. */
export const fetchAssignments = (params: AssignmentListParams, signal?: AbortSignal) =>
  request<AssignmentListAnswer>({ url: apiPath(API_PATHS.caseAssignments), method: 'GET', params, signal });

/** Saves every assignment of the stage and filters, in the list's order, as a workbook. */
export const exportAssignments = (params: AssignmentExportParams, fileName: string) =>
  download(API_PATHS.caseAssignmentsExport, fileName, 'xlsx', params);

const act =
  <Values>(path: string) =>
  (values: Values) =>
    request<CaseActionAnswer>({ url: apiPath(path), method: 'POST', data: values });

/** 签收: the unit takes one of its assignments. */
export const signAssignment = act<CaseSignValues>(API_PATHS.caseSign);
/** 申请退回: the unit asks the office to take back a wrong assignment, with the reason. */
export const requestReturn = act<CaseRequestReturnValues>(API_PATHS.caseRequestReturn);
/** 面商: one consultation with the submitter, recorded on the unit's assignment. */
export const consultCase = act<CaseConsultValues>(API_PATHS.caseConsult);
/** 答复 (or a 协办 unit's opinion to the lead unit). */
export const replyCase = act<CaseReplyValues>(API_PATHS.caseReply);
