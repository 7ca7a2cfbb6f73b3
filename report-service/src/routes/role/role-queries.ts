import { roleLevel, type RoleListQuery, type RoleOption, type RoleRow } from '@proposal-desk/shared';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { containsPattern, offsetOf, sortOrderOf } from '../../lib/list-query';

type RoleListFilter = z.output<typeof RoleListQuery>;

const userCountOf = (eb: ExpressionBuilder<Database & { r: Database['roles'] }, 'r'>) =>
  eb
    .selectFrom('user_roles as ur')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('ur.role_id', '=', 'r.id')
    .as('user_count');

const SORT_COLUMNS = { id: 'r.id', code: 'r.code', name: 'r.name', title: 'r.title', userCount: 'user_count' } as const;

function selectRoles(db: Kysely<Database>) {
  return db
    .selectFrom('roles as r')
    .select(['r.id', 'r.code', 'r.name', 'r.title', 'r.description', 'r.abilities', 'r.created_at', (eb) => userCountOf(eb)]);
}

type RoleRecord = Awaited<ReturnType<ReturnType<typeof selectRoles>['executeTakeFirstOrThrow']>>;

/** A role as the settings answer it. */
export function presentRole(row: RoleRecord): RoleRow {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    title: row.title,
    description: row.description,
    abilities: row.abilities,
    level: roleLevel([row.code]),
    userCount: Number(row.user_count ?? 0),
    create_Time: row.created_at.toISOString(),
  };
}

/** One page of roles, filtered by keyword and sorted by a whitelisted field. */
export async function findRolePage(db: Kysely<Database>, filter: RoleListFilter): Promise<{ rows: RoleRow[]; total: number }> {
  let base = db.selectFrom('roles as r');
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    base = base.where((eb) => eb.or([eb('r.code', 'ilike', pattern), eb('r.name', 'ilike', pattern), eb('r.title', 'ilike', pattern)]));
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['r.id', 'r.code', 'r.name', 'r.title', 'r.description', 'r.abilities', 'r.created_at', (eb) => userCountOf(eb)])
      .orderBy(SORT_COLUMNS[filter.sortField ?? 'id'], sortOrderOf(filter.sortOrder))
      .orderBy('r.id')
      .limit(filter.pageSize)
      .offset(offsetOf(filter))
      .execute(),
  ]);
  return { rows: rows.map(presentRole), total: Number(count.n) };
}

/** One role with its user count; an unknown id is a 404. */
export async function findRoleOrThrow(db: Kysely<Database>, id: number): Promise<RoleRecord> {
  const role = await selectRoles(db).where('r.id', '=', id).executeTakeFirst();
  if (!role) throw notFound('role.notFound');
  return role;
}

/** Every role, for selects. */
export async function findRoleOptions(db: Kysely<Database>): Promise<RoleOption[]> {
  const rows = await db.selectFrom('roles').select(['id', 'code', 'name', 'title']).orderBy('id').execute();
  return rows.map((row) => ({ ...row, level: roleLevel([row.code]) }));
}

/** A role other than `exceptId` that already has this code or name. */
export function findRoleClash(db: Kysely<Database>, code: string, name: string, exceptId = 0) {
  return db
    .selectFrom('roles')
    .select(['id', 'code', 'name'])
    .where((eb) => eb.or([eb('code', '=', code), eb('name', '=', name)]))
    .where('id', '<>', exceptId)
    .executeTakeFirst();
}

/** The id, name and title of each role with one of these ids. */
export function findRoleNames(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'title'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Whether any user holds one of these roles. */
export async function isAnyRoleHeld(db: Kysely<Database>, ids: readonly number[]): Promise<boolean> {
  const held = await db
    .selectFrom('user_roles')
    .select('role_id')
    .where('role_id', 'in', [...ids])
    .executeTakeFirst();
  return held !== undefined;
}

/** The ids of the menus a role grants, ascending. */
export async function findRoleMenuIds(db: Kysely<Database>, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('role_menus').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute();
  return rows.map((row) => row.menu_id);
}

/** How many of these menu ids exist. */
export async function countExistingMenus(db: Kysely<Database>, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const found = await db
    .selectFrom('menus')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return found.length;
}
