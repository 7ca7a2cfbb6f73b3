import { ADMIN_ROLE, checkPasswordStrength, isEmail, USER_TYPES, type TUserSaveBody } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { decryptField } from '../login/credentials';

/** The lower-cased names of the fields a request body carries (to tell "left out" from "cleared"). */
export function sentFieldsOf(body: unknown): Set<string> {
  return new Set(body && typeof body === 'object' ? Object.keys(body).map((key) => key.toLowerCase()) : []);
}

/** Refuses what the shared schema cannot check alone: type, e-mail, taken name or mobile, unknown roles. */
export async function assertUserFieldsValid(db: Kysely<Database>, body: TUserSaveBody, exceptId = 0): Promise<void> {
  const types: readonly number[] = Object.values(USER_TYPES);
  if (body.type !== undefined && !types.includes(body.type)) throw badRequest('user.typeInvalid');
  if (body.email && !isEmail(body.email)) throw badRequest('common.emailInvalid');
  const named = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', body.username)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  if (named) throw badRequest('register.usernameTaken');
  if (body.mobile) {
    const phoned = await db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', body.mobile)
      .where('id', '<>', exceptId)
      .executeTakeFirst();
    if (phoned) throw badRequest('register.mobileTaken');
  }
  await assertLinksExist(db, body, exceptId);
  const roleIds = [...new Set(body.roleIds)];
  if (roleIds.length > 0) {
    const found = await db.selectFrom('roles').select('id').where('id', 'in', roleIds).execute();
    if (found.length !== roleIds.length) throw badRequest('user.roleUnknown');
  }
}

/** Refuses unknown department, unit, delegation or member profile, and a profile another account holds. */
async function assertLinksExist(db: Kysely<Database>, body: TUserSaveBody, exceptId: number): Promise<void> {
  const { dept_ID, unit_ID, dlg_ID, hR_ID } = body;
  if (dept_ID !== undefined && !(await db.selectFrom('departments').select('id').where('id', '=', dept_ID).executeTakeFirst()))
    throw badRequest('department.notFound');
  if (unit_ID !== undefined && !(await db.selectFrom('handling_units').select('id').where('id', '=', unit_ID).executeTakeFirst()))
    throw badRequest('user.unitUnknown');
  if (dlg_ID !== undefined && !(await db.selectFrom('member_groups').select('id').where('id', '=', dlg_ID).executeTakeFirst()))
    throw badRequest('member.groupNotFound');
  if (hR_ID === undefined) return;
  if (!(await db.selectFrom('member_terms').select('id').where('id', '=', hR_ID).executeTakeFirst()))
    throw badRequest('user.memberUnknown');
  const holder = await db.selectFrom('users').select('id').where('hr_id', '=', hR_ID).where('id', '<>', exceptId).executeTakeFirst();
  if (holder) throw badRequest('user.memberLinked');
}

/** Decrypts an administrator-set password (RSA as at login) and checks its strength. */
export function readNewPassword(ctx: AppContext, encrypted: string): string {
  const password = decryptField(ctx, encrypted);
  const weakness = checkPasswordStrength(password);
  if (weakness) throw badRequest(weakness);
  return password;
}

/** Whether the roles with these ids include the administrator role. */
export async function includesAdminRole(db: Kysely<Database>, roleIds: readonly number[]): Promise<boolean> {
  if (roleIds.length === 0) return false;
  const admin = await db.selectFrom('roles').select('id').where('id', 'in', roleIds).where('name', '=', ADMIN_ROLE).executeTakeFirst();
  return admin !== undefined;
}
