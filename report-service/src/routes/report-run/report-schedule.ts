import { API_PATHS, cronProblem, ReportCronPreviewQuery, ReportRunIdQuery, ReportScheduleSave } from '@proposal-desk/shared';
import { type Request, Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError, fieldInvalid } from '../../errors';
import { parseBody, parseQuery, parseRouteParams } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf } from '../../lib/activity-log';
import { requireAdmin } from '../../middlewares/auth';
import { addSchedule, deleteSchedule, runScheduleNow, setScheduleEnabled, updateSchedule } from './report-schedule-commands';
import { listSchedules } from './report-schedule-queries';
import { previewCron } from './cron-preview';

const StateBody = z.object({ enabled: z.boolean() });

/**
 * A schedule's body, with the cron expression's problem said precisely (the field and value at fault, a
 * date that never comes) and the time zone checked the way the queue will read it.
 */
function parseScheduleBody(req: Request) {
  const cron = (req.body as { cron?: unknown } | undefined)?.cron;
  const problem = typeof cron === 'string' ? cronProblem(cron) : null;
  if (problem) throw fieldInvalid('cron', problem.key, problem.params);
  const body = parseBody(req, ReportScheduleSave);
  const preview = previewCron(body.cron, body.timezone);
  if (preview.problem) throw fieldInvalid(preview.problem.key === 'schedule.timezoneInvalid' ? 'timezone' : 'cron', preview.problem.key);
  return body;
}

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

  // The next firings of the expression being typed (the schedule dialog shows them, or why there are none).
  router.get(API_PATHS.reportScheduleCronPreview, requireAdmin, (req, res) => {
    const { cron, timezone } = parseQuery(req, ReportCronPreviewQuery);
    ok(req, res, previewCron(cron, timezone));
  });

  router.post(API_PATHS.reportSchedules, requireAdmin, async (req, res) => {
    const body = parseScheduleBody(req);
    ok(req, res, { id: await addSchedule(db, actorOf(req), jobs(), body) }, 'common.added');
  });

  router.put(API_PATHS.reportSchedule, requireAdmin, async (req, res) => {
    const { id } = parseRouteParams(req, ReportRunIdQuery);
    const body = parseScheduleBody(req);
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
