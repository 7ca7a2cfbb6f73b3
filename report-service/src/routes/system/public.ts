import { API_PATHS, RegisterBody, SocialLoginBody, USER_STATES } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { bearerToken, verifyToken } from '../../auth/tokens';
import { badRequest } from '../../errors';
import { parseBody } from '../../http/input';
import { ok } from '../../http/respond';
import { clientOf } from '../../lib/activity-log';
import { decryptField } from '../login/credentials';
import { registerAccount, signOut } from './public-commands';
import { pingDatabase } from './public-queries';

/** The calls outside /api: public key, social login, logout, register, health. */
export function publicRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.publicKey, (req, res) => {
    ok(req, res, { publicKey: ctx.rsa.publicKeyBase64, mockServer: false });
  });

  router.post(API_PATHS.socialLogin, (req) => {
    parseBody(req, SocialLoginBody);
    throw badRequest('login.socialNotConfigured');
  });

  router.get(API_PATHS.logout, async (req, res) => {
    const token = bearerToken(req.headers.authorization);
    const claims = token ? verifyToken(token, ctx.env.JWT_SECRET) : null;
    if (claims) await signOut(db, clientOf(req), { id: claims.jti, userId: Number(claims.sub) });
    ok(req, res, null, 'logout.success');
  });

  router.post(API_PATHS.register, async (req, res) => {
    const body = parseBody(req, RegisterBody);
    const password = decryptField(ctx, body.password);
    if (password.length < 6) throw badRequest('login.passwordTooShort');
    const user = await registerAccount(db, clientOf(req), body, password);
    ok(req, res, { user_ID: user.id, username: user.username, state: USER_STATES.DISABLED }, 'register.success');
  });

  router.get(API_PATHS.healthz, (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get(API_PATHS.readyz, async (_req, res) => {
    try {
      await pingDatabase(db);
      if (!ctx.ready.migrated) throw new Error('migrations pending');
      res.json({ status: 'ready', database: ctx.dbKind });
    } catch {
      res.status(503).json({ status: 'not ready' });
    }
  });

  return router;
}
