import { HOLIDAY_SORT_FIELDS, HolidayListQuery, type HolidayRow } from '@proposal-desk/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteHoliday, fetchHolidays } from '../../../api/holidays';
import { type FilterField, type FiltersOf, ListPage, pageParams, useListWrite, usePagedList } from '../../../components/list';
import { holidayColumns } from './holiday-columns';
import { HolidayFormDialog } from './HolidayFormDialog';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; row: HolidayRow };

const HOLIDAY_FILTERS = HolidayListQuery.pick({ year: true }).shape;

/** Years around this one: the office enters next year's calendar when the State Council publishes it. */
function yearOptions() {
  const now = new Date().getFullYear();
  return Array.from({ length: 6 }, (_, i) => now + 1 - i).map((year) => ({ value: year, label: String(year) }));
}

function holidayFilterFields(t: TFunction): FilterField<FiltersOf<typeof HOLIDAY_FILTERS>>[] {
  return [
    {
      kind: 'select',
      name: 'year',
      label: t('holidays.filter.year'),
      placeholder: t('holidays.filter.yearPlaceholder'),
      options: yearOptions(),
    },
  ];
}

/** `/setting/holidays`: the days off and 调休 working days that case deadlines count with (admin only). */
export default function Holidays() {
  const { t, i18n } = useTranslation();
  const list = usePagedList({
    key: 'holidays',
    filters: HOLIDAY_FILTERS,
    sortFields: HOLIDAY_SORT_FIELDS,
    fetchPage: (query, signal) => fetchHolidays(pageParams(query), signal),
  });
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const remove = useListWrite(list, (row: HolidayRow) => deleteHoliday(row.id));
  const columns = holidayColumns(t, i18n.language, { edit: (row) => setEditing({ kind: 'edit', row }), remove: (row) => void remove(row) });

  return (
    <ListPage
      list={list}
      filters={holidayFilterFields(t)}
      add={{ label: t('holidays.add'), onClick: () => setEditing({ kind: 'add' }) }}
      table={{ rowKey: 'id', scrollX: 900, columns }}
    >
      <HolidayFormDialog
        open={editing.kind !== 'closed'}
        editing={editing.kind === 'edit' ? editing.row : null}
        onClose={() => setEditing({ kind: 'closed' })}
        onSaved={list.reload}
      />
    </ListPage>
  );
}
