import { ADMIN_ROLE, roleLevel } from '@proposal-desk/shared';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/schema';
import type { CallerCache, LoadedCaller } from './caller-cache';
import type { AuthContext } from './context';
import { scopeFor } from './scope';
import type { TokenClaims } from './tokens';

const userRoles = (eb: ExpressionBuilder<Database, 'users'>) =>
  jsonArrayFrom(
    eb
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['r.code', 'r.name', 'r.abilities'])
      .whereRef('ur.user_id', '=', 'users.id')
      .orderBy('r.id'),
  ).as('roles');

interface CallerRow {
  id: number;
  username: string;
  staff_name: string;
  type: number | null;
  unit_id: number | null;
  hr_id: number | null;
  roles: { code: string; name: string; abilities: string[] }[];
}

function toAuthContext(row: CallerRow, sessionId: string, issuedAt: number): AuthContext {
  const roleCodes = row.roles.map((r) => r.code);
  const roleNames = row.roles.map((r) => r.name);
  return {
    userId: row.id,
    sessionId,
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
    issuedAt,
  };
}

const CALLER_COLUMNS = [
  'users.id',
  'users.username',
  'users.staff_name',
  'users.type',
  'users.unit_id',
  'users.hr_id',
  'users.state',
] as const;

/**
 * Loads the caller of a verified token and the end of its session in one query; null when the session is
 * revoked or expired or the user disabled.
 */
export async function loadCaller(db: Kysely<Database>, claims: TokenClaims): Promise<LoadedCaller | null> {
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId)) return null;
  const row = await db
    .selectFrom('auth_sessions as s')
    .innerJoin('users', 'users.id', 's.user_id')
    .select((eb) => [...CALLER_COLUMNS, 's.revoked_at', 's.expires_at', userRoles(eb)])
    .where('s.id', '=', claims.jti)
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.state !== 1) return null;
  const expiresAt = new Date(row.expires_at);
  if (expiresAt.getTime() <= Date.now()) return null;
  return { caller: toAuthContext(row, claims.jti, claims.iat), expiresAt };
}

/** The caller of a verified token, from memory when kept there (every authenticated request asks). */
export async function callerOfToken(
  source: { db: Kysely<Database>; callers: CallerCache },
  claims: TokenClaims,
): Promise<AuthContext | null> {
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId)) return null;
  return source.callers.caller(claims.jti, userId, () => loadCaller(source.db, claims));
}

/**
 * The same caller for work done on a user's behalf without a request (a batch run renders under the
 * data scope of the user who asked for it); null when the user is gone or disabled.
 */
export async function loadCallerByUserId(db: Kysely<Database>, userId: number): Promise<AuthContext | null> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [...CALLER_COLUMNS, userRoles(eb)])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row || row.state !== 1) return null;
  return toAuthContext(row, `run-as-${userId}`, Math.floor(Date.now() / 1000));
}
