import { ADMIN_ROLE, roleLevel } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/schema';
import type { AuthContext } from './context';
import { scopeFor } from './scope';
import type { TokenClaims } from './tokens';

/**
 * Loads the caller of a verified token in one query (it runs on every request); null when the session
 * is revoked or expired or the user disabled.
 */
export async function loadCaller(db: Kysely<Database>, claims: TokenClaims): Promise<AuthContext | null> {
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId)) return null;
  const row = await db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => [
      'u.id',
      'u.username',
      'u.staff_name',
      'u.type',
      'u.unit_id',
      'u.hr_id',
      'u.state',
      's.revoked_at',
      's.expires_at',
      jsonArrayFrom(
        eb
          .selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.id', 'ur.role_id')
          .select(['r.code', 'r.name', 'r.abilities'])
          .whereRef('ur.user_id', '=', 'u.id')
          .orderBy('r.id'),
      ).as('roles'),
    ])
    .where('s.id', '=', claims.jti)
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.state !== 1 || new Date(row.expires_at).getTime() <= Date.now()) return null;
  const roleCodes = row.roles.map((r) => r.code);
  const roleNames = row.roles.map((r) => r.name);
  return {
    userId: row.id,
    sessionId: claims.jti,
    username: row.username,
    staffName: row.staff_name,
    type: row.type,
    unitId: row.unit_id,
    hrId: row.hr_id,
    roleNames,
    roleCodes,
    abilities: [...new Set(row.roles.flatMap((r) => r.abilities))],
    level: roleLevel(roleCodes),
    isAdmin: roleNames.includes(ADMIN_ROLE),
    scope: scopeFor({ roleCodes, type: row.type, unitId: row.unit_id, hrId: row.hr_id }),
    issuedAt: claims.iat,
  };
}
