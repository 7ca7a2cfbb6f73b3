import {
  API_PATHS,
  IdsParams,
  LOG_MODULES,
  StaffListQuery,
  StaffSaveBody,
  StaffUpdateBody,
  type Paged,
  type StaffRow,
  type TStaffSaveBody,
} from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors';
import { parseBody, parseParams, parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { describeChanges } from '../../lib/describe-changes';
import { requireAdmin } from '../../middlewares/auth';
import { findStaffPage, findStaffRow, findUnitOptions } from './staff-queries';

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

/** Staff settings (admin only): the personnel of the offices and the handling units. */
export function staffRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.staffList, requireAdmin, async (req, res) => {
    const filter = parseQuery(req, StaffListQuery);
    const page = await findStaffPage(db, filter);
    const answer: Paged<StaffRow> = { ...page, pageIndex: filter.pageIndex, pageSize: filter.pageSize };
    ok(req, res, answer);
  });

  router.get(API_PATHS.staffUnits, requireAdmin, async (req, res) => {
    ok(req, res, await findUnitOptions(db));
  });

  router.post(API_PATHS.staffAdd, requireAdmin, async (req, res) => {
    const body = parseBody(req, StaffSaveBody);
    const { id } = await db.insertInto('staff').values(staffValues(body)).returning('id').executeTakeFirstOrThrow();
    const row = await findStaffRow(db, id);
    const where = [row?.dept_Name, row?.unit_Name].filter(Boolean).join('/') || '未分配部门';
    await recordActivity(db, actorOf(req), LOG_MODULES.staff, `新增人员“${body.name}”（${where}）`);
    ok(req, res, row, 'common.added');
  });

  router.put(API_PATHS.staffUpdate, requireAdmin, async (req, res) => {
    const body = parseBody(req, StaffUpdateBody);
    const current = await db.selectFrom('staff').selectAll().where('id', '=', body.id).executeTakeFirst();
    if (!current) throw notFound('staff.notFound');
    const values = staffValues(body);
    await db.updateTable('staff').set(values).where('id', '=', body.id).execute();
    const changes = describeChanges(current, values, CHANGE_LABELS);
    await recordActivity(db, actorOf(req), LOG_MODULES.staff, `修改人员“${current.name}”：${changes}`);
    ok(req, res, await findStaffRow(db, body.id), 'common.saved');
  });

  router.delete(API_PATHS.staffDelete, requireAdmin, async (req, res) => {
    const { ids } = parseParams(req, IdsParams);
    const people = await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', ids).execute();
    if (people.length !== new Set(ids).size) throw notFound('staff.notFound');
    await db.deleteFrom('staff').where('id', 'in', ids).execute();
    await recordActivity(db, actorOf(req), LOG_MODULES.staff, `删除人员${people.map((p) => `“${p.name}”`).join('、')}`);
    ok(req, res, { ids }, 'common.deleted');
  });

  return router;
}
