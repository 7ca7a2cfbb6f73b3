import type { SearchCase, SearchMember, SearchStaff, SearchUser } from '@proposal-desk/shared';
import { type Expression, type Kysely, sql } from 'kysely';
import type { DataScope } from '../../auth/context';
import { caseScopeCondition } from '../../cases/case-scope';
import type { Database } from '../../db/schema';
import { type MemberEB, memberScopeCondition } from '../members/member-queries';
import { caseHitOf } from '../cases/case-search-queries';

/** The views whose menu grant opens a group of results: the delegate list, the staff and user settings, the case file. */
export const SEARCH_SCREENS = ['DelegateList', 'StaffManagement', 'UserManagement', 'CaseFile'] as const;
export type SearchScreen = (typeof SEARCH_SCREENS)[number];

/** The screens (by view) that some role of the user grants a menu entry for. */
export async function findGrantedScreens(db: Kysely<Database>, userId: number): Promise<Set<SearchScreen>> {
  const rows = await db
    .selectFrom('role_menus as rm')
    .innerJoin('user_roles as ur', 'ur.role_id', 'rm.role_id')
    .innerJoin('menus as m', 'm.id', 'rm.menu_id')
    .select('m.component')
    .distinct()
    .where('ur.user_id', '=', userId)
    .where('m.component', 'in', [...SEARCH_SCREENS])
    .execute();
  return new Set(rows.map((row) => row.component as SearchScreen));
}

/** The text with LIKE's pattern characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The ILIKE patterns of a search text: the whole value, a prefix, anywhere. */
export interface SearchPatterns {
  exact: string;
  prefix: string;
  contains: string;
}

export function searchPatterns(text: string): SearchPatterns {
  const escaped = literal(text);
  return { exact: escaped, prefix: `${escaped}%`, contains: `%${escaped}%` };
}

/** 0 when the column is the text (any case), 1 when it starts with it, 2 otherwise: better matches sort first. */
const rankOf = (column: Expression<string | null>, p: SearchPatterns) =>
  sql<number>`case when ${column} ilike ${p.exact} then 0 when ${column} ilike ${p.prefix} then 1 else 2 end`;

/** A row found with how well it matched (lower is better). */
export type Ranked<T> = T & { rank: number };

/** Deputies and members in the scope whose name contains the text, best matches and current sessions first. */
export async function searchMembers(
  db: Kysely<Database>,
  visible: { scope: DataScope; ownId: number | null },
  p: SearchPatterns,
  limit: number,
): Promise<Ranked<SearchMember>[]> {
  const rank = rankOf(sql.ref('mt.staff_name'), p);
  const rows = await db
    .selectFrom('member_terms as mt')
    .leftJoin('member_groups as g', 'g.id', 'mt.dlg_id')
    .leftJoin('meetings as mtg', 'mtg.id', 'mt.spv_id')
    .select((eb) => [
      'mt.id',
      'mt.staff_name',
      'mt.spv_id',
      'g.name as group_name',
      'mtg.name as session_name',
      eb.fn.coalesce('g.body', 'mtg.body').as('body'),
      rank.as('rank'),
    ])
    .where((eb) => memberScopeCondition(eb as unknown as MemberEB, visible))
    .where('mt.staff_name', 'ilike', p.contains)
    .orderBy(rank)
    .orderBy(sql`coalesce(mtg.is_current, false)`, 'desc')
    .orderBy('mt.spv_id', (ob) => ob.desc().nullsLast())
    .orderBy('mt.staff_name')
    .orderBy('mt.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    kind: 'member',
    id: r.id,
    name: r.staff_name,
    body: r.body,
    groupName: r.group_name,
    sessionId: r.spv_id,
    sessionName: r.session_name,
    rank: Number(r.rank),
  }));
}

/** Office and unit staff whose name contains the text. */
export async function searchStaff(db: Kysely<Database>, p: SearchPatterns, limit: number): Promise<Ranked<SearchStaff>[]> {
  const rank = rankOf(sql.ref('s.name'), p);
  const rows = await db
    .selectFrom('staff as s')
    .leftJoin('departments as d', 'd.id', 's.dept_id')
    .leftJoin('handling_units as h', 'h.id', 's.unit_id')
    .select((eb) => ['s.id', 's.name', 's.post', eb.fn.coalesce('h.name', 'd.name').as('place_name'), rank.as('rank')])
    .where('s.name', 'ilike', p.contains)
    .orderBy(rank)
    .orderBy('s.name')
    .orderBy('s.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ kind: 'staff', id: r.id, name: r.name, post: r.post, placeName: r.place_name, rank: Number(r.rank) }));
}

/** User accounts whose name or user name contains the text. */
export async function searchUsers(db: Kysely<Database>, p: SearchPatterns, limit: number): Promise<Ranked<SearchUser>[]> {
  const rank = sql<number>`least(${rankOf(sql.ref('u.staff_name'), p)}, ${rankOf(sql.ref('u.username'), p)})`;
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.staff_name', 'u.username', 'u.state', rank.as('rank')])
    .where((eb) => eb.or([eb('u.staff_name', 'ilike', p.contains), eb('u.username', 'ilike', p.contains)]))
    .orderBy(rank)
    .orderBy('u.username')
    .orderBy('u.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ kind: 'user', id: r.id, name: r.staff_name, username: r.username, state: r.state, rank: Number(r.rank) }));
}

/**
 * Cases in the scope whose 案号 or 案由 contains the text, or whose lead or a co-signer who confirmed is a
 * deputy or member whose name contains it (with that submitter, the lead before a co-signer): the 案号
 * itself first, then 案号 starting with it, any other 案号, 案由, then the submitters (the exact name first,
 * the cases they lead before those they co-signed); the current session first, then newer sessions, then by 案号.
 */
export async function searchCaseHits(db: Kysely<Database>, scope: DataScope, p: SearchPatterns, limit: number): Promise<SearchCase[]> {
  const rank = sql<number>`case when cases.case_no ilike ${p.exact} then 0 when cases.case_no ilike ${p.prefix} then 1
    when cases.case_no ilike ${p.contains} then 2 when cases.title ilike ${p.contains} then 3 else 4 end`;
  const rows = await db
    // The submissions of the members whose name matches, one per case (few: names are searched first, then their cases by index).
    .with('by_submitter', (w) =>
      w
        .selectFrom('member_terms as smt')
        .innerJoin('case_submitters as cs', 'cs.member_id', 'smt.id')
        .distinctOn('cs.case_id')
        .select([
          'cs.case_id',
          'smt.staff_name as submitter_name',
          'cs.role as submitter_role',
          rankOf(sql.ref('smt.staff_name'), p).as('name_rank'),
        ])
        .where('smt.staff_name', 'ilike', p.contains)
        .where((eb) => eb.or([eb('cs.role', '=', 'LEAD'), eb('cs.cosign_status', '=', 'CONFIRMED')]))
        .orderBy('cs.case_id')
        .orderBy(sql`cs.role = 'LEAD'`, 'desc')
        .orderBy('name_rank')
        .orderBy('smt.id'),
    )
    .selectFrom('cases')
    .innerJoin('meetings', 'meetings.id', 'cases.session_id')
    .leftJoin('by_submitter', 'by_submitter.case_id', 'cases.id')
    .select([
      'cases.id',
      'cases.body',
      'cases.kind',
      'cases.case_no',
      'cases.title',
      'cases.status',
      'meetings.name as session_name',
      'by_submitter.submitter_name',
      'by_submitter.submitter_role',
    ])
    .where(caseScopeCondition(scope))
    .where((eb) =>
      eb.or([
        eb('cases.case_no', 'ilike', p.contains),
        eb('cases.title', 'ilike', p.contains),
        eb('by_submitter.submitter_name', 'is not', null),
      ]),
    )
    .orderBy(rank)
    .orderBy(sql`coalesce(by_submitter.name_rank, 3)`)
    .orderBy(sql`coalesce(by_submitter.submitter_role = 'LEAD', false)`, 'desc')
    .orderBy('meetings.is_current', 'desc')
    .orderBy('cases.session_id', 'desc')
    .orderBy('cases.case_no', (ob) => ob.asc().nullsLast())
    .orderBy('cases.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...caseHitOf(r),
    submitter: r.submitter_name !== null && r.submitter_role !== null ? { name: r.submitter_name, role: r.submitter_role } : null,
  }));
}
