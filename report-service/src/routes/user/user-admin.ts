import {
  AdminResetBody,
  API_PATHS,
  IdsParams,
  LoginLinkBody,
  LOG_MODULES,
  PASSWORD_STATUS,
  USER_STATES,
  UserListQuery,
  UserSaveBody,
  type MessageKey,
  type Paged,
  type UserRow,
} from '@proposal-desk/shared';
import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../app-context';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/tokens';
import { badRequest, notFound } from '../../errors';
import { parseBody, parseParams, parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { requireAdmin } from '../../middlewares/auth';
import { generateStrongPassword } from './generate-password';
import { createUser, deleteUsers, updateUser } from './user-admin-commands';
import { readNewPassword } from './user-admin-rules';
import { findUserPage, findUserRow } from './user-admin-queries';

/** User settings (admin only): list, add, update, delete, password reset, one-time sign-in link. */
export function userAdminRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  async function answerUser(req: Request, res: Response, userId: number, key: MessageKey, extra: { password?: string } = {}) {
    const user = await findUserRow(db, userId);
    if (!user) throw notFound('user.notFound');
    ok(req, res, { ...user, ...extra }, key);
  }

  async function handleAdd(req: Request, res: Response) {
    const body = parseBody(req, UserSaveBody);
    const { userId, generatedPassword } = await createUser(ctx, req, body);
    // A generated password is shown once, here; it is not stored anywhere readable.
    await answerUser(req, res, userId, 'common.added', generatedPassword === undefined ? {} : { password: generatedPassword });
  }

  async function handleUpdate(req: Request, res: Response) {
    const body = parseBody(req, UserSaveBody);
    if (body.User_ID === undefined) throw badRequest('common.requiredField', { field: 'User_ID' });
    await updateUser(ctx, req, body.User_ID, body);
    await answerUser(req, res, body.User_ID, 'common.saved');
  }

  async function handleDelete(req: Request, res: Response) {
    const { ids } = parseParams(req, IdsParams);
    await deleteUsers(ctx, req, ids);
    ok(req, res, { ids }, 'common.deleted');
  }

  router.get(API_PATHS.userList, requireAdmin, async (req, res) => {
    const filter = parseQuery(req, UserListQuery);
    const page = await findUserPage(db, filter);
    const answer: Paged<UserRow> = { ...page, pageIndex: filter.pageIndex, pageSize: filter.pageSize };
    ok(req, res, answer);
  });

  router.post(API_PATHS.userAdd, requireAdmin, handleAdd);
  router.put(API_PATHS.userUpdate, requireAdmin, handleUpdate);
  router.delete(API_PATHS.userDelete, requireAdmin, handleDelete);
  router.post(API_PATHS.legacyUserEdit, requireAdmin, (req, res) => {
    const hasId = parseParams(req, UserSaveBody.pick({ User_ID: true })).User_ID !== undefined;
    return hasId ? handleUpdate(req, res) : handleAdd(req, res);
  });
  router.post(API_PATHS.legacyUserDelete, requireAdmin, handleDelete);

  router.put(API_PATHS.userAdminReset, requireAdmin, async (req, res) => {
    const body = parseParams(req, AdminResetBody);
    const user = await db.selectFrom('users').select(['id', 'username', 'staff_name']).where('id', '=', body.User_ID).executeTakeFirst();
    if (!user) throw notFound('user.notFound');
    const generated = body.password === undefined ? generateStrongPassword() : undefined;
    const password = generated ?? readNewPassword(ctx, body.password ?? '');
    await db
      .updateTable('users')
      .set({
        password_hash: await hashPassword(password),
        pwd_status: PASSWORD_STATUS.MUST_CHANGE,
        failed_logins: 0,
        locked_until: null,
        updated_at: new Date(),
      })
      .where('id', '=', user.id)
      .execute();
    await revokeUserSessions(db, user.id);
    await recordActivity(db, actorOf(req), LOG_MODULES.user, `重置用户 ${user.staff_name}（${user.username}）的密码`);
    ok(req, res, { user_ID: user.id, ...(generated === undefined ? {} : { password: generated }) }, 'password.reset');
  });

  router.post(API_PATHS.userLoginLink, requireAdmin, async (req, res) => {
    const { User_ID, hours } = parseParams(req, LoginLinkBody);
    const user = await db
      .selectFrom('users')
      .select(['id', 'username', 'staff_name', 'state', 'hr_id'])
      .where('id', '=', User_ID)
      .executeTakeFirst();
    if (!user) throw notFound('user.notFound');
    if (user.state !== USER_STATES.ENABLED) throw badRequest('user.disabledNoLink');
    // The link is for deputies and members, who sign in rarely; staff accounts keep their passwords.
    if (user.hr_id === null) throw badRequest('user.linkNeedsProfile');
    const uuid = randomUUID();
    const expiresAt = new Date(Date.now() + hours * 3600_000);
    await db.updateTable('users').set({ login_uuid: uuid, login_uuid_expires_at: expiresAt }).where('id', '=', user.id).execute();
    await recordActivity(
      db,
      actorOf(req),
      LOG_MODULES.user,
      `为用户 ${user.staff_name}（${user.username}）生成免登录链接，有效期${hours}小时`,
    );
    ok(req, res, { uuid, url: `/#/freeLogin?uuid=${uuid}`, expiresAt: expiresAt.toISOString() }, 'user.loginLinkIssued');
  });

  return router;
}
