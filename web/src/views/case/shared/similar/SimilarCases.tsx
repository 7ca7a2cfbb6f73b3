import { ASSIGNMENT_ROLES, type BodyCode, CASE_STATUSES, type CaseText, type SimilarCase } from '@proposal-desk/shared';
import { Alert, Button, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { labelIn } from '../case-options';
import { SimilarCompare } from './SimilarCompare';
import { useSimilarCases } from './use-similar-cases';

interface SimilarCasesProps {
  body: BodyCode;
  /** The title and whole text being written or reviewed. */
  text: CaseText;
  /** The case itself, when it exists. */
  excludeId?: number;
  /** Case numbers open the case file (the office); a deputy compares only. */
  linkCases?: boolean;
  /** The list's own heading (left out where a card already names it). */
  heading?: boolean;
}

/** What became of a similar case: its units with their roles and reply categories, or that it is not assigned yet. */
function fateOf(hit: SimilarCase, t: (key: string, params?: Record<string, unknown>) => string, language: string): string {
  const units = hit.units.map((unit) => {
    const role = labelIn(ASSIGNMENT_ROLES, unit.role, language);
    const reply = unit.resultCategory ? t('cases.similar.reply', { category: unit.resultCategory }) : '';
    return `${unit.unitName}（${role}${reply ? `，${reply}` : ''}）`;
  });
  return units.length > 0 ? units.join('、') : t('cases.similar.noUnits');
}

/**
 * 查重 beside a case being written (deputy, office entry) or reviewed: the five most similar cases of the body,
 * each with its likeness, fate and a side-by-side comparison. A hint for a person: nothing is merged by itself.
 */
export function SimilarCases({ body, text, excludeId, linkCases = false, heading = true }: SimilarCasesProps) {
  const { t, i18n } = useTranslation();
  const found = useSimilarCases(body, text, excludeId);
  const [compared, setCompared] = useState<SimilarCase | null>(null);
  const hits = found.data ?? [];
  if (found.isError) return <Alert type="warning" showIcon title={t('cases.similar.failed')} />;
  if (!found.data) return null;
  return (
    <section aria-label={t('cases.similar.title')} className="similar-cases">
      {heading ? <Typography.Text strong>{t('cases.similar.title')}</Typography.Text> : null}
      {hits.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('cases.similar.none')}</Typography.Paragraph>
      ) : (
        <List<SimilarCase>
          size="small"
          dataSource={hits}
          renderItem={(hit) => (
            <List.Item
              actions={[
                <Button
                  key="compare"
                  size="small"
                  onClick={() => setCompared(hit)}
                  aria-label={t('cases.similar.compareOf', { name: hit.caseNo ?? hit.title })}
                >
                  {t('cases.similar.compare')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={4} wrap>
                    <Tag color="blue">{t('cases.similar.similarity', { value: hit.similarity })}</Tag>
                    {hit.likelyDuplicate ? <Tag color="red">{t('cases.similar.likelyDuplicate')}</Tag> : null}
                    {linkCases ? <Link to={`/case/detail?id=${hit.id}`}>{hit.caseNo ?? hit.title}</Link> : <span>{hit.caseNo ?? ''}</span>}
                    <span>{hit.title}</span>
                  </Space>
                }
                description={[
                  hit.sessionName,
                  labelIn(CASE_STATUSES, hit.status, i18n.language),
                  hit.mergedInto ? t('cases.similar.mergedInto', { caseNo: hit.mergedInto.caseNo ?? '' }) : '',
                  fateOf(hit, t, i18n.language),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </List.Item>
          )}
        />
      )}
      <SimilarCompare own={{ title: text.title, text: text.content }} hit={compared} onClose={() => setCompared(null)} />
    </section>
  );
}
