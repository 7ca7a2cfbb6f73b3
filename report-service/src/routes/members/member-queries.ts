import type { MemberProfile } from '@proposal-desk/shared';
import { type ExpressionBuilder, type Kysely, sql, type SqlBool, type Expression } from 'kysely';
import type { AuthContext, DataScope } from '../../auth/context';
import type { Database } from '../../db/schema';

/** An expression builder over the profile query's aliases (mt, g, mtg). */
export type MemberEB = ExpressionBuilder<
  Database & { mt: Database['member_terms']; g: Database['member_groups']; mtg: Database['meetings'] },
  'mt' | 'g' | 'mtg'
>;

/** The scope in which a caller may read member profiles; a person always sees their own. */
export function memberVisibleTo(caller: AuthContext): { scope: DataScope; ownId: number | null } {
  return { scope: caller.scope, ownId: caller.hrId };
}

/**
 * The data-scope condition on member profiles (aliases mt, g, mtg): all; a body's members; the
 * submitters of cases assigned to a unit; or only oneself.
 */
export function memberScopeCondition(eb: MemberEB, visible: { scope: DataScope; ownId: number | null }): Expression<SqlBool> {
  const own = visible.ownId === null ? sql<boolean>`false` : eb('mt.id', '=', visible.ownId);
  const { scope } = visible;
  switch (scope.kind) {
    case 'all':
      return sql<boolean>`true`;
    case 'body':
      return eb.or([eb(eb.fn.coalesce('g.body', 'mtg.body'), '=', scope.body), own]);
    case 'unit':
      if (scope.unitId === null) return own;
      return eb.or([
        eb.exists(
          eb
            .selectFrom('case_submitters as cs')
            .innerJoin('assignments as a', 'a.case_id', 'cs.case_id')
            .select('cs.case_id')
            .whereRef('cs.member_id', '=', 'mt.id')
            .where('a.unit_id', '=', scope.unitId),
        ),
        own,
      ]);
    case 'member':
    case 'none':
      return own;
  }
}

/** The profile query with the joins the presenter needs. */
export function selectMemberProfiles(db: Kysely<Database>) {
  return db
    .selectFrom('member_terms as mt')
    .leftJoin('member_groups as g', 'g.id', 'mt.dlg_id')
    .leftJoin('meetings as mtg', 'mtg.id', 'mt.spv_id')
    .select([
      'mt.id',
      'mt.staff_name',
      'mt.case_id',
      'mt.spv_id',
      'mt.dlg_id',
      'mt.background',
      'mt.address',
      'mt.create_time',
      'mt.operator',
      'mt.type',
      'mt.mobile',
      'mt.native_place',
      'mt.remark',
      'mtg.name as meet_name',
      'g.name as dlg_name',
    ]);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMemberProfiles>['executeTakeFirstOrThrow']>>;

/** Shapes a profile row with the spec's field names (`hR_ID, staff_Name, case_ID, …`). */
export function presentMemberProfile(row: MemberRow): MemberProfile {
  return {
    hR_ID: row.id,
    staff_Name: row.staff_name,
    case_ID: row.case_id,
    spV_ID: row.spv_id,
    dlG_ID: row.dlg_id,
    backGround: row.background,
    address: row.address,
    create_Time: row.create_time.toISOString(),
    operator: row.operator,
    type: row.type,
    mobile: row.mobile,
    native_place: row.native_place,
    remark: row.remark,
    meet_Name: row.meet_name ?? '',
    dlG_Name: row.dlg_name ?? '',
  };
}

/** One profile, or null when it does not exist or lies outside the caller's scope. */
export async function findMemberProfile(
  db: Kysely<Database>,
  id: number,
  visible: { scope: DataScope; ownId: number | null },
): Promise<MemberProfile | null> {
  const row = await selectMemberProfiles(db)
    .where('mt.id', '=', id)
    .where((eb) => memberScopeCondition(eb as unknown as MemberEB, visible))
    .executeTakeFirst();
  return row ? presentMemberProfile(row) : null;
}

/** Whether a profile with this id exists (in any scope). */
export async function memberExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('member_terms').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** A group (delegation or sector) with its body, or undefined. */
export function findGroupPlace(db: Kysely<Database>, id: number) {
  return db.selectFrom('member_groups').select(['id', 'body', 'name']).where('id', '=', id).executeTakeFirst();
}

/** A session with its body, or undefined. */
export function findSessionPlace(db: Kysely<Database>, id: number) {
  return db.selectFrom('meetings').select(['id', 'body', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Every group and every session with its body, to turn the names of an imported sheet into ids. */
export async function findAllPlaces(db: Kysely<Database>) {
  const [groups, sessions] = await Promise.all([
    db.selectFrom('member_groups').select(['id', 'name', 'body']).execute(),
    db.selectFrom('meetings').select(['id', 'name', 'body']).execute(),
  ]);
  return { groups, sessions };
}

/** The session, name and phone of every profile in these sessions. */
export function findSessionTerms(db: Kysely<Database>, sessionIds: readonly number[]) {
  return db
    .selectFrom('member_terms')
    .select(['spv_id', 'staff_name', 'mobile'])
    .where('spv_id', 'in', [...sessionIds])
    .execute();
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
