import { z } from 'zod';
import { ASSIGNMENT_STATUSES } from '../domain/enums';
import { PageQuery, SortOrder } from './common';
import {
  ASSIGNMENT_ROLE_CODES,
  BODY_CODES,
  CASE_KIND_CODES,
  CASE_STATUS_CODES,
  codesOf,
  optionalBody,
  optionalDay,
  optionalEnum,
  optionalId,
  optionalKeyword,
} from './case-fields';
import { UNIT_ACTION_NAMES } from './case-file';
import type { DeadlineLight } from './case-register';

/**
 * The handling unit's workspace (交办件办理): its own assignments, one row each, in four stages.
 * - pending 待签收: not signed yet;
 * - handling 办理中: signed (or sent back to re-handle, or a return asked) and not replied;
 * - replied 已答复: replied;
 * - overdue 超期: open and past its due time (the re-handling due time once sent back).
 */
export const ASSIGNMENT_STAGES = ['pending', 'handling', 'replied', 'overdue'] as const;
export type AssignmentStage = (typeof ASSIGNMENT_STAGES)[number];

export const ASSIGNMENT_SORT_FIELDS = ['caseNo', 'assignedAt', 'dueAt', 'repliedAt'] as const;

export const AssignmentFilter = z.object({
  stage: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(ASSIGNMENT_STAGES).default('pending')),
  body: optionalBody(),
  sessionId: optionalId(),
  role: optionalEnum(ASSIGNMENT_ROLE_CODES),
  assignedFrom: optionalDay(),
  assignedTo: optionalDay(),
  /** 案号 or 案由 contains it. */
  keyword: optionalKeyword(),
});
export type TAssignmentFilter = z.infer<typeof AssignmentFilter>;

/** `Case/Assignments`: one page of the caller's unit's assignments in one stage, with every stage's count. */
export const AssignmentListQuery = PageQuery.extend({
  ...AssignmentFilter.shape,
  sortField: z.enum(ASSIGNMENT_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});
export type TAssignmentListQuery = z.infer<typeof AssignmentListQuery>;

/** `Case/AssignmentsExport`: every row of the stage and filters, as .xlsx. */
export const AssignmentExportQuery = AssignmentFilter.extend({
  sortField: z.enum(ASSIGNMENT_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});

const ASSIGNMENT_STATUS_CODES = codesOf(ASSIGNMENT_STATUSES);
const DEADLINE_LIGHTS = ['green', 'yellow', 'red'] as const satisfies readonly DeadlineLight[];

/** A row of the handling unit's workspace: one of its assignments with its case. */
export const AssignmentRow = z.object({
  assignmentId: z.number().check(z.int32()),
  caseId: z.number().check(z.int32()),
  caseVersion: z.number().check(z.int32()),
  body: z.enum(BODY_CODES),
  kind: z.enum(CASE_KIND_CODES),
  caseNo: z.string().nullable(),
  title: z.string(),
  caseStatus: z.enum(CASE_STATUS_CODES),
  submitter: z.string().describe('The lead submitter, else the submitting group; empty when neither'),
  role: z.enum(ASSIGNMENT_ROLE_CODES),
  status: z.enum(ASSIGNMENT_STATUS_CODES),
  /** 1, or 2 once sent back to re-handle. */
  round: z.number().check(z.int32()).describe('1, or 2 once sent back to re-handle'),
  assignedAt: z.string(),
  /** The due time in force: the re-handling one once sent back. */
  dueAt: z.string().describe('The due time in force: the re-handling one once sent back'),
  signedAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  light: z.enum(DEADLINE_LIGHTS).nullable().describe('The deadline light; null once replied'),
  /**
   * What the caller's unit may do on it now, as the case file's `assignments[].actions` (the return window
   * included). Optional: without it the list offers the actions of the row's status and the server decides.
   */
  actions: z.array(z.enum(UNIT_ACTION_NAMES)).optional().describe('What the caller’s unit may do on it now, the return window included'),
});
export type AssignmentRow = z.infer<typeof AssignmentRow>;

/** `Case/Assignments`: the page of the stage, its total, and the count of every stage under the filter. */
export const AssignmentListAnswer = z.object({
  list: z.array(AssignmentRow),
  total: z.number().check(z.int32()),
  counts: z
    .record(z.enum(ASSIGNMENT_STAGES), z.number().check(z.int32()))
    .describe('The number of assignments in each stage under the filter'),
});
export type AssignmentListAnswer = z.infer<typeof AssignmentListAnswer>;
