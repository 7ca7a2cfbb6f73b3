import { checkPasswordStrength, isEmail, ROLE_LEVELS, roleLevel, USER_TYPES, type TUserSaveBody } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { fieldInvalid } from '../../errors';
import { decryptField } from '../login/credentials';
import { countRoles, isLinkKnown, isUserValueTaken, roleCodesOf } from './user-admin-queries';

/** The lower-cased names of the fields a request body carries (to tell "left out" from "cleared"). */
export function sentFieldsOf(body: unknown): Set<string> {
  return new Set(body && typeof body === 'object' ? Object.keys(body).map((key) => key.toLowerCase()) : []);
}

/** Refuses what the shared schema cannot check alone: type, e-mail, taken name or mobile, unknown roles. */
export async function assertUserFieldsValid(db: Kysely<Database>, body: TUserSaveBody, exceptId = 0): Promise<void> {
  const types: readonly number[] = Object.values(USER_TYPES);
  if (body.type !== undefined && !types.includes(body.type)) throw fieldInvalid('type', 'user.typeInvalid');
  if (body.email && !isEmail(body.email)) throw fieldInvalid('email', 'common.emailInvalid');
  if (await isUserValueTaken(db, 'username', body.username, exceptId)) throw fieldInvalid('username', 'register.usernameTaken');
  if (body.mobile && (await isUserValueTaken(db, 'mobile', body.mobile, exceptId))) throw fieldInvalid('mobile', 'register.mobileTaken');
  await assertLinksExist(db, body, exceptId);
  const roleIds = [...new Set(body.roleIds)];
  if ((await countRoles(db, roleIds)) !== roleIds.length) throw fieldInvalid('roleIds', 'user.roleUnknown');
}

/** Refuses unknown department, unit, delegation or member profile, and a profile another account holds. */
async function assertLinksExist(db: Kysely<Database>, body: TUserSaveBody, exceptId: number): Promise<void> {
  const { dept_ID, unit_ID, dlg_ID, hR_ID } = body;
  if (dept_ID !== undefined && !(await isLinkKnown(db, 'departments', dept_ID))) throw fieldInvalid('dept_ID', 'department.notFound');
  if (unit_ID !== undefined && !(await isLinkKnown(db, 'handling_units', unit_ID))) throw fieldInvalid('unit_ID', 'user.unitUnknown');
  if (dlg_ID !== undefined && !(await isLinkKnown(db, 'member_groups', dlg_ID))) throw fieldInvalid('dlg_ID', 'member.groupNotFound');
  if (hR_ID === undefined) return;
  if (!(await isLinkKnown(db, 'member_terms', hR_ID))) throw fieldInvalid('hR_ID', 'user.memberUnknown');
  if (await isUserValueTaken(db, 'hr_id', hR_ID, exceptId)) throw fieldInvalid('hR_ID', 'user.memberLinked');
}

/** What an account's scope is made of: its roles, and the unit or member profile it is tied to. */
export interface UserSeat {
  roleIds: readonly number[];
  unitId: number | null;
  hrId: number | null;
}

/**
 * A handling-unit user sees its unit's cases and a deputy or member their own: an account of such a role
 * without its unit or profile would open a home page of zeros and menus it may not use.
 */
export async function assertSeatLinked(db: Kysely<Database>, seat: UserSeat): Promise<void> {
  const level = roleLevel(await roleCodesOf(db, seat.roleIds));
  if (level === ROLE_LEVELS.UNIT_STAFF && seat.unitId === null) throw fieldInvalid('unit_ID', 'user.unitRequired');
  if (level === ROLE_LEVELS.SUBMITTER && seat.hrId === null) throw fieldInvalid('hR_ID', 'user.memberRequired');
}

/** Decrypts an administrator-set password (RSA as at login) and checks its strength. */
export function readNewPassword(ctx: AppContext, encrypted: string): string {
  const password = decryptField(ctx, encrypted);
  const weakness = checkPasswordStrength(password);
  if (weakness) throw fieldInvalid('password', weakness);
  return password;
}
