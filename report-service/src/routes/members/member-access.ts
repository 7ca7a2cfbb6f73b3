import type { BodyCode, MemberProfile } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/context';
import type { Database } from '../../db/schema';
import { type ApiError, badRequest, forbidden, notFound } from '../../errors';
import { findMemberProfile } from './member-queries';

/** A profile an office-staff caller may edit: in their scope (their own profile gets no exception here). */
export function findStaffEditableProfile(db: Kysely<Database>, caller: AuthContext, id: number): Promise<MemberProfile | null> {
  if (caller.level < 3) return Promise.resolve(null);
  return findMemberProfile(db, id, { scope: caller.scope, ownId: null });
}

/** The profile for a staff-only write: 404 when it does not exist, 403 when it lies outside the caller's scope. */
export async function loadStaffEditableProfile(db: Kysely<Database>, caller: AuthContext, id: number): Promise<MemberProfile> {
  const profile = await findStaffEditableProfile(db, caller, id);
  if (profile) return profile;
  throw await refusalFor(db, caller, id);
}

/** Why a profile cannot be written: unknown (404), outside the scope (403), or not the caller's role (403). */
export async function refusalFor(db: Kysely<Database>, caller: AuthContext, id: number): Promise<ApiError> {
  if (caller.level < 3) return forbidden();
  const exists = await db.selectFrom('member_terms').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? forbidden('auth.outOfScope') : notFound('member.notFound');
}

/** Office staff write only within their scope: all bodies (levels 4–5) or their own body (level 3). */
export function assertBodyWritable(caller: AuthContext, body: BodyCode): void {
  const { scope } = caller;
  if (scope.kind === 'all') return;
  if (scope.kind === 'body' && scope.body === body) return;
  throw forbidden('auth.outOfScope');
}

export interface Placement {
  group: { id: number; body: BodyCode; name: string } | null;
  session: { id: number; body: BodyCode; name: string } | null;
}

/** Loads a group and a session for a profile: each must exist, and both belong to one body. */
export async function resolvePlacement(db: Kysely<Database>, groupId: number | null, sessionId: number | null): Promise<Placement> {
  const [group, session] = await Promise.all([
    groupId === null ? null : db.selectFrom('member_groups').select(['id', 'body', 'name']).where('id', '=', groupId).executeTakeFirst(),
    sessionId === null ? null : db.selectFrom('meetings').select(['id', 'body', 'name']).where('id', '=', sessionId).executeTakeFirst(),
  ]);
  if (groupId !== null && !group) throw badRequest('member.groupNotFound');
  if (sessionId !== null && !session) throw badRequest('member.sessionNotFound');
  if (group && session && group.body !== session.body) throw badRequest('member.bodyMismatch');
  return { group: group ?? null, session: session ?? null };
}

/** The body a placement belongs to (the group's, else the session's). */
export function bodyOfPlacement(placement: Placement): BodyCode | null {
  return placement.group?.body ?? placement.session?.body ?? null;
}

/** Whether anything still points at a profile: cases, co-signatures, evaluations or a user account. */
export async function isMemberInUse(db: Kysely<Database>, id: number): Promise<boolean> {
  const references = await Promise.all([
    db.selectFrom('case_submitters').select('case_id').where('member_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('cases').select('id').where('lead_member_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('evaluations').select('id').where('member_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('users').select('id').where('hr_id', '=', id).limit(1).executeTakeFirst(),
  ]);
  return references.some(Boolean);
}
