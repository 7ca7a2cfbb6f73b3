import { COMMITMENT_PROGRESS, type Commitment } from '@proposal-desk/shared';
import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StandingTag } from '../commitments/commitment-columns';
import { labelIn } from '../shared/case-options';

/** 回头看: the commitments of the case's B and C replies, each with its day, its standing and what its unit reported. */
export function CommitmentsSection({ commitments }: { commitments: Commitment[] }) {
  const { t, i18n } = useTranslation();
  if (commitments.length === 0) return null;
  return (
    <section aria-label={t('commitments.section')} style={{ marginTop: 16 }}>
      <Typography.Text strong>{t('commitments.section')}</Typography.Text>
      <List
        itemLayout="vertical"
        dataSource={commitments}
        renderItem={(c) => (
          <List.Item key={c.id}>
            <List.Item.Meta
              title={
                <span>
                  {c.unitName}（{c.category}） <StandingTag standing={c.standing} language={i18n.language} />
                </span>
              }
              description={`${t('commitments.promiseLabel', { promise: c.promise || t('commitments.noPromise') })} · ${t('commitments.columns.promisedOn')}：${c.promisedOn ?? t('commitments.noDay')}`}
            />
            {c.updates.length === 0 ? (
              <Typography.Text type="secondary">{t('commitments.none')}</Typography.Text>
            ) : (
              <ul aria-label={t('commitments.updates')} style={{ margin: 0, paddingLeft: 20 }}>
                {c.updates.map((u, index) => (
                  <li key={index}>
                    {t('commitments.update', {
                      date: u.reportedOn,
                      progress: labelIn(COMMITMENT_PROGRESS, u.progress, i18n.language),
                      text: u.text,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </List.Item>
        )}
      />
    </section>
  );
}
