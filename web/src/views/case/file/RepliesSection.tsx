import { ADOPTIONS, CONSULT_METHODS, type CaseAttachment, type CaseReply, RESULT_CATEGORIES, stripNameSuffix } from '@proposal-desk/shared';
import { Button, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadAttachment } from '../../../api/uploads';
import { labelIn } from '../shared/case-options';
import { dayOf } from '../shared/DeadlineLight';
import './replies.css';

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

/**
 * One reply as a reader takes it in: who sent it, its 文号 and day, the result the unit reports, then the whole text,
 * wrapped to the width of the screen, and its files (the letter) — the thing a deputy rates, on a desk or a phone.
 */
function ReplyBlock({ reply, opinion }: { reply: CaseReply; opinion: boolean }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`cases.replies.${key}`);
  const of = (list: Parameters<typeof labelIn>[0], value: string) => (value ? labelIn(list, value, i18n.language) : '—');
  const heading = t('caseHandling.replies.heading', { round: reply.round, unit: reply.unitName });
  return (
    <article className="case-reply" aria-label={heading}>
      <Space size={4} wrap>
        <Typography.Text strong>{heading}</Typography.Text>
        {opinion ? <Tag color="purple">{t('caseHandling.replies.opinion')}</Tag> : null}
      </Space>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'docNo', label: label('docNo'), children: reply.docNo || '—' },
          { key: 'signer', label: label('signer'), children: reply.signer || '—' },
          { key: 'repliedAt', label: label('repliedAt'), children: dayOf(reply.repliedAt) },
          {
            key: 'result',
            label: label('result'),
            children: reply.resultCategory
              ? `${reply.resultCategory} ${labelIn(RESULT_CATEGORIES, reply.resultCategory, i18n.language)}`
              : '—',
          },
          { key: 'adoption', label: label('adoption'), children: of(ADOPTIONS, reply.adoption) },
          { key: 'consult', label: label('consult'), children: of(CONSULT_METHODS, reply.consultMethod) },
        ]}
      />
      <Typography.Paragraph className="case-reply-text">{reply.content || '—'}</Typography.Paragraph>
      <Space size={4} align="start" wrap>
        <Typography.Text type="secondary">{t('caseHandling.replies.attachments')}：</Typography.Text>
        <Attachments files={reply.attachments} />
      </Space>
    </article>
  );
}

/** Some replies, each whole, one under the other. */
function ReplyList({ replies, emptyText, opinions }: { replies: CaseReply[]; emptyText?: string; opinions: boolean }) {
  if (replies.length === 0) return emptyText ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} className="case-replies">
      {replies.map((reply) => (
        <ReplyBlock key={reply.id} reply={reply} opinion={opinions} />
      ))}
    </Space>
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
      <ReplyList replies={replies.filter((reply) => !reply.isOpinion)} emptyText={t('cases.replies.none')} opinions={false} />
      {opinions.length > 0 ? (
        <section aria-label={heading}>
          <Typography.Title level={5}>{heading}</Typography.Title>
          <ReplyList replies={opinions} opinions />
        </section>
      ) : null}
    </Space>
  );
}
