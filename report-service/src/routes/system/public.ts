import { API_PATHS, LOG_MODULES, RegisterBody, SocialLoginBody, USER_STATES, PASSWORD_STATUS } from '@proposal-desk/shared';
import { Router } from 'express';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { hashPassword } from '../../auth/passwords';
import { bearerToken, revokeSession, verifyToken } from '../../auth/tokens';
import { badRequest } from '../../errors';
import { parseBody } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { decryptField } from '../login/credentials';

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
    if (claims) {
      await revokeSession(db, claims.jti);
      const user = await db
        .selectFrom('users')
        .select(['id', 'username', 'staff_name'])
        .where('id', '=', Number(claims.sub))
        .executeTakeFirst();
      if (user)
        await recordActivity(
          db,
          actorOf(req, { userId: user.id, username: user.username }),
          LOG_MODULES.logout,
          `${user.staff_name}退出登录`,
        );
    }
    ok(req, res, null, 'logout.success');
  });

  router.post(API_PATHS.register, async (req, res) => {
    const body = parseBody(req, RegisterBody);
    const password = decryptField(ctx, body.password);
    if (password.length < 6) throw badRequest('login.passwordTooShort');
    const taken = await db.selectFrom('users').select('id').where('username', '=', body.username).executeTakeFirst();
    if (taken) throw badRequest('register.usernameTaken');
    if (body.Mobile) {
      const mobileTaken = await db.selectFrom('users').select('id').where('mobile', '=', body.Mobile).executeTakeFirst();
      if (mobileTaken) throw badRequest('register.mobileTaken');
    }
    const user = await db
      .insertInto('users')
      .values({
        username: body.username,
        password_hash: await hashPassword(password),
        staff_name: body.Staff_Name || body.username,
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
    await recordActivity(
      db,
      actorOf(req, { userId: user.id, username: user.username }),
      LOG_MODULES.register,
      `${user.staff_name}注册账号，待管理员启用`,
    );
    ok(req, res, { user_ID: user.id, username: user.username, state: USER_STATES.DISABLED }, 'register.success');
  });

  router.get(API_PATHS.healthz, (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get(API_PATHS.readyz, async (_req, res) => {
    try {
      await sql`select 1`.execute(db);
      if (!ctx.ready.migrated) throw new Error('migrations pending');
      res.json({ status: 'ready', database: ctx.dbKind });
    } catch {
      res.status(503).json({ status: 'not ready' });
    }
  });

  return router;
}
