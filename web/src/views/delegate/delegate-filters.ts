import { type MEMBER_SORT_FIELDS, MemberFilter, type MemberOptions } from '@proposal-desk/shared';
import type { TFunction } from 'i18next';
import type { MemberFilterValues } from '../../api/members';
import type { FilterField } from '../../components/list/filter-fields';
import { filledFilters, type FiltersOf, type ListQuery, sortParams } from '../../components/list/list-query';
import { groupOptions, sessionOptions, typeOptions } from './option-lists';

export const MEMBER_FILTERS = MemberFilter.pick({
  Staff_Name: true,
  DLG_ID: true,
  SPV_ID: true,
  Type: true,
  BackGround: true,
  // Set by a report's people counts (参与人数, 总人数); shown as removable tags, not in the filter bar.
  Body: true,
  tookPartIn: true,
}).shape;
type MemberFilters = FiltersOf<typeof MEMBER_FILTERS>;
type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];

/** The body of GetNpcList and GetExcelData: the applied filter (blank fields left out) with the sort. */
export const memberBody = (query: Pick<ListQuery<MemberFilters, MemberSortField>, 'filters' | 'sort'>): MemberFilterValues => ({
  ...filledFilters(query.filters),
  ...sortParams(query.sort),
});

/** Name, delegation or group, session (each narrows the other to one body), type and political background. */
export function delegateFilterFields(t: TFunction, options: MemberOptions, english: boolean): FilterField<MemberFilters>[] {
  const label = (key: string) => t(`delegates.filter.${key}`);
  return [
    { kind: 'text', name: 'Staff_Name', label: label('name') },
    {
      kind: 'select',
      name: 'DLG_ID',
      label: label('group'),
      searchable: true,
      options: (current) => groupOptions(options, current.SPV_ID),
    },
    {
      kind: 'select',
      name: 'SPV_ID',
      label: label('session'),
      searchable: true,
      options: (current) => sessionOptions(options, current.DLG_ID),
    },
    { kind: 'select', name: 'Type', label: label('type'), options: typeOptions(options, english) },
    { kind: 'select', name: 'BackGround', label: label('background'), searchable: true, options: options.backgrounds },
  ];
}
