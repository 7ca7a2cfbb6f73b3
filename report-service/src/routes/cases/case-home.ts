import { API_PATHS } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/respond';
import { callerOf } from '../../middlewares/auth';
import { readDataVersion } from '../../reports/data-version-queries';
import { findCaseHome } from './case-home-queries';
import { officeBodyHome } from './case-home-office-queries';
import { OfficeHomeCache } from './office-home-cache';

/**
 * `Case/Home`: the home page of the caller's seat, every figure within their data scope. The office's
 * figures (which count every case of a body) are kept per data version for up to a minute.
 */
export function caseHomeRouter(ctx: AppContext): Router {
  const router = Router();
  const office = new OfficeHomeCache();

  router.get(API_PATHS.caseHome, async (req, res) => {
    const { stamp } = await readDataVersion(ctx.db);
    const home = await findCaseHome(ctx.db, callerOf(req), new Date(), (body, scope, now) =>
      office.figures(body, stamp, now, (at) => officeBodyHome(ctx.db, scope, body, at)),
    );
    ok(req, res, home);
  });

  return router;
}
