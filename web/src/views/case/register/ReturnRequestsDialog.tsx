import { ASSIGNMENT_ROLES, type ReturnRequestRow } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { decideReturn, fetchReturnRequests } from '../../../api/cases';
import { type Body, caseName, labelIn } from '../shared/case-options';
import { returnRequestsKey } from '../shared/case-cache';
import { useCaseCommand } from '../shared/case-queries';
import { dayOf } from '../shared/DeadlineLight';
import { caseFilePath } from './case-columns';
import { DenyReturnDialog } from '../shared/DenyReturnDialog';
import { usePageActive } from '../../../layouts/page-active';

interface ReturnRequestsDialogProps {
  body: Body;
  open: boolean;
  onClose(): void;
}

/** 退回申请: the units' open return requests of a body, each approved (the assignment ends) or denied with a reason. */
export function ReturnRequestsDialog({ body, open, onClose }: ReturnRequestsDialogProps) {
  const { t, i18n } = useTranslation();
  // A kept-alive page's dialog hides with its page and comes back with it.
  const pageActive = usePageActive();
  const { modal } = App.useApp();
  const command = useCaseCommand();
  const [denying, setDenying] = useState<ReturnRequestRow | null>(null);
  const requests = useQuery({
    queryKey: returnRequestsKey(body),
    queryFn: async ({ signal }) => (await fetchReturnRequests(body, signal)).data,
    enabled: open,
  });
  const label = (key: string) => t(`cases.returns.${key}`);

  const approve = (row: ReturnRequestRow) =>
    modal.confirm({
      title: label('approveTitle'),
      content: t('cases.returns.approveConfirm', { unit: row.unitName, name: caseName(row) }),
      onOk: () =>
        command(
          () => decideReturn({ id: row.caseId, version: row.caseVersion, assignmentId: row.assignmentId, approve: true, reason: '' }),
          [row.caseId],
        ),
    });

  const columns: ColumnsType<ReturnRequestRow> = [
    { title: t('cases.columns.caseNo'), key: 'caseNo', width: 130, render: (_v, row) => row.caseNo ?? '—' },
    {
      title: t('cases.columns.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, row) => (
        <Link to={caseFilePath(row.caseId)} onClick={onClose}>
          {title}
        </Link>
      ),
    },
    { title: label('unit'), dataIndex: 'unitName', width: 150 },
    { title: label('role'), dataIndex: 'role', width: 80, render: (role: string) => labelIn(ASSIGNMENT_ROLES, role, i18n.language) },
    { title: label('reason'), dataIndex: 'reason', ellipsis: true },
    { title: label('assignedAt'), dataIndex: 'assignedAt', width: 110, render: dayOf },
    {
      title: label('decision'),
      key: 'decision',
      width: 150,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" aria-label={`${label('approve')} ${caseName(row)} ${row.unitName}`} onClick={() => approve(row)}>
            {label('approve')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            aria-label={`${label('deny')} ${caseName(row)} ${row.unitName}`}
            onClick={() => setDenying(row)}
          >
            {label('deny')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Modal open={open && pageActive} title={label('title')} width={1000} footer={null} onCancel={onClose} destroyOnHidden>
      <Table<ReturnRequestRow>
        size="middle"
        rowKey="assignmentId"
        columns={columns}
        dataSource={requests.data ?? []}
        loading={requests.isFetching}
        pagination={false}
        scroll={{ x: 900, y: 420 }}
      />
      <DenyReturnDialog request={denying} onClose={() => setDenying(null)} />
    </Modal>
  );
}
