import { CASE_STATUSES, labelOf, type CaseSummary } from '@proposal-desk/shared';
import { Card, Empty, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../components/dialogs/use-message-text';
import { barPercent } from './summary-figures';

/** A horizontal bar per case status, scaled to the largest count (no chart library). */
export function StatusBars({ summary }: { summary: CaseSummary }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const largest = Math.max(0, ...summary.byStatus.map((row) => row.count));

  return (
    <Card title={t('home.byStatus')}>
      {summary.total === 0 ? (
        <Empty description={t('home.noCases')} />
      ) : (
        summary.byStatus.map((row) => (
          <div key={row.status} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Typography.Text style={{ width: 96, flexShrink: 0 }}>{labelOf(CASE_STATUSES, row.status, lang)}</Typography.Text>
            <Progress percent={barPercent(row.count, largest)} format={() => row.count} style={{ margin: 0, flex: 1 }} />
          </div>
        ))
      )}
    </Card>
  );
}
