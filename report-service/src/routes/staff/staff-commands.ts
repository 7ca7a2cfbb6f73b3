import { joinTexts, LOG_MODULES, type StaffRow, type StaffUpdateBody, type TStaffSaveBody } from '@proposal-desk/shared';
import type { z } from 'zod';
import { notFound } from '../../errors';
import type { Actor } from '../../lib/activity-log';
import { describeChanges } from '../../lib/describe-changes';
import { writeAndLog, type Db } from '../../lib/write-and-log';
import { findStaffNames, findStaffRecord, findStaffRow } from './staff-queries';

/** The row just written, as the list shows it (in the same transaction, so it is there). */
async function findStaffRowOrThrow(db: Db, id: number): Promise<StaffRow> {
  const row = await findStaffRow(db, id);
  if (!row) throw notFound('staff.notFound');
  return row;
}

const CHANGE_LABELS = {
  name: { zh: '姓名', en: 'name' },
  dept_id: { zh: '部门', en: 'department' },
  unit_id: { zh: '单位', en: 'unit' },
  post: { zh: '职务', en: 'post' },
  mobile: { zh: '手机', en: 'mobile' },
  email: { zh: '邮箱', en: 'e-mail' },
  remark: { zh: '备注', en: 'remark' },
} as const;

const staffValues = (body: TStaffSaveBody) => ({
  name: body.name,
  dept_id: body.dept_ID ?? null,
  unit_id: body.unit_ID ?? null,
  post: body.post,
  mobile: body.mobile,
  email: body.email,
  remark: body.remark,
});

/** Adds a staff member; answers the row as the list shows it. */
export function addStaff(db: Db, actor: Actor, body: TStaffSaveBody): Promise<StaffRow> {
  return writeAndLog(db, actor, LOG_MODULES.staff, async (trx) => {
    const { id } = await trx.insertInto('staff').values(staffValues(body)).returning('id').executeTakeFirstOrThrow();
    const row = await findStaffRowOrThrow(trx, id);
    const placed = [row.dept_Name, row.unit_Name].filter(Boolean).join('/');
    const where = placed ? placed : { zh: '未分配部门', en: 'no department' };
    return { result: row, description: { key: 'log.staff.added', params: { name: body.name, where } } };
  });
}

/** Rewrites a staff member's fields; an unknown id is a 404. */
export function updateStaff(db: Db, actor: Actor, body: z.output<typeof StaffUpdateBody>): Promise<StaffRow> {
  return writeAndLog(db, actor, LOG_MODULES.staff, async (trx) => {
    const current = await findStaffRecord(trx, body.id);
    if (!current) throw notFound('staff.notFound');
    const values = staffValues(body);
    await trx.updateTable('staff').set(values).where('id', '=', body.id).execute();
    const changes = describeChanges(current, values, CHANGE_LABELS);
    return {
      result: await findStaffRowOrThrow(trx, body.id),
      description: { key: 'log.staff.updated', params: { name: current.name, changes } },
    };
  });
}

/** Deletes staff members; any unknown id is a 404 and nothing is deleted. */
export function deleteStaff(db: Db, actor: Actor, ids: readonly number[]): Promise<void> {
  return writeAndLog(db, actor, LOG_MODULES.staff, async (trx) => {
    const people = await findStaffNames(trx, ids);
    if (people.length !== new Set(ids).size) throw notFound('staff.notFound');
    await trx
      .deleteFrom('staff')
      .where('id', 'in', [...ids])
      .execute();
    return { result: undefined, description: { key: 'log.staff.deleted', params: { names: joinTexts(people.map((p) => `“${p.name}”`)) } } };
  });
}
