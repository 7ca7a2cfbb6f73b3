import { defaultRunTitle, type TReportRunRequest } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { loadCallerByUserId } from '../auth/load-caller';
import type { AuthContext } from '../auth/context';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { firedSlotOf } from './fired-slot';
import { forwardedSlotOf } from './schedule-firing-queries';
import { lettersTitleOf, withLettersExpanded } from './letter-run';
import { planRunItems, type PackContents } from './plan-run';
import { RENDER_BATCH_SIZE, RENDER_QUEUE, type RenderJobData, SCHEDULE_QUEUE, type ScheduleJobData } from './queues';
import { RenderGate } from '../reports/render/render-gate';
import type { ReportFileRenderer } from './renderer';
import { renderJobHandler } from './render-worker';
import { announceRunFinished, applyRetention } from './run-events';
import {
  cancelRun,
  finishRunIfSettled,
  insertRun,
  type InsertedRun,
  orphanedQueuedItems,
  type QueuedItem,
  type RunEntry,
} from './run-store';

const RECOVERY_INTERVAL_MS = 60_000;
/** Render jobs sent in one statement. */
const SEND_BATCH = 500;

/** What the run API needs to know about the report catalogue. */
export interface RunCatalogue {
  packContents: PackContents;
  /** Whether this caller may render this report (unknown ids are not allowed). */
  mayUse(caller: AuthContext, reportId: string): boolean;
  /** The report's printed title (the id when unknown). */
  titleOf(reportId: string): string;
}

export interface ReportJobsOptions {
  db: Kysely<Database>;
  boss: PgBoss;
  logger: Logger;
  renderer: ReportFileRenderer;
  catalogue: RunCatalogue;
  /** Renders this instance runs at once; 0 = this instance only enqueues. */
  workers: number;
  /** How often queued items without a job get theirs (default a minute; also once at start). */
  recoveryIntervalMs?: number;
}

/** One firing of a schedule's cron: the pg-boss job and when pg-boss created it. */
export interface ScheduleFiring {
  id: string;
  data: ScheduleJobData;
  createdOn: Date;
}

/** Where a run comes from: a user, a schedule's "run now", or a firing of its cron for one slot. */
interface RunOrigin {
  scheduleId: number | null;
  /** The firing's job, so a retry of it continues its run. */
  triggerJob?: string;
  /** The cron slot fired for: one run per schedule and slot. */
  firedSlot?: Date;
  /** The activity-log entry of a run someone started, committed with the run. */
  entry?: RunEntry;
}

/** Batch report runs and their schedules on pg-boss: the API's side and the workers' side. */
export class ReportJobs {
  private recoveryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ReportJobsOptions) {}

  get catalogue(): RunCatalogue {
    return this.options.catalogue;
  }

  private get db() {
    return this.options.db;
  }

  async start(): Promise<void> {
    const { boss, workers } = this.options;
    if (workers > 0) {
      await boss.work<RenderJobData>(
        RENDER_QUEUE,
        {
          localConcurrency: workers,
          batchSize: RENDER_BATCH_SIZE,
          burstWhenBatchFull: true,
          perJobResults: true,
          pollingIntervalSeconds: 0.5,
        },
        renderJobHandler({
          db: this.db,
          renderer: this.options.renderer,
          logger: this.options.logger,
          settle: (runId) => this.settle(runId),
          // The batch path's one gate: WORKERS renders at a time on this instance, however many jobs pg-boss
          // hands over (localConcurrency × batchSize). The renders skip the renderer's gate, which bounds
          // the interactive downloads only (see ReportRenderer).
          slots: new RenderGate({ concurrency: workers, maxQueued: Number.POSITIVE_INFINITY }),
        }),
      );
      // With its metadata: when pg-boss created the job tells the cron slot it was sent for.
      const scheduleWork = { pollingIntervalSeconds: 1, includeMetadata: true } as const;
      await boss.work<ScheduleJobData, void, typeof scheduleWork>(SCHEDULE_QUEUE, scheduleWork, async ([job]) => {
        if (job) await this.fireSchedule(job);
      });
    }
    await this.syncAllSchedules();
    await this.recoverQueuedItems();
    this.recoveryTimer = setInterval(() => {
      this.recoverQueuedItems().catch((err: unknown) => this.options.logger.error({ err }, 'sending the jobs of queued runs failed'));
    }, this.options.recoveryIntervalMs ?? RECOVERY_INTERVAL_MS);
    this.recoveryTimer.unref();
  }

  /** Stops the periodic recovery (the queue itself is stopped by its owner). */
  stop(): void {
    clearInterval(this.recoveryTimer);
    this.recoveryTimer = undefined;
  }

  /**
   * Sends the render job of every queued item of an open run that has none: a run whose rows committed
   * but whose jobs were never sent (the process died in between) is rendered after all. A job that failed
   * before it could claim its item (the database was unreachable for all its attempts) is retried. Every
   * item's job id is fixed on its row, so an item whose job exists gets nothing new. Answers the jobs sent.
   */
  async recoverQueuedItems(): Promise<number> {
    const items = await orphanedQueuedItems(this.db, RENDER_QUEUE);
    if (items.length === 0) return 0;
    const sent = await this.sendRenders(items);
    await this.options.boss.retry(
      RENDER_QUEUE,
      items.map((item) => item.jobId),
    );
    if (sent > 0) this.options.logger.info({ jobs: sent }, 'sent the render jobs of queued runs that had none');
    return sent;
  }

  /** Sends items' render jobs under their fixed ids; an item whose job exists is skipped. Answers the jobs sent. */
  private async sendRenders(items: QueuedItem[]): Promise<number> {
    let sent = 0;
    for (let at = 0; at < items.length; at += SEND_BATCH) {
      const jobs = items
        .slice(at, at + SEND_BATCH)
        .map((item) => ({ id: item.jobId, data: { itemId: item.itemId } satisfies RenderJobData }));
      sent += (await this.options.boss.insert(RENDER_QUEUE, jobs, { returnId: true }))?.length ?? 0;
    }
    return sent;
  }

  /** Plans and enqueues a run for the caller; returns its id. */
  async createRun(caller: AuthContext, request: TReportRunRequest, entry?: RunEntry): Promise<number> {
    const run = await this.enqueueRun(caller, request, { scheduleId: null, entry });
    if (!run) throw new Error('a run without a slot is always inserted');
    return run.runId;
  }

  /**
   * Plans a run, inserts it and sends its renders; null when its cron slot already has its run. The jobs
   * are sent after the rows commit: should the process die in between, recoverQueuedItems sends them.
   */
  private async enqueueRun(caller: AuthContext, request: TReportRunRequest, origin: RunOrigin): Promise<InsertedRun | null> {
    const items = planRunItems(await withLettersExpanded(this.db, caller, request), this.options.catalogue.packContents);
    const refused = items.find((item) => !this.options.catalogue.mayUse(caller, item.reportId));
    if (refused) throw new DomainError('invalid', 'run.reportUnknown', { id: refused.reportId });
    if (items.length === 0) throw new DomainError('invalid', 'run.reportsRequired');
    const title = request.title || defaultTitle(request, items.length);
    const run = await insertRun(this.db, { ...origin, userId: caller.userId, title, request, items });
    // Sending again for a retried firing is harmless: an item's job has a fixed id, so it is never doubled.
    if (run) await this.sendRenders(run.items);
    return run;
  }

  /** Cancels an open run: queued renders never start, running ones stop within a second. */
  async cancel(runId: number, entry?: RunEntry): Promise<boolean> {
    const cancelled = await cancelRun(this.db, runId, entry);
    if (cancelled) await announceRunFinished(this.db, runId, 'cancelled');
    return cancelled;
  }

  /** Registers (or removes) a schedule's cron in pg-boss; exactly one instance fires each occurrence. */
  async syncSchedule(scheduleId: number): Promise<void> {
    const row = await this.db
      .selectFrom('report_schedules')
      .select(['id', 'cron', 'timezone', 'enabled'])
      .where('id', '=', scheduleId)
      .executeTakeFirst();
    const key = String(scheduleId);
    if (!row || !row.enabled) {
      await this.options.boss.unschedule(SCHEDULE_QUEUE, key);
      return;
    }
    await this.options.boss.schedule(SCHEDULE_QUEUE, row.cron, { scheduleId } satisfies ScheduleJobData, {
      tz: row.timezone,
      key,
      missed: 'once',
    });
  }

  /** Fires a schedule now (the "run now" button); returns the run id, or null when its user cannot run it. */
  async runScheduleNow(scheduleId: number, entry?: RunEntry): Promise<number | null> {
    return this.startScheduledRun(scheduleId, { entry });
  }

  private async syncAllSchedules(): Promise<void> {
    const rows = await this.db.selectFrom('report_schedules').select('id').execute();
    const known = new Set(rows.map((r) => String(r.id)));
    for (const row of rows) await this.syncSchedule(row.id);
    for (const schedule of await this.options.boss.getSchedules(SCHEDULE_QUEUE)) {
      if (schedule.key && !known.has(schedule.key)) await this.options.boss.unschedule(SCHEDULE_QUEUE, schedule.key);
    }
  }

  /**
   * Runs a schedule for the cron slot its job was sent for (the schedule worker's handler): the slot pg-boss
   * filed the occurrence under, read from the forwarding job that created this one, or (when that job's
   * attempt is gone) the slot the job's creation time falls in (fired-slot.ts). Returns the
   * run id; null when the schedule is off or gone, its user cannot run it, or the slot already has its run
   * (another instance fired it, or a missed occurrence's catch-up met the run of the same slot).
   */
  async fireSchedule(job: ScheduleFiring): Promise<number | null> {
    const schedule = await this.db
      .selectFrom('report_schedules')
      .select(['enabled', 'cron', 'timezone'])
      .where('id', '=', job.data.scheduleId)
      .executeTakeFirst();
    if (!schedule?.enabled) return null;
    const createdOn = new Date(job.createdOn);
    const firedSlot =
      (await forwardedSlotOf(this.db, { queue: SCHEDULE_QUEUE, key: String(job.data.scheduleId), createdOn })) ??
      firedSlotOf(schedule.cron, schedule.timezone, createdOn);
    return this.startScheduledRun(job.data.scheduleId, { triggerJob: `schedule-job:${job.id}`, firedSlot });
  }

  /** Starts a schedule's run; a firing retried after a crash continues the run it already started. */
  private async startScheduledRun(scheduleId: number, firing: Omit<RunOrigin, 'scheduleId'> = {}): Promise<number | null> {
    const schedule = await this.db.selectFrom('report_schedules').selectAll().where('id', '=', scheduleId).executeTakeFirst();
    if (!schedule) return null;
    const caller = await loadCallerByUserId(this.db, schedule.run_as_user_id);
    if (!caller) {
      this.options.logger.warn({ scheduleId }, 'schedule skipped: its user is disabled or gone');
      return null;
    }
    const request = schedule.request as TReportRunRequest;
    const run = await this.enqueueRun(caller, { ...request, title: request.title || schedule.name }, { ...firing, scheduleId });
    if (!run) {
      this.options.logger.info({ scheduleId, firedSlot: firing.firedSlot }, 'schedule slot already has its run');
      return null;
    }
    await this.db.updateTable('report_schedules').set({ last_fired_at: new Date() }).where('id', '=', scheduleId).execute();
    await applyRetention(this.db, scheduleId);
    return run.runId;
  }

  /** Closes the run when its last item settled: notice to the owner, log entry, retention of its schedule. */
  private async settle(runId: number): Promise<void> {
    const status = await finishRunIfSettled(this.db, runId);
    if (!status) return;
    await announceRunFinished(this.db, runId, status);
    const run = await this.db.selectFrom('report_runs').select('schedule_id').where('id', '=', runId).executeTakeFirst();
    if (run?.schedule_id) await applyRetention(this.db, run.schedule_id);
  }
}

/** A run without a title is named in the language of whoever started it (the request's `lang`). */
function defaultTitle(request: TReportRunRequest, files: number): string {
  return defaultRunTitle({ packBody: request.pack?.body, files, letters: lettersTitleOf(request) }, request.lang ?? 'zh');
}
