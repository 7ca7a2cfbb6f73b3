import type { AddedUser, TUserSaveBody, UserRow } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../errors';
import { routesOf, saying } from '../../http/routes';
import { actorOf, type Actor } from '../../lib/activity-log';
import { createUser, deleteUsers, issueLoginLink, resetUserPassword, updateUser } from './user-admin-commands';
import { findUserPage, findUserRow } from './user-admin-queries';
import { readNewPassword, sentFieldsOf } from './user-admin-rules';

/** User settings (admin only): list, add, update, delete, password reset, one-time sign-in link. */
export function userAdminRouter(ctx: AppContext): Router {
  const { db } = ctx;
  const newPasswordOf = (encrypted: string | undefined) => (encrypted === undefined ? undefined : readNewPassword(ctx, encrypted));

  async function userRowOf(userId: number): Promise<UserRow> {
    const user = await findUserRow(db, userId);
    if (!user) throw notFound('user.notFound');
    return user;
  }

  async function add(actor: Actor, body: TUserSaveBody): Promise<AddedUser> {
    const { userId, generatedPassword } = await createUser(db, actor, body, newPasswordOf(body.password));
    // A generated password is shown once, here; it is not stored anywhere readable.
    const user = await userRowOf(userId);
    return generatedPassword === undefined ? user : { ...user, password: generatedPassword };
  }

  async function update(actor: Actor, body: TUserSaveBody, sentBody: unknown): Promise<UserRow> {
    if (body.User_ID === undefined) throw badRequest('common.requiredField', { field: 'User_ID' });
    await updateUser(db, actor, { userId: body.User_ID, body, sent: sentFieldsOf(sentBody), password: newPasswordOf(body.password) });
    return userRowOf(body.User_ID);
  }

  async function remove(actor: Actor, ids: number[]) {
    await deleteUsers(db, actor, ids);
    return { ids };
  }

  return routesOf({
    userList: async ({ query }) => {
      const page = await findUserPage(db, query);
      return { ...page, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },

    userAdd: ({ body, req }) => add(actorOf(req), body),
    userUpdate: ({ body, req }) => update(actorOf(req), body, req.body),
    userDelete: ({ body, req }) => remove(actorOf(req), body.ids),

    // The original client saves both ways through one call: with a `User_ID` it edits, without it creates.
    legacyUserEdit: async ({ body, req }) =>
      body.User_ID === undefined
        ? saying(await add(actorOf(req), body), 'common.added')
        : saying(await update(actorOf(req), body, req.body), 'common.saved'),
    legacyUserDelete: ({ body, req }) => remove(actorOf(req), body.ids),

    userAdminReset: async ({ body, req }) => {
      const { generatedPassword } = await resetUserPassword(db, actorOf(req), body.User_ID, newPasswordOf(body.password));
      return { user_ID: body.User_ID, ...(generatedPassword === undefined ? {} : { password: generatedPassword }) };
    },

    userLoginLink: async ({ body: { User_ID, hours }, req }) => {
      const { uuid, expiresAt } = await issueLoginLink(db, actorOf(req), User_ID, hours);
      return { uuid, url: `/#/freeLogin?uuid=${uuid}`, expiresAt: expiresAt.toISOString() };
    },
  });
}
