import { z } from 'zod';
import type { AssignmentRole, CaseKind, CaseStatus } from '../domain/enums';
import { PageQuery, SortOrder } from './common';
import {
  ASSIGNMENT_ROLE_CODES,
  CASE_KIND_CODES,
  CASE_PROPERTY_CODES,
  CASE_STATUS_CODES,
  optionalBody,
  optionalDay,
  optionalEnum,
  optionalFlag,
  optionalId,
  optionalKeyword,
} from './case-fields';

export const CASE_SORT_FIELDS = ['caseNo', 'title', 'status', 'submittedAt', 'registeredAt', 'assignedAt', 'dueAt'] as const;
export type CaseSortField = (typeof CASE_SORT_FIELDS)[number];

/**
 * The filters of the case register (and of its export): every one optional and combinable; the body
 * is the register's own (建议管理 = NPC, 提案管理 = CPPCC). Dates are days, both ends included.
 */
export const CaseFilter = z.object({
  body: optionalBody(),
  sessionId: optionalId(),
  status: optionalEnum(CASE_STATUS_CODES),
  kind: optionalEnum(CASE_KIND_CODES),
  category: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(50).optional()),
  property: optionalEnum(CASE_PROPERTY_CODES),
  isKey: optionalFlag(),
  unitId: optionalId(),
  unitRole: optionalEnum(ASSIGNMENT_ROLE_CODES),
  /** Lead submitter (a member profile). */
  memberId: optionalId(),
  /** Delegation / group: of the lead submitter, or the submitting group itself. */
  groupId: optionalId(),
  submittedFrom: optionalDay(),
  submittedTo: optionalDay(),
  assignedFrom: optionalDay(),
  assignedTo: optionalDay(),
  repliedFrom: optionalDay(),
  repliedTo: optionalDay(),
  /** 案号, 案由 or content contains it. */
  keyword: optionalKeyword(),
  overdue: optionalFlag(),
});
export type TCaseFilter = z.infer<typeof CaseFilter>;

/** `Case/GetList`: one page of the register, sorted on the server (by 案号 unless another sort is asked). */
export const CaseListQuery = PageQuery.extend({
  ...CaseFilter.shape,
  sortField: z.enum(CASE_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});
export type TCaseListQuery = z.infer<typeof CaseListQuery>;

/** `Case/Export`: every row of the filter, as .xlsx, in the list's order. */
export const CaseExportQuery = CaseFilter.extend({
  sortField: z.enum(CASE_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});

/** The deadline light of an open assignment: green > 7 days left, yellow ≤ 7, red overdue. */
export type DeadlineLight = 'green' | 'yellow' | 'red';
export const DEADLINE_WARNING_DAYS = 7;

/** The light of a due time seen at `now` (null when nothing is due). */
export function deadlineLight(dueAt: string | null, now: Date = new Date()): DeadlineLight | null {
  if (!dueAt) return null;
  const left = new Date(dueAt).getTime() - now.getTime();
  if (left < 0) return 'red';
  return left <= DEADLINE_WARNING_DAYS * 86_400_000 ? 'yellow' : 'green';
}

/** One row of the register. Times are ISO text. */
export interface CaseRow {
  id: number;
  version: number;
  body: 'NPC' | 'CPPCC';
  kind: CaseKind;
  caseNo: string | null;
  title: string;
  status: CaseStatus;
  sessionId: number;
  sessionName: string;
  /** Category code and its label ('' before review). */
  category: string;
  categoryLabel: string;
  property: string;
  isKey: boolean;
  /** The lead submitter's name, or the submitting group's. */
  submitter: string;
  /** The lead submitter's profile (null for a group's case): a deputy's own cases are those they lead. */
  leadMemberId: number | null;
  /** The lead submitter's delegation / group, or the submitting group. */
  groupName: string;
  /** The units the case is assigned to (void assignments left out), with their roles. */
  units: Array<{ name: string; role: AssignmentRole }>;
  submittedAt: string | null;
  registeredAt: string | null;
  assignedAt: string | null;
  /** The earliest due time of the assignments still to reply; null when none is. */
  dueAt: string | null;
  light: DeadlineLight | null;
}
