import { CronExpressionParser } from 'cron-parser';

/** pg-boss files each cron occurrence in a one-minute slot and sends one job per schedule and slot. */
const SLOT_MS = 60_000;
/**
 * pg-boss judges an occurrence due by the database clock as this instance reads it (its own clock plus a
 * cached skew), so a pass can forward an occurrence a moment before the database clock reaches it.
 */
const CLOCK_TOLERANCE_MS = 2_000;

/**
 * The cron slot a schedule's job was sent for, judged from its creation time alone: the fallback for a job
 * whose forwarding job's attempt is no longer to be found (schedule-firing-queries.ts reads the slot itself).
 * The schedule's latest occurrence (in its time zone) at or
 * before the moment pg-boss created the job, as the minute it falls in.
 *
 * pg-boss files each occurrence under its slot but does not hand the slot to the job. It creates the job
 * within seconds of the occurrence, though: a cron pass (every 5 seconds on some instance, see boss.ts)
 * finds the occurrence in the last minute, and the pass's job is forwarded to the schedule queue within
 * another few seconds. That moment is fixed, unlike when a worker gets to the job, which can be a minute
 * or more later (a busy instance, or a firing retried after its instance died). A missed occurrence
 * caught up at the next start is the latest before its job too, so it gets its own slot; caught up
 * together with an occurrence due now, both are one slot and run once.
 *
 * Only a job created within a few seconds of the next occurrence (for a once-a-minute schedule, nearly a
 * minute late: no cron pass ran for that long while the product was up) would be taken for that one's.
 */
export function firedSlotOf(cron: string, timezone: string, jobCreatedOn: Date): Date {
  // prev() answers strictly before its reference, so the reference is just past the job's creation.
  const interval = CronExpressionParser.parse(cron, {
    tz: timezone,
    strict: false,
    currentDate: new Date(jobCreatedOn.getTime() + CLOCK_TOLERANCE_MS),
  });
  const occurrence = interval.prev().toDate();
  return new Date(Math.floor(occurrence.getTime() / SLOT_MS) * SLOT_MS);
}
