import { ADOPTIONS, CONSULT_METHODS, type CaseAttachment, type CaseReply, RESULT_CATEGORIES, stripNameSuffix } from '@proposal-desk/shared';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { downloadAttachment } from '../../../api/uploads';
import { labelIn } from '../shared/case-options';
import { dayOf } from '../shared/DeadlineLight';

/** A reply's files as download links, each named as it was uploaded (without the stored suffix). */
function Attachments({ files }: { files: CaseAttachment[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <>—</>;
  return (
    <Space orientation="vertical" size={0}>
      {files.map((file) => {
        const name = stripNameSuffix(file.name);
        return (
          <Button
            key={file.url}
            type="link"
            size="small"
            className="reply-attachment"
            title={t('caseHandling.replies.download', { name })}
            style={{ padding: 0, height: 'auto' }}
            onClick={() => void downloadAttachment(file.url, name)}
          >
            {name}
          </Button>
        );
      })}
    </Space>
  );
}

/** The table of some replies; a row opens to show the text. */
function ReplyTable({ replies, emptyText, opinions }: { replies: CaseReply[]; emptyText?: string; opinions: boolean }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`cases.replies.${key}`);
  const of = (list: Parameters<typeof labelIn>[0]) => (value: string) => (value ? labelIn(list, value, i18n.language) : '—');
  const columns: ColumnsType<CaseReply> = [
    { title: label('round'), dataIndex: 'round', width: 70 },
    {
      title: label('unit'),
      dataIndex: 'unitName',
      width: 200,
      render: (unit: string) =>
        opinions ? (
          <Space size={4} wrap>
            {unit}
            <Tag color="purple">{t('caseHandling.replies.opinion')}</Tag>
          </Space>
        ) : (
          unit
        ),
    },
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
    {
      title: t('caseHandling.replies.attachments'),
      key: 'attachments',
      width: 200,
      render: (_value, reply) => <Attachments files={reply.attachments} />,
    },
  ];
  return (
    <Table<CaseReply>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={replies}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={emptyText ? { emptyText } : undefined}
      expandable={{
        expandedRowRender: (reply) => (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{reply.content || '—'}</Typography.Paragraph>
        ),
        rowExpandable: () => true,
      }}
    />
  );
}

/**
 * Every reply of the units, round by round, with its attachments; the 协办 units' opinions to the lead
 * unit are listed apart, under 协办意见, since they are not replies to the submitter.
 */
export function RepliesSection({ replies }: { replies: CaseReply[] }) {
  const { t } = useTranslation();
  const opinions = replies.filter((reply) => reply.isOpinion);
  const heading = t('caseHandling.replies.opinions');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ReplyTable replies={replies.filter((reply) => !reply.isOpinion)} emptyText={t('cases.replies.none')} opinions={false} />
      {opinions.length > 0 ? (
        <section aria-label={heading}>
          <Typography.Title level={5}>{heading}</Typography.Title>
          <ReplyTable replies={opinions} opinions />
        </section>
      ) : null}
    </Space>
  );
}
