import { ASSIGNMENT_ROLES, ASSIGNMENT_STATUSES, type AssignmentRow, type UnitActionName } from '@proposal-desk/shared';
import { Space, Tag } from 'antd';
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
 * 1366 px window (交办时间 shown on demand), so no column (nor a due light's days) hides under the pinned 操作.
 */
export const ASSIGNMENT_COLUMNS_HIDDEN_AT_FIRST = ['assignedAt'] as const;

export function assignmentColumns(
  t: TFunction,
  language: string,
  start: (action: UnitActionName, row: AssignmentRow) => void,
): ColumnsType<AssignmentRow> {
  const title = (key: string) => t(`caseHandling.columns.${key}`);
  // English words are longer ("Co-handling", "Replied 2026-10-26"): their columns take room from the title's.
  const english = language === 'en';
  return [
    { title: title('caseNo'), width: 110, fixed: 'left', ...sortable('caseNo'), render: (text: string | null) => text || '—' },
    {
      title: title('title'),
      key: 'title',
      dataIndex: 'title',
      width: english ? 150 : 215,
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
      width: english ? 100 : 70,
      render: (role: string) => labelIn(ASSIGNMENT_ROLES, role, language),
    },
    {
      title: title('status'),
      key: 'status',
      width: 90,
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
      width: english ? 160 : 130,
      ...sortable('repliedAt'),
      // The latest of the two, on one line: rows stay one line tall (the case file has both).
      render: (_value, row) =>
        row.repliedAt
          ? t('caseHandling.repliedOn', { day: dayOf(row.repliedAt) })
          : row.signedAt
            ? t('caseHandling.signedOn', { day: dayOf(row.signedAt) })
            : '—',
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
