import { LOG_MODULES, type HolidayRow, type HolidayUpdateBody, type THolidaySaveBody } from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { fieldInvalid, notFound } from '../../errors';
import type { Actor } from '../../lib/activity-log';
import { describeChanges } from '../../lib/describe-changes';
import { writeAndLog, type Db } from '../../lib/write-and-log';
import { findHoliday, findHolidayOnDate, findHolidays, presentHoliday } from './holiday-queries';

const CHANGE_LABELS = { date: '日期', name: '名称', workday: '调休上班' } as const;

const labelOf = (holiday: { date: string; name: string; workday: boolean }) =>
  `“${holiday.date} ${holiday.name}”${holiday.workday ? '（调休上班）' : ''}`;

/** A date holds one entry: a second one is refused with a message that names the date. */
async function refuseTakenDate(trx: Transaction<Database>, date: string, exceptId?: number): Promise<void> {
  if (await findHolidayOnDate(trx, date, exceptId)) throw fieldInvalid('date', 'holiday.dateTaken', { date });
}

/** Adds a holiday (or a 调休 working day); answers the row as the list shows it. */
export function addHoliday(db: Db, actor: Actor, body: THolidaySaveBody): Promise<HolidayRow> {
  return writeAndLog(db, actor, LOG_MODULES.holiday, async (trx) => {
    await refuseTakenDate(trx, body.date);
    const row = await trx.insertInto('holidays').values(body).returningAll().executeTakeFirstOrThrow();
    return { result: presentHoliday(row), description: `新增节假日${labelOf(body)}` };
  });
}

/** Rewrites a holiday's date, name and flag; an unknown id is a 404. */
export function updateHoliday(db: Db, actor: Actor, body: z.output<typeof HolidayUpdateBody>): Promise<HolidayRow> {
  return writeAndLog(db, actor, LOG_MODULES.holiday, async (trx) => {
    const current = await findHoliday(trx, body.id);
    if (!current) throw notFound('holiday.notFound');
    await refuseTakenDate(trx, body.date, body.id);
    const values = { date: body.date, name: body.name, workday: body.workday };
    const row = await trx
      .updateTable('holidays')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', body.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changes = describeChanges(current, values, CHANGE_LABELS);
    return { result: presentHoliday(row), description: `修改节假日${labelOf(current)}：${changes}` };
  });
}

/** Deletes holidays; any unknown id is a 404 and nothing is deleted. */
export function deleteHolidays(db: Db, actor: Actor, ids: readonly number[]): Promise<void> {
  return writeAndLog(db, actor, LOG_MODULES.holiday, async (trx) => {
    const holidays = await findHolidays(trx, ids);
    if (holidays.length !== new Set(ids).size) throw notFound('holiday.notFound');
    await trx
      .deleteFrom('holidays')
      .where('id', 'in', [...ids])
      .execute();
    return { result: undefined, description: `删除节假日${holidays.map(labelOf).join('、')}` };
  });
}
