import {
  AdminResetBody,
  API_PATHS,
  IdsParams,
  LoginLinkBody,
  UserListQuery,
  UserSaveBody,
  type MessageKey,
  type Paged,
  type UserRow,
} from '@proposal-desk/shared';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../errors';
import { parseBody, parseParams, parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf } from '../../lib/activity-log';
import { requireAdmin } from '../../middlewares/auth';
import { createUser, deleteUsers, issueLoginLink, resetUserPassword, updateUser } from './user-admin-commands';
import { findUserPage, findUserRow } from './user-admin-queries';
import { readNewPassword, sentFieldsOf } from './user-admin-rules';

/** User settings (admin only): list, add, update, delete, password reset, one-time sign-in link. */
export function userAdminRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const newPasswordOf = (encrypted: string | undefined) => (encrypted === undefined ? undefined : readNewPassword(ctx, encrypted));

  async function answerUser(req: Request, res: Response, userId: number, key: MessageKey, extra: { password?: string } = {}) {
    const user = await findUserRow(db, userId);
    if (!user) throw notFound('user.notFound');
    ok(req, res, { ...user, ...extra }, key);
  }

  async function handleAdd(req: Request, res: Response) {
    const body = parseBody(req, UserSaveBody);
    const { userId, generatedPassword } = await createUser(db, actorOf(req), body, newPasswordOf(body.password));
    // A generated password is shown once, here; it is not stored anywhere readable.
    await answerUser(req, res, userId, 'common.added', generatedPassword === undefined ? {} : { password: generatedPassword });
  }

  async function handleUpdate(req: Request, res: Response) {
    const body = parseBody(req, UserSaveBody);
    if (body.User_ID === undefined) throw badRequest('common.requiredField', { field: 'User_ID' });
    const change = { userId: body.User_ID, body, sent: sentFieldsOf(req.body), password: newPasswordOf(body.password) };
    await updateUser(db, actorOf(req), change);
    await answerUser(req, res, body.User_ID, 'common.saved');
  }

  async function handleDelete(req: Request, res: Response) {
    const { ids } = parseParams(req, IdsParams);
    await deleteUsers(db, actorOf(req), ids);
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
    const { generatedPassword } = await resetUserPassword(db, actorOf(req), body.User_ID, newPasswordOf(body.password));
    ok(req, res, { user_ID: body.User_ID, ...(generatedPassword === undefined ? {} : { password: generatedPassword }) }, 'password.reset');
  });

  router.post(API_PATHS.userLoginLink, requireAdmin, async (req, res) => {
    const { User_ID, hours } = parseParams(req, LoginLinkBody);
    const { uuid, expiresAt } = await issueLoginLink(db, actorOf(req), User_ID, hours);
    ok(req, res, { uuid, url: `/#/freeLogin?uuid=${uuid}`, expiresAt: expiresAt.toISOString() }, 'user.loginLinkIssued');
  });

  return router;
}
