import { LOG_MODULES, PASSWORD_STATUS, USER_STATES, type TRegisterBody } from '@proposal-desk/shared';
import { hashPassword } from '../../auth/passwords';
import { revokeSession } from '../../auth/tokens';
import { badRequest } from '../../errors';
import { recordActivity, type Client } from '../../lib/activity-log';
import { inTransaction, type Db } from '../../lib/write-and-log';
import { findAccountLabel, isAccountValueTaken } from './public-queries';

/** Ends one session and logs it under its user (a session of a deleted user ends unlogged). */
export function signOut(db: Db, client: Client, session: { id: string; userId: number }): Promise<void> {
  return inTransaction(db, async (trx) => {
    await revokeSession(trx, session.id);
    const user = await findAccountLabel(trx, session.userId);
    if (user)
      await recordActivity(trx, { userId: user.id, username: user.username, ...client }, LOG_MODULES.logout, {
        key: 'log.user.signedOut',
        params: { name: user.staff_name },
      });
  });
}

/** Registers a disabled account that an administrator enables; `password` is the decrypted one. */
export async function registerAccount(
  db: Db,
  client: Client,
  body: TRegisterBody,
  password: string,
): Promise<{ id: number; username: string }> {
  if (await isAccountValueTaken(db, 'username', body.username)) throw badRequest('register.usernameTaken');
  if (body.Mobile && (await isAccountValueTaken(db, 'mobile', body.Mobile))) throw badRequest('register.mobileTaken');
  const passwordHash = await hashPassword(password);
  const staffName = body.Staff_Name || body.username;
  return inTransaction(db, async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username: body.username,
        password_hash: passwordHash,
        staff_name: staffName,
        mobile: body.Mobile ?? null,
        state: USER_STATES.DISABLED,
        pwd_status: PASSWORD_STATUS.OK,
        dept_id: null,
        unit_id: null,
        hr_id: null,
        type: null,
        dlg_id: null,
        login_uuid: null,
        login_uuid_expires_at: null,
        locked_until: null,
        last_login_at: null,
      })
      .returning(['id', 'username', 'staff_name'])
      .executeTakeFirstOrThrow();
    // The entry is the new account's own.
    const actor = { userId: user.id, username: user.username, ...client };
    await recordActivity(trx, actor, LOG_MODULES.register, { key: 'log.user.registered', params: { name: user.staff_name } });
    return { id: user.id, username: user.username };
  });
}
