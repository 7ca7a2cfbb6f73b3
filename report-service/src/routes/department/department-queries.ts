import type { DepartmentNode } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, fieldInvalid } from '../../errors';
import { nestRows } from '../../lib/tree';

async function countByDepartment(db: Kysely<Database>, table: 'users' | 'staff'): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom(table)
    .select(['dept_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('dept_id', 'is not', null)
    .groupBy('dept_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.dept_id), Number(row.n)]));
}

/** The whole department tree with how many users and staff each department holds directly. */
export async function findDepartmentTree(db: Kysely<Database>): Promise<DepartmentNode[]> {
  const [rows, users, staff] = await Promise.all([
    db.selectFrom('departments').select(['id', 'parent_id', 'name', 'sort']).orderBy('sort').orderBy('id').execute(),
    countByDepartment(db, 'users'),
    countByDepartment(db, 'staff'),
  ]);
  return nestRows<(typeof rows)[number], DepartmentNode>(rows, (row, children) => ({
    id: row.id,
    parent_ID: row.parent_id,
    name: row.name,
    sort: row.sort,
    userCount: users.get(row.id) ?? 0,
    staffCount: staff.get(row.id) ?? 0,
    children,
  }));
}

/** Refuses a name another department under the same parent already has. */
export async function assertNameFree(db: Kysely<Database>, name: string, parentId: number | null, exceptId = 0): Promise<void> {
  let query = db.selectFrom('departments').select('id').where('name', '=', name).where('id', '<>', exceptId);
  query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
  if (await query.executeTakeFirst()) throw fieldInvalid('name', 'department.nameTaken');
}

/** The name of a parent department, refusing one that does not exist; null parent = top level. */
export async function findParentName(db: Kysely<Database>, parentId: number | null): Promise<string> {
  if (parentId === null) return '顶级';
  const parent = await db.selectFrom('departments').select('name').where('id', '=', parentId).executeTakeFirst();
  if (!parent) throw badRequest('department.parentNotFound');
  return parent.name;
}

/** The stored row of one department, or undefined. */
export function findDepartment(db: Kysely<Database>, id: number) {
  return db.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The sort number after the last department under a parent (null = top level). */
export async function nextSortUnder(db: Kysely<Database>, parentId: number | null): Promise<number> {
  let last = db.selectFrom('departments').select((eb) => eb.fn.max('sort').as('sort'));
  last = parentId === null ? last.where('parent_id', 'is', null) : last.where('parent_id', '=', parentId);
  return Number((await last.executeTakeFirst())?.sort ?? 0) + 1;
}

/** Every department's id and parent, to walk the tree. */
export function findDepartmentLinks(db: Kysely<Database>) {
  return db.selectFrom('departments').select(['id', 'parent_id']).execute();
}

/** Whether anything still hangs on a department: sub-departments, users or staff. */
export async function isDepartmentInUse(db: Kysely<Database>, id: number): Promise<boolean> {
  const [child, user, person] = await Promise.all([
    db.selectFrom('departments').select('id').where('parent_id', '=', id).executeTakeFirst(),
    db.selectFrom('users').select('id').where('dept_id', '=', id).executeTakeFirst(),
    db.selectFrom('staff').select('id').where('dept_id', '=', id).executeTakeFirst(),
  ]);
  return Boolean(child ?? user ?? person);
}
