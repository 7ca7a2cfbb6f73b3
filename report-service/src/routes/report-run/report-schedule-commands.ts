import { LOG_MODULES, type LogMessage, type TReportScheduleSave } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import { loadCallerByUserId } from '../../auth/load-caller';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { Actor } from '../../lib/activity-log';
import { writeAndLog, type Db } from '../../lib/write-and-log';
import type { ReportJobs } from '../../jobs/report-jobs';
import { checkRunRequest } from './report-run-checks';
import { findScheduleName } from './report-schedule-queries';

const MODULE = LOG_MODULES.reportSchedule;

const columnsOf = (s: TReportScheduleSave) => ({
  name: s.name,
  cron: s.cron,
  timezone: s.timezone,
  request: JSON.stringify(s.request),
  run_as_user_id: s.runAsUserId,
  keep_runs: s.keepRuns ?? null,
  keep_days: s.keepDays ?? null,
  enabled: s.enabled,
});

/** The run-as user must be enabled and allowed what the schedule runs (its reports, body and session). */
async function requireUsableRunAs(db: Kysely<Database>, queue: ScheduleQueue, body: TReportScheduleSave): Promise<void> {
  const caller = await loadCallerByUserId(db, body.runAsUserId);
  if (!caller) throw badRequest('schedule.runAsDisabled');
  await checkRunRequest(db, queue.catalogue, { caller, runAs: caller.staffName }, body.request);
}

async function existingSchedule(db: Kysely<Database>, id: number) {
  const row = await findScheduleName(db, id);
  if (!row) throw notFound('schedule.notFound');
  return row;
}

/** The job queue's side of schedules: its cron entries, and starting a run. */
export type ScheduleQueue = Pick<ReportJobs, 'syncSchedule' | 'runScheduleNow' | 'catalogue'>;

// The queue reads the committed schedule: it is synced after the transaction, so `db` must not be one.

/** Adds a schedule that runs as an enabled user; answers its id. */
export async function addSchedule(db: Db, actor: Actor, queue: ScheduleQueue, body: TReportScheduleSave): Promise<number> {
  const id = await writeAndLog(db, actor, MODULE, async (trx) => {
    await requireUsableRunAs(trx, queue, body);
    const { id } = await trx
      .insertInto('report_schedules')
      .values({ ...columnsOf(body), created_by: actor.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      result: id,
      description: { key: 'log.schedule.added', params: { name: body.name, cron: body.cron, timezone: body.timezone } },
    };
  });
  await queue.syncSchedule(id);
  return id;
}

/** Rewrites a schedule. */
export async function updateSchedule(db: Db, actor: Actor, queue: ScheduleQueue, id: number, body: TReportScheduleSave): Promise<void> {
  await writeAndLog(db, actor, MODULE, async (trx) => {
    await existingSchedule(trx, id);
    await requireUsableRunAs(trx, queue, body);
    await trx
      .updateTable('report_schedules')
      .set({ ...columnsOf(body), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    return {
      result: undefined,
      description: { key: 'log.schedule.updated', params: { name: body.name, cron: body.cron, timezone: body.timezone } },
    };
  });
  await queue.syncSchedule(id);
}

/** Deletes a schedule (its past runs stay). */
export async function deleteSchedule(db: Db, actor: Actor, queue: ScheduleQueue, id: number): Promise<void> {
  await writeAndLog(db, actor, MODULE, async (trx) => {
    const row = await existingSchedule(trx, id);
    await trx.deleteFrom('report_schedules').where('id', '=', id).execute();
    return { result: undefined, description: { key: 'log.schedule.deleted', params: { name: row.name } } };
  });
  await queue.syncSchedule(id);
}

/** Switches a schedule on or off. */
export async function setScheduleEnabled(db: Db, actor: Actor, queue: ScheduleQueue, id: number, enabled: boolean): Promise<void> {
  await writeAndLog(db, actor, MODULE, async (trx) => {
    const row = await existingSchedule(trx, id);
    await trx.updateTable('report_schedules').set({ enabled, updated_at: new Date() }).where('id', '=', id).execute();
    return {
      result: undefined,
      description: { key: enabled ? 'log.schedule.enabled' : 'log.schedule.disabled', params: { name: row.name } },
    };
  });
  await queue.syncSchedule(id);
}

/** Starts a schedule's run at once; answers the run id (the queue logs the entry with the run it writes). */
export async function runScheduleNow(db: Db, actor: Actor, queue: ScheduleQueue, id: number): Promise<number> {
  const row = await existingSchedule(db, id);
  const describe = (runId: number): LogMessage => ({ key: 'log.schedule.ranNow', params: { name: row.name, runId } });
  const runId = await queue.runScheduleNow(id, { actor, module: MODULE, describe });
  if (runId === null) throw badRequest('schedule.runAsDisabled');
  return runId;
}
