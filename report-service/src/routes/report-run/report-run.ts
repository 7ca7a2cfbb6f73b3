import { API_PATHS, LOG_MODULES, ReportRunIdQuery, ReportRunListQuery, ReportRunRequest } from '@proposal-desk/shared';
import { type Request, Router } from 'express';
import type { AppContext } from '../../app-context';
import { ApiError, badRequest, notFound } from '../../errors';
import { attachmentDisposition } from '../../http/download';
import { parseBody, parseQuery, parseRouteParams } from '../../http/input';
import { ok } from '../../http/respond';
import { writeRunZip } from '../../jobs/zip';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { callerOf } from '../../middlewares/auth';
import { cancelRun, createRun } from './report-run-commands';
import { findRun, listRuns } from './report-run-queries';

/**
 * Batch report runs: create, watch, cancel, download as one ZIP. A user lists their own runs; administrators
 * also every run of a schedule (which runs as another user), and may open any run.
 */
export function reportRunRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const jobs = () => {
    if (!ctx.reportJobs) throw new ApiError(503, 'run.busy');
    return ctx.reportJobs;
  };
  const visibleRun = async (req: Request) => {
    const caller = callerOf(req);
    const { id } = parseRouteParams(req, ReportRunIdQuery);
    const run = await findRun(db, id, caller.isAdmin ? null : caller.userId, (reportId) => jobs().catalogue.titleOf(reportId));
    if (!run) throw notFound();
    return run;
  };

  router.post(API_PATHS.reportRuns, async (req, res) => {
    const request = parseBody(req, ReportRunRequest);
    const runId = await createRun(db, actorOf(req), jobs(), callerOf(req), request);
    ok(req, res, { id: runId }, 'run.created');
  });

  router.get(API_PATHS.reportRuns, async (req, res) => {
    const query = parseQuery(req, ReportRunListQuery);
    const caller = callerOf(req);
    // Whoever manages schedules (administrators) follows the runs they start with "run now" here too.
    const page = await listRuns(db, { ownerId: caller.userId, withScheduled: caller.isAdmin }, query);
    ok(req, res, { ...page, pageIndex: query.pageIndex, pageSize: query.pageSize });
  });

  router.get(API_PATHS.reportRun, async (req, res) => {
    ok(req, res, await visibleRun(req));
  });

  router.post(API_PATHS.reportRunCancel, async (req, res) => {
    const run = await visibleRun(req);
    await cancelRun(actorOf(req), jobs(), run.id);
    ok(req, res, { id: run.id }, 'run.cancelled');
  });

  router.get(API_PATHS.reportRunZip, async (req, res) => {
    const run = await visibleRun(req);
    if (run.status === 'queued' || run.status === 'running') throw badRequest('run.notFinished');
    await recordActivity(db, actorOf(req), LOG_MODULES.reportRun, `下载报表任务 #${run.id}：${run.title}`);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', attachmentDisposition(`${run.title}.zip`, `report-run-${run.id}.zip`));
    res.setHeader('Cache-Control', 'no-store');
    await writeRunZip(db, run.id, res);
    res.end();
  });

  return router;
}
