import { type CaseExtension, type CaseFile, CaseRejectBody } from '@proposal-desk/shared';
import { App, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideExtension } from '../../../api/cases';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { actionsColumn } from '../../../components/table/row-actions';
import { useAfterCaseWrite, useCaseCommand } from '../shared/case-queries';
import { NoteDialog } from './NoteDialog';

const STATUS_COLORS = { PENDING: 'orange', APPROVED: 'green', REFUSED: 'red' } as const;

/** 延期: every extension request of the case, with the office's 同意 / 不同意 on one still waiting. */
export function ExtensionsSection({ file }: { file: CaseFile }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const command = useCaseCommand();
  const after = useAfterCaseWrite();
  const refuseRules = useSchemaRules(CaseRejectBody);
  const [refusing, setRefusing] = useState<CaseExtension | null>(null);
  const label = (key: string, params?: Record<string, unknown>) => t(`cases.extensions.${key}`, params);
  if (file.extensions.length === 0) return null;
  const ref = { id: file.id, version: file.version };

  const approve = (row: CaseExtension) =>
    modal.confirm({
      title: label('approveTitle'),
      content: label('approveConfirm', { unit: row.unitName, from: row.fromDay, to: row.toDay }),
      onOk: () => command(() => decideExtension({ ...ref, extensionId: row.id, approve: true, reason: '' }), [file.id]),
    });

  const columns: ColumnsType<CaseExtension> = [
    { title: label('unit'), dataIndex: 'unitName', width: 180 },
    { title: label('from'), dataIndex: 'fromDay', width: 110 },
    { title: label('to'), dataIndex: 'toDay', width: 110 },
    { title: label('reason'), dataIndex: 'reason', ellipsis: true, render: (text: string) => text || '—' },
    {
      title: label('status'),
      key: 'status',
      width: 220,
      render: (_v, row) => (
        <span>
          <Tag color={STATUS_COLORS[row.status]}>{label(`statuses.${row.status}`)}</Tag>
          {row.decisionReason}
        </span>
      ),
    },
  ];
  if (file.extensions.some((row) => row.decidable))
    columns.push(
      actionsColumn(
        label('decision'),
        (row) => [
          { label: label('approve'), hidden: !row.decidable, onClick: () => approve(row) },
          { label: label('refuse'), danger: true, hidden: !row.decidable, onClick: () => setRefusing(row) },
        ],
        140,
      ),
    );

  return (
    <section aria-label={label('title')} style={{ marginTop: 16 }}>
      <Typography.Text strong>{label('title')}</Typography.Text>
      <Table<CaseExtension>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={file.extensions}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <NoteDialog
        open={refusing !== null}
        name="caseRefuseExtension"
        title={label('refuseTitle', { unit: refusing?.unitName ?? '' })}
        okText={label('refuse')}
        label={label('refuseReason')}
        field={refuseRules.reason}
        submit={(reason) => after(decideExtension({ ...ref, extensionId: refusing?.id ?? 0, approve: false, reason }), [file.id])}
        onClose={() => setRefusing(null)}
      />
    </section>
  );
}
