import { API_PATHS, LOG_MODULES, ReportRunIdQuery, ReportScheduleSave, type TReportScheduleSave } from '@proposal-desk/shared';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../errors';
import { parseBody, parseRouteParams } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { callerOf, requireAdmin } from '../../middlewares/auth';
import { loadCallerByUserId } from '../../auth/load-caller';
import { listSchedules } from './run-views';

const MODULE = LOG_MODULES.reportSchedule;
const StateBody = z.object({ enabled: z.boolean() });

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

async function requireUsableRunAs(db: Kysely<Database>, userId: number): Promise<void> {
  if (!(await loadCallerByUserId(db, userId))) throw badRequest('schedule.runAsDisabled');
}

/** Schedules of batch runs (administrators): cron + time zone, what to run, as whom, how long to keep it. */
export function reportScheduleRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const jobs = () => {
    if (!ctx.reportJobs) throw new ApiError(503, 'run.busy');
    return ctx.reportJobs;
  };
  const existing = async (id: number) => {
    const row = await db.selectFrom('report_schedules').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('schedule.notFound');
    return row;
  };

  router.get(API_PATHS.reportSchedules, requireAdmin, async (req, res) => {
    ok(req, res, await listSchedules(db));
  });

  router.post(API_PATHS.reportSchedules, requireAdmin, async (req, res) => {
    const body = parseBody(req, ReportScheduleSave);
    await requireUsableRunAs(db, body.runAsUserId);
    const { id } = await db
      .insertInto('report_schedules')
      .values({ ...columnsOf(body), created_by: callerOf(req).userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await jobs().syncSchedule(id);
    await recordActivity(db, actorOf(req), MODULE, `新增报表计划「${body.name}」(${body.cron} ${body.timezone})`);
    ok(req, res, { id }, 'common.added');
  });

  router.put(API_PATHS.reportSchedule, requireAdmin, async (req, res) => {
    const { id } = parseRouteParams(req, ReportRunIdQuery);
    await existing(id);
    const body = parseBody(req, ReportScheduleSave);
    await requireUsableRunAs(db, body.runAsUserId);
    await db
      .updateTable('report_schedules')
      .set({ ...columnsOf(body), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await jobs().syncSchedule(id);
    await recordActivity(db, actorOf(req), MODULE, `修改报表计划「${body.name}」(${body.cron} ${body.timezone})`);
    ok(req, res, { id }, 'common.saved');
  });

  router.delete(API_PATHS.reportSchedule, requireAdmin, async (req, res) => {
    const { id } = parseRouteParams(req, ReportRunIdQuery);
    const row = await existing(id);
    await db.deleteFrom('report_schedules').where('id', '=', id).execute();
    await jobs().syncSchedule(id);
    await recordActivity(db, actorOf(req), MODULE, `删除报表计划「${row.name}」`);
    ok(req, res, { id }, 'common.deleted');
  });

  router.post(API_PATHS.reportScheduleState, requireAdmin, async (req, res) => {
    const { id } = parseRouteParams(req, ReportRunIdQuery);
    const row = await existing(id);
    const { enabled } = parseBody(req, StateBody);
    await db.updateTable('report_schedules').set({ enabled, updated_at: new Date() }).where('id', '=', id).execute();
    await jobs().syncSchedule(id);
    await recordActivity(db, actorOf(req), MODULE, `${enabled ? '启用' : '停用'}报表计划「${row.name}」`);
    ok(req, res, { id, enabled }, 'common.saved');
  });

  router.post(API_PATHS.reportScheduleRunNow, requireAdmin, async (req, res) => {
    const { id } = parseRouteParams(req, ReportRunIdQuery);
    const row = await existing(id);
    const runId = await jobs().runScheduleNow(id);
    if (runId === null) throw badRequest('schedule.runAsDisabled');
    await recordActivity(db, actorOf(req), MODULE, `立即运行报表计划「${row.name}」→ 任务 #${runId}`);
    ok(req, res, { id: runId }, 'schedule.started');
  });

  return router;
}
