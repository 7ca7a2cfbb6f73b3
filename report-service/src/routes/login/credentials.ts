import type { MessageKey } from '@proposal-desk/shared';
import type { AppContext } from '../../app-context';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { User } from '../../db/schema';
import { ApiError, badRequest, unauthorized } from '../../errors';

// Verified against when the account does not exist, so a wrong user name costs the same time.
const decoyHash = hashPassword('decoy-password-for-timing');

/** Decrypts an RSA field as jsencrypt sends it; RSA is always on, so plain text is refused. */
export function decryptField(ctx: AppContext, value: string): string {
  const plain = ctx.rsa.decrypt(value);
  if (plain === null) throw badRequest('login.encryptionRequired');
  return plain;
}

export interface LockRules {
  maxFailures: number;
  lockMinutes: number;
}

/** A wrong password's mark on the account: the new failure count and lock, and how long to slow the answer. */
export interface FailedPassword {
  failedLogins: number;
  lockedUntil: Date | null;
  delayMs: number;
}

/** The verdict on a password: the user, or why not (and, for a wrong password, what it counts). */
export type CredentialCheck = { user: User } | { refusal: ApiError; failed?: FailedPassword };

function wrongPassword(user: User, wrongKey: MessageKey, rules: LockRules): { refusal: ApiError; failed: FailedPassword } {
  const failures = user.failed_logins + 1;
  if (failures >= rules.maxFailures) {
    const lockedUntil = new Date(Date.now() + rules.lockMinutes * 60000);
    return {
      refusal: new ApiError(401, 'login.locked', { minutes: rules.lockMinutes }),
      failed: { failedLogins: 0, lockedUntil, delayMs: 0 },
    };
  }
  // One more second per failure after the second: guessing gets slow.
  const delayMs = failures > 2 ? Math.min(failures - 2, 5) * 1000 : 0;
  return { refusal: unauthorized(wrongKey), failed: { failedLogins: failures, lockedUntil: null, delayMs } };
}

/**
 * Checks a password for a user found by name or phone, writing nothing. Failed attempts are slowed
 * and lock the account for a while after `maxFailures`.
 */
export async function checkCredentials(
  user: User | undefined,
  password: string,
  wrongKey: MessageKey,
  rules: LockRules,
): Promise<CredentialCheck> {
  if (!user) {
    await verifyPassword(password, await decoyHash);
    return { refusal: unauthorized(wrongKey) };
  }
  if (user.locked_until && user.locked_until.getTime() > Date.now()) {
    const minutes = Math.ceil((user.locked_until.getTime() - Date.now()) / 60000);
    return { refusal: new ApiError(401, 'login.locked', { minutes }) };
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    return wrongPassword(user, wrongKey, rules);
  }
  if (user.state !== 1) return { refusal: unauthorized('login.disabled') };
  return { user };
}
