import { LOG_MODULES, type StaffRow, type StaffUpdateBody, type TStaffSaveBody } from '@proposal-desk/shared';
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
  name: '姓名',
  dept_id: '部门',
  unit_id: '单位',
  post: '职务',
  mobile: '手机',
  email: '邮箱',
  remark: '备注',
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
    const where = [row.dept_Name, row.unit_Name].filter(Boolean).join('/') || '未分配部门';
    return { result: row, description: `新增人员“${body.name}”（${where}）` };
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
    return { result: await findStaffRowOrThrow(trx, body.id), description: `修改人员“${current.name}”：${changes}` };
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
    return { result: undefined, description: `删除人员${people.map((p) => `“${p.name}”`).join('、')}` };
  });
}
