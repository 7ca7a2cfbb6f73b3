import { BODY_CODES, type BodyCode, type CaseHome, ROLE_CODES } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/context';
import type { Database } from '../db/schema';
import { findMemberProfile } from './submitter-queries';

type Caller = Pick<AuthContext, 'roleCodes' | 'scope'>;

/** The body a deputy or member submits to: their profile's, else their role's. */
export async function submitterBodyOf(db: Kysely<Database>, caller: Caller): Promise<BodyCode> {
  const profile = await findMemberProfile(db, caller.scope.kind === 'member' ? caller.scope.memberId : null);
  if (profile) return profile.body;
  return caller.roleCodes.includes(ROLE_CODES.member) && !caller.roleCodes.includes(ROLE_CODES.deputy) ? 'CPPCC' : 'NPC';
}

/**
 * The bodies whose sessions a caller is offered (domain.md "data scope"): both to those who see all
 * (administrators, leaders) and to handling units (which answer both bodies' cases); one body's office
 * staff their body; a deputy or member their own body; nobody without a scope none.
 */
export async function sessionBodiesOf(db: Kysely<Database>, caller: Caller): Promise<BodyCode[]> {
  switch (caller.scope.kind) {
    case 'all':
    case 'unit':
      return [...BODY_CODES];
    case 'body':
      return [caller.scope.body];
    case 'member':
      return [await submitterBodyOf(db, caller)];
    case 'none':
      return [];
  }
}

/** The current session of each of these bodies (the 本届会议 of the home page). */
export async function findCurrentSessions(db: Kysely<Database>, bodies: readonly BodyCode[]): Promise<CaseHome['sessions']> {
  if (bodies.length === 0) return [];
  return db
    .selectFrom('meetings')
    .select(['id', 'body', 'name'])
    .where('is_current', '=', true)
    .where('body', 'in', [...bodies])
    .orderBy('id')
    .execute();
}
