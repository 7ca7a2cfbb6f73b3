import { timeZoneChoices } from '@proposal-desk/shared';

/** A firing as the schedule's time zone reads it: `2026-12-01 周二 08:00` (`Tue` in English). */
export function formatFiring(iso: string, timeZone: string, lang: 'zh' | 'en'): string {
  const date = new Date(iso);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'zh-CN', { timeZone, weekday: 'short' }).format(date);
  return `${part('year')}-${part('month')}-${part('day')} ${weekday} ${part('hour')}:${part('minute')}`;
}

let zones: string[] | undefined;

/** The time zones a schedule may take (UTC, then every IANA zone), plus `current` when it is not among them. */
export function timeZoneOptions(current?: string): { value: string; label: string }[] {
  zones ??= timeZoneChoices();
  const list = current && !zones.includes(current) ? [current, ...zones] : zones;
  return list.map((zone) => ({ value: zone, label: zone }));
}
