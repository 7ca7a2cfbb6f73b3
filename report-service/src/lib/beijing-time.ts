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

/** The last second of a Beijing calendar day ('YYYY-MM-DD'), as a time: a due day lasts all that day. */
export const endOfBeijingDay = (day: string): Date => new Date(`${day}T23:59:59+08:00`);
