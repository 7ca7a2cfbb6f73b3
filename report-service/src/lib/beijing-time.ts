import { utcMidnightOf } from '@proposal-desk/shared';

// The office works on Beijing time whatever the server's zone; China has no daylight saving.
const BEIJING_OFFSET_MS = 8 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

function beijingParts(date: Date) {
  const local = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return {
    y: local.getUTCFullYear(),
    m: pad(local.getUTCMonth() + 1),
    d: pad(local.getUTCDate()),
    hh: pad(local.getUTCHours()),
    mm: pad(local.getUTCMinutes()),
    ss: pad(local.getUTCSeconds()),
  };
}

/** `YYYY-MM-DD HH:mm:ss` in Beijing time. */
export function formatBeijingDateTime(date: Date): string {
  const p = beijingParts(date);
  return `${p.y}-${p.m}-${p.d} ${p.hh}:${p.mm}:${p.ss}`;
}

/** `YYYYMMDD` in Beijing time, for file names. */
export function beijingDateStamp(date: Date): string {
  const p = beijingParts(date);
  return `${p.y}${p.m}${p.d}`;
}

/** `YYYY-MM-DD`: the Beijing calendar day of a time. */
export function beijingDayOf(date: Date): string {
  const p = beijingParts(date);
  return `${p.y}-${p.m}-${p.d}`;
}

/**
 * The start of a Beijing calendar day ('YYYY-MM-DD', read by the shared day parser: a day that does not exist is a
 * RangeError, never the next month), moved by whole days.
 */
export const beijingMidnight = (day: string, addDays = 0): Date => new Date(utcMidnightOf(day, addDays) - BEIJING_OFFSET_MS);

/** The last second of a Beijing calendar day ('YYYY-MM-DD'), as a time: a due day lasts all that day. */
export const endOfBeijingDay = (day: string): Date => new Date(beijingMidnight(day, 1).getTime() - 1000);

/** Noon of a Beijing calendar day: the time of something dated that day without an hour (a reply, a new due day). */
export const beijingNoon = (day: string): Date => new Date(beijingMidnight(day).getTime() + 12 * 3_600_000);
