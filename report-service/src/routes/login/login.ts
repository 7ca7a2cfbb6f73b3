import { API_PATHS, LoginQuery, PhoneLoginQuery, RefreshQuery, UuidLoginQuery } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { callerOfToken } from '../../auth/load-caller';
import { issueToken, verifyToken } from '../../auth/tokens';
import { unauthorized } from '../../errors';
import { parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { clientOf } from '../../lib/activity-log';
import { AddressFailures } from './address-failures';
import { decryptField } from './credentials';
import { signInWithLink, signInWithPassword, type SignInRules } from './login-commands';
import { findUserSigningIn } from './login-queries';

/** Sign-in by user name, phone and one-time link; token refresh. */
export function loginRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const rules: SignInRules = {
    tokens: tokenSettings(ctx),
    maxFailures: ctx.env.LOGIN_MAX_FAILURES,
    lockMinutes: ctx.env.LOGIN_LOCK_MINUTES,
    addressFailures: new AddressFailures(),
  };

  router.get(API_PATHS.login, async (req, res) => {
    const query = parseQuery(req, LoginQuery);
    const password = decryptField(ctx, query.password);
    const user = await findUserSigningIn(db, { username: query.username });
    const attempt = { user, typed: query.username, password, how: '用户名密码', wrongKey: 'login.wrongCredentials' } as const;
    ok(req, res, await signInWithPassword(db, rules, clientOf(req), attempt), 'login.success');
  });

  router.get(API_PATHS.loginByPhone, async (req, res) => {
    const query = parseQuery(req, PhoneLoginQuery);
    const password = decryptField(ctx, query.password);
    const user = await findUserSigningIn(db, { phone: query.phone });
    const attempt = { user, typed: query.phone, password, how: '手机号', wrongKey: 'login.wrongPhoneCredentials' } as const;
    ok(req, res, await signInWithPassword(db, rules, clientOf(req), attempt), 'login.success');
  });

  router.get(API_PATHS.loginByUuid, async (req, res) => {
    const { uuid } = parseQuery(req, UuidLoginQuery);
    ok(req, res, await signInWithLink(db, rules, clientOf(req), uuid), 'login.success');
  });

  router.get(API_PATHS.refreshToken, async (req, res) => {
    const { token } = parseQuery(req, RefreshQuery);
    const claims = verifyToken(token, ctx.env.JWT_SECRET);
    const caller = claims && (await callerOfToken(ctx, claims));
    if (!caller) throw unauthorized('login.refreshInvalid');
    ok(req, res, await issueToken(db, rules.tokens, caller.userId, clientOf(req)));
  });

  return router;
}

export const tokenSettings = (ctx: AppContext) => ({ secret: ctx.env.JWT_SECRET, ttlSeconds: ctx.env.TOKEN_TTL_SECONDS });
