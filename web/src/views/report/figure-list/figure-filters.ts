import {
  ADOPTIONS,
  ASSIGNMENT_FIGURES,
  type ASSIGNMENT_FACT_SORT_FIELDS,
  ASSIGNMENT_PARTS,
  ASSIGNMENT_ROLES,
  AssignmentFactFilter,
  BODIES,
  CASE_PROPERTIES,
  CONSULT_METHODS,
  RESULT_CATEGORIES,
  type ReportOptions,
  SATISFACTIONS,
  UNIT_SYSTEMS,
} from '@proposal-desk/shared';
import type { TFunction } from 'i18next';
import type { FigureAssignmentParams } from '../../../api/case-handling';
import { type FilterField, filledFilters, type FiltersOf, type ListQuery, sortParams } from '../../../components/list';
import { labelledOptions, sessionsOfChosenBody } from '../../case/shared/case-options';

export const FIGURE_FILTERS = AssignmentFactFilter.shape;
export type FigureFilters = FiltersOf<typeof FIGURE_FILTERS>;
export type FigureSortField = (typeof ASSIGNMENT_FACT_SORT_FIELDS)[number];

/** What Assignment/GetList takes: the filters (code lists as `A,B`, as the report's links write them) and the sort. */
export function figureQueryOf(query: Pick<ListQuery<FigureFilters, FigureSortField>, 'filters' | 'sort'>): FigureAssignmentParams {
  const filters = Object.fromEntries(
    Object.entries(filledFilters(query.filters)).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
  );
  return { ...(filters as FigureAssignmentParams), ...sortParams(query.sort) };
}

/**
 * Every filter a figure's link can carry is a field, so the user sees what the list counts and can change
 * any of it; the code lists (类别 of the reply, 测评…) take several codes.
 */
export function figureFilterFields(t: TFunction, language: string, report: ReportOptions | undefined): FilterField<FigureFilters>[] {
  const label = (key: string) => t(`figureList.filter.${key}`);
  const all = label('all');
  const select = (
    name: keyof FigureFilters & string,
    options:
      { value: string | number; label: string }[] | ((current: Partial<FigureFilters>) => { value: string | number; label: string }[]),
    multiple = false,
  ): FilterField<FigureFilters> => ({ kind: 'select', name, label: label(name), placeholder: all, options, multiple, searchable: true });
  const sessions = sessionsOfChosenBody(report, language);
  const categories = (current: Partial<FigureFilters>) => [
    { value: '-', label: label('uncategorised') },
    ...(current.body ? (report?.categories[current.body] ?? []) : []).map((c) => ({
      value: c.value,
      label: language.startsWith('en') ? c.en : c.zh,
    })),
  ];
  const lang = language.startsWith('en') ? 'en' : 'zh';
  return [
    {
      kind: 'select',
      name: 'figure',
      label: label('figure'),
      placeholder: all,
      options: ASSIGNMENT_FIGURES.map((f) => ({ value: f.value, label: f[lang] })),
      searchable: true,
    },
    select('body', labelledOptions(BODIES, language)),
    select('sessionId', sessions),
    select(
      'unitId',
      (report?.units ?? []).map((unit) => ({ value: unit.id, label: unit.name })),
    ),
    { kind: 'text', name: 'keyword', label: label('keyword'), placeholder: label('keywordPlaceholder'), maxLength: 100, search: true },
    select('unitSystem', labelledOptions(UNIT_SYSTEMS, language)),
    select('role', labelledOptions(ASSIGNMENT_ROLES, language)),
    select(
      'part',
      ASSIGNMENT_PARTS.map((part) => ({ value: part, label: t(`figureList.parts.${part}`) })),
    ),
    select('resultCategory', labelledOptions(RESULT_CATEGORIES, language), true),
    select('consultMethod', labelledOptions(CONSULT_METHODS, language), true),
    select('adoption', labelledOptions(ADOPTIONS, language), true),
    select('workSatisfaction', labelledOptions(SATISFACTIONS, language), true),
    select('resultSatisfaction', labelledOptions(SATISFACTIONS, language), true),
    select('category', categories),
    select('property', labelledOptions(CASE_PROPERTIES, language)),
    { kind: 'date-range', name: 'assignedFrom', end: 'assignedTo', label: label('assigned') },
    { kind: 'date', name: 'asOf', label: label('asOf') },
    { kind: 'checkbox', name: 'isKey', label: label('isKey') },
  ];
}
