import type { MenuNode } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database, Menu } from '../../db/schema';
import { nestRows } from '../../lib/tree';
import { presentMenuNode } from './menu-presenter';

/** The whole menu tree as the settings show it. */
export async function findMenuTree(db: Kysely<Database>): Promise<MenuNode[]> {
  const menus = await db.selectFrom('menus').selectAll().orderBy('sort').orderBy('id').execute();
  return nestRows<Menu, MenuNode>(menus, presentMenuNode);
}

/** One stored menu entry, or undefined. */
export function findMenu(db: Kysely<Database>, id: number): Promise<Menu | undefined> {
  return db.selectFrom('menus').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every entry's id and parent, to walk the tree. */
export function findMenuLinks(db: Kysely<Database>) {
  return db.selectFrom('menus').select(['id', 'parent_id']).execute();
}

/** The fields of a parent entry that the placement rules look at, or undefined. */
export function findParentMenu(db: Kysely<Database>, id: number) {
  return db.selectFrom('menus').select(['id', 'parent_id', 'path', 'component']).where('id', '=', id).executeTakeFirst();
}

/** Whether an entry has children. */
export async function hasChildMenus(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('menus').select('id').where('parent_id', '=', id).executeTakeFirst()) !== undefined;
}

/** Whether another entry than `exceptId` under the same parent already has this path. */
export async function isSiblingPathTaken(db: Kysely<Database>, path: string, parentId: number | null, exceptId?: number): Promise<boolean> {
  let siblings = db.selectFrom('menus').select('id').where('path', '=', path);
  siblings = parentId === null ? siblings.where('parent_id', 'is', null) : siblings.where('parent_id', '=', parentId);
  if (exceptId !== undefined) siblings = siblings.where('id', '<>', exceptId);
  return (await siblings.executeTakeFirst()) !== undefined;
}

/** Whether another entry than `exceptId` anywhere already has this route name. */
export async function isRouteNameTaken(db: Kysely<Database>, name: string, exceptId?: number): Promise<boolean> {
  let named = db.selectFrom('menus').select('id').where('name', '=', name);
  if (exceptId !== undefined) named = named.where('id', '<>', exceptId);
  return (await named.executeTakeFirst()) !== undefined;
}
