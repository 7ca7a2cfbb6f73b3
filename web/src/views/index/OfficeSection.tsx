import type { OfficeBodyHome, OfficeQueueKey } from '@proposal-desk/shared';
import { Card, Col, Empty, Row, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { BarList } from './BarList';
import { FigureCards } from './FigureCards';
import { MonthsChart } from './MonthsChart';

const QUEUE_TONES: Partial<Record<OfficeQueueKey, 'warning' | 'danger'>> = {
  returnRequests: 'warning',
  extensionRequests: 'warning',
  overdue: 'danger',
};

/** One body's office home: its queues, its cases over the last 12 months and the units with the most overdue assignments. */
export function OfficeSection({ home }: { home: OfficeBodyHome }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queues = home.queues.map((figure) => ({
    figure,
    label: t(`home.office.${figure.key}.label`),
    hint: t(`home.office.${figure.key}.hint`, { cases: figure.cases ?? 0 }),
    tone: QUEUE_TONES[figure.key],
  }));
  const units = home.overdueUnits.map((unit) => ({
    key: unit.unitId,
    label: unit.unitName,
    count: unit.count,
    unit: 'assignment' as const,
    link: unit.link,
  }));

  return (
    <Card title={t(`home.body.${home.body}`)}>
      <FigureCards items={queues} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={14}>
          <MonthsChart months={home.months} />
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('home.chart.overdueUnits')} style={{ height: '100%' }}>
            {units.length === 0 ? <Empty description={t('home.chart.noOverdue')} /> : <BarList items={units} color={token.colorError} />}
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
