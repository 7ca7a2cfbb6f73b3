import type { StaffListQuery, StaffRow, StaffUnitOption } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { containsPattern, offsetOf, sortOrderOf } from '../../lib/list-query';

type StaffFilter = z.output<typeof StaffListQuery>;

const SORT_COLUMNS = {
  id: 's.id',
  name: 's.name',
  dept_Name: 'd.name',
  unit_Name: 'h.name',
  post: 's.post',
  create_Time: 's.created_at',
} as const;

function fromStaff(db: Kysely<Database>) {
  return db.selectFrom('staff as s').leftJoin('departments as d', 'd.id', 's.dept_id').leftJoin('handling_units as h', 'h.id', 's.unit_id');
}

const STAFF_COLUMNS = [
  's.id',
  's.name',
  's.dept_id',
  'd.name as dept_name',
  's.unit_id',
  'h.name as unit_name',
  's.post',
  's.mobile',
  's.email',
  's.remark',
  's.created_at',
] as const;

function selectStaff(db: Kysely<Database>) {
  return fromStaff(db).select(STAFF_COLUMNS);
}

type StaffRecord = Awaited<ReturnType<ReturnType<typeof selectStaff>['executeTakeFirstOrThrow']>>;

function presentStaff(row: StaffRecord): StaffRow {
  return {
    id: row.id,
    name: row.name,
    dept_ID: row.dept_id,
    dept_Name: row.dept_name ?? '',
    unit_ID: row.unit_id,
    unit_Name: row.unit_name ?? '',
    post: row.post,
    mobile: row.mobile,
    email: row.email,
    remark: row.remark,
    create_Time: row.created_at.toISOString(),
  };
}

/** One page of staff, filtered by name/keyword, department and unit, sorted by a whitelisted field. */
export async function findStaffPage(db: Kysely<Database>, filter: StaffFilter): Promise<{ rows: StaffRow[]; total: number }> {
  let base = fromStaff(db);
  if (filter.name) base = base.where('s.name', 'ilike', containsPattern(filter.name));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    base = base.where((eb) =>
      eb.or([
        eb('s.name', 'ilike', pattern),
        eb('s.post', 'ilike', pattern),
        eb('s.mobile', 'ilike', pattern),
        eb('s.email', 'ilike', pattern),
      ]),
    );
  }
  if (filter.deptId !== undefined) base = base.where('s.dept_id', '=', filter.deptId);
  if (filter.unitId !== undefined) base = base.where('s.unit_id', '=', filter.unitId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(STAFF_COLUMNS)
      .orderBy(SORT_COLUMNS[filter.sortField ?? 'id'], sortOrderOf(filter.sortOrder))
      .orderBy('s.id')
      .limit(filter.pageSize)
      .offset(offsetOf(filter))
      .execute(),
  ]);
  return { rows: rows.map(presentStaff), total: Number(count.n) };
}

/** One staff member as the list shows it, or undefined. */
export async function findStaffRow(db: Kysely<Database>, id: number): Promise<StaffRow | undefined> {
  const row = await selectStaff(db).where('s.id', '=', id).executeTakeFirst();
  return row && presentStaff(row);
}

/** The stored row of one staff member, or undefined. */
export function findStaffRecord(db: Kysely<Database>, id: number) {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The id and name of each staff member with one of these ids. */
export function findStaffNames(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('staff')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Every handling unit, for the unit picker of the staff form and filter. */
export async function findUnitOptions(db: Kysely<Database>): Promise<StaffUnitOption[]> {
  const rows = await db.selectFrom('handling_units').select(['id', 'name', 'system']).orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({ value: row.id, label: row.name, system: row.system }));
}
