import {
  ASSIGNMENT_ROLES,
  ASSIGNMENT_STATUSES,
  type CaseAssignment,
  type CaseFile,
  CaseUrgeBody,
  type ReturnRequestRow,
} from '@proposal-desk/shared';
import { App, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideReturn, removeAssignment, urgeAssignment } from '../../../api/cases';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { actionsColumn } from '../../../components/table/row-actions';
import { caseName, labelIn } from '../shared/case-options';
import { DenyReturnDialog } from '../shared/DenyReturnDialog';
import { useAfterCaseWrite, useCaseCommand } from '../shared/case-queries';
import { dayOf, Deadline } from '../shared/DeadlineLight';
import { UNIT_ACTION_ORDER, unitActionLabel } from '../shared/unit-writes';
import { useUnitActions } from '../shared/UnitActions';
import { ExtensionsSection } from './ExtensionsSection';
import { NoteDialog } from './NoteDialog';
import { isOpenAssignment } from './open-assignments';
import { WithdrawAssignmentDialog } from './WithdrawAssignmentDialog';

/** An assignment's return request, as the register's inbox lists it. */
const returnRequestOf = (file: CaseFile, row: CaseAssignment): ReturnRequestRow => ({
  assignmentId: row.id,
  caseId: file.id,
  caseVersion: file.version,
  body: file.body,
  caseNo: file.caseNo,
  title: file.title,
  unitName: row.unitName,
  role: row.role,
  reason: row.returnReason,
  assignedAt: row.assignedAt,
});

/**
 * Every assignment of the case, with 催办 on open ones, 撤回交办 on a co-unit's open one, 撤销交办 on unsigned ones and 同意 / 不同意 on a
 * return request; on the caller's unit's own rows, 签收 / 面商 / 答复 (协办意见) / 申请退回: each only when
 * the server allows it.
 */
export function AssignmentsSection({ file }: { file: CaseFile }) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const command = useCaseCommand();
  const after = useAfterCaseWrite();
  const urgeRules = useSchemaRules(CaseUrgeBody);
  const [urging, setUrging] = useState<CaseAssignment | null>(null);
  const [denying, setDenying] = useState<ReturnRequestRow | null>(null);
  const ref = { id: file.id, version: file.version };
  const label = (key: string) => t(`cases.assignments.${key}`);
  const canUrge = file.actions.includes('urge');
  const canRemove = file.actions.includes('removeAssignment');
  const canDecide = file.actions.includes('decideReturn');
  const canWithdraw = file.actions.includes('withdrawAssignment');
  const removable = (row: CaseAssignment) => canRemove && row.status === 'PENDING';
  const [withdrawing, setWithdrawing] = useState<CaseAssignment | null>(null);
  const unit = useUnitActions();
  const hasUnitActions = file.assignments.some((row) => row.actions.length > 0);
  const unitTarget = (row: CaseAssignment) => ({
    caseId: file.id,
    version: file.version,
    assignmentId: row.id,
    role: row.role,
    caseName: caseName(file),
  });

  const approve = (row: CaseAssignment) =>
    modal.confirm({
      title: t('cases.returns.approveTitle'),
      content: t('cases.returns.approveConfirm', { unit: row.unitName, name: caseName(file) }),
      onOk: () => command(() => decideReturn({ ...ref, assignmentId: row.id, approve: true, reason: '' }), [file.id]),
    });

  const remove = (row: CaseAssignment) =>
    modal.confirm({
      title: t('cases.actions.removeAssignment'),
      content: t('cases.confirm.removeAssignment', { unit: row.unitName }),
      okButtonProps: { danger: true },
      onOk: () => command(() => removeAssignment({ ...ref, assignmentId: row.id }), [file.id]),
    });

  const columns: ColumnsType<CaseAssignment> = [
    { title: label('unit'), dataIndex: 'unitName', width: 180 },
    { title: label('role'), dataIndex: 'role', width: 80, render: (role: string) => labelIn(ASSIGNMENT_ROLES, role, i18n.language) },
    {
      title: label('status'),
      dataIndex: 'status',
      width: 90,
      render: (status: string) => labelIn(ASSIGNMENT_STATUSES, status, i18n.language),
    },
    { title: label('assignedAt'), dataIndex: 'assignedAt', width: 110, render: dayOf },
    { title: label('signedAt'), dataIndex: 'signedAt', width: 110, render: dayOf },
    {
      title: label('dueAt'),
      key: 'dueAt',
      width: 200,
      render: (_v, row) => (
        <>
          <Deadline dueAt={row.dueAt} light={row.light} />
          {row.originalDueAt ? (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {t('cases.extensions.extendedFrom', { day: dayOf(row.originalDueAt) })}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      title: label('contact'),
      key: 'contact',
      width: 170,
      render: (_v, row) => [row.contactName, row.contactPhone].filter(Boolean).join(' ') || '—',
    },
    { title: label('returnReason'), dataIndex: 'returnReason', width: 160, ellipsis: true, render: (text: string) => text || '—' },
  ];
  if (canUrge || canRemove || canDecide || canWithdraw || hasUnitActions)
    columns.push(
      actionsColumn(
        label('actions'),
        (row) => [
          ...UNIT_ACTION_ORDER.filter((action) => row.actions.includes(action)).map((action) => ({
            label: unitActionLabel(t, action, row.role),
            className: `unit-action-${action}`,
            danger: action === 'requestReturn',
            onClick: () => unit.start(action, unitTarget(row)),
          })),
          { label: t('cases.actions.urge'), hidden: !canUrge || !isOpenAssignment(row), onClick: () => setUrging(row) },
          {
            label: t('cases.actions.removeAssignment'),
            danger: true,
            hidden: !removable(row),
            onClick: () => remove(row),
          },
          {
            // Never beside 撤销交办: an unsigned assignment is simply taken back, a signed one withdrawn with a reason.
            label: t('caseClosing.withdraw'),
            danger: true,
            hidden: !canWithdraw || row.role !== 'CO' || !isOpenAssignment(row) || removable(row),
            onClick: () => setWithdrawing(row),
          },
          { label: t('cases.returns.approve'), hidden: !canDecide || row.status !== 'RETURN_REQUESTED', onClick: () => approve(row) },
          {
            label: t('cases.returns.deny'),
            danger: true,
            hidden: !canDecide || row.status !== 'RETURN_REQUESTED',
            onClick: () => setDenying(returnRequestOf(file, row)),
          },
        ],
        200,
      ),
    );

  return (
    <>
      <Table<CaseAssignment>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={file.assignments}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <NoteDialog
        open={urging !== null}
        name="caseUrge"
        title={t('cases.urge.title', { unit: urging?.unitName ?? '' })}
        okText={t('cases.actions.urge')}
        label={t('cases.urge.note')}
        field={urgeRules.note}
        submit={(note) => after(urgeAssignment({ ...ref, assignmentId: urging?.id ?? 0, note }), [file.id])}
        onClose={() => setUrging(null)}
      />
      <ExtensionsSection file={file} />
      <DenyReturnDialog request={denying} onClose={() => setDenying(null)} />
      <WithdrawAssignmentDialog file={file} assignment={withdrawing} onClose={() => setWithdrawing(null)} />
      {unit.dialogs}
    </>
  );
}
