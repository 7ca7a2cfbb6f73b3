import {
  ASSIGNMENT_ROLES,
  type ASSIGNMENT_SORT_FIELDS,
  type AssignmentStage,
  AssignmentFilter,
  BODIES,
  type ReportOptions,
} from '@proposal-desk/shared';
import type { TFunction } from 'i18next';
import type { AssignmentExportParams } from '../../../api/case-handling';
import { type FilterField, filledFilters, type FiltersOf, type ListQuery, sortParams } from '../../../components/list';
import { labelledOptions, sessionsOfChosenBody } from '../shared/case-options';

/** The workspace's filters; the stage is one of them (the tabs set it), so `?stage=overdue` opens that tab. */
export const ASSIGNMENT_FILTERS = AssignmentFilter.shape;
export type AssignmentFilters = FiltersOf<typeof ASSIGNMENT_FILTERS>;
export type AssignmentSortField = (typeof ASSIGNMENT_SORT_FIELDS)[number];
export type AssignmentQuery = Pick<ListQuery<AssignmentFilters, AssignmentSortField>, 'filters' | 'sort'>;

/** The stage a list shows: the URL's, or 待签收. */
export const stageOf = (filters: AssignmentFilters): AssignmentStage => filters.stage ?? 'pending';

/** What Case/Assignments (with the page) and Case/AssignmentsExport take: the stage, the applied filters and the sort. */
export const assignmentQueryOf = (query: AssignmentQuery): AssignmentExportParams => ({
  ...filledFilters(query.filters),
  stage: stageOf(query.filters),
  ...sortParams(query.sort),
});

/** The workspace's filter bar: 关键字, 机构, 届次会议 (of the chosen body), 办理方式 and 交办日期. */
export function assignmentFilterFields(
  t: TFunction,
  language: string,
  report: ReportOptions | undefined,
): FilterField<AssignmentFilters>[] {
  const label = (key: string) => t(`caseHandling.filter.${key}`);
  const all = label('all');
  const sessions = sessionsOfChosenBody(report, language);
  return [
    { kind: 'text', name: 'keyword', label: label('keyword'), placeholder: label('keywordPlaceholder'), maxLength: 100, search: true },
    { kind: 'select', name: 'body', label: label('body'), placeholder: all, options: labelledOptions(BODIES, language) },
    { kind: 'select', name: 'sessionId', label: label('sessionId'), placeholder: all, options: sessions },
    { kind: 'select', name: 'role', label: label('role'), placeholder: all, options: labelledOptions(ASSIGNMENT_ROLES, language) },
    { kind: 'date-range', name: 'assignedFrom', end: 'assignedTo', label: label('assigned') },
  ];
}
