import { ASSIGNMENT_ROLES, CASE_PROPERTIES, CASE_STATUSES, type CaseRow } from '@proposal-desk/shared';
import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { sortable } from '../../../components/list';
import { labelIn } from '../shared/case-options';
import { dayOf, Deadline } from '../shared/DeadlineLight';

/** The address of a case file. */
export const caseFilePath = (id: number) => `/case/detail?id=${id}`;

/** The columns every register offers, in order (the list's column settings hide any of them). */
export const CASE_COLUMN_KEYS = [
  'caseNo',
  'title',
  'session',
  'status',
  'duplicate',
  'category',
  'property',
  'submitter',
  'group',
  'units',
  'submittedAt',
  'assignedAt',
  'dueAt',
] as const;
export type CaseColumnKey = (typeof CASE_COLUMN_KEYS)[number];

/**
 * The columns hidden until a user shows them (column settings): at 1366×768 the key ones — 案号, 案由, 状态,
 * 领衔人, 承办单位 and the deadline — fit beside each other without scrolling sideways.
 */
export const CASE_COLUMNS_HIDDEN_AT_FIRST: readonly CaseColumnKey[] = [
  'session',
  'duplicate',
  'category',
  'property',
  'group',
  'submittedAt',
  'assignedAt',
];

type CaseColumn = ColumnType<CaseRow> & { key: CaseColumnKey };

const dash = (text: string | null) => text || '—';

/** The register's columns by key: sortable ones are sorted by the server. */
export function caseColumns(t: TFunction, language: string): CaseColumn[] {
  const title = (key: CaseColumnKey) => t(`cases.columns.${key}`);
  const role = (code: string) => labelIn(ASSIGNMENT_ROLES, code, language);
  // English says the deadline in longer words ("280 days overdue"): its column takes room from the title's.
  const english = language === 'en';
  return [
    { title: title('caseNo'), width: 120, fixed: 'left', ...sortable('caseNo'), render: dash },
    {
      title: title('title'),
      width: english ? 230 : 260,
      ellipsis: true,
      ...sortable('title'),
      // A key case says so before its title: the mark an office scans for, in a column always shown.
      render: (text: string, row) => (
        <>
          {row.isKey ? (
            <Tag color="red" className="case-key-tag">
              {t('cases.key')}
            </Tag>
          ) : null}
          <Link to={caseFilePath(row.id)} title={text}>
            {text}
          </Link>
        </>
      ),
    },
    { title: title('session'), key: 'session', dataIndex: 'sessionName', width: 150, ellipsis: true },
    {
      title: title('status'),
      width: 96,
      ...sortable('status'),
      render: (status: string) => <Tag>{labelIn(CASE_STATUSES, status, language)}</Tag>,
    },
    {
      title: title('duplicate'),
      key: 'duplicate',
      width: 170,
      ellipsis: true,
      render: (_value, row) => {
        const earlier = row.duplicateOf;
        if (!earlier) return '—';
        // Before its 案号 an earlier case is named by its title and status, never by its database id.
        const name = earlier.caseNo
          ? t('cases.duplicateOf', { caseNo: earlier.caseNo, likeness: earlier.likeness })
          : t('cases.duplicateOfUnnumbered', {
              title: earlier.title,
              status: labelIn(CASE_STATUSES, earlier.status, language),
              likeness: earlier.likeness,
            });
        return (
          <Link to={caseFilePath(earlier.id)} title={name}>
            {name}
          </Link>
        );
      },
    },
    { title: title('category'), key: 'category', dataIndex: 'categoryLabel', width: 120, ellipsis: true, render: dash },
    {
      title: title('property'),
      key: 'property',
      width: 150,
      render: (_value, row) => <span className="one-line">{row.property ? labelIn(CASE_PROPERTIES, row.property, language) : '—'}</span>,
    },
    { title: title('submitter'), key: 'submitter', dataIndex: 'submitter', width: 120, ellipsis: true, render: dash },
    { title: title('group'), key: 'group', dataIndex: 'groupName', width: 140, ellipsis: true, render: dash },
    {
      title: title('units'),
      key: 'units',
      width: 190,
      // One line, cut with its whole text on hover: a row of tags would make every row two or three lines tall.
      ellipsis: { showTitle: true },
      render: (_value, row) => (row.units.length === 0 ? '—' : row.units.map((unit) => `${unit.name}（${role(unit.role)}）`).join('、')),
    },
    { title: title('submittedAt'), width: 120, ...sortable('submittedAt'), render: dayOf },
    { title: title('assignedAt'), width: 120, ...sortable('assignedAt'), render: dayOf },
    {
      title: title('dueAt'),
      width: english ? 220 : 190,
      ...sortable('dueAt'),
      render: (_value, row) => <Deadline dueAt={row.dueAt} light={row.light} />,
    },
  ];
}
