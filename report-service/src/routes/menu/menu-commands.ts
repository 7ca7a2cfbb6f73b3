import { LOG_MODULES, type MenuNode, type MenuUpdateBody, type TMenuSaveBody } from '@proposal-desk/shared';
import type { z } from 'zod';
import { notFound } from '../../errors';
import type { Actor } from '../../lib/activity-log';
import { describeChanges } from '../../lib/describe-changes';
import { isInSubtree } from '../../lib/tree';
import { writeAndLog, type Db } from '../../lib/write-and-log';
import { presentMenuNode } from './menu-presenter';
import { findMenu, findMenuLinks } from './menu-queries';
import { assertMenuFits } from './menu-rules';

const CHANGE_LABELS = {
  parent_id: { zh: '上级菜单', en: 'parent menu' },
  path: { zh: '路径', en: 'path' },
  name: { zh: '路由名称', en: 'route name' },
  component: { zh: '组件', en: 'component' },
  redirect: { zh: '重定向', en: 'redirect' },
  hidden: { zh: '隐藏', en: 'hidden' },
  always_show: { zh: '总是显示', en: 'always shown' },
  sort: { zh: '排序', en: 'order' },
  meta: { zh: '路由元信息', en: 'route meta' },
} as const;

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

/** A menu as the log names it: "“用户管理”（user）" / "“用户管理” (user)". */
const labelOf = (menu: { path: string; meta: { title?: unknown } }) => {
  const title = typeof menu.meta.title === 'string' ? menu.meta.title : menu.path;
  return { zh: `“${title}”（${menu.path}）`, en: `“${title}” (${menu.path})` };
};

/** Adds a menu entry that fits the menu rules. */
export function addMenu(db: Db, actor: Actor, body: TMenuSaveBody): Promise<MenuNode> {
  return writeAndLog(db, actor, LOG_MODULES.menu, async (trx) => {
    const parentId = body.parent_ID ?? null;
    await assertMenuFits(trx, { parentId, path: body.path, name: body.name, component: body.component });
    const values = menuValues(body, parentId);
    const menu = await trx
      .insertInto('menus')
      .values({ ...values, meta: JSON.stringify(values.meta) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { result: presentMenuNode(menu, []), description: { key: 'log.menu.added', params: { menu: labelOf(body) } } };
  });
}

/** Rewrites a menu entry; a parent left out is kept. */
export function updateMenu(db: Db, actor: Actor, body: z.output<typeof MenuUpdateBody>): Promise<MenuNode> {
  return writeAndLog(db, actor, LOG_MODULES.menu, async (trx) => {
    const current = await findMenu(trx, body.id);
    if (!current) throw notFound('menu.notFound');
    const parentId = body.parent_ID === undefined ? current.parent_id : body.parent_ID;
    await assertMenuFits(trx, { id: current.id, parentId, path: body.path, name: body.name, component: body.component });
    const values = menuValues(body, parentId);
    const menu = await trx
      .updateTable('menus')
      .set({ ...values, meta: JSON.stringify(values.meta) })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changes = describeChanges(current, values, CHANGE_LABELS);
    return { result: presentMenuNode(menu, []), description: { key: 'log.menu.updated', params: { menu: labelOf(body), changes } } };
  });
}

/** Deletes a menu entry with its children and role grants; answers how many entries went. */
export function deleteMenu(db: Db, actor: Actor, id: number): Promise<{ removed: number }> {
  return writeAndLog(db, actor, LOG_MODULES.menu, async (trx) => {
    const menu = await findMenu(trx, id);
    if (!menu) throw notFound('menu.notFound');
    const all = await findMenuLinks(trx);
    const removed = all.filter((row) => isInSubtree(all, id, row.id)).length;
    // Children and role grants go with it (foreign keys cascade).
    await trx.deleteFrom('menus').where('id', '=', id).execute();
    return { result: { removed }, description: { key: 'log.menu.deleted', params: { menu: labelOf(menu), count: removed } } };
  });
}
