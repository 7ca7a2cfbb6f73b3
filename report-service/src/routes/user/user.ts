import { PasswordForm } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../errors';
import { routesOf, sayingText } from '../../http/routes';
import { actorOf } from '../../lib/activity-log';
import { parseInput } from '../../lib/parse-input';
import { decryptField } from '../login/credentials';
import { findMemberProfile, memberVisibleTo } from '../members/member-queries';
import { changeOwnPassword, setUserState } from './user-commands';
import { findCurrentUserInfo, findPasswordStatus, findUserProfileLink } from './user-queries';

/** The spec's `User` calls: info, profile by id, own password, state, password status. */
export function userRouter(ctx: AppContext): Router {
  const { db } = ctx;

  return routesOf({
    userInfo: ({ caller }) => ctx.callers.userInfo(caller, () => findCurrentUserInfo(db, caller)),

    userInfoById: async ({ query: { User_ID }, caller }) => {
      if (User_ID !== caller.userId && caller.level < 3) throw forbidden('auth.outOfScope');
      const user = await findUserProfileLink(db, User_ID);
      if (!user) throw notFound('user.notFound');
      if (user.hr_id === null) return null;
      const profile = await findMemberProfile(db, user.hr_id, memberVisibleTo(caller));
      if (!profile) throw forbidden('auth.outOfScope');
      return profile;
    },

    userResetPwd: async ({ body, caller, req }) => {
      // The passwords travel encrypted: the form's rules apply to them once decrypted.
      const form = parseInput(PasswordForm, {
        uid: body.uid,
        oldPwd: decryptField(ctx, body.oldPwd),
        newPwd: decryptField(ctx, body.newPwd),
        confirmNewPwd: decryptField(ctx, body.confirmNewPwd),
      });
      if (form.uid !== undefined && form.uid !== caller.userId) throw forbidden();
      await changeOwnPassword(db, actorOf(req), {
        userId: caller.userId,
        sessionId: caller.sessionId,
        staffName: caller.staffName,
        oldPwd: form.oldPwd,
        newPwd: form.newPwd,
      });
      return null;
    },

    userSetState: async ({ body: { User_ID, State }, req }) => {
      await setUserState(db, actorOf(req), User_ID, State);
      return { user_ID: User_ID, state: State };
    },

    userPwdStatus: async ({ query: { userID }, caller }) => {
      const id = userID ?? caller.userId;
      if (id !== caller.userId && !caller.isAdmin) throw forbidden();
      const user = await findPasswordStatus(db, id);
      if (!user) throw notFound('user.notFound');
      // The original client reads the status from `msg`.
      return sayingText(user.pwd_status, String(user.pwd_status));
    },
  });
}
