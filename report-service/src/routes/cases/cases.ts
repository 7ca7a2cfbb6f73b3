import { API_PATHS } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/respond';
import { callerOf } from '../../middlewares/auth';
import { summariseCases } from './case-summary-queries';

/** Case overviews for the signed-in caller, always within their data scope. */
export function caseRouter(ctx: AppContext): Router {
  const router = Router();

  router.get(API_PATHS.caseSummary, async (req, res) => {
    const caller = callerOf(req);
    ok(req, res, await summariseCases(ctx.db, caller.scope, caller.userId));
  });

  return router;
}
