import { API_PATHS, catalogueEntry } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/respond';
import { callerOf } from '../../middlewares/auth';
import { listReportsFor, loadReportData } from '../../reports/load-report';
import { reportOptionsFor } from '../../reports/report-options';

/** The report catalogue of the caller and one report's data (query = its parameters), always in the caller's scope. */
export function reportDataRouter(ctx: AppContext): Router {
  const router = Router();

  router.get(API_PATHS.reportList, (req, res) => {
    ok(req, res, listReportsFor(callerOf(req)).map(catalogueEntry));
  });

  router.get(API_PATHS.reportOptions, async (req, res) => {
    ok(req, res, await reportOptionsFor(ctx.db, callerOf(req)));
  });

  router.get(API_PATHS.reportData, async (req, res) => {
    const id = String(req.params.id ?? '');
    ok(req, res, await loadReportData(ctx.db, callerOf(req), id, req.query));
  });

  return router;
}
