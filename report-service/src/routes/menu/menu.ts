import { API_PATHS, IdParam, LOG_MODULES, MenuSaveBody, MenuUpdateBody, type MenuNode, type TMenuSaveBody } from '@proposal-desk/shared';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database, Menu } from '../../db/schema';
import { notFound } from '../../errors';
import { parseBody, parseParams } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { describeChanges } from '../../lib/describe-changes';
import { isInSubtree, nestRows } from '../../lib/tree';
import { requireAdmin } from '../../middlewares/auth';
import { presentMenuNode } from './menu-presenter';
import { assertMenuFits } from './menu-rules';

const CHANGE_LABELS = {
  parent_id: '上级菜单',
  path: '路径',
  name: '路由名称',
  component: '组件',
  redirect: '重定向',
  hidden: '隐藏',
  always_show: '总是显示',
  sort: '排序',
  meta: '路由元信息',
} as const;

function findMenu(db: Kysely<Database>, id: number): Promise<Menu | undefined> {
  return db.selectFrom('menus').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The stored columns of a validated form; `sort` is kept when absent on update. */
function menuValues(body: TMenuSaveBody, parentId: number | null) {
  return {
    parent_id: parentId,
    path: body.path,
    name: body.name,
    component: body.component,
    redirect: body.redirect ?? null,
    hidden: body.hidden ?? false,
    always_show: body.alwaysShow ?? false,
    ...(body.sort === undefined ? {} : { sort: body.sort }),
    meta: body.meta,
  };
}

const labelOf = (menu: { path: string; meta: { title?: unknown } }) =>
  `“${typeof menu.meta.title === 'string' ? menu.meta.title : menu.path}”（${menu.path}）`;

/** Menu settings (admin only): the full tree, add, update and delete (with the entry's children). */
export function menuRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.menuTree, requireAdmin, async (req, res) => {
    const menus = await db.selectFrom('menus').selectAll().orderBy('sort').orderBy('id').execute();
    ok(req, res, nestRows<Menu, MenuNode>(menus, presentMenuNode));
  });

  router.post(API_PATHS.menuAdd, requireAdmin, async (req, res) => {
    const body = parseBody(req, MenuSaveBody);
    const parentId = body.parent_ID ?? null;
    await assertMenuFits(db, { parentId, path: body.path, name: body.name, component: body.component });
    const values = menuValues(body, parentId);
    const menu = await db
      .insertInto('menus')
      .values({ ...values, meta: JSON.stringify(values.meta) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(db, actorOf(req), LOG_MODULES.menu, `新增菜单${labelOf(body)}`);
    ok(req, res, presentMenuNode(menu, []), 'common.added');
  });

  router.put(API_PATHS.menuUpdate, requireAdmin, async (req, res) => {
    const body = parseBody(req, MenuUpdateBody);
    const current = await findMenu(db, body.id);
    if (!current) throw notFound('menu.notFound');
    const parentId = body.parent_ID === undefined ? current.parent_id : body.parent_ID;
    await assertMenuFits(db, { id: current.id, parentId, path: body.path, name: body.name, component: body.component });
    const values = menuValues(body, parentId);
    const menu = await db
      .updateTable('menus')
      .set({ ...values, meta: JSON.stringify(values.meta) })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changes = describeChanges(current, values, CHANGE_LABELS);
    await recordActivity(db, actorOf(req), LOG_MODULES.menu, `修改菜单${labelOf(body)}：${changes}`);
    ok(req, res, presentMenuNode(menu, []), 'common.saved');
  });

  router.delete(API_PATHS.menuDelete, requireAdmin, async (req, res) => {
    const { id } = parseParams(req, IdParam);
    const menu = await findMenu(db, id);
    if (!menu) throw notFound('menu.notFound');
    const all = await db.selectFrom('menus').select(['id', 'parent_id']).execute();
    const removed = all.filter((row) => isInSubtree(all, id, row.id)).length;
    // Children and role grants go with it (foreign keys cascade).
    await db.deleteFrom('menus').where('id', '=', id).execute();
    await recordActivity(db, actorOf(req), LOG_MODULES.menu, `删除菜单${labelOf(menu)}，连同下级共${removed}项`);
    ok(req, res, { id, removed }, 'common.deleted');
  });

  return router;
}
