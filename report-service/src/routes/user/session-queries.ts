import type { SessionRow } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/context';
import type { Database } from '../../db/schema';
import { deviceLabel } from './device-label';

/** The caller's live sessions (not ended, not expired), the current one first, then the most recently used. */
export async function findMySessions(db: Kysely<Database>, caller: AuthContext): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom('auth_sessions')
    .select(['id', 'ip', 'user_agent', 'issued_at', 'last_used_at'])
    .where('user_id', '=', caller.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy((eb) => eb.fn.coalesce('last_used_at', 'issued_at'), 'desc')
    .orderBy('id')
    .execute();
  const sessions = rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.user_agent),
    userAgent: row.user_agent,
    address: row.ip,
    signedInAt: new Date(row.issued_at).toISOString(),
    lastUsedAt: new Date(row.last_used_at ?? row.issued_at).toISOString(),
    current: row.id === caller.sessionId,
  }));
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}
