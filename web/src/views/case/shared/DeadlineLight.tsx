import type { DeadlineLight as Light } from '@proposal-desk/shared';
import { Badge, type BadgeProps, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { officeDay } from '../../../utils/format-time';

/** The theme's status colours (theme.ts), so every theme's lights keep their contrast. */
const STATUS: Record<Light, BadgeProps['status']> = { green: 'success', yellow: 'warning', red: 'error' };
const DAY_MS = 86_400_000;

/** Whole days between a due time and now, rounded up (a few hours overdue is 1 day overdue). */
export const daysFrom = (dueAt: string, now: Date = new Date()) => Math.ceil(Math.abs(new Date(dueAt).getTime() - now.getTime()) / DAY_MS);

/** The day part of an ISO time (Beijing), or '—'. */
export const dayOf = (iso: string | null | undefined) => (iso ? officeDay(new Date(iso)) : '—');

interface DeadlineProps {
  dueAt: string | null;
  light: Light | null;
}

/** A due day with its light: a coloured dot and the words (剩余 12 天 / 逾期 3 天), so colour is not the only sign. */
export function Deadline({ dueAt, light }: DeadlineProps) {
  const { t } = useTranslation();
  if (!dueAt) return <>—</>;
  if (!light) return <>{dayOf(dueAt)}</>;
  const days = daysFrom(dueAt);
  const words = light === 'red' ? t('cases.light.overdue', { days }) : t('cases.light.left', { days });
  return (
    <Space size={4} className="one-line">
      <Typography.Text>{dayOf(dueAt)}</Typography.Text>
      <Badge status={STATUS[light]} text={words} className={`deadline-light deadline-${light}`} />
    </Space>
  );
}
