import { LOG_MODULES } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import type { AuthContext } from '../../auth/context';
import { ApiError, badRequest, notFound } from '../../errors';
import { attachmentDisposition } from '../../http/download';
import { routesOf } from '../../http/routes';
import { writeRunZip } from '../../jobs/zip';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { cancelRun, createRun } from './report-run-commands';
import { findRun, listRuns } from './report-run-queries';

/**
 * Batch report runs: create, watch, cancel, download as one ZIP. A user lists their own runs; administrators
 * also every run of a schedule (which runs as another user), and may open any run.
 */
export function reportRunRouter(ctx: AppContext): Router {
  const { db } = ctx;
  const jobs = () => {
    if (!ctx.reportJobs) throw new ApiError(503, 'run.busy');
    return ctx.reportJobs;
  };
  const visibleRun = async (caller: AuthContext, id: number) => {
    const run = await findRun(db, id, caller.isAdmin ? null : caller.userId, (reportId) => jobs().catalogue.titleOf(reportId));
    if (!run) throw notFound();
    return run;
  };

  return routesOf({
    // The run's workbooks are written in the language of whoever starts it.
    reportRunStart: async ({ body, caller, req }) => ({
      id: await createRun(db, actorOf(req), jobs(), caller, { ...body, lang: req.lang }),
    }),

    // Whoever manages schedules (administrators) follows the runs they start with "run now" here too.
    reportRuns: async ({ query, caller }) => {
      const page = await listRuns(db, { ownerId: caller.userId, withScheduled: caller.isAdmin }, query);
      return { ...page, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },

    reportRun: ({ params, caller }) => visibleRun(caller, params.id),

    reportRunCancel: async ({ params, caller, req }) => {
      const run = await visibleRun(caller, params.id);
      await cancelRun(actorOf(req), jobs(), run.id);
      return { id: run.id };
    },

    reportRunZip: async ({ params, caller, req, res }) => {
      const run = await visibleRun(caller, params.id);
      if (run.status === 'queued' || run.status === 'running') throw badRequest('run.notFinished');
      await recordActivity(db, actorOf(req), LOG_MODULES.reportRun, {
        key: 'log.run.downloaded',
        params: { runId: run.id, title: run.title },
      });
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', attachmentDisposition(`${run.title}.zip`, `report-run-${run.id}.zip`));
      res.setHeader('Cache-Control', 'no-store');
      await writeRunZip(db, run.id, res);
      res.end();
    },
  });
}
