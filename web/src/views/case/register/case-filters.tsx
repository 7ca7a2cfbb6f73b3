import {
  ASSIGNMENT_ROLES,
  CASE_KINDS,
  BODY_PROPERTIES,
  CASE_FIGURES,
  CASE_PROPERTIES,
  CASE_STATUSES,
  type CASE_SORT_FIELDS,
  CaseFilter,
  type MemberOptions,
  type ReportOptions,
  UNIT_SYSTEMS,
} from '@proposal-desk/shared';
import type { TFunction } from 'i18next';
import type { CaseExportParams } from '../../../api/cases';
import { type FilterField, filledFilters, type FiltersOf, type ListQuery, sortParams } from '../../../components/list';
import { type Body, categoryOptions, KINDS_OF_BODY, labelledOptions, sessionOptions, unitOptions } from '../shared/case-options';
import { MemberSelect } from '../shared/MemberSelect';

/** Every filter of the register but the body, which the menu entry gives. */
export const CASE_FILTERS = CaseFilter.omit({ body: true }).shape;
export type CaseFilters = FiltersOf<typeof CASE_FILTERS>;
export type CaseSortField = (typeof CASE_SORT_FIELDS)[number];

/** What Case/GetList (with the page) and Case/Export take: the body, the applied filters and the sort. */
export const caseQueryOf = (body: Body, query: Pick<ListQuery<CaseFilters, CaseSortField>, 'filters' | 'sort'>): CaseExportParams => ({
  body,
  ...filledFilters(query.filters),
  ...sortParams(query.sort),
});

interface FilterChoices {
  body: Body;
  language: string;
  report: ReportOptions | undefined;
  members: MemberOptions;
}

/** The register's filters: the body's own sessions, categories and groups; a member searched by name. */
export function caseFilterFields(t: TFunction, { body, language, report, members }: FilterChoices): FilterField<CaseFilters>[] {
  const label = (key: string) => t(`cases.filter.${key}`);
  const all = t('cases.filter.all');
  const groups = members.delegations.filter((group) => group.body === body).map(({ value, label: name }) => ({ value, label: name }));
  const select = (name: keyof CaseFilters & string, options: { value: string | number; label: string }[]): FilterField<CaseFilters> => ({
    kind: 'select',
    name,
    label: label(name),
    placeholder: all,
    searchable: options.length > 10,
    options,
  });
  return [
    { kind: 'text', name: 'keyword', label: label('keyword'), placeholder: label('keywordPlaceholder'), maxLength: 100, search: true },
    select('sessionId', sessionOptions(report, body)),
    select('status', labelledOptions(CASE_STATUSES, language)),
    select('kind', labelledOptions(CASE_KINDS, language, KINDS_OF_BODY[body])),
    select('category', [{ value: '-', label: label('uncategorised') }, ...categoryOptions(report, body, language)]),
    select('property', labelledOptions(CASE_PROPERTIES, language, BODY_PROPERTIES[body])),
    select('unitId', unitOptions(report)),
    select('unitRole', labelledOptions(ASSIGNMENT_ROLES, language)),
    { kind: 'custom', name: 'memberId', label: label('memberId'), control: <MemberSelect<number> body={body} placeholder={all} /> },
    select('groupId', groups),
    { kind: 'date-range', name: 'submittedFrom', end: 'submittedTo', label: label('submitted') },
    { kind: 'date-range', name: 'assignedFrom', end: 'assignedTo', label: label('assigned') },
    { kind: 'date-range', name: 'repliedFrom', end: 'repliedTo', label: label('replied') },
    { kind: 'checkbox', name: 'isKey', label: label('isKey') },
    { kind: 'checkbox', name: 'overdue', label: label('overdue') },
    { kind: 'checkbox', name: 'likelyDuplicate', label: label('likelyDuplicate') },
    select('extension', [
      { value: 'PENDING', label: label('extensionPending') },
      { value: 'APPROVED', label: label('extensionApproved') },
    ]),
    // What a report's figure opens the register with (the figure's own filters), each one to change.
    select(
      'figure',
      CASE_FIGURES.map((figure) => ({ value: figure.value, label: figure[language.startsWith('en') ? 'en' : 'zh'] })),
    ),
    select('unitSystem', labelledOptions(UNIT_SYSTEMS, language)),
    { kind: 'custom', name: 'cosignerId', label: label('cosignerId'), control: <MemberSelect<number> body={body} placeholder={all} /> },
    select('cosignerGroupId', groups),
    { kind: 'checkbox', name: 'memberLed', label: label('memberLed') },
  ];
}
