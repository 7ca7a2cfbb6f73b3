import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { routesOf } from '../../http/routes';
import { actorOf } from '../../lib/activity-log';
import { signOutElsewhere } from './session-commands';
import { findMySessions } from './session-queries';

/** The signed-in user's own sessions: the list of the personal centre, and "sign out elsewhere". */
export function sessionsRouter(ctx: AppContext): Router {
  const { db } = ctx;
  return routesOf({
    mySessions: ({ caller }) => findMySessions(db, caller),

    signOutElsewhere: async ({ caller, req }) => ({ ended: await signOutElsewhere(db, actorOf(req), caller) }),
  });
}
