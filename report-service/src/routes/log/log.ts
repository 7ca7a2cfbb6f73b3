import { PROFILE_CONFIRM_MODULE, PROFILE_CONFIRM_NOTICE_KEY } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { type LogChainState, verifyLogChain } from '../../db/log-chain/verify-log-chain';
import { forbidden, notFound } from '../../errors';
import { routesOf } from '../../http/routes';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { inTransaction } from '../../lib/write-and-log';
import { clearNoticeOf } from '../../lib/notices';
import { findEntryUser, findProfileConfirmations, listLogEntries, listLogModules, userWithinLogScope } from './log-queries';
import { logScopeOf } from './log-scope';

/**
 * The spec's `Log` calls: the personal-information confirmation, writing an entry (under any module name a
 * client sends), the activity log with the modules of its filter, and (administrators) the state of its hash chain.
 */
export function logRouter(ctx: AppContext): Router {
  const { db } = ctx;
  // Administrators opening the log at once share one walk of the chain.
  let walking: Promise<LogChainState> | null = null;
  const chainState = () => (walking ??= verifyLogChain(db).finally(() => (walking = null)));

  return routesOf({
    logInfo: async ({ query: { User_ID }, caller }) => {
      const userId = User_ID ?? caller.userId;
      // Another user's confirmations are entries of the log: read within the log's own scope.
      if (!(await userWithinLogScope(db, logScopeOf(caller), userId))) throw forbidden('auth.outOfScope');
      const entries = await findProfileConfirmations(db, userId);
      // The front end opens the personal-information dialog when this is empty.
      return entries.length > 0 ? entries : null;
    },

    logWrite: async ({ body, caller, req }) => {
      const userId = body.User_ID ?? caller.userId;
      if (userId !== caller.userId && !caller.isAdmin) throw forbidden();
      const user = await findEntryUser(db, userId);
      if (!user) throw notFound('user.notFound');
      const actor = actorOf(req, { userId: user.id, username: user.username });
      if (body.Module !== PROFILE_CONFIRM_MODULE) {
        // The entry is the whole write: one insert needs no transaction of its own.
        await recordActivity(db, actor, body.Module, body.Description);
        return null;
      }
      // A confirmed profile: the notice asking for it has done its work.
      await inTransaction(db, async (trx) => {
        await clearNoticeOf(trx, user.id, PROFILE_CONFIRM_NOTICE_KEY);
        await recordActivity(trx, actor, body.Module, body.Description);
      });
      return null;
    },

    logList: ({ query, caller, req }) => {
      const scope = logScopeOf(caller);
      // Asking for someone else's entries outside one's scope is refused rather than answered empty.
      if (scope.kind === 'self' && query.User_ID !== undefined && query.User_ID !== caller.userId) throw forbidden('auth.outOfScope');
      // The product's entries in the reader's language; a client's own entries as written.
      return listLogEntries(db, scope, { ...query, userId: query.User_ID }, query, req.lang);
    },

    logModules: ({ caller }) => listLogModules(db, logScopeOf(caller)),

    logChain: () => chainState(),
  });
}
