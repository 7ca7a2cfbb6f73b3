import { CRON_PREVIEW_COUNT, cronProblem, isTimeZone, type ReportCronPreview } from '@proposal-desk/shared';
import { CronExpressionParser } from 'cron-parser';

/**
 * The next firings of a schedule's cron expression in its time zone, read the way pg-boss reads them
 * (cron-parser, non-strict), or the problem that keeps it from firing: the field at fault, an unknown
 * zone, or a date that never comes (31 February).
 */
export function previewCron(cron: string, timezone: string, from: Date = new Date(), count = CRON_PREVIEW_COUNT): ReportCronPreview {
  const problem = cronProblem(cron);
  if (problem) return { next: [], problem };
  if (!isTimeZone(timezone)) return { next: [], problem: { key: 'schedule.timezoneInvalid' } };
  try {
    const interval = CronExpressionParser.parse(cron.trim(), { tz: timezone, strict: false, currentDate: from });
    const next: string[] = [];
    for (let i = 0; i < count; i++) next.push(interval.next().toDate().toISOString());
    return { next, problem: null };
  } catch (err) {
    const never = err instanceof Error && /day of month/i.test(err.message);
    return { next: [], problem: { key: never ? 'schedule.cronNever' : 'schedule.cronInvalid' } };
  }
}
