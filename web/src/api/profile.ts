import {
  API_PATHS,
  PROFILE_CONFIRM_MODULE,
  type LogEntry,
  type MemberProfile,
  type MemberUpdateBody,
  type PasswordForm,
  type PersonalProfileFields,
} from '@proposal-desk/shared';
import type { z } from 'zod';
import { protect } from './auth';
import { apiPath, request } from './request';

/** The editable personal-centre fields, as `UpdateNPC` takes them. */
export type ProfileUpdate = Pick<z.input<typeof MemberUpdateBody>, 'ID' | keyof typeof PersonalProfileFields>;

/** A user's member profile (null when the user has none). */
export const fetchProfile = (userId: number, signal?: AbortSignal) =>
  request<MemberProfile | null>({ url: apiPath(API_PATHS.userInfoById), method: 'GET', params: { User_ID: userId }, signal });

export const updateProfile = (body: ProfileUpdate) => request<null>({ url: apiPath(API_PATHS.npcUpdate), method: 'PUT', data: body });

/** Records that the user confirmed their profile (`staff name + 确认`). */
export const writeProfileConfirmation = (userId: number, staffName: string) =>
  request<null>({
    url: apiPath(API_PATHS.logWrite),
    method: 'POST',
    data: { Module: PROFILE_CONFIRM_MODULE, User_ID: userId, Description: `${staffName}确认` },
  });

/** The password status; the server puts it in `msg` ('0' ok, '1' must change, '2' weak). */
export const fetchPasswordStatus = (userId: number) =>
  request<number>({ url: apiPath(API_PATHS.userPwdStatus), method: 'GET', params: { userID: userId } });

/** The user's profile confirmations (null when there are none). */
export const fetchProfileConfirmations = (userId: number) =>
  request<LogEntry[] | null>({ url: apiPath(API_PATHS.logInfo), method: 'GET', params: { User_ID: userId } });

/** The change-password form with the caller's id. */
export type PasswordChange = z.input<typeof PasswordForm> & { uid: number };

/** Changes the caller's password; every password travels RSA-encrypted. */
export async function changePassword(form: PasswordChange) {
  const [oldPwd, newPwd, confirmNewPwd] = await Promise.all([protect(form.oldPwd), protect(form.newPwd), protect(form.confirmNewPwd)]);
  return request<null>({ url: apiPath(API_PATHS.userResetPwd), method: 'PUT', params: { uid: form.uid, oldPwd, newPwd, confirmNewPwd } });
}
