import type { Insertable } from 'kysely';
import type { HolidaysTable } from '../schema';
import { SETUP_AT } from './organisation';

type Period = [name: string, firstDay: string, days: number, workdays: readonly string[]];

/** The State Council's 2026 arrangement: each period off, and the weekend days worked instead (调休). */
const PERIODS_2026: readonly Period[] = [
  ['元旦', '2026-01-01', 3, ['2026-01-04']],
  ['春节', '2026-02-15', 9, ['2026-02-14', '2026-02-28']],
  ['清明节', '2026-04-04', 3, []],
  ['劳动节', '2026-05-01', 5, ['2026-05-09']],
  ['端午节', '2026-06-19', 3, []],
  ['中秋节', '2026-09-25', 3, []],
  ['国庆节', '2026-10-01', 7, ['2026-09-20', '2026-10-10']],
];

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Every day off of 2026 and every 调休 working day, by date. */
export function buildHolidays(): Insertable<HolidaysTable>[] {
  const rows = PERIODS_2026.flatMap(([name, firstDay, days, workdays]) => [
    ...Array.from({ length: days }, (_, i) => ({ date: plusDays(firstDay, i), name, workday: false })),
    ...workdays.map((date) => ({ date, name: `${name}调休上班`, workday: true })),
  ]);
  return rows.sort((a, b) => a.date.localeCompare(b.date)).map((row) => ({ ...row, created_at: SETUP_AT, updated_at: SETUP_AT }));
}
