import { Card, Empty, Pagination, Space, Spin, Typography } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One row as a card: its title whole, its tags (status, due light), a few labelled values and its actions as buttons. */
export interface RowCard {
  key: Key;
  title: ReactNode;
  tags?: ReactNode;
  details?: readonly { label: string; value: ReactNode }[];
  actions?: ReactNode;
}

interface RowCardsProps {
  /** The list's accessible name. */
  label: string;
  cards: readonly RowCard[];
  loading?: boolean;
  emptyText?: string;
  /** Paging, when the list is paged on the server. */
  paging?: { current: number; pageSize: number; total: number; onChange(page: number, size: number): void };
}

/**
 * A list's rows as cards, for a phone: a table there shows a character of each title beside a pinned
 * column of buttons, so each row becomes a card that wraps its title and lays out its actions below it.
 */
export function RowCards({ label, cards, loading = false, emptyText, paging }: RowCardsProps) {
  const { t } = useTranslation();
  if (!loading && cards.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Spin spinning={loading}>
      <ul className="row-cards" aria-label={label}>
        {cards.map((card) => (
          <li key={card.key}>
            <Card size="small">
              <Typography.Text strong className="row-card-title">
                {card.title}
              </Typography.Text>
              {card.tags ? (
                <Space size={4} wrap className="row-card-tags">
                  {card.tags}
                </Space>
              ) : null}
              {card.details && card.details.length > 0 ? (
                <dl className="row-card-details">
                  {card.details.map(({ label: name, value }) => (
                    <div key={name}>
                      <dt>{name}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {card.actions ? (
                <Space size={8} wrap className="row-card-actions">
                  {card.actions}
                </Space>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      {paging ? (
        <Pagination className="row-cards-pagination" simple size="small" {...paging} showTotal={(total) => t('common.total', { total })} />
      ) : null}
    </Spin>
  );
}
