import { API_PATHS } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/respond';
import { callerOf } from '../../middlewares/auth';
import { findCaseHome } from './case-home-queries';

/** `Case/Home`: the home page of the caller's seat, every figure within their data scope. */
export function caseHomeRouter(ctx: AppContext): Router {
  const router = Router();

  router.get(API_PATHS.caseHome, async (req, res) => {
    ok(req, res, await findCaseHome(ctx.db, callerOf(req)));
  });

  return router;
}
