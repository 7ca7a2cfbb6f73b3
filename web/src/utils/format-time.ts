// One rule for every time the product shows: the office's wall clock (Beijing, UTC+8, no daylight
// saving), whatever the browser's own time zone. The server stamps names and formats exports the same way.
const OFFICE_OFFSET_MS = 8 * 3600 * 1000;

/** A moment as the office's wall clock, `yyyy-mm-ddThh:mm:ss` (no zone). */
function officeClock(time: Date): string {
  return new Date(time.getTime() + OFFICE_OFFSET_MS).toISOString().slice(0, 19);
}

const parsed = (iso: string): Date | null => {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? null : time;
};

/** An ISO time as Beijing wall-clock `yyyy-mm-dd hh:mm:ss` (how the export shows it). */
export function formatDateTime(iso: string): string {
  const time = parsed(iso);
  return time ? officeClock(time).replace('T', ' ') : iso;
}

/** An ISO time as Beijing wall-clock `yyyy-mm-dd hh:mm`. */
export function formatMinute(iso: string): string {
  const time = parsed(iso);
  return time ? officeClock(time).slice(0, 16).replace('T', ' ') : iso;
}

/** The Beijing calendar day of a moment, `yyyy-mm-dd` (today when not given). */
export function officeDay(time: Date = new Date()): string {
  return officeClock(time).slice(0, 10);
}

/** The hour of a moment on the Beijing clock, with its minutes as a fraction (10:59 stays before 11). */
export function officeHour(time: Date): number {
  const clock = officeClock(time);
  return Number(clock.slice(11, 13)) + Number(clock.slice(14, 16)) / 60;
}
