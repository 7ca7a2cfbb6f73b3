import type { StaffRow } from '@proposal-desk/shared';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { sortable, timeColumn } from '../../../components/list';
import { actionsColumn } from '../../../components/table/row-actions';

export interface StaffRowActions {
  edit(row: StaffRow): void;
  remove(row: StaffRow): void;
}

/** The staff table's columns: sortable ones are sorted by the server; edit and delete per row. */
export function staffColumns(t: TFunction, actions: StaffRowActions): ColumnsType<StaffRow> {
  const title = (key: string) => t(`settingTrees.staff.columns.${key}`);
  return [
    { title: title('name'), width: 120, fixed: 'left', ...sortable('name') },
    { title: title('department'), width: 140, ...sortable('dept_Name') },
    { title: title('unit'), width: 180, ellipsis: true, ...sortable('unit_Name') },
    { title: title('post'), width: 120, ...sortable('post') },
    { title: title('mobile'), dataIndex: 'mobile', width: 130 },
    { title: title('email'), dataIndex: 'email', width: 180, ellipsis: true },
    { title: title('remark'), dataIndex: 'remark', width: 160, ellipsis: true },
    timeColumn(title('createTime'), 'create_Time'),
    actionsColumn(
      t('settingTrees.actions'),
      (row) => [
        { label: t('settingTrees.edit'), className: 'row-edit', onClick: () => actions.edit(row) },
        {
          label: t('settingTrees.delete'),
          confirm: { title: t('settingTrees.deleteTitle'), description: t('settingTrees.staff.deleteConfirm', { name: row.name }) },
          onClick: () => actions.remove(row),
        },
      ],
      140,
    ),
  ];
}
