import { ROLE_CODES, USER_STATES, type AssignmentRole, type BodyCode } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { dueInForce } from '../cases/assignment-stages';
import { OPEN_ASSIGNMENT_STATUSES } from '../cases/office-actions';

/** An open assignment due by the end of the reminder window, once per enabled user of its unit. */
export interface ReminderRecipient {
  assignmentId: number;
  userId: number;
  status: string;
  role: AssignmentRole;
  dueAt: Date;
  caseId: number;
  caseNo: string | null;
  caseTitle: string;
  unitName: string;
}

/** Open assignments whose due time in force is at or before `windowEnd`, with every enabled user of their unit. */
export async function findReminderRecipients(db: Kysely<Database>, windowEnd: Date): Promise<ReminderRecipient[]> {
  const rows = await db
    .selectFrom('assignments as a')
    .innerJoin('cases as c', 'c.id', 'a.case_id')
    .innerJoin('handling_units as hu', 'hu.id', 'a.unit_id')
    .innerJoin('users as u', 'u.unit_id', 'a.unit_id')
    .where('a.status', 'in', [...OPEN_ASSIGNMENT_STATUSES])
    .where(dueInForce, '<=', windowEnd)
    .where('u.state', '=', USER_STATES.ENABLED)
    .select([
      'a.id as assignmentId',
      'u.id as userId',
      'a.status',
      'a.role',
      dueInForce.as('dueAt'),
      'c.id as caseId',
      'c.case_no as caseNo',
      'c.title as caseTitle',
      'hu.name as unitName',
    ])
    .orderBy('a.id')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ ...r, dueAt: new Date(r.dueAt) }));
}

/** The office staff roles and the body whose cases each one follows. */
const OFFICE_BODIES: ReadonlyArray<{ code: string; body: BodyCode }> = [
  { code: ROLE_CODES.npcStaff, body: 'NPC' },
  { code: ROLE_CODES.cppccStaff, body: 'CPPCC' },
];

/** Every enabled office-staff user and the body they follow (a user with both roles appears twice). */
export async function findOfficeStaff(db: Kysely<Database>): Promise<Array<{ userId: number; body: BodyCode }>> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .where('u.state', '=', USER_STATES.ENABLED)
    .where(
      'r.code',
      'in',
      OFFICE_BODIES.map((o) => o.code),
    )
    .select(['u.id as userId', 'r.code'])
    .distinct()
    .orderBy('u.id')
    .orderBy('r.code')
    .execute();
  return rows.flatMap((r) => OFFICE_BODIES.filter((o) => o.code === r.code).map((o) => ({ userId: r.userId, body: o.body })));
}

/** A body's open assignments as the office's daily digest counts them. */
export interface DigestCounts {
  overdue: number;
  dueSoon: number;
  pending: number;
  returnRequests: number;
}

/** The digest counts of each body: past due, due by `windowEnd`, waiting to be signed, asking to be returned. */
export async function countDigest(db: Kysely<Database>, now: Date, windowEnd: Date): Promise<Map<BodyCode, DigestCounts>> {
  const rows = await db
    .selectFrom('assignments as a')
    .innerJoin('cases as c', 'c.id', 'a.case_id')
    .where('a.status', 'in', [...OPEN_ASSIGNMENT_STATUSES])
    .select((eb) => [
      'c.body',
      eb.fn.countAll<number>().filterWhere(dueInForce, '<', now).as('overdue'),
      eb.fn
        .countAll<number>()
        .filterWhere((f) => f.and([f(dueInForce, '>=', now), f(dueInForce, '<=', windowEnd)]))
        .as('dueSoon'),
      eb.fn.countAll<number>().filterWhere('a.status', '=', 'PENDING').as('pending'),
      eb.fn.countAll<number>().filterWhere('a.status', '=', 'RETURN_REQUESTED').as('returnRequests'),
    ])
    .groupBy('c.body')
    .execute();
  return new Map(
    rows.map((r) => [
      r.body,
      { overdue: Number(r.overdue), dueSoon: Number(r.dueSoon), pending: Number(r.pending), returnRequests: Number(r.returnRequests) },
    ]),
  );
}
