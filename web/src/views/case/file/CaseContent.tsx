import type { CaseFile, CasePerson } from '@proposal-desk/shared';
import { Descriptions, type DescriptionsProps, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const text = (value: string) =>
  value ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{value}</Typography.Paragraph> : '—';
const person = (p: CasePerson) => (p.groupName ? `${p.name}（${p.groupName}）` : p.name);

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
              <Tag key={cosigner.memberId}>{person(cosigner)}</Tag>
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
