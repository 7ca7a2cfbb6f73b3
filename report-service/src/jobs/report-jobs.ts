import { BODIES, labelOf, type TReportRunRequest } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Job, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { loadCallerByUserId } from '../auth/load-caller';
import type { AuthContext } from '../auth/context';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { planRunItems, type PackContents } from './plan-run';
import { RENDER_BATCH_SIZE, RENDER_QUEUE, type RenderJobData, SCHEDULE_QUEUE, type ScheduleJobData } from './queues';
import { RenderGate } from '../reports/render/render-gate';
import type { ReportFileRenderer } from './renderer';
import { renderJobHandler } from './render-worker';
import { announceRunFinished, applyRetention } from './run-events';
import { cancelRun, finishRunIfSettled, insertRun } from './run-store';

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
}

/** Batch report runs and their schedules on pg-boss: the API's side and the workers' side. */
export class ReportJobs {
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
          slots: new RenderGate({ concurrency: workers, maxQueued: Number.POSITIVE_INFINITY }),
        }),
      );
      await boss.work<ScheduleJobData>(SCHEDULE_QUEUE, { pollingIntervalSeconds: 1 }, ([job]) => this.fireSchedule(job));
    }
    await this.syncAllSchedules();
  }

  /** Plans and enqueues a run for the caller; returns its id. */
  async createRun(caller: AuthContext, request: TReportRunRequest, scheduleId: number | null = null, triggerJob?: string): Promise<number> {
    const items = planRunItems(request, this.options.catalogue.packContents);
    const refused = items.find((item) => !this.options.catalogue.mayUse(caller, item.reportId));
    if (refused) throw badRequest('run.reportUnknown', { id: refused.reportId });
    if (items.length === 0) throw badRequest('run.reportsRequired');
    const title = request.title || defaultTitle(request, items.length);
    const { runId, itemIds } = await insertRun(this.db, { userId: caller.userId, scheduleId, title, request, items, triggerJob });
    // Sending again for a retried firing is harmless: the singleton key keeps one job per waiting item.
    for (const itemId of itemIds)
      await this.options.boss.send(RENDER_QUEUE, { itemId } satisfies RenderJobData, { singletonKey: `item-${itemId}` });
    return runId;
  }

  /** Cancels an open run: queued renders never start, running ones stop within a second. */
  async cancel(runId: number): Promise<boolean> {
    const cancelled = await cancelRun(this.db, runId);
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
  async runScheduleNow(scheduleId: number): Promise<number | null> {
    return this.startScheduledRun(scheduleId);
  }

  private async syncAllSchedules(): Promise<void> {
    const rows = await this.db.selectFrom('report_schedules').select('id').execute();
    const known = new Set(rows.map((r) => String(r.id)));
    for (const row of rows) await this.syncSchedule(row.id);
    for (const schedule of await this.options.boss.getSchedules(SCHEDULE_QUEUE)) {
      if (schedule.key && !known.has(schedule.key)) await this.options.boss.unschedule(SCHEDULE_QUEUE, schedule.key);
    }
  }

  private async fireSchedule(job: Job<ScheduleJobData> | undefined): Promise<void> {
    if (!job) return;
    const enabled = await this.db.selectFrom('report_schedules').select('enabled').where('id', '=', job.data.scheduleId).executeTakeFirst();
    if (!enabled?.enabled) return;
    await this.startScheduledRun(job.data.scheduleId, `schedule-job:${job.id}`);
  }

  /** Starts a schedule's run; a firing (`triggerJob`) retried after a crash continues the run it already started. */
  private async startScheduledRun(scheduleId: number, triggerJob?: string): Promise<number | null> {
    const schedule = await this.db.selectFrom('report_schedules').selectAll().where('id', '=', scheduleId).executeTakeFirst();
    if (!schedule) return null;
    const caller = await loadCallerByUserId(this.db, schedule.run_as_user_id);
    if (!caller) {
      this.options.logger.warn({ scheduleId }, 'schedule skipped: its user is disabled or gone');
      return null;
    }
    await this.db.updateTable('report_schedules').set({ last_fired_at: new Date() }).where('id', '=', scheduleId).execute();
    const request = schedule.request as TReportRunRequest;
    const runId = await this.createRun(caller, { ...request, title: request.title || schedule.name }, scheduleId, triggerJob);
    await applyRetention(this.db, scheduleId);
    return runId;
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

function defaultTitle(request: TReportRunRequest, files: number): string {
  if (request.pack) return `${labelOf(BODIES, request.pack.body)}报表包`;
  return `报表任务（${files} 个文件）`;
}
