import { API_PATHS, LogBody, LogInfoQuery, LogListQuery } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../errors';
import { parseBody, parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { callerOf } from '../../middlewares/auth';
import { findEntryUser, findProfileConfirmations, listLogEntries, listLogModules } from './log-queries';
import { logScopeOf } from './log-scope';

/**
 * The spec's `Log` calls: the personal-information confirmation, writing an entry (under any module name a
 * client sends), and the activity log with the modules of its filter.
 */
export function logRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.logInfo, async (req, res) => {
    const caller = callerOf(req);
    const { User_ID } = parseQuery(req, LogInfoQuery);
    const userId = User_ID ?? caller.userId;
    if (userId !== caller.userId && caller.level < 3) throw forbidden('auth.outOfScope');
    const entries = await findProfileConfirmations(db, userId);
    // The front end opens the personal-information dialog when this is empty.
    ok(req, res, entries.length > 0 ? entries : null);
  });

  router.post(API_PATHS.logWrite, async (req, res) => {
    const caller = callerOf(req);
    const body = parseBody(req, LogBody);
    const userId = body.User_ID ?? caller.userId;
    if (userId !== caller.userId && !caller.isAdmin) throw forbidden();
    const user = await findEntryUser(db, userId);
    if (!user) throw notFound('user.notFound');
    // The entry is the whole write: one insert needs no transaction of its own.
    await recordActivity(db, actorOf(req, { userId: user.id, username: user.username }), body.Module, body.Description);
    ok(req, res, null, 'log.written');
  });

  router.get(API_PATHS.logList, async (req, res) => {
    const caller = callerOf(req);
    const query = parseQuery(req, LogListQuery);
    const scope = logScopeOf(caller);
    // Asking for someone else's entries outside one's scope is refused rather than answered empty.
    if (scope.kind === 'self' && query.User_ID !== undefined && query.User_ID !== caller.userId) throw forbidden('auth.outOfScope');
    ok(req, res, await listLogEntries(db, scope, { ...query, userId: query.User_ID }, query));
  });

  router.get(API_PATHS.logModules, async (req, res) => {
    ok(req, res, await listLogModules(db, logScopeOf(callerOf(req))));
  });

  return router;
}
