import { ASSIGNMENT_ROLES, ASSIGNMENT_STATUSES, type AssignmentFactRow, RESULT_CATEGORIES, SATISFACTIONS } from '@proposal-desk/shared';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { sortable } from '../../../components/list';
import { caseFilePath } from '../../case/register/case-columns';
import { labelIn } from '../../case/shared/case-options';
import { dayOf } from '../../case/shared/DeadlineLight';

/** The 件次 list's columns: the case, the unit and the facts the figures count; 案号 opens the case file. */
export function figureColumns(t: TFunction, language: string): ColumnsType<AssignmentFactRow> {
  const title = (key: string) => t(`figureList.columns.${key}`);
  const label = (list: Parameters<typeof labelIn>[0], value: string | null) => (value ? labelIn(list, value, language) : '—');
  return [
    {
      title: title('caseNo'),
      width: 120,
      fixed: 'left',
      ...sortable('caseNo'),
      render: (text: string | null, row) => <Link to={caseFilePath(row.caseId)}>{text || '—'}</Link>,
    },
    { title: title('title'), key: 'title', dataIndex: 'title', width: 200, ellipsis: true },
    { title: title('unitName'), width: 150, ellipsis: true, ...sortable('unit'), dataIndex: 'unitName' },
    { title: title('role'), key: 'role', dataIndex: 'role', width: 80, render: (role: string) => label(ASSIGNMENT_ROLES, role) },
    {
      title: title('status'),
      key: 'status',
      dataIndex: 'status',
      width: 100,
      render: (status: string) => <Tag>{label(ASSIGNMENT_STATUSES, status)}</Tag>,
    },
    { title: title('assignedAt'), width: 110, ...sortable('assignedAt'), render: dayOf },
    { title: title('dueAt'), width: 110, ...sortable('dueAt'), render: dayOf },
    { title: title('repliedAt'), width: 110, ...sortable('repliedAt'), render: dayOf },
    {
      title: title('resultCategory'),
      key: 'resultCategory',
      dataIndex: 'resultCategory',
      width: 160,
      ellipsis: true,
      render: (value: string | null) => label(RESULT_CATEGORIES, value),
    },
    {
      title: title('evaluation'),
      key: 'evaluation',
      width: 150,
      render: (_value, row) =>
        row.workSatisfaction || row.resultSatisfaction
          ? `${label(SATISFACTIONS, row.workSatisfaction)} / ${label(SATISFACTIONS, row.resultSatisfaction)}`
          : '—',
    },
    {
      title: title('overdue'),
      key: 'overdue',
      dataIndex: 'overdue',
      width: 80,
      render: (overdue: boolean) => (overdue ? <Tag color="red">{title('overdue')}</Tag> : '—'),
    },
  ];
}
