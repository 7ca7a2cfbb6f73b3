import { ASSIGNMENT_ROLES, ASSIGNMENT_STATUSES, type AssignmentRow, type UnitActionName } from '@proposal-desk/shared';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { sortable } from '../../../components/list';
import { actionsColumn } from '../../../components/table/row-actions';
import { caseFilePath } from '../register/case-columns';
import { caseName, labelIn } from '../shared/case-options';
import { dayOf, Deadline } from '../shared/DeadlineLight';
import { UNIT_ACTION_ORDER, type UnitTarget, unitActionLabel } from '../shared/unit-writes';

/**
 * What the unit may do on a row: the server's word when the row carries it, otherwise what the status
 * allows (a return only in the first round; the server refuses one past its window with the date).
 */
export function rowActionsOf(row: AssignmentRow): UnitActionName[] {
  if (row.actions) return UNIT_ACTION_ORDER.filter((action) => row.actions?.includes(action));
  if (row.status === 'PENDING') return ['sign', 'requestReturn'];
  if (row.status === 'SIGNED') return row.round === 1 ? ['consult', 'reply', 'requestReturn'] : ['consult', 'reply'];
  if (row.status === 'REHANDLE') return ['consult', 'reply'];
  return [];
}

export const targetOfRow = (row: AssignmentRow): UnitTarget => ({
  caseId: row.caseId,
  version: row.caseVersion,
  assignmentId: row.assignmentId,
  role: row.role,
  caseName: caseName(row),
});

/**
 * The workspace's columns; 案号, 交办时间, 办理期限 and 签收/答复时间 are sorted by the server. Their widths fit a
 * 1366 px window, so no column (nor a due light's days) hides under the pinned 操作.
 */
export function assignmentColumns(
  t: TFunction,
  language: string,
  start: (action: UnitActionName, row: AssignmentRow) => void,
): ColumnsType<AssignmentRow> {
  const title = (key: string) => t(`caseHandling.columns.${key}`);
  return [
    { title: title('caseNo'), width: 110, fixed: 'left', ...sortable('caseNo'), render: (text: string | null) => text || '—' },
    {
      title: title('title'),
      key: 'title',
      dataIndex: 'title',
      width: 150,
      ellipsis: true,
      render: (text: string, row) => <Link to={caseFilePath(row.caseId)}>{text}</Link>,
    },
    {
      title: title('submitter'),
      key: 'submitter',
      dataIndex: 'submitter',
      width: 70,
      ellipsis: true,
      render: (text: string) => text || '—',
    },
    {
      title: title('role'),
      key: 'role',
      dataIndex: 'role',
      width: 80,
      render: (role: string) => labelIn(ASSIGNMENT_ROLES, role, language),
    },
    {
      title: title('status'),
      key: 'status',
      width: 100,
      render: (_value, row) => (
        <Space size={4} wrap>
          <Tag>{labelIn(ASSIGNMENT_STATUSES, row.status, language)}</Tag>
          {row.round > 1 ? <Tag color="orange">{t('caseHandling.round2')}</Tag> : null}
        </Space>
      ),
    },
    // The due time and its light first: what a unit looks at to decide what to do next.
    { title: title('dueAt'), width: 180, ...sortable('dueAt'), render: (_value, row) => <Deadline dueAt={row.dueAt} light={row.light} /> },
    { title: title('assignedAt'), width: 100, ...sortable('assignedAt'), render: dayOf },
    {
      title: title('signedReplied'),
      width: 120,
      ...sortable('repliedAt'),
      render: (_value, row) =>
        row.signedAt || row.repliedAt ? (
          <Space orientation="vertical" size={0}>
            {row.signedAt ? <Typography.Text>{t('caseHandling.signedOn', { day: dayOf(row.signedAt) })}</Typography.Text> : null}
            {row.repliedAt ? <Typography.Text>{t('caseHandling.repliedOn', { day: dayOf(row.repliedAt) })}</Typography.Text> : null}
          </Space>
        ) : (
          '—'
        ),
    },
    actionsColumn(
      title('actions'),
      (row) =>
        rowActionsOf(row).map((action) => ({
          label: unitActionLabel(t, action, row.role),
          className: `unit-action-${action}`,
          danger: action === 'requestReturn',
          onClick: () => start(action, row),
        })),
      150,
    ),
  ];
}
