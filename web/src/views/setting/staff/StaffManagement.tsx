import { STAFF_SORT_FIELDS, StaffListQuery, type StaffRow } from '@proposal-desk/shared';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { deleteStaff, fetchStaff } from '../../../api/staff';
import { type FilterField, type FiltersOf, ListPage, pageParams, useListWrite, usePagedList } from '../../../components/list';
import { staffColumns } from './staff-columns';
import { StaffFormDialog } from './StaffFormDialog';
import { type StaffOptions, useStaffOptions } from './use-staff-options';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; row: StaffRow };

const STAFF_FILTERS = StaffListQuery.pick({ keyword: true, deptId: true, unitId: true }).shape;

function staffFilterFields(t: TFunction, options: StaffOptions): FilterField<FiltersOf<typeof STAFF_FILTERS>>[] {
  const label = (key: string) => t(`settingTrees.staff.filter.${key}`);
  return [
    { kind: 'text', name: 'keyword', label: label('keyword'), placeholder: label('keywordPlaceholder') },
    { kind: 'tree-select', name: 'deptId', label: label('department'), treeData: options.departments },
    { kind: 'select', name: 'unitId', label: label('unit'), options: options.units, searchable: true },
  ];
}

/** `/setting/staffManagement`: the personnel of the offices and handling units (admin only). */
export default function StaffManagement() {
  const { t } = useTranslation();
  const options = useStaffOptions();
  const list = usePagedList({
    key: 'staff',
    filters: STAFF_FILTERS,
    sortFields: STAFF_SORT_FIELDS,
    fetchPage: (query, signal) => fetchStaff(pageParams(query), signal),
  });
  const filterFields = staffFilterFields(t, options);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });

  const remove = useListWrite(list, (row: StaffRow) => deleteStaff(row.id));
  const add = { label: t('settingTrees.add'), onClick: () => setEditing({ kind: 'add' }) };
  const columns = staffColumns(t, { edit: (row) => setEditing({ kind: 'edit', row }), remove: (row) => void remove(row) });

  return (
    <ListPage list={list} filters={filterFields} add={add} table={{ rowKey: 'id', scrollX: 1300, columns }}>
      <StaffFormDialog
        open={editing.kind !== 'closed'}
        editing={editing.kind === 'edit' ? editing.row : null}
        options={options}
        onClose={() => setEditing({ kind: 'closed' })}
        onSaved={list.reload}
      />
    </ListPage>
  );
}
