import type { BodyCode } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ImportSession {
  id: number;
  name: string;
  jie: number;
  ci: number;
  isCurrent: boolean;
}

/** What the names of an import's rows may stand for: the body's sessions, groups and every member term of its sessions. */
export async function findImportPlaces(db: Kysely<Database>, body: BodyCode) {
  const [sessions, groups, members] = await Promise.all([
    db
      .selectFrom('meetings')
      .select(['id', 'name', 'jie', 'ci', 'is_current as isCurrent'])
      .where('body', '=', body)
      .orderBy('id')
      .execute(),
    db.selectFrom('member_groups').select(['id', 'name']).where('body', '=', body).orderBy('id').execute(),
    db
      .selectFrom('member_terms')
      .innerJoin('meetings', 'meetings.id', 'member_terms.spv_id')
      .select(['member_terms.id', 'member_terms.staff_name as name', 'meetings.id as sessionId'])
      .where('meetings.body', '=', body)
      .orderBy('member_terms.id')
      .execute(),
  ]);
  return { sessions: sessions as ImportSession[], groups, members };
}

/** Which of these 案号 are taken already. */
export async function findTakenCaseNumbers(db: Kysely<Database>, caseNos: string[]): Promise<Set<string>> {
  if (caseNos.length === 0) return new Set();
  const rows = await db.selectFrom('cases').select('case_no').where('case_no', 'in', caseNos).execute();
  return new Set(rows.map((r) => r.case_no ?? ''));
}

/** The body's cases in these sessions with one of these subjects: an import must not enter them again. */
export function findCasesTitled(db: Kysely<Database>, body: BodyCode, sessionIds: number[], titles: string[]) {
  if (sessionIds.length === 0 || titles.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cases')
    .select(['session_id as sessionId', 'title', 'lead_member_id as leadMemberId', 'group_id as groupId'])
    .where('body', '=', body)
    .where('session_id', 'in', sessionIds)
    .where('title', 'in', titles)
    .execute();
}

/** The example row of a body's template: its current (else latest) session and one of that session's members. */
export async function findTemplateExample(db: Kysely<Database>, body: BodyCode) {
  const session = await db
    .selectFrom('meetings')
    .select(['id', 'name'])
    .where('body', '=', body)
    .orderBy('is_current', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!session) return null;
  const members = await db
    .selectFrom('member_terms')
    .select('staff_name')
    .where('spv_id', '=', session.id)
    .orderBy('id')
    .limit(3)
    .execute();
  return { session: session.name, members: members.map((m) => m.staff_name) };
}
