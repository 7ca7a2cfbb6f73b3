import { joinTexts, LOG_MODULES, type HolidayRow, type HolidayUpdateBody, type THolidaySaveBody } from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { fieldInvalid, notFound } from '../../errors';
import type { Actor } from '../../lib/activity-log';
import { describeChanges } from '../../lib/describe-changes';
import { writeAndLog, type Db } from '../../lib/write-and-log';
import { findHoliday, findHolidayOnDate, findHolidays, presentHoliday } from './holiday-queries';

const CHANGE_LABELS = {
  date: { zh: '日期', en: 'date' },
  name: { zh: '名称', en: 'name' },
  workday: { zh: '调休上班', en: 'working day' },
} as const;

/** A holiday as the log names it: "“2026-10-01 国庆节”（调休上班）" / "“2026-10-01 国庆节” (working day)". */
const labelOf = (holiday: { date: string; name: string; workday: boolean }) => ({
  zh: `“${holiday.date} ${holiday.name}”${holiday.workday ? '（调休上班）' : ''}`,
  en: `“${holiday.date} ${holiday.name}”${holiday.workday ? ' (working day)' : ''}`,
});

/** A date holds one entry: a second one is refused with a message that names the date. */
async function refuseTakenDate(trx: Transaction<Database>, date: string, exceptId?: number): Promise<void> {
  if (await findHolidayOnDate(trx, date, exceptId)) throw fieldInvalid('date', 'holiday.dateTaken', { date });
}

/** Adds a holiday (or a 调休 working day); answers the row as the list shows it. */
export function addHoliday(db: Db, actor: Actor, body: THolidaySaveBody): Promise<HolidayRow> {
  return writeAndLog(db, actor, LOG_MODULES.holiday, async (trx) => {
    await refuseTakenDate(trx, body.date);
    const row = await trx.insertInto('holidays').values(body).returningAll().executeTakeFirstOrThrow();
    return { result: presentHoliday(row), description: { key: 'log.holiday.added', params: { holiday: labelOf(body) } } };
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
    return { result: presentHoliday(row), description: { key: 'log.holiday.updated', params: { holiday: labelOf(current), changes } } };
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
    return { result: undefined, description: { key: 'log.holiday.deleted', params: { holidays: joinTexts(holidays.map(labelOf)) } } };
  });
}
