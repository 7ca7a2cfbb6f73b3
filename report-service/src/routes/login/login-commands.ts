import { LOG_MODULES, translate, type MessageKey, type TokenAnswer } from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import { issueToken, type TokenSettings } from '../../auth/tokens';
import type { Database, User } from '../../db/schema';
import { type ApiError, unauthorized } from '../../errors';
import { recordActivity, type Actor, type Client } from '../../lib/activity-log';
import { inTransaction, writeAndLog, type Db } from '../../lib/write-and-log';
import type { AddressFailures } from './address-failures';
import { checkCredentials, type FailedPassword, type LockRules } from './credentials';

export interface SignInRules extends LockRules {
  tokens: TokenSettings;
  /** The failed sign-ins of each client address (against password spraying), shared by the instances. */
  addressFailures: AddressFailures;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How a user signs in, as the log says it. */
const SIGN_IN_WAYS = {
  password: { zh: '用户名密码', en: 'with a password' },
  phone: { zh: '手机号', en: 'with a phone number' },
  link: { zh: '免密链接', en: 'with a sign-in link' },
} as const;
export type SignInWay = keyof typeof SIGN_IN_WAYS;
const actorFor = (client: Client, user: { id: number; username: string } | undefined, typed: string): Actor => ({
  userId: user?.id ?? null,
  username: user?.username ?? typed.slice(0, 100),
  ...client,
});

/** Signs a user in: clears the failure count, opens a session and logs it, together. */
function signIn(db: Db, rules: SignInRules, client: Client, user: User, how: SignInWay): Promise<TokenAnswer> {
  return writeAndLog(db, actorFor(client, user, ''), LOG_MODULES.login, async (trx) => {
    await trx
      .updateTable('users')
      .set({ failed_logins: 0, locked_until: null, last_login_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    const answer = await issueToken(trx, rules.tokens, user.id, client);
    return {
      result: answer,
      description: { key: 'log.user.signedIn', params: { name: user.staff_name, username: user.username, how: SIGN_IN_WAYS[how] } },
    };
  });
}

/** Logs a refused sign-in under the account it named; a wrong password's count and lock are written with it. */
async function logRefusal(
  trx: Transaction<Database>,
  actor: Actor,
  how: SignInWay,
  refusal: ApiError,
  failed?: { userId: number } & FailedPassword,
): Promise<void> {
  if (failed)
    await trx
      .updateTable('users')
      .set({ failed_logins: failed.failedLogins, locked_until: failed.lockedUntil })
      .where('id', '=', failed.userId)
      .execute();
  const reason = { zh: translate(refusal.key, 'zh', refusal.params), en: translate(refusal.key, 'en', refusal.params) };
  await recordActivity(trx, actor, LOG_MODULES.login, { key: 'log.user.signInFailed', params: { how: SIGN_IN_WAYS[how], reason } });
}

export interface PasswordAttempt {
  /** The account the typed name or phone found, if any. */
  user: User | undefined;
  /** What was typed to name the account (logged when no account matches). */
  typed: string;
  password: string;
  /** How the user signs in, for the log. */
  how: SignInWay;
  wrongKey: MessageKey;
}

/**
 * Signs in with a password, or logs the refusal (counting a wrong password against the account, and any
 * refusal against the client's address) and throws it.
 */
export async function signInWithPassword(db: Db, rules: SignInRules, client: Client, attempt: PasswordAttempt): Promise<TokenAnswer> {
  const actor = actorFor(client, attempt.user, attempt.typed);
  // An address that failed under too many accounts is refused before any password is checked.
  const addressRefusal = await rules.addressFailures.refusalFor(client.ip);
  if (addressRefusal) {
    await inTransaction(db, (trx) => logRefusal(trx, actor, attempt.how, addressRefusal));
    throw addressRefusal;
  }
  const check = await checkCredentials(attempt.user, attempt.password, attempt.wrongKey, rules, attempt.typed);
  if ('user' in check) return signIn(db, rules, client, check.user, attempt.how);
  await rules.addressFailures.recordFailure(client.ip, attempt.typed);
  const { refusal, failed } = check;
  const counted = failed && attempt.user ? { userId: attempt.user.id, ...failed } : undefined;
  await inTransaction(db, (trx) => logRefusal(trx, actor, attempt.how, refusal, counted));
  if (failed?.delayMs) await sleep(failed.delayMs);
  throw refusal;
}

/** Signs in with a one-time link, which is used up whatever the outcome; a refusal is logged and thrown. */
export async function signInWithLink(db: Db, rules: SignInRules, client: Client, uuid: string): Promise<TokenAnswer> {
  const how = 'link';
  const outcome = await inTransaction(db, async (trx) => {
    // The link works once: it is cleared in the same statement that finds it.
    const user = await trx
      .updateTable('users')
      .set({ login_uuid: null, login_uuid_expires_at: null })
      .where('login_uuid', '=', uuid)
      .where('login_uuid_expires_at', '>', new Date())
      .returningAll()
      .executeTakeFirst();
    if (!user || user.state !== 1) {
      const refusal = unauthorized(user ? 'login.disabled' : 'login.uuidInvalid');
      await logRefusal(trx, actorFor(client, user, ''), how, refusal);
      return { refusal };
    }
    return { answer: await signIn(trx, rules, client, user, how) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.answer;
}
