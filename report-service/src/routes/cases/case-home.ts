import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { routesOf } from '../../http/routes';
import { readDataVersion } from '../../reports/data-version-queries';
import { findCaseHome } from './case-home-queries';
import { officeBodyHome } from './case-home-office-queries';
import { OfficeHomeCache } from './office-home-cache';

/**
 * `Case/Home`: the home page of the caller's seat, every figure within their data scope. The office's
 * figures (which count every case of a body) are kept per data version for up to a minute.
 */
export function caseHomeRouter(ctx: AppContext): Router {
  const office = new OfficeHomeCache();

  return routesOf({
    caseHome: async ({ caller, req }) => {
      const { stamp } = await readDataVersion(ctx.db);
      return findCaseHome(ctx.db, caller, req.lang, new Date(), (body, scope, now) =>
        office.figures(body, stamp, now, (at) => officeBodyHome(ctx.db, scope, body, at)),
      );
    },
  });
}
