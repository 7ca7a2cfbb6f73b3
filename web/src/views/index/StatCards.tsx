import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SummaryFigures } from './summary-figures';

const CARDS = [
  ['total', '#1677ff'],
  ['inProgress', '#fa8c16'],
  ['replied', '#13c2c2'],
  ['closed', '#52c41a'],
  ['overdue', '#f5222d'],
] as const;

/** The five statistic cards and the reply rate. */
export function StatCards({ figures }: { figures: SummaryFigures }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map(([key, color]) => (
        <Col xs={12} sm={8} lg={4} key={key}>
          <Card>
            <Statistic title={t(`home.stats.${key}`)} value={figures[key]} styles={{ content: { color } }} />
          </Card>
        </Col>
      ))}
      <Col xs={12} sm={8} lg={4}>
        <Card>
          <Statistic title={t('home.stats.repliedRate')} value={figures.repliedRate * 100} precision={1} suffix="%" />
        </Card>
      </Col>
    </Row>
  );
}
