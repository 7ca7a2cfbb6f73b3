import { USER_STATES } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { bearerToken, verifyToken } from '../../auth/tokens';
import { badRequest } from '../../errors';
import { routesOf } from '../../http/routes';
import { clientOf } from '../../lib/activity-log';
import { decryptField } from '../login/credentials';
import { registerAccount, signOut } from './public-commands';
import { pingDatabase } from './public-queries';

/** The calls outside /api: public key, social login, logout, register, health. */
export function publicRouter(ctx: AppContext): Router {
  const { db } = ctx;

  return routesOf({
    publicKey: () => ({ publicKey: ctx.rsa.publicKeyBase64, mockServer: false }),

    socialLogin: () => {
      throw badRequest('login.socialNotConfigured');
    },

    logout: async ({ req }) => {
      const token = bearerToken(req.headers.authorization);
      const claims = token ? verifyToken(token, ctx.env.JWT_SECRET) : null;
      if (claims) await signOut(db, clientOf(req), { id: claims.jti, userId: Number(claims.sub) });
      return null;
    },

    register: async ({ body, req }) => {
      const password = decryptField(ctx, body.password);
      if (password.length < 6) throw badRequest('login.passwordTooShort');
      const user = await registerAccount(db, clientOf(req), body, password);
      return { user_ID: user.id, username: user.username, state: USER_STATES.DISABLED };
    },

    healthz: ({ res }) => {
      res.json({ status: 'ok' });
    },

    readyz: async ({ req, res }) => {
      try {
        await pingDatabase(db);
        if (!ctx.ready.migrated) throw new Error('migrations pending');
        res.json({ status: 'ready', database: ctx.dbKind });
      } catch (err) {
        req.log?.warn({ err }, 'not ready');
        res.status(503).json({ status: 'not ready' });
      }
    },
  });
}
