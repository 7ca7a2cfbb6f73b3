import { API_PATHS, ReportRunIdQuery, ReportScheduleSave } from '@proposal-desk/shared';
import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../errors';
import { parseBody, parseRouteParams } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf } from '../../lib/activity-log';
import { requireAdmin } from '../../middlewares/auth';
import { addSchedule, deleteSchedule, runScheduleNow, setScheduleEnabled, updateSchedule } from './report-schedule-commands';
import { listSchedules } from './report-schedule-queries';

const StateBody = z.object({ enabled: z.boolean() });

/** Schedules of batch runs (administrators): cron + time zone, what to run, as whom, how long to keep it. */
export function reportScheduleRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const jobs = () => {
    if (!ctx.reportJobs) throw new ApiError(503, 'run.busy');
    return ctx.reportJobs;
  };

  router.get(API_PATHS.reportSchedules, requireAdmin, async (req, res) => {
    ok(req, res, await listSchedules(db));
  });

  router.post(API_PATHS.reportSchedules, requireAdmin, async (req, res) => {
    const body = parseBody(req, ReportScheduleSave);
    ok(req, res, { id: await addSchedule(db, actorOf(req), jobs(), body) }, 'common.added');
  });

  router.put(API_PATHS.reportSchedule, requireAdmin, async (req, res) => {
    const { id } = parseRouteParams(req, ReportRunIdQuery);
    const body = parseBody(req, ReportScheduleSave);
    await updateSchedule(db, actorOf(req), jobs(), id, body);
    ok(req, res, { id }, 'common.saved');
  });

  router.delete(API_PATHS.reportSchedule, requireAdmin, async (req, res) => {
    const { id } = parseRouteParams(req, ReportRunIdQuery);
    await deleteSchedule(db, actorOf(req), jobs(), id);
    ok(req, res, { id }, 'common.deleted');
  });

  router.post(API_PATHS.reportScheduleState, requireAdmin, async (req, res) => {
    const { id } = parseRouteParams(req, ReportRunIdQuery);
    const { enabled } = parseBody(req, StateBody);
    await setScheduleEnabled(db, actorOf(req), jobs(), id, enabled);
    ok(req, res, { id, enabled }, 'common.saved');
  });

  router.post(API_PATHS.reportScheduleRunNow, requireAdmin, async (req, res) => {
    const { id } = parseRouteParams(req, ReportRunIdQuery);
    ok(req, res, { id: await runScheduleNow(db, actorOf(req), jobs(), id) }, 'schedule.started');
  });

  return router;
}
