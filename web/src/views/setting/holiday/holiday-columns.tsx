import type { HolidayRow } from '@proposal-desk/shared';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { sortable, timeColumn } from '../../../components/list';
import { actionsColumn } from '../../../components/table/row-actions';

export interface HolidayRowActions {
  edit(row: HolidayRow): void;
  remove(row: HolidayRow): void;
}

const weekdayOf = (date: string, lang: string) =>
  dayjs(date)
    .toDate()
    .toLocaleDateString(lang === 'en' ? 'en-GB' : 'zh-CN', { weekday: 'long' });

/** The holiday table's columns: date, weekday, name and kind; edit and delete per row. */
export function holidayColumns(t: TFunction, lang: string, actions: HolidayRowActions): ColumnsType<HolidayRow> {
  const title = (key: string) => t(`holidays.columns.${key}`);
  return [
    { title: title('date'), width: 130, ...sortable('date') },
    { title: title('weekday'), key: 'weekday', width: 110, render: (_value, row) => weekdayOf(row.date, lang) },
    { title: title('name'), width: 200, ...sortable('name') },
    {
      title: title('workday'),
      width: 150,
      ...sortable('workday'),
      render: (workday: boolean) =>
        workday ? <Tag color="orange">{t('holidays.kind.workday')}</Tag> : <Tag color="green">{t('holidays.kind.holiday')}</Tag>,
    },
    timeColumn(title('createTime'), 'create_Time'),
    actionsColumn(
      t('settingTrees.actions'),
      (row) => [
        { label: t('settingTrees.edit'), className: 'row-edit', onClick: () => actions.edit(row) },
        {
          label: t('settingTrees.delete'),
          confirm: { title: t('settingTrees.deleteTitle'), description: t('holidays.deleteConfirm', { date: row.date, name: row.name }) },
          onClick: () => actions.remove(row),
        },
      ],
      140,
    ),
  ];
}
