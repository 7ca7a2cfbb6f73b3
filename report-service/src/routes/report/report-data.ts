import { catalogueEntry } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { routesOf } from '../../http/routes';
import { listReportsFor, loadReportData } from '../../reports/load-report';
import { reportOptionsFor } from '../../reports/report-options';

/** The report catalogue of the caller and one report's data (query = its parameters), always in the caller's scope. */
export function reportDataRouter(ctx: AppContext): Router {
  return routesOf({
    reportList: ({ caller }) => listReportsFor(caller).map(catalogueEntry),
    reportOptions: ({ caller }) => reportOptionsFor(ctx.db, caller),
    reportData: ({ caller, params, query }) => loadReportData(ctx.db, caller, params.id, query),
  });
}
