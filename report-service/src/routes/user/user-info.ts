import type { CurrentUserInfo } from '@proposal-desk/shared';
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
