import { ADOPTIONS, CONSULT_METHODS, type CaseReply, RESULT_CATEGORIES } from '@proposal-desk/shared';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../shared/case-options';
import { dayOf } from '../shared/DeadlineLight';

/** Every reply of the units, round by round; a row opens to show the reply's text. */
export function RepliesSection({ replies }: { replies: CaseReply[] }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`cases.replies.${key}`);
  const of = (list: Parameters<typeof labelIn>[0]) => (value: string) => (value ? labelIn(list, value, i18n.language) : '—');
  const columns: ColumnsType<CaseReply> = [
    { title: label('round'), dataIndex: 'round', width: 70 },
    { title: label('unit'), dataIndex: 'unitName', width: 170 },
    { title: label('docNo'), dataIndex: 'docNo', width: 140, render: (text: string) => text || '—' },
    { title: label('signer'), dataIndex: 'signer', width: 100, render: (text: string) => text || '—' },
    {
      title: label('result'),
      dataIndex: 'resultCategory',
      width: 200,
      render: (code: string) => (code ? `${code} ${labelIn(RESULT_CATEGORIES, code, i18n.language)}` : '—'),
    },
    { title: label('adoption'), dataIndex: 'adoption', width: 120, render: of(ADOPTIONS) },
    { title: label('consult'), dataIndex: 'consultMethod', width: 100, render: of(CONSULT_METHODS) },
    { title: label('repliedAt'), dataIndex: 'repliedAt', width: 110, render: dayOf },
  ];
  return (
    <Table<CaseReply>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={replies}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: label('none') }}
      expandable={{
        expandedRowRender: (reply) => (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{reply.content || '—'}</Typography.Paragraph>
        ),
        rowExpandable: () => true,
      }}
    />
  );
}
