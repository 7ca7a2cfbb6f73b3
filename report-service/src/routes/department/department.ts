import { API_PATHS, DepartmentAddBody, DepartmentUpdateBody, IdParam, LOG_MODULES } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../errors';
import { parseBody, parseParams } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { isInSubtree } from '../../lib/tree';
import { requireAdmin } from '../../middlewares/auth';
import { assertNameFree, findDepartmentTree, findParentName, isDepartmentInUse } from './department-queries';

/** Department settings (admin only): the tree, add, rename/move, delete when empty. */
export function departmentRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.departmentTree, requireAdmin, async (req, res) => {
    ok(req, res, await findDepartmentTree(db));
  });

  router.post(API_PATHS.departmentAdd, requireAdmin, async (req, res) => {
    const body = parseBody(req, DepartmentAddBody);
    const parentId = body.parent_ID ?? null;
    const parentName = await findParentName(db, parentId);
    await assertNameFree(db, body.name, parentId);
    let last = db.selectFrom('departments').select((eb) => eb.fn.max('sort').as('sort'));
    last = parentId === null ? last.where('parent_id', 'is', null) : last.where('parent_id', '=', parentId);
    const sort = body.sort ?? Number((await last.executeTakeFirst())?.sort ?? 0) + 1;
    const row = await db
      .insertInto('departments')
      .values({ name: body.name, parent_id: parentId, sort })
      .returning(['id', 'parent_id', 'name', 'sort'])
      .executeTakeFirstOrThrow();
    await recordActivity(db, actorOf(req), LOG_MODULES.department, `新增部门“${body.name}”（上级：${parentName}）`);
    ok(req, res, { id: row.id, parent_ID: row.parent_id, name: row.name, sort: row.sort }, 'common.added');
  });

  router.put(API_PATHS.departmentUpdate, requireAdmin, async (req, res) => {
    const body = parseBody(req, DepartmentUpdateBody);
    const current = await db.selectFrom('departments').selectAll().where('id', '=', body.id).executeTakeFirst();
    if (!current) throw notFound('department.notFound');
    const parentId = body.parent_ID === undefined ? current.parent_id : body.parent_ID;
    const name = body.name ?? current.name;
    const changes: string[] = [];
    if (parentId !== current.parent_id) {
      const parentName = await findParentName(db, parentId);
      const tree = await db.selectFrom('departments').select(['id', 'parent_id']).execute();
      if (parentId !== null && isInSubtree(tree, current.id, parentId)) throw badRequest('department.cycle');
      changes.push(`移到“${parentName}”下`);
    }
    if (name !== current.name) changes.push(`名称改为“${name}”`);
    if (body.sort !== undefined && body.sort !== current.sort) changes.push(`排序改为${body.sort}`);
    await assertNameFree(db, name, parentId, current.id);
    const row = await db
      .updateTable('departments')
      .set({ name, parent_id: parentId, ...(body.sort === undefined ? {} : { sort: body.sort }) })
      .where('id', '=', current.id)
      .returning(['id', 'parent_id', 'name', 'sort'])
      .executeTakeFirstOrThrow();
    const what = changes.length > 0 ? changes.join('，') : '无改动';
    await recordActivity(db, actorOf(req), LOG_MODULES.department, `修改部门“${current.name}”：${what}`);
    ok(req, res, { id: row.id, parent_ID: row.parent_id, name: row.name, sort: row.sort }, 'common.saved');
  });

  router.delete(API_PATHS.departmentDelete, requireAdmin, async (req, res) => {
    const { id } = parseParams(req, IdParam);
    const department = await db.selectFrom('departments').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!department) throw notFound('department.notFound');
    if (await isDepartmentInUse(db, id)) throw badRequest('department.inUse');
    await db.deleteFrom('departments').where('id', '=', id).execute();
    await recordActivity(db, actorOf(req), LOG_MODULES.department, `删除部门“${department.name}”`);
    ok(req, res, { id }, 'common.deleted');
  });

  return router;
}
