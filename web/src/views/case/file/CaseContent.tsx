import type { CaseFile, CasePerson } from '@proposal-desk/shared';
import { Descriptions, type DescriptionsProps, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dayOf } from '../shared/DeadlineLight';

const text = (value: string) =>
  value ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{value}</Typography.Paragraph> : '—';
const person = (p: CasePerson) => (p.groupName ? `${p.name}（${p.groupName}）` : p.name);
const COSIGN_COLORS = { INVITED: 'gold', CONFIRMED: 'green', DECLINED: 'default' } as const;

/** A co-signer's answer to the invitation: 待确认 (until the deadline), 已确认 or 已谢绝. */
const cosignAnswer = (t: TFunction, p: CasePerson) =>
  p.cosignStatus === 'INVITED' && p.respondBy
    ? t('caseMine.cosign.invitedUntil', { date: dayOf(p.respondBy) })
    : t(`caseMine.cosign.${p.cosignStatus}`);

/** What the case asks (a motion: 案由, 理由, 办法) and who submitted it (the lead or the group, and the co-signers). */
export function CaseContent({ file }: { file: CaseFile }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`cases.file.${key}`);
  const content: DescriptionsProps['items'] =
    file.kind === 'MOTION'
      ? [
          { key: 'title', label: label('motionTitle'), children: file.title },
          { key: 'reason', label: label('reason'), children: text(file.reason) },
          { key: 'solution', label: label('solution'), children: text(file.solution) },
        ]
      : [
          { key: 'title', label: label('title'), children: file.title },
          { key: 'content', label: label('content'), children: text(file.content) },
        ];
  const submitters: DescriptionsProps['items'] = [
    file.group
      ? { key: 'group', label: label('group'), children: file.group.name }
      : { key: 'lead', label: label('lead'), children: file.lead ? person(file.lead) : '—' },
    {
      key: 'cosigners',
      label: t('cases.file.cosigners', { count: file.cosigners.length }),
      children:
        file.cosigners.length > 0 ? (
          <Space size={[4, 4]} wrap>
            {file.cosigners.map((cosigner) => (
              <Tag
                key={cosigner.memberId}
                color={COSIGN_COLORS[cosigner.cosignStatus]}
                className={`cosigner cosign-${cosigner.cosignStatus}`}
              >
                {person(cosigner)}
                {/* A draft's co-signers are asked only once it is submitted. */}
                {file.status === 'DRAFT' ? null : ` · ${cosignAnswer(t, cosigner)}`}
              </Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={1} items={content} />
      <Descriptions size="small" bordered column={1} items={submitters} title={label('submitters')} />
    </Space>
  );
}
