import { API_PATHS, CaseSearchQuery } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { callerOf } from '../../middlewares/auth';
import { searchCases } from './case-search-queries';
import { summariseCases } from './case-summary-queries';

/** Case overviews for the signed-in caller, always within their data scope. */
export function caseRouter(ctx: AppContext): Router {
  const router = Router();

  router.get(API_PATHS.caseSummary, async (req, res) => {
    const caller = callerOf(req);
    ok(req, res, await summariseCases(ctx.db, caller.scope, caller.userId));
  });

  router.get(API_PATHS.caseSearch, async (req, res) => {
    const query = parseQuery(req, CaseSearchQuery);
    ok(req, res, await searchCases(ctx.db, callerOf(req).scope, query));
  });

  return router;
}
