import type { AssignmentRole } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { beijingDayOf, endOfBeijingDay } from '../lib/beijing-time';
import { addWorkingDays, nextWorkingDay } from './working-days';

/**
 * The `caseDeadlines` setting: months to reply, to give a co-unit opinion and to re-handle; working days to return, to
 * co-sign, and ahead to remind; how many months past the first due day an extension may reach, and how many there may be.
 */
export interface DeadlineSettings {
  replyMonths: number;
  coOpinionMonths: number;
  rehandleMonths: number;
  returnDays: number;
  cosignDays: number;
  reminderDays: number;
  extensionMonths: number;
  extensionsMax: number;
}

const DEFAULTS: DeadlineSettings = {
  replyMonths: 3,
  coOpinionMonths: 1,
  rehandleMonths: 1,
  returnDays: 10,
  cosignDays: 5,
  reminderDays: 7,
  extensionMonths: 1,
  extensionsMax: 2,
};

export async function deadlineSettings(db: Kysely<Database>): Promise<DeadlineSettings> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'caseDeadlines').executeTakeFirst();
  return { ...DEFAULTS, ...(row?.value as Partial<DeadlineSettings> | undefined) };
}

/**
 * The default due time of an assignment made at `assignedAt`: a co-unit's opinion after
 * `coOpinionMonths`, a reply after `replyMonths` (settings), moved to the next working day when it
 * falls on a weekend or holiday, at the end of that day (Beijing time).
 */
export async function defaultDueAt(db: Kysely<Database>, assignedAt: Date, role: AssignmentRole): Promise<Date> {
  const settings = await deadlineSettings(db);
  return dueAfterMonths(db, assignedAt, role === 'CO' ? settings.coOpinionMonths : settings.replyMonths);
}

/** `months` after `from`, moved to the next working day, at the end of that day (Beijing time). */
export async function dueAfterMonths(db: Kysely<Database>, from: Date, months: number): Promise<Date> {
  const day = beijingDayOf(from);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastOfMonth));
  const due = target.toISOString().slice(0, 10);
  const holidays = await db
    .selectFrom('holidays')
    .select(['date', 'workday'])
    .where('date', '>=', due)
    .where('date', '<=', new Date(target.getTime() + 40 * 86_400_000).toISOString().slice(0, 10))
    .execute();
  return endOfBeijingDay(
    nextWorkingDay(
      due,
      holidays.map((h) => ({ date: String(h.date).slice(0, 10), workday: h.workday })),
    ),
  );
}

/** The last day (Beijing, 'YYYY-MM-DD') a unit may ask to return an assignment made at `assignedAt`: `returnDays` working days on. */
export async function returnWindowEnd(db: Kysely<Database>, assignedAt: Date): Promise<string> {
  return workingDaysAfter(db, assignedAt, (await deadlineSettings(db)).returnDays);
}

/**
 * Whether the return window is still open today for each of several assignment times, worked out with one
 * read of the settings and the holiday calendar for all of them (a page of a list, the units of a case).
 */
export async function returnWindowsOpen(
  db: Kysely<Database>,
  assignedAts: readonly Date[],
  now: Date,
): Promise<(assignedAt: Date) => boolean> {
  const earliest = assignedAts.map(beijingDayOf).sort()[0];
  if (earliest === undefined) return () => false;
  const [settings, holidays] = await Promise.all([
    deadlineSettings(db),
    db.selectFrom('holidays').select(['date', 'workday']).where('date', '>', earliest).execute(),
  ]);
  const calendar = holidays.map((h) => ({ date: String(h.date).slice(0, 10), workday: h.workday }));
  const today = beijingDayOf(now);
  return (assignedAt) => addWorkingDays(beijingDayOf(assignedAt), settings.returnDays, calendar) >= today;
}

/** The Beijing day ('YYYY-MM-DD') `days` working days after the day of `from` (weekends and holidays skipped). */
export async function workingDaysAfter(db: Kysely<Database>, from: Date, days: number): Promise<string> {
  const start = beijingDayOf(from);
  const holidays = await db.selectFrom('holidays').select(['date', 'workday']).where('date', '>', start).orderBy('date').execute();
  return addWorkingDays(
    start,
    days,
    holidays.map((h) => ({ date: String(h.date).slice(0, 10), workday: h.workday })),
  );
}
