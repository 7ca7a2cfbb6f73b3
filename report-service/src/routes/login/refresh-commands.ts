import { LOG_MODULES, type TokenAnswer } from '@proposal-desk/shared';
import type { AuthContext } from '../../auth/context';
import { issueToken, revokeSession, type TokenSettings } from '../../auth/tokens';
import { unauthorized } from '../../errors';
import type { Client } from '../../lib/activity-log';
import { type Db, writeAndLog } from '../../lib/write-and-log';

/**
 * Replaces the caller's token with a new one: the session of the token it replaces ends in the same transaction as
 * the new one opens, and the activity log says so. A second refresh of the same token (a replay, or another tab
 * holding a copy that asked at the same moment) finds its session ended and is refused, so a token is replaced once.
 */
export function refreshSession(db: Db, tokens: TokenSettings, caller: AuthContext, client: Client): Promise<TokenAnswer> {
  const actor = { userId: caller.userId, username: caller.username, ...client };
  return writeAndLog(db, actor, LOG_MODULES.login, async (trx) => {
    if (!(await revokeSession(trx, caller.sessionId))) throw unauthorized('login.refreshInvalid');
    const answer = await issueToken(trx, tokens, caller.userId, client);
    return {
      result: answer,
      description: { key: 'log.user.tokenRefreshed', params: { name: caller.staffName, username: caller.username } },
    };
  });
}
