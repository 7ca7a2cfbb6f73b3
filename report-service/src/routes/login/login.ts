import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { callerOfToken } from '../../auth/load-caller';
import { verifyToken } from '../../auth/tokens';
import { unauthorized } from '../../errors';
import { routesOf } from '../../http/routes';
import { clientOf } from '../../lib/activity-log';
import { RateLimitTable } from '../../rate-limits/rate-limit-table';
import { AddressFailures } from './address-failures';
import { decryptField } from './credentials';
import { signInWithLink, signInWithPassword, type SignInRules } from './login-commands';
import { findUserSigningIn } from './login-queries';
import { refreshSession } from './refresh-commands';
import { UnknownAccountFailures } from './unknown-account-failures';

/** Sign-in by user name, phone and one-time link; token refresh. */
export function loginRouter(ctx: AppContext): Router {
  const { db } = ctx;
  // The sign-in limits are kept in the database: every instance counts the same failures.
  const limits = new RateLimitTable(db);
  const rules: SignInRules = {
    tokens: tokenSettings(ctx),
    maxFailures: ctx.env.LOGIN_MAX_FAILURES,
    lockMinutes: ctx.env.LOGIN_LOCK_MINUTES,
    addressFailures: new AddressFailures(limits),
    unknownNames: new UnknownAccountFailures(limits),
  };

  return routesOf({
    login: async ({ query, req }) => {
      const password = decryptField(ctx, query.password);
      const user = await findUserSigningIn(db, { username: query.username });
      const attempt = { user, typed: query.username, password, how: 'password', wrongKey: 'login.wrongCredentials' } as const;
      return signInWithPassword(db, rules, clientOf(req), attempt);
    },

    loginByPhone: async ({ query, req }) => {
      const password = decryptField(ctx, query.password);
      const user = await findUserSigningIn(db, { phone: query.phone });
      const attempt = { user, typed: query.phone, password, how: 'phone', wrongKey: 'login.wrongPhoneCredentials' } as const;
      return signInWithPassword(db, rules, clientOf(req), attempt);
    },

    loginByUuid: ({ query, req }) => signInWithLink(db, rules, clientOf(req), query.uuid),

    refreshToken: async ({ query, req }) => {
      const claims = verifyToken(query.token, ctx.env.JWT_SECRET);
      const caller = claims && (await callerOfToken(ctx, claims));
      if (!caller) throw unauthorized('login.refreshInvalid');
      return refreshSession(db, rules.tokens, caller, clientOf(req));
    },
  });
}

export const tokenSettings = (ctx: AppContext) => ({ secret: ctx.env.JWT_SECRET, ttlSeconds: ctx.env.TOKEN_TTL_SECONDS });
