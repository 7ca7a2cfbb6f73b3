import { type BodyCode, labelOf, type Language, MEMBER_TYPES, type MemberProfile } from '@proposal-desk/shared';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { sortable, timeColumn } from '../../components/list';
import { actionsColumn } from '../../components/table/row-actions';

export interface DelegateRowActions {
  edit(row: MemberProfile): void;
  changePlace(row: MemberProfile): void;
  remove(row: MemberProfile): void;
  /** The case register filtered to the cases the person leads, with their body; null when the user cannot open it. */
  casesOf(row: MemberProfile): { body: BodyCode; link: string } | null;
}

/**
 * The delegate table's columns: sortable ones are sorted by the server; a link to the cases each person
 * leads (领衔的建议 / 提案, the register filtered to them); one row of actions per person.
 */
export function delegateColumns(t: TFunction, lang: Language, actions: DelegateRowActions): ColumnsType<MemberProfile> {
  const title = (key: string) => t(`delegates.columns.${key}`);
  return [
    { title: title('name'), width: 110, fixed: 'left', ...sortable('staff_Name') },
    { title: title('account'), dataIndex: 'case_ID', width: 110 },
    { title: title('session'), width: 200, ellipsis: true, ...sortable('meet_Name') },
    { title: title('group'), width: 150, ellipsis: true, ...sortable('dlG_Name') },
    { title: title('type'), dataIndex: 'type', width: 100, render: (type: number) => labelOf(MEMBER_TYPES, String(type), lang) },
    { title: title('background'), dataIndex: 'backGround', width: 120 },
    { title: title('address'), dataIndex: 'address', width: 180, ellipsis: true },
    { title: title('mobile'), dataIndex: 'mobile', width: 130 },
    { title: title('remark'), dataIndex: 'remark', width: 160, ellipsis: true },
    timeColumn(title('createTime'), 'create_Time'),
    {
      title: title('cases'),
      key: 'cases',
      width: 110,
      render: (_value, row) => {
        const cases = actions.casesOf(row);
        return cases ? (
          <Link to={cases.link} aria-label={t(`delegates.casesLinkName.${cases.body}`, { name: row.staff_Name })}>
            {t(`delegates.casesLink.${cases.body}`)}
          </Link>
        ) : null;
      },
    },
    actionsColumn(
      title('actions'),
      (row) => [
        { label: t('delegates.actions.edit'), className: 'row-edit', onClick: () => actions.edit(row) },
        { label: t('delegates.actions.change'), className: 'row-change', onClick: () => actions.changePlace(row) },
        {
          label: t('delegates.actions.delete'),
          confirm: { title: t('delegates.deleteTitle'), description: t('delegates.deleteConfirm', { name: row.staff_Name }) },
          onClick: () => actions.remove(row),
        },
      ],
      190,
    ),
  ];
}
