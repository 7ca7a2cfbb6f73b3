import { z } from 'zod';
import type { AssignmentRole, AssignmentStatus, CaseKind, CaseStatus } from '../domain/enums';
import { PageQuery, SortOrder } from './common';
import { ASSIGNMENT_ROLE_CODES, optionalBody, optionalDay, optionalEnum, optionalId, optionalKeyword } from './case-fields';
import type { UnitActionName } from './case-file';
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

export interface AssignmentRow {
  assignmentId: number;
  caseId: number;
  caseVersion: number;
  body: 'NPC' | 'CPPCC';
  kind: CaseKind;
  caseNo: string | null;
  title: string;
  caseStatus: CaseStatus;
  submitter: string;
  role: AssignmentRole;
  status: AssignmentStatus;
  /** 1, or 2 once sent back to re-handle. */
  round: number;
  assignedAt: string;
  /** The due time in force: the re-handling one once sent back. */
  dueAt: string;
  signedAt: string | null;
  repliedAt: string | null;
  light: DeadlineLight | null;
  /**
   * What the caller's unit may do on it now, as the case file's `assignments[].actions` (the return window
   * included). Optional: without it the list offers the actions of the row's status and the server decides.
   */
  actions?: UnitActionName[];
}

export interface AssignmentListAnswer {
  list: AssignmentRow[];
  total: number;
  counts: Record<AssignmentStage, number>;
}
