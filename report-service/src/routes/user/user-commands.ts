import { LOG_MODULES, PASSWORD_STATUS, USER_STATES } from '@proposal-desk/shared';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/tokens';
import { badRequest, notFound } from '../../errors';
import type { Actor } from '../../lib/activity-log';
import { writeAndLog, type Db } from '../../lib/write-and-log';
import { assertNotLastAdmin } from './admin-guard';
import { findPasswordHash, findUserLabel } from './user-queries';

/**
 * A user's change of their own password: the old one must match and the new one differ. Every other session
 * of the user ends with it (in the same transaction); the session that changed it goes on.
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  change: { userId: number; sessionId: string; staffName: string; oldPwd: string; newPwd: string },
): Promise<void> {
  const user = await findPasswordHash(db, change.userId);
  if (!(await verifyPassword(change.oldPwd, user.password_hash))) throw badRequest('password.oldWrong');
  if (change.oldPwd === change.newPwd) throw badRequest('password.sameAsOld');
  const passwordHash = await hashPassword(change.newPwd);
  await writeAndLog(db, actor, LOG_MODULES.password, async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, pwd_status: PASSWORD_STATUS.OK, updated_at: new Date() })
      .where('id', '=', change.userId)
      .execute();
    const ended = await revokeUserSessions(trx, change.userId, change.sessionId);
    const elsewhere = ended > 0 ? { zh: `，退出了其他 ${ended} 处登录`, en: `; signed out on ${ended} other devices` } : '';
    return { result: undefined, description: { key: 'log.user.ownPassword', params: { name: change.staffName, elsewhere } } };
  });
}

/**
 * Enables or disables an account (the actor never disables themself, nor the last enabled
 * administrator); a disabled account's sessions end with it.
 */
export function setUserState(db: Db, actor: Actor, userId: number, state: number): Promise<void> {
  return writeAndLog(db, actor, LOG_MODULES.user, async (trx) => {
    const target = await findUserLabel(trx, userId);
    if (!target) throw notFound('user.notFound');
    const disabling = state === USER_STATES.DISABLED;
    if (disabling) {
      if (userId === actor.userId) throw badRequest('user.cannotDisableSelf');
      await assertNotLastAdmin(trx, userId);
    }
    await trx.updateTable('users').set({ state, updated_at: new Date() }).where('id', '=', userId).execute();
    if (disabling) await revokeUserSessions(trx, userId);
    return {
      result: undefined,
      description: {
        key: disabling ? 'log.user.disabled' : 'log.user.enabled',
        params: { name: target.staff_name, username: target.username },
      },
    };
  });
}
