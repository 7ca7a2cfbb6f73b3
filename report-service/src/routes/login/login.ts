import {
  API_PATHS,
  LOG_MODULES,
  LoginQuery,
  PhoneLoginQuery,
  RefreshQuery,
  translate,
  UuidLoginQuery,
  type MessageKey,
} from '@proposal-desk/shared';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../app-context';
import { loadCaller } from '../../auth/load-caller';
import { issueToken, verifyToken } from '../../auth/tokens';
import type { User } from '../../db/schema';
import { ApiError, unauthorized } from '../../errors';
import { parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf, clientOf, recordActivity } from '../../lib/activity-log';
import { checkCredentials, decryptField, recordSuccess } from './credentials';

/** Sign-in by user name, phone and one-time link; token refresh. */
export function loginRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  async function signIn(req: Request, res: Response, user: User, how: string, key: MessageKey = 'login.success') {
    await recordSuccess(db, user.id);
    const answer = await issueToken(db, tokenSettings(ctx), user.id, clientOf(req));
    await recordActivity(
      db,
      actorOf(req, { userId: user.id, username: user.username }),
      LOG_MODULES.login,
      `${user.staff_name}（${user.username}）${how}登录`,
    );
    ok(req, res, answer, key);
  }

  /** Runs a sign-in attempt; a refused one is logged under the account it named before the error goes out. */
  async function attempt(req: Request, who: { user: User | undefined; typed: string }, how: string, run: () => Promise<void>) {
    try {
      await run();
    } catch (error) {
      if (error instanceof ApiError) {
        await recordActivity(
          db,
          actorOf(req, { userId: who.user?.id ?? null, username: who.user?.username ?? who.typed.slice(0, 100) }),
          LOG_MODULES.login,
          `${how}登录失败：${translate(error.key, 'zh', error.params)}`,
        );
      }
      throw error;
    }
  }

  router.get(API_PATHS.login, async (req, res) => {
    const query = parseQuery(req, LoginQuery);
    const password = decryptField(ctx, query.password);
    const user = await db.selectFrom('users').selectAll().where('username', '=', query.username).executeTakeFirst();
    await attempt(req, { user, typed: query.username }, '用户名密码', async () =>
      signIn(req, res, await checkCredentials(ctx, user, password, 'login.wrongCredentials'), '用户名密码'),
    );
  });

  router.get(API_PATHS.loginByPhone, async (req, res) => {
    const query = parseQuery(req, PhoneLoginQuery);
    const password = decryptField(ctx, query.password);
    const user = await db.selectFrom('users').selectAll().where('mobile', '=', query.phone).executeTakeFirst();
    await attempt(req, { user, typed: query.phone }, '手机号', async () =>
      signIn(req, res, await checkCredentials(ctx, user, password, 'login.wrongPhoneCredentials'), '手机号'),
    );
  });

  router.get(API_PATHS.loginByUuid, async (req, res) => {
    const { uuid } = parseQuery(req, UuidLoginQuery);
    // The link works once: it is cleared in the same statement that finds it.
    const user = await db
      .updateTable('users')
      .set({ login_uuid: null, login_uuid_expires_at: null })
      .where('login_uuid', '=', uuid)
      .where('login_uuid_expires_at', '>', new Date())
      .returningAll()
      .executeTakeFirst();
    await attempt(req, { user, typed: '' }, '免密链接', async () => {
      if (!user) throw unauthorized('login.uuidInvalid');
      if (user.state !== 1) throw unauthorized('login.disabled');
      await signIn(req, res, user, '免密链接');
    });
  });

  router.get(API_PATHS.refreshToken, async (req, res) => {
    const { token } = parseQuery(req, RefreshQuery);
    const claims = verifyToken(token, ctx.env.JWT_SECRET);
    const caller = claims && (await loadCaller(db, claims));
    if (!caller) throw unauthorized('login.refreshInvalid');
    ok(req, res, await issueToken(db, tokenSettings(ctx), caller.userId, clientOf(req)));
  });

  return router;
}

export const tokenSettings = (ctx: AppContext) => ({ secret: ctx.env.JWT_SECRET, ttlSeconds: ctx.env.TOKEN_TTL_SECONDS });
