import type { Language, LogMessage, LogModuleName, ReportFormat, ReportRunStatus } from '@proposal-desk/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type Actor, recordActivity } from '../lib/activity-log';

export interface PlannedItem {
  reportId: string;
  params: Record<string, unknown>;
  format: ReportFormat;
}

/** An activity-log entry written in the same transaction as a run's write (the run id is known only inside). */
export interface RunEntry {
  actor: Actor;
  module: LogModuleName;
  describe: (runId: number) => LogMessage;
}

/** An item waiting for its render, and the id its render job has (or will have) in pg-boss. */
export interface QueuedItem {
  itemId: number;
  jobId: string;
}

/** A run as inserted: its id and the items whose render jobs are to be sent. */
export interface InsertedRun {
  runId: number;
  items: QueuedItem[];
}

/**
 * Inserts a run and its items (status queued) in one transaction; returns the run and item ids.
 *
 * A schedule's firing names its job (`triggerJob`) and the cron slot it fired for (`firedSlot`). The same
 * job again (retried after a crash) continues the run it started; another job for a slot that already has
 * its run (a second instance, or the catch-up of a missed occurrence) inserts nothing and gets null.
 */
export async function insertRun(
  db: Kysely<Database>,
  run: {
    userId: number;
    scheduleId: number | null;
    title: string;
    request: unknown;
    items: PlannedItem[];
    triggerJob?: string;
    firedSlot?: Date;
    /** The activity-log entry of the write, committed with it. */
    entry?: RunEntry;
  },
): Promise<InsertedRun | null> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('report_runs')
      .values({
        user_id: run.userId,
        schedule_id: run.scheduleId,
        title: run.title,
        request: JSON.stringify(run.request),
        total: run.items.length,
        trigger_job: run.triggerJob ?? null,
        fired_slot: run.firedSlot ?? null,
      })
      // Either unique key: the firing's job (trigger_job) or the schedule's slot (schedule_id, fired_slot).
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return run.triggerJob ? queuedItemsOfFiring(trx, run.triggerJob) : null;
    const runId = inserted.id;
    const rows = await trx
      .insertInto('report_run_items')
      .values(
        run.items.map((item, seq) => ({
          run_id: runId,
          seq,
          report_id: item.reportId,
          params: JSON.stringify(item.params),
          format: item.format,
        })),
      )
      .returning(['id', 'job_id'])
      .execute();
    if (run.entry) await recordActivity(trx, run.entry.actor, run.entry.module, run.entry.describe(runId));
    return { runId, items: rows.map((r) => ({ itemId: r.id, jobId: r.job_id })) };
  });
}

/**
 * The run a retried schedule firing already created, with the items still waiting (their render jobs may
 * never have been sent); null when this firing created none, because its slot's run came from another one.
 */
async function queuedItemsOfFiring(db: Kysely<Database>, triggerJob: string): Promise<InsertedRun | null> {
  const run = await db.selectFrom('report_runs').select('id').where('trigger_job', '=', triggerJob).executeTakeFirst();
  if (!run) return null;
  const items = await db
    .selectFrom('report_run_items')
    .select(['id as itemId', 'job_id as jobId'])
    .where('run_id', '=', run.id)
    .where('status', '=', 'queued')
    .orderBy('seq')
    .execute();
  return { runId: run.id, items };
}

/**
 * The items still waiting for their render in a run that is still open whose render job is missing or
 * failed (looked up in pg-boss's job table), oldest first: the ones a sweep has to send or retry.
 */
export function orphanedQueuedItems(db: Kysely<Database>, renderQueue: string): Promise<QueuedItem[]> {
  return db
    .selectFrom('report_run_items as i')
    .innerJoin('report_runs as r', 'r.id', 'i.run_id')
    .select(['i.id as itemId', 'i.job_id as jobId'])
    .where('i.status', '=', 'queued')
    .where('r.status', 'in', ['queued', 'running'])
    .where(sql<boolean>`not exists (select 1 from pgboss.job j where j.name = ${renderQueue} and j.id = i.job_id and j.state <> 'failed')`)
    .orderBy('i.id')
    .execute();
}

export interface ClaimedItem {
  id: number;
  runId: number;
  userId: number;
  reportId: string;
  params: Record<string, unknown>;
  format: ReportFormat;
  seq: number;
  /** The language of the run's workbooks (its request's; Chinese for runs made before it was recorded). */
  lang: Language;
}

/**
 * Marks an item running for this attempt, unless its run was cancelled or the item already finished
 * (a retried job after a crash that had in fact stored its output): then null, and the job is done.
 */
export async function claimItem(db: Kysely<Database>, itemId: number): Promise<ClaimedItem | null> {
  const row = await db
    .updateTable('report_run_items as i')
    .from('report_runs as r')
    .set({ status: 'running', attempts: sql`i.attempts + 1`, started_at: new Date() })
    .whereRef('r.id', '=', 'i.run_id')
    .where('i.id', '=', itemId)
    .where('i.status', 'in', ['queued', 'running'])
    .where('r.status', 'in', ['queued', 'running'])
    .returning(['i.id', 'i.run_id', 'r.user_id', 'i.report_id', 'i.params', 'i.format', 'i.seq', 'r.request'])
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable('report_runs')
    .set({ status: 'running', started_at: new Date() })
    .where('id', '=', row.run_id)
    .where('status', '=', 'queued')
    .execute();
  return {
    id: row.id,
    runId: row.run_id,
    userId: row.user_id,
    reportId: row.report_id,
    params: row.params,
    format: row.format as ReportFormat,
    seq: row.seq,
    lang: (row.request as { lang?: unknown } | null)?.lang === 'en' ? 'en' : 'zh',
  };
}

export interface RenderedOutput {
  fileName: string;
  content: Buffer;
  sha256: string;
  rows: number;
  engine: string;
}

/**
 * Stores an item's output and counts it on its run, once: a second attempt of the same item (a job
 * retried after its instance died after storing) changes nothing.
 */
export async function completeItem(db: Kysely<Database>, item: ClaimedItem, output: RenderedOutput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('report_run_items')
      .set({ status: 'complete', error: '', finished_at: new Date() })
      .where('id', '=', item.id)
      .where('status', '=', 'running')
      .returning('id')
      .executeTakeFirst();
    if (!settled) return; // cancelled meanwhile, or already stored by an earlier attempt
    await trx
      .insertInto('report_outputs')
      .values({
        item_id: item.id,
        run_id: item.runId,
        file_name: output.fileName,
        content: output.content,
        bytes: output.content.length,
        sha256: output.sha256,
        rows: output.rows,
        engine: output.engine,
      })
      .onConflict((oc) => oc.column('item_id').doNothing())
      .execute();
    await trx
      .updateTable('report_runs')
      .set({ done: sql`done + 1` })
      .where('id', '=', item.runId)
      .execute();
  });
}

/** Records a final failure of an item (no retries left) on the item and its run. */
export async function failItem(db: Kysely<Database>, item: ClaimedItem, error: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('report_run_items')
      .set({ status: 'failed', error: error.slice(0, 1000), finished_at: new Date() })
      .where('id', '=', item.id)
      .where('status', '=', 'running')
      .returning('id')
      .executeTakeFirst();
    if (updated)
      await trx
        .updateTable('report_runs')
        .set({ failed: sql`failed + 1` })
        .where('id', '=', item.runId)
        .execute();
  });
}

/** Keeps the last error of an attempt that will be retried. */
export async function noteAttemptError(db: Kysely<Database>, itemId: number, error: string): Promise<void> {
  await db
    .updateTable('report_run_items')
    .set({ error: error.slice(0, 1000) })
    .where('id', '=', itemId)
    .execute();
}

/**
 * Closes a run whose items are all settled: complete when every item rendered, failed otherwise.
 * Returns the final status when this call closed it (exactly one caller does), else null.
 */
export async function finishRunIfSettled(db: Kysely<Database>, runId: number): Promise<ReportRunStatus | null> {
  const row = await db
    .updateTable('report_runs')
    .set({
      status: sql`case when failed = 0 then 'complete' else 'failed' end`,
      finished_at: new Date(),
    })
    .where('id', '=', runId)
    .where('status', 'in', ['queued', 'running'])
    .where(sql<boolean>`done + failed >= total`)
    .returning('status')
    .executeTakeFirst();
  return (row?.status as ReportRunStatus | undefined) ?? null;
}

/** Cancels a run: unfinished items become cancelled; true when the run was still open. */
export async function cancelRun(db: Kysely<Database>, runId: number, entry?: RunEntry): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const run = await trx
      .updateTable('report_runs')
      .set({ status: 'cancelled', finished_at: new Date() })
      .where('id', '=', runId)
      .where('status', 'in', ['queued', 'running'])
      .returning('id')
      .executeTakeFirst();
    if (!run) return false;
    await trx
      .updateTable('report_run_items')
      .set({ status: 'cancelled', finished_at: new Date() })
      .where('run_id', '=', runId)
      .where('status', 'in', ['queued', 'running'])
      .execute();
    if (entry) await recordActivity(trx, entry.actor, entry.module, entry.describe(runId));
    return true;
  });
}

/** Whether a run is still wanted (not cancelled or deleted); renders poll this to stop early. */
export async function isRunOpen(db: Kysely<Database>, runId: number): Promise<boolean> {
  const row = await db.selectFrom('report_runs').select('status').where('id', '=', runId).executeTakeFirst();
  return row !== undefined && (row.status === 'queued' || row.status === 'running');
}
