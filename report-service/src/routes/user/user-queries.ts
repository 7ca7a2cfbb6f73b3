import { ADMIN_ROLE, USER_STATES, type CurrentUserInfo } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/context';
import type { Database } from '../../db/schema';
import { unauthorized } from '../../errors';

/** `GetUserInfo`: the caller with department, unit and the access state the front end needs. */
export async function findCurrentUserInfo(db: Kysely<Database>, caller: AuthContext): Promise<CurrentUserInfo> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('departments as d', 'd.id', 'u.dept_id')
    .leftJoin('handling_units as h', 'h.id', 'u.unit_id')
    .select([
      'u.id',
      'u.username',
      'u.staff_name',
      'u.dept_id',
      'd.name as dept_name',
      'u.hr_id',
      'u.type',
      'u.dlg_id',
      'u.unit_id',
      'h.name as unit_name',
      'u.mobile',
      'u.avatar',
    ])
    .where('u.id', '=', caller.userId)
    .executeTakeFirst();
  if (!row) throw unauthorized('auth.tokenInvalid');
  return {
    user_ID: row.id,
    username: row.username,
    staff_Name: row.staff_name,
    dept_ID: row.dept_id,
    dept_Name: row.dept_name ?? '',
    hR_ID: row.hr_id,
    type: row.type,
    dlg_ID: row.dlg_id,
    unit_ID: row.unit_id,
    unit_Name: row.unit_name ?? '',
    mobile: row.mobile ?? '',
    avatar: row.avatar,
    roles: caller.roleNames,
    roleCodes: caller.roleCodes,
    level: caller.level,
    ability: caller.abilities,
  };
}

/** A user's name and login, for log texts and existence checks; undefined when unknown. */
export function findUserLabel(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(['id', 'username', 'staff_name']).where('id', '=', id).executeTakeFirst();
}

/** The member profile a user account is linked to (null = none); undefined when the user is unknown. */
export function findUserProfileLink(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(['hr_id']).where('id', '=', id).executeTakeFirst();
}

/** The stored password hash of a user (who exists). */
export function findPasswordHash(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(['id', 'password_hash']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** A user's password status, or undefined when unknown. */
export function findPasswordStatus(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select('pwd_status').where('id', '=', id).executeTakeFirst();
}

/** Whether any of these users holds the administrator role. */
export async function isAnyAdmin(db: Kysely<Database>, userIds: readonly number[]): Promise<boolean> {
  const admin = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('ur.user_id')
    .where('ur.user_id', 'in', [...userIds])
    .where('r.name', '=', ADMIN_ROLE)
    .executeTakeFirst();
  return admin !== undefined;
}

/** How many enabled administrators there are besides these users. */
export async function countEnabledAdminsExcept(db: Kysely<Database>, userIds: readonly number[]): Promise<number> {
  const others = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('users as u', 'u.id', 'ur.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.name', '=', ADMIN_ROLE)
    .where('u.state', '=', USER_STATES.ENABLED)
    .where('u.id', 'not in', [...userIds])
    .executeTakeFirstOrThrow();
  return Number(others.n);
}
