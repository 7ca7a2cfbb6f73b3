import { ADMIN_ROLE, roleTitleIn, type UserListQuery, type UserRow } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { containsPattern, isoOf, offsetOf, sortOrderOf } from '../../lib/list-query';

type UserFilter = z.output<typeof UserListQuery>;
type RoleOfUser = UserRow['roles'][number];

const SORT_COLUMNS = {
  username: 'u.username',
  staff_Name: 'u.staff_name',
  dept_Name: 'd.name',
  state: 'u.state',
  last_Login: 'u.last_login_at',
  create_Time: 'u.created_at',
} as const;

function fromUsers(db: Kysely<Database>) {
  return db.selectFrom('users as u').leftJoin('departments as d', 'd.id', 'u.dept_id').leftJoin('handling_units as h', 'h.id', 'u.unit_id');
}

const USER_COLUMNS = [
  'u.id',
  'u.username',
  'u.staff_name',
  'u.dept_id',
  'd.name as dept_name',
  'u.unit_id',
  'h.name as unit_name',
  'u.hr_id',
  'u.type',
  'u.mobile',
  'u.email',
  'u.state',
  'u.pwd_status',
  'u.last_login_at',
  'u.created_at',
] as const;

const selectUsers = (db: Kysely<Database>) => fromUsers(db).select(USER_COLUMNS);
type UserRecord = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

async function findRolesOf(db: Kysely<Database>, userIds: number[]): Promise<Map<number, RoleOfUser[]>> {
  const byUser = new Map<number, RoleOfUser[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.code', 'r.name', 'r.title'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.id')
    .execute();
  for (const { user_id, ...role } of rows) byUser.set(user_id, [...(byUser.get(user_id) ?? []), role]);
  return byUser;
}

function presentUser(row: UserRecord, roles: RoleOfUser[]): UserRow {
  return {
    user_ID: row.id,
    username: row.username,
    staff_Name: row.staff_name,
    dept_ID: row.dept_id,
    dept_Name: row.dept_name ?? '',
    unit_ID: row.unit_id,
    unit_Name: row.unit_name ?? '',
    hR_ID: row.hr_id,
    type: row.type,
    mobile: row.mobile ?? '',
    email: row.email,
    state: row.state,
    pwd_Status: row.pwd_status,
    roles,
    last_Login: isoOf(row.last_login_at),
    create_Time: row.created_at.toISOString(),
  };
}

/** One page of users, filtered and sorted on the server by whitelisted fields. */
export async function findUserPage(db: Kysely<Database>, filter: UserFilter): Promise<{ rows: UserRow[]; total: number }> {
  let base = fromUsers(db);
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    base = base.where((eb) =>
      eb.or([eb('u.username', 'ilike', pattern), eb('u.staff_name', 'ilike', pattern), eb('u.mobile', 'ilike', pattern)]),
    );
  }
  if (filter.username) base = base.where('u.username', 'ilike', containsPattern(filter.username));
  if (filter.staff_Name) base = base.where('u.staff_name', 'ilike', containsPattern(filter.staff_Name));
  if (filter.state !== undefined) base = base.where('u.state', '=', filter.state);
  if (filter.deptId !== undefined) base = base.where('u.dept_id', '=', filter.deptId);
  if (filter.type !== undefined) base = base.where('u.type', '=', filter.type);
  const { roleId } = filter;
  if (roleId !== undefined)
    base = base.where((eb) =>
      eb.exists(
        eb.selectFrom('user_roles as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id').where('ur.role_id', '=', roleId),
      ),
    );
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(USER_COLUMNS)
      .orderBy(SORT_COLUMNS[filter.sortField ?? 'create_Time'], sortOrderOf(filter.sortOrder))
      .orderBy('u.id')
      .limit(filter.pageSize)
      .offset(offsetOf(filter))
      .execute(),
  ]);
  const roles = await findRolesOf(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => presentUser(row, roles.get(row.id) ?? [])), total: Number(count.n) };
}

/** One user as the list shows it, or undefined. */
export async function findUserRow(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  const row = await selectUsers(db).where('u.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const roles = await findRolesOf(db, [id]);
  return presentUser(row, roles.get(id) ?? []);
}

/** The stored row of one user, or undefined. */
export function findUserRecord(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The name, login and access of one user, or undefined. */
export function findUserAccess(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(['id', 'username', 'staff_name', 'state', 'hr_id']).where('id', '=', id).executeTakeFirst();
}

/** The name and login of each user with one of these ids. */
export function findUserLabels(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'staff_name'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The ids of a user's roles, ascending. */
export async function findRoleIdsOf(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).orderBy('role_id').execute();
  return rows.map((row) => row.role_id);
}

/** The titles of these roles in id order, joined for a log text in both languages ("无" / "none" for none). */
export async function describeRoles(db: Kysely<Database>, roleIds: readonly number[]): Promise<{ zh: string; en: string }> {
  if (roleIds.length === 0) return { zh: '无', en: 'none' };
  const roles = await db
    .selectFrom('roles')
    .select(['code', 'name', 'title'])
    .where('id', 'in', [...roleIds])
    .orderBy('id')
    .execute();
  return { zh: roles.map((role) => role.title).join('、'), en: roles.map((role) => roleTitleIn(role, 'en')).join(', ') };
}

/** Whether another user than `exceptId` has this value in a unique column. */
export async function isUserValueTaken(
  db: Kysely<Database>,
  column: 'username' | 'mobile' | 'hr_id',
  value: string | number,
  exceptId: number,
) {
  const row = await db.selectFrom('users').select('id').where(column, '=', value).where('id', '<>', exceptId).executeTakeFirst();
  return row !== undefined;
}

/** Whether a row with this id exists in a table a user links to. */
export async function isLinkKnown(
  db: Kysely<Database>,
  table: 'departments' | 'handling_units' | 'member_groups' | 'member_terms',
  id: number,
): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** How many of these role ids exist. */
export async function countRoles(db: Kysely<Database>, roleIds: readonly number[]): Promise<number> {
  if (roleIds.length === 0) return 0;
  const found = await db
    .selectFrom('roles')
    .select('id')
    .where('id', 'in', [...roleIds])
    .execute();
  return found.length;
}

/** The codes of the roles with these ids. */
export async function roleCodesOf(db: Kysely<Database>, roleIds: readonly number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectFrom('roles')
    .select('code')
    .where('id', 'in', [...roleIds])
    .execute();
  return rows.map((row) => row.code);
}

/** Whether the roles with these ids include the administrator role. */
export async function includesAdminRole(db: Kysely<Database>, roleIds: readonly number[]): Promise<boolean> {
  if (roleIds.length === 0) return false;
  const admin = await db
    .selectFrom('roles')
    .select('id')
    .where('id', 'in', [...roleIds])
    .where('name', '=', ADMIN_ROLE)
    .executeTakeFirst();
  return admin !== undefined;
}
