import { API_CALLS, PROFILE_CONFIRM_MODULE, type CallBody, type PasswordForm, type PersonalProfileFields } from '@proposal-desk/shared';
import type { z } from 'zod';
import { protect } from './auth';
import { callApi } from './request';

const { userInfoById, npcUpdate, logWrite, userPwdStatus, logInfo, userResetPwd } = API_CALLS;

/** The editable personal-centre fields, as `UpdateNPC` takes them. */
export type ProfileUpdate = Pick<CallBody<typeof npcUpdate>, 'ID' | keyof typeof PersonalProfileFields>;

/** A user's member profile (null when the user has none). */
export const fetchProfile = (userId: number, signal?: AbortSignal) => callApi(userInfoById, { query: { User_ID: userId } }, signal);

export const updateProfile = (body: ProfileUpdate) => callApi(npcUpdate, { body });

/** Records that the user confirmed their profile (`staff name + 确认`). */
export const writeProfileConfirmation = (userId: number, staffName: string) =>
  callApi(logWrite, { body: { Module: PROFILE_CONFIRM_MODULE, User_ID: userId, Description: `${staffName}确认` } });

/** The password status; the server puts it in `msg` too ('0' ok, '1' must change, '2' weak). */
export const fetchPasswordStatus = (userId: number) => callApi(userPwdStatus, { query: { userID: userId } });

/** The user's profile confirmations (null when there are none). */
export const fetchProfileConfirmations = (userId: number) => callApi(logInfo, { query: { User_ID: userId } });

/** The change-password form with the caller's id. */
export type PasswordChange = z.input<typeof PasswordForm> & { uid: number };

/** Changes the caller's password; every password travels RSA-encrypted. */
export async function changePassword(form: PasswordChange) {
  const [oldPwd, newPwd, confirmNewPwd] = await Promise.all([protect(form.oldPwd), protect(form.newPwd), protect(form.confirmNewPwd)]);
  return callApi(userResetPwd, { body: { uid: form.uid, oldPwd, newPwd, confirmNewPwd } });
}
