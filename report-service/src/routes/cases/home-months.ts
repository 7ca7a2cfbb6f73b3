import { beijingDayOf } from '../../lib/beijing-time';

/** A Beijing calendar month: `YYYY-MM`, its first and last days, and the instant it starts. */
export interface BeijingMonth {
  month: string;
  firstDay: string;
  lastDay: string;
  start: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The `count` Beijing calendar months up to the one `now` falls in, oldest first. */
export function lastBeijingMonths(now: Date, count: number): BeijingMonth[] {
  const [year, month] = beijingDayOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(year, month - count + i, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const label = `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
    return {
      month: label,
      firstDay: `${label}-01`,
      lastDay: `${label}-${pad(last.getUTCDate())}`,
      start: new Date(`${label}-01T00:00:00+08:00`),
    };
  });
}
