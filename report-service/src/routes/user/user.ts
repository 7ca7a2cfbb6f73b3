import { API_PATHS, PasswordForm, PwdStatusQuery, SetStateQuery, UserIdQuery } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../errors';
import { parseParams, parseQuery } from '../../http/input';
import { parseInput } from '../../lib/parse-input';
import { ok, okWithMessage } from '../../http/respond';
import { actorOf } from '../../lib/activity-log';
import { callerOf, requireAdmin } from '../../middlewares/auth';
import { decryptField } from '../login/credentials';
import { findMemberProfile, memberVisibleTo } from '../members/member-queries';
import { changeOwnPassword, setUserState } from './user-commands';
import { findCurrentUserInfo, findPasswordStatus, findUserProfileLink } from './user-queries';

const ENCRYPTED_PASSWORD_FIELDS = /^(oldpwd|newpwd|confirmnewpwd)$/i;

/** The spec's `User` calls: info, profile by id, own password, state, password status. */
export function userRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.userInfo, async (req, res) => {
    const caller = callerOf(req);
    ok(req, res, await ctx.callers.userInfo(caller, () => findCurrentUserInfo(db, caller)));
  });

  router.get(API_PATHS.userInfoById, async (req, res) => {
    const caller = callerOf(req);
    const { User_ID } = parseQuery(req, UserIdQuery);
    if (User_ID !== caller.userId && caller.level < 3) throw forbidden('auth.outOfScope');
    const user = await findUserProfileLink(db, User_ID);
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
        ENCRYPTED_PASSWORD_FIELDS.test(key) && typeof value === 'string' ? [key, decryptField(ctx, value)] : [key, value],
      ),
    );
    const form = parseInput(PasswordForm, decrypted);
    if (form.uid !== undefined && form.uid !== caller.userId) throw forbidden();
    await changeOwnPassword(db, actorOf(req), {
      userId: caller.userId,
      staffName: caller.staffName,
      oldPwd: form.oldPwd,
      newPwd: form.newPwd,
    });
    ok(req, res, null, 'password.changed');
  });

  router.put(API_PATHS.userSetState, requireAdmin, async (req, res) => {
    const { User_ID, State } = parseParams(req, SetStateQuery);
    await setUserState(db, actorOf(req), User_ID, State);
    ok(req, res, { user_ID: User_ID, state: State }, 'user.stateChanged');
  });

  router.get(API_PATHS.userPwdStatus, async (req, res) => {
    const caller = callerOf(req);
    const { userID } = parseQuery(req, PwdStatusQuery);
    const id = userID ?? caller.userId;
    if (id !== caller.userId && !caller.isAdmin) throw forbidden();
    const user = await findPasswordStatus(db, id);
    if (!user) throw notFound('user.notFound');
    // The original client reads the status from `msg`.
    okWithMessage(res, user.pwd_status, String(user.pwd_status));
  });

  return router;
}
