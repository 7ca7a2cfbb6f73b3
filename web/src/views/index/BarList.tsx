import type { HomeCountUnit } from '@proposal-desk/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { figureName, unitText } from './figure-text';

export interface BarItem {
  key: string | number;
  label: string;
  count: number;
  unit: HomeCountUnit;
  /** The list the count opens, when there is one. */
  link?: string;
}

const barPercent = (count: number, largest: number) => (largest <= 0 ? 0 : (count / largest) * 100);

/** Horizontal bars, one per item, scaled to the largest; each row reads as text ("名称 15 件次"), the bar is decoration. */
export function BarList({ items, color }: { items: BarItem[]; color: string }) {
  const { t } = useTranslation();
  const largest = Math.max(0, ...items.map((item) => item.count));
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.key} style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '4px 0' }}>
          <Typography.Text ellipsis={{ tooltip: item.label }} style={{ width: 150, flexShrink: 0 }}>
            {item.label}
          </Typography.Text>
          <span aria-hidden="true" style={{ flex: 1, height: 8, borderRadius: 4, background: 'rgba(0, 0, 0, 0.06)' }}>
            <span
              style={{ display: 'block', height: '100%', borderRadius: 4, background: color, width: `${barPercent(item.count, largest)}%` }}
            />
          </span>
          <span style={{ minWidth: 72, textAlign: 'right' }}>
            {/* The whole figure is the link ("1 件"): a link that is a fragment of a text marks itself by colour only. */}
            {item.link ? (
              <Link to={item.link} aria-label={figureName(t, item.label, item)}>
                {item.count} {unitText(t, item.unit, item.count)}
              </Link>
            ) : (
              <>
                {item.count} <Typography.Text type="secondary">{unitText(t, item.unit, item.count)}</Typography.Text>
              </>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
