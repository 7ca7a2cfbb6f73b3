import type { MessageKey } from '@proposal-desk/shared';
import type { AppContext } from '../../app-context';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { User } from '../../db/schema';
import { ApiError, badRequest, unauthorized } from '../../errors';
import type { FailureMark, UnknownAccountFailures } from './unknown-account-failures';

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
  /** The failed sign-ins under names of no account, shared by the instances. */
  unknownNames: UnknownAccountFailures;
}

/** A wrong password's mark on the account: the new failure count and lock, and how long to slow the answer. */
export interface FailedPassword {
  failedLogins: number;
  lockedUntil: Date | null;
  delayMs: number;
}

/** The verdict on a password: the user, or why not (and, for a wrong password, what it counts). */
export type CredentialCheck = { user: User } | { refusal: ApiError; failed?: FailedPassword };

const REMAINING_KEYS: Partial<Record<MessageKey, MessageKey>> = {
  'login.wrongCredentials': 'login.wrongCredentialsRemaining',
  'login.wrongPhoneCredentials': 'login.wrongPhoneCredentialsRemaining',
};

function lockedRefusal(lockedUntil: Date): ApiError {
  return new ApiError(401, 'login.locked', { minutes: Math.ceil((lockedUntil.getTime() - Date.now()) / 60000) });
}

function wrongPassword(mark: FailureMark, wrongKey: MessageKey, rules: LockRules): { refusal: ApiError; failed: FailedPassword } {
  const failures = mark.failedLogins + 1;
  if (failures >= rules.maxFailures) {
    const lockedUntil = new Date(Date.now() + rules.lockMinutes * 60000);
    return {
      refusal: new ApiError(401, 'login.locked', { minutes: rules.lockMinutes }),
      failed: { failedLogins: 0, lockedUntil, delayMs: 0 },
    };
  }
  // One more second per failure after the second: guessing gets slow.
  const delayMs = failures > 2 ? Math.min(failures - 2, 5) * 1000 : 0;
  // The user is warned how many tries are left before the lock.
  const remaining = { remaining: rules.maxFailures - failures, minutes: rules.lockMinutes };
  const refusal = new ApiError(401, REMAINING_KEYS[wrongKey] ?? wrongKey, remaining);
  return { refusal, failed: { failedLogins: failures, lockedUntil: null, delayMs } };
}

/**
 * Checks a password for a user found by name or phone (`typed`), writing nothing to the account (the caller does).
 * Failed attempts are slowed and lock the account for a while after `maxFailures`; a name that
 * matches no account counts its failures in the shared limits table and is answered the same way.
 */
export async function checkCredentials(
  user: User | undefined,
  password: string,
  wrongKey: MessageKey,
  rules: LockRules,
  typed: string,
): Promise<CredentialCheck> {
  if (!user) {
    await verifyPassword(password, await decoyHash);
    const mark = await rules.unknownNames.markOf(typed);
    if (mark.lockedUntil) return { refusal: lockedRefusal(mark.lockedUntil) };
    const { refusal, failed } = wrongPassword(mark, wrongKey, rules);
    await rules.unknownNames.mark(typed, failed);
    return { refusal, failed };
  }
  if (user.locked_until && user.locked_until.getTime() > Date.now()) return { refusal: lockedRefusal(user.locked_until) };
  if (!(await verifyPassword(password, user.password_hash))) {
    return wrongPassword({ failedLogins: user.failed_logins, lockedUntil: null }, wrongKey, rules);
  }
  if (user.state !== 1) return { refusal: unauthorized('login.disabled') };
  return { user };
}
