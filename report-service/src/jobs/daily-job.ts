import type { PgBoss, QueueOptions } from 'pg-boss';
import type { Logger } from 'pino';

/** A job pg-boss runs once a day on whichever instance takes it. */
export interface DailyJob {
  queue: string;
  cron: string;
  timeZone: string;
  /** Retries and expiry of the queue, when it is created. */
  queueOptions: QueueOptions;
  /** The work; what it answers is logged with `done`. */
  run: () => Promise<object>;
  done: string;
  failed: string;
}

/**
 * Creates the job's queue when missing, schedules it (a day missed while no instance ran is run once when one next
 * does) and works it on this instance; a failure is logged and thrown, so pg-boss fails the job and retries it.
 */
export async function scheduleDailyJob(boss: PgBoss, logger: Logger, job: DailyJob): Promise<void> {
  if (!(await boss.getQueue(job.queue))) await boss.createQueue(job.queue, job.queueOptions);
  await boss.schedule(job.queue, job.cron, null, { tz: job.timeZone, missed: 'once' });
  await boss.work(job.queue, async () => {
    try {
      logger.info(await job.run(), job.done);
    } catch (err) {
      logger.error({ err }, job.failed);
      throw err;
    }
  });
}
