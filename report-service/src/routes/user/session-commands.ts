import { LOG_MODULES } from '@proposal-desk/shared';
import type { AuthContext } from '../../auth/context';
import { revokeUserSessions } from '../../auth/tokens';
import type { Actor } from '../../lib/activity-log';
import { writeAndLog, type Db } from '../../lib/write-and-log';

/** "Sign out elsewhere": ends every other live session of the caller, logged in the same transaction; answers how many. */
export function signOutElsewhere(db: Db, actor: Actor, caller: AuthContext): Promise<number> {
  return writeAndLog(db, actor, LOG_MODULES.logout, async (trx) => {
    const ended = await revokeUserSessions(trx, caller.userId, caller.sessionId);
    return { result: ended, description: { key: 'log.user.signedOutElsewhere', params: { name: caller.staffName, count: ended } } };
  });
}
