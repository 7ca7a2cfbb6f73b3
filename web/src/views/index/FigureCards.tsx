import type { HomeFigure } from '@proposal-desk/shared';
import { Card, Col, Row, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { figureName, unitText } from './figure-text';

/** One figure as the page shows it: what it counts, the number (a link to its list) and a line on what is counted. */
export interface FigureCardItem {
  figure: HomeFigure;
  label: string;
  hint: string;
  /** A figure that asks for attention: returned (warning) or overdue (danger). */
  tone?: 'warning' | 'danger';
}

function FigureCard({ figure, label, hint, tone }: FigureCardItem) {
  const { t } = useTranslation();
  // The theme's colours, which keep AA contrast (theme.ts): the link colour unless the figure has a tone.
  const { token } = theme.useToken();
  const color = tone === 'danger' ? token.colorError : tone === 'warning' ? token.orange7 : token.colorLink;
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ margin: '4px 0' }}>
        <Link to={figure.link} aria-label={figureName(t, label, figure)} style={{ fontSize: 28, fontWeight: 600, color }}>
          {figure.count}
        </Link>
        <Typography.Text type="secondary" style={{ marginLeft: 4 }}>
          {unitText(t, figure.unit, figure.count)}
        </Typography.Text>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {hint}
      </Typography.Text>
    </Card>
  );
}

/** A row of figure cards, each number opening the list behind it; on a wide screen they share one row, however many. */
export function FigureCards({ items }: { items: FigureCardItem[] }) {
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col xs={12} sm={8} lg={{ flex: '1 1 0' }} key={item.figure.key}>
          <FigureCard {...item} />
        </Col>
      ))}
    </Row>
  );
}
