import { z } from 'zod';
import { ASSIGNMENT_STATUSES } from '../domain/enums';
import { PageQuery, SortOrder } from './common';
import {
  ASSIGNMENT_ROLE_CODES,
  BODY_CODES,
  CASE_PROPERTY_CODES,
  CASE_STATUS_CODES,
  codesOf,
  optionalBody,
  optionalDay,
  optionalEnum,
  optionalFlag,
  optionalId,
  optionalKeyword,
} from './case-fields';
import {
  ASSIGNMENT_PARTS,
  optionalAdoptions,
  optionalAssignmentFigure,
  optionalConsultMethods,
  optionalResultCategories,
  optionalSatisfactions,
  UNIT_SYSTEM_CODES,
} from './figures';

/**
 * The assignments (件次) behind a figure of the statistics: the same predicates the reports count with
 * (see ASSIGNMENT_FIGURES), so the list of a figure answers a total equal to it. Every filter is optional
 * and combinable; a handling unit only ever sees its own unit's assignments, the office its body's.
 */
export const AssignmentFactFilter = z.object({
  body: optionalBody(),
  sessionId: optionalId(),
  unitId: optionalId(),
  /** Units of one system (政府系统 …). */
  unitSystem: optionalEnum(UNIT_SYSTEM_CODES),
  role: optionalEnum(ASSIGNMENT_ROLE_CODES),
  /** The leading roles (单办, 主办, 分办) or 协办. */
  part: optionalEnum([...ASSIGNMENT_PARTS]),
  figure: optionalAssignmentFigure(),
  /** Of the reply in force (the latest round by the day); several codes match each one of them. */
  resultCategory: optionalResultCategories(),
  consultMethod: optionalConsultMethods(),
  adoption: optionalAdoptions(),
  /** Of the latest evaluation by the day. */
  workSatisfaction: optionalSatisfactions(),
  resultSatisfaction: optionalSatisfactions(),
  category: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(50).optional()),
  property: optionalEnum(CASE_PROPERTY_CODES),
  isKey: optionalFlag(),
  assignedFrom: optionalDay(),
  assignedTo: optionalDay(),
  /** The day the figures are taken at (its end, Beijing time); today when not given. */
  asOf: optionalDay(),
  /** 案号 or 案由 contains it. */
  keyword: optionalKeyword(),
});
export type TAssignmentFactFilter = z.infer<typeof AssignmentFactFilter>;

export const ASSIGNMENT_FACT_SORT_FIELDS = ['unit', 'caseNo', 'assignedAt', 'dueAt', 'repliedAt'] as const;

/** `Assignment/GetList`: one page of the assignments of a figure, by unit (configured order) and case number unless sorted. */
export const AssignmentFactListQuery = PageQuery.extend({
  ...AssignmentFactFilter.shape,
  sortField: z.enum(ASSIGNMENT_FACT_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});
export type TAssignmentFactListQuery = z.infer<typeof AssignmentFactListQuery>;

/** One assignment with its case and the facts the figures count. Times are ISO text. */
export const AssignmentFactRow = z.object({
  assignmentId: z.number().check(z.int32()),
  caseId: z.number().check(z.int32()),
  body: z.enum(BODY_CODES),
  caseNo: z.string().nullable(),
  title: z.string(),
  caseStatus: z.enum(CASE_STATUS_CODES),
  unitId: z.number().check(z.int32()),
  unitName: z.string(),
  role: z.enum(ASSIGNMENT_ROLE_CODES),
  status: z.enum(codesOf(ASSIGNMENT_STATUSES)),
  assignedAt: z.string(),
  /** The due time in force (the re-handling one once sent back). */
  dueAt: z.string().describe('The due time in force (the re-handling one once sent back)'),
  signedAt: z.string().nullable(),
  repliedAt: z.string().nullable().describe('The reply in force (latest round by the day)'),
  resultCategory: z.string().nullable(),
  consultMethod: z.string().nullable(),
  workSatisfaction: z.string().nullable(),
  resultSatisfaction: z.string().nullable(),
  overdue: z.boolean(),
});
export type AssignmentFactRow = z.infer<typeof AssignmentFactRow>;
