import type { BodyCode, MemberProfile } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/context';
import type { Database } from '../../db/schema';
import { type ApiError, badRequest, forbidden, notFound } from '../../errors';
import { findGroupPlace, findMemberProfile, findSessionPlace, memberExists } from './member-queries';

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
  return (await memberExists(db, id)) ? forbidden('auth.outOfScope') : notFound('member.notFound');
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
    groupId === null ? null : findGroupPlace(db, groupId),
    sessionId === null ? null : findSessionPlace(db, sessionId),
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
