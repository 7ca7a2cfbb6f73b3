import { BODIES, CASE_KINDS, CASE_PERIODS, CASE_PROPERTIES, CASE_STATUSES, type CaseFile } from '@proposal-desk/shared';
import { Descriptions, type DescriptionsProps, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { caseFilePath } from '../register/case-columns';
import { caseName, labelIn } from '../shared/case-options';
import { dayOf } from '../shared/DeadlineLight';

type Linked = { id: number; caseNo: string | null; title: string };
const caseLink = (item: Linked) => (
  <Link key={item.id} to={caseFilePath(item.id)}>
    {caseName(item)}
  </Link>
);

/** The case's identity and review: 案号, 案由, body, kind, session, status, category, property, key, dates, merges. */
export function CaseHeader({ file }: { file: CaseFile }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`cases.file.${key}`);
  const of = (list: Parameters<typeof labelIn>[0], value: string) => (value ? labelIn(list, value, i18n.language) : '—');
  const items: DescriptionsProps['items'] = [
    { key: 'caseNo', label: label('caseNo'), children: file.caseNo ?? '—' },
    { key: 'status', label: label('status'), children: <Tag color="blue">{of(CASE_STATUSES, file.status)}</Tag> },
    { key: 'body', label: label('body'), children: of(BODIES, file.body) },
    { key: 'kind', label: label('kind'), children: of(CASE_KINDS, file.kind) },
    { key: 'session', label: label('session'), children: file.sessionName },
    { key: 'period', label: label('period'), children: of(CASE_PERIODS, file.period) },
    { key: 'category', label: label('category'), children: file.categoryLabel || '—' },
    {
      key: 'property',
      label: label('property'),
      children: (
        <Space size={4}>
          {of(CASE_PROPERTIES, file.property)}
          {file.isKey ? <Tag color="red">{t('cases.key')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'submittedAt', label: label('submittedAt'), children: dayOf(file.submittedAt) },
    { key: 'registeredAt', label: label('registeredAt'), children: dayOf(file.registeredAt) },
    { key: 'acceptedAt', label: label('acceptedAt'), children: dayOf(file.acceptedAt) },
    { key: 'closedAt', label: label('closedAt'), children: dayOf(file.closedAt) },
    ...(file.reviewOpinion
      ? [{ key: 'opinion', label: label('reviewOpinion'), span: 'filled' as const, children: file.reviewOpinion }]
      : []),
    ...(file.mergedInto
      ? [{ key: 'mergedInto', label: label('mergedInto'), span: 'filled' as const, children: caseLink(file.mergedInto) }]
      : []),
    ...(file.merged.length > 0
      ? [{ key: 'merged', label: label('merged'), span: 'filled' as const, children: <Space wrap>{file.merged.map(caseLink)}</Space> }]
      : []),
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} items={items} />;
}
