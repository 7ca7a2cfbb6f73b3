import { PROFILE_CONFIRM_MODULE } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { checkLogCheckpoints } from '../../db/log-chain/check-checkpoints';
import { type LogChainState, verifyLogChain } from '../../db/log-chain/verify-log-chain';
import { forbidden } from '../../errors';
import { routesOf } from '../../http/routes';
import { actorOf } from '../../lib/activity-log';
import { confirmProfile, writeClientEntry } from './log-commands';
import { findProfileConfirmations, listLogEntries, listLogModules, userWithinLogScope } from './log-queries';
import { logScopeOf } from './log-scope';

/**
 * The spec's `Log` calls: the personal-information confirmation, writing an entry (the caller's own, stored as
 * the client's under any module name it sends), the activity log with the modules of its filter, and
 * (administrators) the state of its hash chain and of the signed daily checkpoints of its head.
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
      // An entry is its writer's own: nobody writes in another user's name, administrators included.
      if (body.User_ID !== undefined && body.User_ID !== caller.userId) throw forbidden('log.ownEntriesOnly');
      const actor = { ...actorOf(req), userId: caller.userId };
      if (body.Module === PROFILE_CONFIRM_MODULE) await confirmProfile(db, actor, caller.staffName);
      else await writeClientEntry(db, actor, body.Module, body.Description);
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

    logCheckpoint: () => checkLogCheckpoints(db, ctx.env.DATA_DIR),
  });
}
