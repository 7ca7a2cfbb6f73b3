import { isDay, utcMidnightOf } from '@proposal-desk/shared';

/** An entry of the holiday calendar: a day off, or a 调休 working day (`workday`: a weekend day worked instead). */
export interface CalendarDay {
  date: string;
  workday: boolean;
}

const DAY_MS = 86_400_000;

const dayOf = (date: string) => new Date(utcMidnightOf(date));
const textOf = (day: Date) => day.toISOString().slice(0, 10);

/** Whether the office works on a date: Monday to Friday unless a holiday, and any 调休 working day. */
export function isWorkingDay(date: string, calendar: ReadonlyMap<string, boolean>): boolean {
  const marked = calendar.get(date);
  if (marked !== undefined) return marked;
  const weekday = dayOf(date).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The date `n` working days after `start` ('YYYY-MM-DD', the office's calendar day; `start` itself does
 * not count, and `n` = 0 answers `start`). Weekends and holidays are skipped; 调休 working days count.
 */
export function addWorkingDays(start: string, n: number, holidays: readonly CalendarDay[]): string {
  if (!isDay(start)) throw new RangeError(`Not a calendar date: ${start}`);
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`The number of working days must be a whole number ≥ 0, got ${n}`);
  const calendar = new Map(holidays.map((h) => [h.date, h.workday]));
  let day = dayOf(start);
  for (let left = n; left > 0;) {
    day = new Date(day.getTime() + DAY_MS);
    if (isWorkingDay(textOf(day), calendar)) left -= 1;
  }
  return textOf(day);
}

/** `day` itself when the office works that day, else the next day it does. */
export function nextWorkingDay(day: string, holidays: readonly CalendarDay[]): string {
  const calendar = new Map(holidays.map((h) => [h.date, h.workday]));
  let current = dayOf(day);
  while (!isWorkingDay(textOf(current), calendar)) current = new Date(current.getTime() + DAY_MS);
  return textOf(current);
}
