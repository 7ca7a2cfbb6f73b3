import { labelOf, labelsOf, LOG_MODULES, REPORT_RUN_STATUSES, type ReportRunStatus } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { jobActor, recordActivity } from '../lib/activity-log';

/** Tells the run's owner (the header's notice popover) that their run finished, and logs it. */
export async function announceRunFinished(db: Kysely<Database>, runId: number, status: ReportRunStatus): Promise<void> {
  const run = await db
    .selectFrom('report_runs as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.title', 'r.done', 'r.failed', 'r.total', 'u.username'])
    .where('r.id', '=', runId)
    .executeTakeFirst();
  if (!run) return;
  const verdict = labelOf(REPORT_RUN_STATUSES, status);
  const content = `${run.title}：共 ${run.total} 份，完成 ${run.done} 份，失败 ${run.failed} 份`;
  await db
    .insertInto('notices')
    .values({ user_id: run.user_id, kind: 'notice', title: `报表任务${verdict}：${run.title}`, content })
    .execute();
  const verdicts = labelsOf(REPORT_RUN_STATUSES, status);
  await recordActivity(db, jobActor(run.user_id, run.username), LOG_MODULES.reportRun, {
    key: 'log.run.finished',
    params: {
      runId,
      verdict: { zh: verdicts.zh, en: verdicts.en.toLowerCase() },
      title: run.title,
      total: run.total,
      done: run.done,
      failed: run.failed,
    },
  });
}

/** Deletes a schedule's old runs (their outputs go with them): beyond the newest N finished, or older than N days. */
export async function applyRetention(db: Kysely<Database>, scheduleId: number): Promise<number> {
  const schedule = await db
    .selectFrom('report_schedules')
    .select(['keep_runs', 'keep_days'])
    .where('id', '=', scheduleId)
    .executeTakeFirst();
  if (!schedule) return 0;
  let removed = 0;
  if (schedule.keep_runs !== null) {
    const keep = await db
      .selectFrom('report_runs')
      .select('id')
      .where('schedule_id', '=', scheduleId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(schedule.keep_runs)
      .execute();
    let stale = db.deleteFrom('report_runs').where('schedule_id', '=', scheduleId).where('status', 'not in', ['queued', 'running']);
    if (keep.length > 0)
      stale = stale.where(
        'id',
        'not in',
        keep.map((r) => r.id),
      );
    removed += Number((await stale.executeTakeFirst()).numDeletedRows);
  }
  if (schedule.keep_days !== null) {
    const before = new Date(Date.now() - schedule.keep_days * 86_400_000);
    const result = await db
      .deleteFrom('report_runs')
      .where('schedule_id', '=', scheduleId)
      .where('status', 'not in', ['queued', 'running'])
      .where('created_at', '<', before)
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}
