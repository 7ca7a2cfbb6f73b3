/** pg-boss queue names; one job per report file of a run, one per schedule firing. */
export const RENDER_QUEUE = 'report-render';
export const SCHEDULE_QUEUE = 'report-schedule';
/** The daily deadline reminders (case-reminders.ts). */
export const REMINDER_QUEUE = 'case-reminders';
/** The nightly database upkeep (database-upkeep.ts). */
export const UPKEEP_QUEUE = 'database-upkeep';

export interface RenderJobData {
  itemId: number;
}

export interface ScheduleJobData {
  scheduleId: number;
}

/** Seconds without a heartbeat before pg-boss hands a render to another worker (an instance died). */
export const RENDER_HEARTBEAT_SECONDS = 10;
/** A render may take at most this long before it is retried. */
export const RENDER_EXPIRE_SECONDS = 300;
export const RENDER_RETRY_LIMIT = 2;
/** Jobs a render worker takes at once: while its fetches come back full it fetches again without waiting. */
export const RENDER_BATCH_SIZE = 2;
