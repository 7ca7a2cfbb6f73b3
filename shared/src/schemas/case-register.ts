import { z } from 'zod';
import { PageQuery, SortOrder } from './common';
import {
  ASSIGNMENT_ROLE_CODES,
  BODY_CODES,
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
import { optionalCaseFigure, UNIT_SYSTEM_CODES } from './figures';

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
  /** A category code; `-` for cases not categorised yet. */
  category: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(50).optional()),
  property: optionalEnum(CASE_PROPERTY_CODES),
  isKey: optionalFlag(),
  unitId: optionalId(),
  unitRole: optionalEnum(ASSIGNMENT_ROLE_CODES),
  /** Lead submitter (a member profile). */
  memberId: optionalId(),
  /** A deputy's or member's own part in the case: those they lead, or those they co-signed. */
  submitterRole: optionalEnum(['LEAD', 'COSIGNER']),
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
  /** Has an overdue assignment (of `unitId` / `unitRole` when given): ASSIGNMENT_FIGURES' 超期, as of now. */
  overdue: optionalFlag(),
  /** A figure of the statistics over cases (CASE_FIGURES): 收到, 立案 … */
  figure: optionalCaseFigure(),
  /** Handled (a live assignment) by a unit of this system. */
  unitSystem: optionalEnum(UNIT_SYSTEM_CODES),
  /** Co-signed by a member of this delegation / group. */
  cosignerGroupId: optionalId(),
  /** Co-signed by this member profile. */
  cosignerId: optionalId(),
  /** Led by a member (not submitted in a group's own name). */
  memberLed: optionalFlag(),
  /** 疑似重复: it likely repeats an earlier case of the body (true), or does not (false). */
  likelyDuplicate: optionalFlag(),
  /** 延期: has an extension request waiting (PENDING), or an assignment whose due day an extension moved (APPROVED). */
  extension: optionalEnum(['PENDING', 'APPROVED']),
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
export const DEADLINE_LIGHTS = ['green', 'yellow', 'red'] as const;
export type DeadlineLight = (typeof DEADLINE_LIGHTS)[number];
export const DEADLINE_WARNING_DAYS = 7;

/** The light of a due time seen at `now` (null when nothing is due). */
export function deadlineLight(dueAt: string | null, now: Date = new Date()): DeadlineLight | null {
  if (!dueAt) return null;
  const left = new Date(dueAt).getTime() - now.getTime();
  if (left < 0) return 'red';
  return left <= DEADLINE_WARNING_DAYS * 86_400_000 ? 'yellow' : 'green';
}

/** One row of the register. Times are ISO text. */
export const CaseRow = z.object({
  id: z.number().check(z.int32()),
  version: z.number().check(z.int32()),
  body: z.enum(BODY_CODES),
  kind: z.enum(CASE_KIND_CODES),
  /** 案号 (null before registration). */
  caseNo: z.string().nullable().describe('案号 (null before registration)'),
  /** 案由. */
  title: z.string().describe('案由'),
  status: z.enum(CASE_STATUS_CODES),
  sessionId: z.number().check(z.int32()),
  sessionName: z.string(),
  /** Category code and its label ('' before review). */
  category: z.string().describe("Category code ('' before review)"),
  categoryLabel: z.string(),
  property: z.string(),
  isKey: z.boolean(),
  /** The lead submitter's name, or the submitting group's. */
  submitter: z.string().describe('The lead submitter’s name, or the submitting group’s'),
  /** The lead submitter's profile (null for a group's case): a deputy's own cases are those they lead. */
  leadMemberId: z.number().check(z.int32()).nullable().describe('The lead submitter’s profile (null for a group’s case)'),
  /** The lead submitter's delegation / group, or the submitting group. */
  groupName: z.string().describe('The lead submitter’s delegation / group, or the submitting group'),
  /** The units the case is assigned to (void assignments left out), with their roles. */
  units: z
    .array(z.object({ name: z.string(), role: z.enum(ASSIGNMENT_ROLE_CODES) }))
    .describe('The units the case is assigned to (void assignments left out), with their roles'),
  submittedAt: z.string().nullable(),
  registeredAt: z.string().nullable(),
  assignedAt: z.string().nullable(),
  /** The earliest due time of the assignments still to reply; null when none is. */
  dueAt: z.string().nullable().describe('The earliest due time of the assignments still to reply; null when none is'),
  light: z.enum(DEADLINE_LIGHTS).nullable(),
  /** 疑似重复: the earlier case this one likely repeats, and how alike they are (percent, as 查重 reads it). */
  duplicateOf: z
    .object({
      id: z.number().check(z.int32()),
      caseNo: z.string().nullable(),
      title: z.string(),
      status: z.enum(CASE_STATUS_CODES),
      likeness: z.number(),
    })
    .nullable()
    .describe('The earlier case this one likely repeats (疑似重复): named by 案号, or before one by title and status'),
});
export type CaseRow = z.infer<typeof CaseRow>;
