import {
  API_PATHS,
  LOG_MODULES,
  PASSWORD_STATUS,
  PasswordForm,
  PwdStatusQuery,
  SetStateQuery,
  USER_STATES,
  UserIdQuery,
} from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/tokens';
import { badRequest, forbidden, notFound } from '../../errors';
import { parseInput, parseParams, parseQuery } from '../../http/input';
import { ok, okWithMessage } from '../../http/respond';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { callerOf, requireAdmin } from '../../middlewares/auth';
import { decryptField } from '../login/credentials';
import { findMemberProfile, memberVisibleTo } from '../members/member-queries';
import { assertNotLastAdmin } from './admin-guard';
import { findCurrentUserInfo } from './user-info';

/** The spec's `User` calls: info, profile by id, own password, state, password status. */
export function userRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.userInfo, async (req, res) => {
    ok(req, res, await findCurrentUserInfo(db, callerOf(req)));
  });

  router.get(API_PATHS.userInfoById, async (req, res) => {
    const caller = callerOf(req);
    const { User_ID } = parseQuery(req, UserIdQuery);
    if (User_ID !== caller.userId && caller.level < 3) throw forbidden('auth.outOfScope');
    const user = await db.selectFrom('users').select(['hr_id']).where('id', '=', User_ID).executeTakeFirst();
    if (!user) throw notFound('user.notFound');
    if (user.hr_id === null) return ok(req, res, null);
    const profile = await findMemberProfile(db, user.hr_id, memberVisibleTo(caller));
    if (!profile) throw forbidden('auth.outOfScope');
    ok(req, res, profile);
  });

  router.put(API_PATHS.userResetPwd, async (req, res) => {
    const caller = callerOf(req);
    const fields = { ...req.body, ...req.query } as Record<string, unknown>;
    const decrypted = Object.fromEntries(
      Object.entries(fields).map(([key, value]) =>
        /^(oldpwd|newpwd|confirmnewpwd)$/i.test(key) && typeof value === 'string' ? [key, decryptField(ctx, value)] : [key, value],
      ),
    );
    const form = parseInput(PasswordForm, decrypted);
    if (form.uid !== undefined && form.uid !== caller.userId) throw forbidden();
    const user = await db.selectFrom('users').select(['id', 'password_hash']).where('id', '=', caller.userId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(form.oldPwd, user.password_hash))) throw badRequest('password.oldWrong');
    if (form.oldPwd === form.newPwd) throw badRequest('password.sameAsOld');
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(form.newPwd), pwd_status: PASSWORD_STATUS.OK, updated_at: new Date() })
      .where('id', '=', caller.userId)
      .execute();
    await recordActivity(db, actorOf(req), LOG_MODULES.password, `${caller.staffName}修改了自己的密码`);
    ok(req, res, null, 'password.changed');
  });

  router.put(API_PATHS.userSetState, requireAdmin, async (req, res) => {
    const caller = callerOf(req);
    const { User_ID, State } = parseParams(req, SetStateQuery);
    const target = await db.selectFrom('users').select(['id', 'username', 'staff_name']).where('id', '=', User_ID).executeTakeFirst();
    if (!target) throw notFound('user.notFound');
    if (State === USER_STATES.DISABLED) {
      if (User_ID === caller.userId) throw badRequest('user.cannotDisableSelf');
      await assertNotLastAdmin(db, User_ID);
    }
    await db.updateTable('users').set({ state: State, updated_at: new Date() }).where('id', '=', User_ID).execute();
    if (State === USER_STATES.DISABLED) await revokeUserSessions(db, User_ID);
    const action = State === USER_STATES.DISABLED ? '停用' : '启用';
    await recordActivity(db, actorOf(req), LOG_MODULES.user, `${action}用户 ${target.staff_name}（${target.username}）`);
    ok(req, res, { user_ID: User_ID, state: State }, 'user.stateChanged');
  });

  router.get(API_PATHS.userPwdStatus, async (req, res) => {
    const caller = callerOf(req);
    const { userID } = parseQuery(req, PwdStatusQuery);
    const id = userID ?? caller.userId;
    if (id !== caller.userId && !caller.isAdmin) throw forbidden();
    const user = await db.selectFrom('users').select('pwd_status').where('id', '=', id).executeTakeFirst();
    if (!user) throw notFound('user.notFound');
    // The original client reads the status from `msg`.
    okWithMessage(res, user.pwd_status, String(user.pwd_status));
  });

  return router;
}
