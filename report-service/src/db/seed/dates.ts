import type { Random } from './random';

/** Fixed dates of the demo data: nothing reads the clock, so figures are the same whenever the seed runs. */

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The demo office's "today": every generated timestamp is before it, overdue is judged against it. */
export const DATA_AS_OF = beijing('2026-10-31', 18, 0);

/** A Beijing wall-clock time on a 'YYYY-MM-DD' day. */
export function beijing(day: string, hour = 9, minute = 0): Date {
  const hh = String(hour).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  return new Date(`${day}T${hh}:${mm}:00+08:00`);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Same Beijing wall-clock time `months` later (the day clamped to the month's end). */
export function addMonths(date: Date, months: number): Date {
  const local = new Date(date.getTime() + BEIJING_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(year, month, Math.min(local.getUTCDate(), lastDay), local.getUTCHours(), local.getUTCMinutes());
  return new Date(shifted - BEIJING_OFFSET_MS);
}

/** Beijing day of the week, 0 = Sunday. */
function beijingWeekday(date: Date): number {
  return new Date(date.getTime() + BEIJING_OFFSET_MS).getUTCDay();
}

/** Moves a time to the same office hour of the next working day when it falls on a weekend. */
export function toWorkday(date: Date): Date {
  const weekday = beijingWeekday(date);
  if (weekday === 6) return addDays(date, 2);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

/** Sets the Beijing time of day to `minutes` after midnight, keeping the Beijing date. */
export function atMinuteOfDay(date: Date, minutes: number): Date {
  const local = date.getTime() + BEIJING_OFFSET_MS;
  const midnight = local - (local % DAY_MS);
  return new Date(midnight + minutes * 60_000 - BEIJING_OFFSET_MS);
}

export function latest(...dates: Date[]): Date {
  return new Date(Math.max(...dates.map((d) => d.getTime())));
}

/** The office day: 08:30 to 17:30 Beijing time. */
const OFFICE_START_MINUTE = 8 * 60 + 30;
const OFFICE_END_MINUTE = 17 * 60 + 30;

/** A random office-hours moment on a working day between two instants. */
export function officeTimeBetween(rng: Random, from: Date, to: Date): Date {
  const day = toWorkday(rng.dateBetween(from, to));
  return atMinuteOfDay(day, rng.int(OFFICE_START_MINUTE, OFFICE_END_MINUTE));
}

/**
 * A moment `minDays`–`maxDays` after `previous` during office hours, always strictly later than
 * `previous` and never after DATA_AS_OF (squeezed into the time left when the step would overrun).
 */
export function officeTimeAfter(rng: Random, previous: Date, minDays: number, maxDays: number): Date {
  const day = toWorkday(addDays(previous, rng.int(minDays, maxDays)));
  let next = atMinuteOfDay(day, rng.int(OFFICE_START_MINUTE, OFFICE_END_MINUTE));
  if (next.getTime() <= previous.getTime()) next = new Date(previous.getTime() + rng.int(20, 180) * 60_000);
  if (next.getTime() >= DATA_AS_OF.getTime()) {
    const room = DATA_AS_OF.getTime() - previous.getTime();
    next = new Date(previous.getTime() + Math.max(60_000, Math.floor(room * (0.2 + 0.6 * rng.next()))));
  }
  return next;
}
