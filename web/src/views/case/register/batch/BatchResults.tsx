import type { BatchCaseResult } from '@proposal-desk/shared';
import { Modal, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

/** What a batch did, case by case: done, or refused and why. */
export function BatchResults({ results, onClose }: { results: BatchCaseResult[] | null; onClose(): void }) {
  const { t } = useTranslation();
  if (!results) return null;
  const label = (key: string, params?: Record<string, unknown>) => t(`cases.batch.${key}`, params);
  const done = results.filter((result) => result.done).length;
  const columns: ColumnsType<BatchCaseResult> = [
    { title: t('cases.columns.caseNo'), dataIndex: 'caseNo', width: 140, render: (caseNo: string | null) => caseNo ?? '—' },
    { title: t('cases.columns.title'), dataIndex: 'title', ellipsis: true },
    {
      title: label('outcome'),
      key: 'outcome',
      width: 260,
      render: (_value, result) => (
        <span>
          <Tag color={result.done ? 'green' : 'red'}>{label(result.done ? 'done' : 'refused')}</Tag>
          {result.message}
        </span>
      ),
    },
  ];
  return (
    <Modal
      open
      title={label('resultsTitle')}
      width={820}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph>{label('summary', { done, refused: results.length - done })}</Typography.Paragraph>
      <Table<BatchCaseResult> size="small" rowKey="id" columns={columns} dataSource={results} pagination={false} scroll={{ y: 420 }} />
    </Modal>
  );
}
