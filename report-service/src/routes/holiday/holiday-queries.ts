import type { HolidayListQuery, HolidayRow } from '@proposal-desk/shared';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database, HolidaysTable } from '../../db/schema';
import { offsetOf, sortOrderOf } from '../../lib/list-query';

type HolidayFilter = z.output<typeof HolidayListQuery>;
type HolidayRecord = Selectable<HolidaysTable>;

const SORT_COLUMNS = {
  date: 'date',
  name: 'name',
  workday: 'workday',
  create_Time: 'created_at',
} as const;

export function presentHoliday(row: HolidayRecord): HolidayRow {
  return {
    id: row.id,
    date: row.date,
    name: row.name,
    workday: row.workday,
    create_Time: row.created_at.toISOString(),
    update_Time: row.updated_at.toISOString(),
  };
}

/** One page of holidays, of one year or all, sorted by a whitelisted field (then by date). */
export async function findHolidayPage(db: Kysely<Database>, filter: HolidayFilter): Promise<{ rows: HolidayRow[]; total: number }> {
  let base = db.selectFrom('holidays');
  if (filter.year !== undefined) base = base.where('date', '>=', `${filter.year}-01-01`).where('date', '<', `${filter.year + 1}-01-01`);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy(SORT_COLUMNS[filter.sortField ?? 'date'], sortOrderOf(filter.sortOrder))
      .orderBy('date')
      .limit(filter.pageSize)
      .offset(offsetOf(filter))
      .execute(),
  ]);
  return { rows: rows.map(presentHoliday), total: Number(count.n) };
}

/** The stored row of one holiday, or undefined. */
export function findHoliday(db: Kysely<Database>, id: number): Promise<HolidayRecord | undefined> {
  return db.selectFrom('holidays').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The holiday on a date other than `exceptId`'s, if any: a date holds one entry. */
export function findHolidayOnDate(db: Kysely<Database>, date: string, exceptId?: number): Promise<{ id: number } | undefined> {
  let query = db.selectFrom('holidays').select('id').where('date', '=', date);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

/** The holidays with these ids, by date. */
export function findHolidays(db: Kysely<Database>, ids: readonly number[]): Promise<HolidayRecord[]> {
  return db
    .selectFrom('holidays')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('date')
    .execute();
}
