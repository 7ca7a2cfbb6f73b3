import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { ApiError, badRequest, unauthorized } from '../../errors';
import type { AppContext } from '../../app-context';
import type { MessageKey } from '@proposal-desk/shared';

// Verified against when the account does not exist, so a wrong user name costs the same time.
const decoyHash = hashPassword('decoy-password-for-timing');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Decrypts an RSA field as jsencrypt sends it; RSA is always on, so plain text is refused. */
export function decryptField(ctx: AppContext, value: string): string {
  const plain = ctx.rsa.decrypt(value);
  if (plain === null) throw badRequest('login.encryptionRequired');
  return plain;
}

/**
 * Checks a password for a user found by name or phone. Failed attempts are slowed (one more second
 * per failure after the second) and lock the account for a while after LOGIN_MAX_FAILURES.
 */
export async function checkCredentials(ctx: AppContext, user: User | undefined, password: string, wrongKey: MessageKey): Promise<User> {
  const { db, env } = ctx;
  if (!user) {
    await verifyPassword(password, await decoyHash);
    throw unauthorized(wrongKey);
  }
  if (user.locked_until && user.locked_until.getTime() > Date.now()) {
    const minutes = Math.ceil((user.locked_until.getTime() - Date.now()) / 60000);
    throw new ApiError(401, 'login.locked', { minutes });
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    await recordFailure(db, user, env.LOGIN_MAX_FAILURES, env.LOGIN_LOCK_MINUTES);
    const failures = user.failed_logins + 1;
    if (failures >= env.LOGIN_MAX_FAILURES) throw new ApiError(401, 'login.locked', { minutes: env.LOGIN_LOCK_MINUTES });
    if (failures > 2) await sleep(Math.min(failures - 2, 5) * 1000);
    throw unauthorized(wrongKey);
  }
  if (user.state !== 1) throw unauthorized('login.disabled');
  return user;
}

async function recordFailure(db: Kysely<Database>, user: User, maxFailures: number, lockMinutes: number): Promise<void> {
  const failures = user.failed_logins + 1;
  const lock = failures >= maxFailures;
  await db
    .updateTable('users')
    .set({
      failed_logins: lock ? 0 : failures,
      locked_until: lock ? new Date(Date.now() + lockMinutes * 60000) : null,
    })
    .where('id', '=', user.id)
    .execute();
}

/** Clears the failure count and stamps the sign-in time. */
export async function recordSuccess(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set({ failed_logins: 0, locked_until: null, last_login_at: new Date() }).where('id', '=', userId).execute();
}
