import { caseFilterOfQuery, type MemberProfile, type Paged, type TMemberFilter } from '@proposal-desk/shared';
import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import type { DataScope } from '../../auth/context';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { filteredCases } from '../cases/case-list-queries';
import { type MemberEB, memberScopeCondition, presentMemberProfile, selectMemberProfiles } from './member-queries';

type Visible = { scope: DataScope; ownId: number | null };

const SORT_COLUMNS = {
  staff_Name: 'mt.staff_name',
  dlG_Name: 'g.name',
  meet_Name: 'mtg.name',
  create_Time: 'mt.create_time',
  hR_ID: 'mt.id',
} as const;

/**
 * The conditions of the list filter; blank fields do not filter. Who took part in a register filter's cases is
 * asked of the register's own filter, within the caller's scope of cases: what a report's 参与人数 counts.
 */
function memberFilterCondition(db: Kysely<Database>, visible: Visible, eb: MemberEB, filter: TMemberFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const tookPartIn = filter.tookPartIn === undefined ? null : caseFilterOfQuery(filter.tookPartIn);
  if (tookPartIn) {
    const cases = filteredCases(db, visible.scope, tookPartIn).select('cases.id');
    conditions.push(
      eb.exists(
        eb
          .selectFrom('case_submitters as took_part')
          .select('took_part.case_id')
          .whereRef('took_part.member_id', '=', 'mt.id')
          .where('took_part.case_id', 'in', cases),
      ),
    );
  }
  if (filter.Body) conditions.push(eb('g.body', '=', filter.Body));
  if (filter.HR_ID !== undefined) conditions.push(eb('mt.id', '=', filter.HR_ID));
  if (filter.Staff_Name) conditions.push(eb('mt.staff_name', 'ilike', containsPattern(filter.Staff_Name)));
  if (filter.DLG_ID !== undefined) conditions.push(eb('mt.dlg_id', '=', filter.DLG_ID));
  if (filter.SPV_ID !== undefined) conditions.push(eb('mt.spv_id', '=', filter.SPV_ID));
  if (filter.Meet_Name) conditions.push(eb('mtg.name', 'ilike', containsPattern(filter.Meet_Name)));
  if (filter.Type !== undefined) conditions.push(eb('mt.type', '=', filter.Type));
  if (filter.BackGround) conditions.push(eb('mt.background', '=', filter.BackGround));
  if (filter.Mobile) conditions.push(eb('mt.mobile', 'like', containsPattern(filter.Mobile)));
  return eb.and(conditions);
}

/** The profiles in scope that pass the filter, sorted (whitelisted fields), with a stable tie-break. */
function selectFilteredMembers(db: Kysely<Database>, visible: Visible, filter: TMemberFilter) {
  const query = selectMemberProfiles(db).where((eb) =>
    eb.and([
      memberScopeCondition(eb as unknown as MemberEB, visible),
      memberFilterCondition(db, visible, eb as unknown as MemberEB, filter),
    ]),
  );
  const direction = filter.sortOrder ?? 'asc';
  const sorted = filter.sortField
    ? query.orderBy(SORT_COLUMNS[filter.sortField], direction)
    : query.orderBy('g.sort', (ob) => ob.asc().nullsLast()).orderBy('g.id', 'asc');
  return sorted.orderBy('mt.id', direction);
}

/** How many profiles in scope pass the filter. */
export async function countMemberProfiles(db: Kysely<Database>, visible: Visible, filter: TMemberFilter): Promise<number> {
  const count = await db
    .selectFrom('member_terms as mt')
    .leftJoin('member_groups as g', 'g.id', 'mt.dlg_id')
    .leftJoin('meetings as mtg', 'mtg.id', 'mt.spv_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where((eb) =>
      eb.and([
        memberScopeCondition(eb as unknown as MemberEB, visible),
        memberFilterCondition(db, visible, eb as unknown as MemberEB, filter),
      ]),
    )
    .executeTakeFirstOrThrow();
  return count.n;
}

/** One page of profiles with the total of the filtered list. */
export async function listMemberProfiles(
  db: Kysely<Database>,
  visible: Visible,
  filter: TMemberFilter,
  page: { pageIndex: number; pageSize: number },
): Promise<Paged<MemberProfile>> {
  const [rows, total] = await Promise.all([
    selectFilteredMembers(db, visible, filter)
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize)
      .execute(),
    countMemberProfiles(db, visible, filter),
  ]);
  return { rows: rows.map(presentMemberProfile), total, pageIndex: page.pageIndex, pageSize: page.pageSize };
}

/** Every profile in scope that passes the filter, in the list's order, in batches (the Excel export). */
export async function* memberProfileBatches(
  db: Kysely<Database>,
  visible: Visible,
  filter: TMemberFilter,
  batchSize = 1000,
): AsyncGenerator<MemberProfile[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await selectFilteredMembers(db, visible, filter).limit(batchSize).offset(offset).execute();
    if (rows.length) yield rows.map(presentMemberProfile);
    if (rows.length < batchSize) return;
  }
}
