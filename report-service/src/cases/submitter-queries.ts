import { type BodyCode, type CosignInvitationRow } from '@proposal-desk/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DataScope } from '../auth/context';
import type { Database } from '../db/schema';
import { isoOf } from '../lib/list-query';

type Reader = Kysely<Database> | Transaction<Database>;

/** A deputy's or member's own profile: their term (member_terms row), its session and that session's body. */
export interface MemberProfile {
  memberId: number;
  name: string;
  sessionId: number;
  body: BodyCode;
}

/** The profile of the member a submitter's account is linked to (null when there is none, or it names no session). */
export async function findMemberProfile(db: Reader, memberId: number | null): Promise<MemberProfile | null> {
  if (memberId === null) return null;
  const row = await db
    .selectFrom('member_terms')
    .innerJoin('meetings', 'meetings.id', 'member_terms.spv_id')
    .select(['member_terms.id', 'member_terms.staff_name', 'meetings.id as session_id', 'meetings.body'])
    .where('member_terms.id', '=', memberId)
    .executeTakeFirst();
  return row ? { memberId: row.id, name: row.staff_name, sessionId: row.session_id, body: row.body } : null;
}

/** The session each of these members serves in (members that do not exist are absent). */
export async function memberSessions(db: Reader, memberIds: readonly number[]): Promise<Map<number, number | null>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db.selectFrom('member_terms').select(['id', 'spv_id']).where('id', 'in', memberIds).execute();
  return new Map(rows.map((r) => [r.id, r.spv_id]));
}

/** The co-signers invited to a case who have not answered yet. */
export async function invitedCosigners(db: Reader, caseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('case_submitters')
    .select('member_id')
    .where('case_id', '=', caseId)
    .where('role', '=', 'COSIGNER')
    .where('cosign_status', '=', 'INVITED')
    .execute();
  return rows.map((r) => r.member_id);
}

/** A member's own row on a case as a co-signer (locked for the answer), if any. */
export function ownCosignerRow(trx: Transaction<Database>, caseId: number, memberId: number) {
  return trx
    .selectFrom('case_submitters')
    .select(['cosign_status', 'respond_by'])
    .where('case_id', '=', caseId)
    .where('member_id', '=', memberId)
    .where('role', '=', 'COSIGNER')
    .forUpdate()
    .executeTakeFirst();
}

/** A reply awaiting the submitter's rating: its assignment, unit and round. */
export interface ReplyAwaitingRating {
  assignmentId: number;
  unitId: number;
  unitName: string;
  round: number;
}

/**
 * The replies awaiting a rating, as the case file shows them (`repliesToEvaluate`): each handling
 * unit's (not 协办) assignment that is replied, with its latest reply round not yet rated.
 */
export async function repliesAwaitingRating(db: Reader, caseId: number): Promise<ReplyAwaitingRating[]> {
  const rows = await db
    .selectFrom('assignments')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .innerJoin('replies', 'replies.assignment_id', 'assignments.id')
    .select(['assignments.id', 'assignments.unit_id', 'handling_units.name as unit_name'])
    .select((eb) => eb.fn.max('replies.round').as('round'))
    .where('assignments.case_id', '=', caseId)
    .where('assignments.role', '<>', 'CO')
    .where('assignments.status', '=', 'REPLIED')
    .groupBy(['assignments.id', 'assignments.unit_id', 'handling_units.name'])
    .orderBy('assignments.id')
    .execute();
  const rated = await db.selectFrom('evaluations').select(['assignment_id', 'round']).where('case_id', '=', caseId).execute();
  return rows
    .map((r) => ({ assignmentId: r.id, unitId: r.unit_id, unitName: r.unit_name, round: Number(r.round) }))
    .filter((r) => !rated.some((e) => e.assignment_id === r.assignmentId && e.round >= r.round));
}

/**
 * The invitations to co-sign a member has had, on submitted cases (a declined one stays listed with its
 * answer, though it no longer opens the case): the open ones first — still invited and before the
 * deadline — then the newest.
 */
export async function findCosignInvitations(db: Kysely<Database>, scope: DataScope, now: Date): Promise<CosignInvitationRow[]> {
  if (scope.kind !== 'member' || scope.memberId === null) return [];
  const open = sql<boolean>`(case_submitters.cosign_status = 'INVITED'
    and (case_submitters.respond_by is null or case_submitters.respond_by >= ${now}))`;
  const rows = await db
    .selectFrom('case_submitters')
    .innerJoin('cases', 'cases.id', 'case_submitters.case_id')
    .leftJoin('member_terms as lead', 'lead.id', 'cases.lead_member_id')
    .select([
      'cases.id',
      'cases.version',
      'cases.body',
      'cases.kind',
      'cases.title',
      'cases.submitted_at',
      'lead.staff_name as lead_name',
      'case_submitters.respond_by',
      'case_submitters.cosign_status',
    ])
    .where('case_submitters.member_id', '=', scope.memberId)
    .where('case_submitters.role', '=', 'COSIGNER')
    // The invitation reached the member once the lead submitted (a case withdrawn before that never did).
    .where('cases.status', '<>', 'DRAFT')
    .where((eb) => eb.or([eb('cases.submitted_at', 'is not', null), eb('cases.status', '<>', 'WITHDRAWN')]))
    .orderBy(sql`case when ${open} then 0 else 1 end`)
    .orderBy('cases.submitted_at', (o) => o.desc().nullsLast())
    .orderBy('cases.id', 'desc')
    .execute();
  return rows.map((r) => ({
    caseId: r.id,
    caseVersion: r.version,
    body: r.body,
    kind: r.kind,
    title: r.title,
    leadName: r.lead_name ?? '',
    submittedAt: isoOf(r.submitted_at),
    respondBy: isoOf(r.respond_by),
    status: r.cosign_status,
  }));
}
