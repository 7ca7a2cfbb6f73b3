import { cronProblem, type Language, type TReportScheduleSave } from '@proposal-desk/shared';
import type { RequestHandler, Router } from 'express';
import type { AppContext } from '../../app-context';
import { ApiError, fieldInvalid } from '../../errors';
import { routesOf } from '../../http/routes';
import { actorOf } from '../../lib/activity-log';
import { addSchedule, deleteSchedule, runScheduleNow, setScheduleEnabled, updateSchedule } from './report-schedule-commands';
import { listSchedules } from './report-schedule-queries';
import { previewCron } from './cron-preview';

/**
 * Before the body is parsed: the cron expression's problem said precisely (the field and value at fault),
 * which the schema's own check can only call invalid.
 */
const cronSaidPrecisely: RequestHandler = (req, _res, next) => {
  const cron = (req.body as { cron?: unknown } | undefined)?.cron;
  const problem = typeof cron === 'string' ? cronProblem(cron) : null;
  if (problem) throw fieldInvalid('cron', problem.key, problem.params);
  next();
};

/** A parsed schedule's expression checked the way the queue will read it: a date that never comes, the time zone. */
function checkFiring(body: TReportScheduleSave): TReportScheduleSave {
  const preview = previewCron(body.cron, body.timezone);
  if (preview.problem) throw fieldInvalid(preview.problem.key === 'schedule.timezoneInvalid' ? 'timezone' : 'cron', preview.problem.key);
  return body;
}

/** A schedule's runs write their workbooks in the language of whoever last saved it. */
const inLanguageOf = (lang: Language, body: TReportScheduleSave): TReportScheduleSave => ({ ...body, request: { ...body.request, lang } });

/** Schedules of batch runs (administrators): cron + time zone, what to run, as whom, how long to keep it. */
export function reportScheduleRouter(ctx: AppContext): Router {
  const { db } = ctx;
  const jobs = () => {
    if (!ctx.reportJobs) throw new ApiError(503, 'run.busy');
    return ctx.reportJobs;
  };

  return routesOf({
    reportSchedules: () => listSchedules(db),

    // The next firings of the expression being typed (the schedule dialog shows them, or why there are none).
    reportScheduleCronPreview: ({ query }) => previewCron(query.cron, query.timezone),

    reportScheduleAdd: {
      use: [cronSaidPrecisely],
      handle: async ({ body, req }) => ({ id: await addSchedule(db, actorOf(req), jobs(), checkFiring(inLanguageOf(req.lang, body))) }),
    },

    reportSchedule: {
      use: [cronSaidPrecisely],
      handle: async ({ params: { id }, body, req }) => {
        await updateSchedule(db, actorOf(req), jobs(), id, checkFiring(inLanguageOf(req.lang, body)));
        return { id };
      },
    },

    reportScheduleDelete: async ({ params: { id }, req }) => {
      await deleteSchedule(db, actorOf(req), jobs(), id);
      return { id };
    },

    reportScheduleState: async ({ params: { id }, body: { enabled }, req }) => {
      await setScheduleEnabled(db, actorOf(req), jobs(), id, enabled);
      return { id, enabled };
    },

    reportScheduleRunNow: async ({ params: { id }, req }) => ({ id: await runScheduleNow(db, actorOf(req), jobs(), id) }),
  });
}
