import type { Generated, Kysely } from 'kysely';
import type { KnownComponent, ViewName } from '@proposal-desk/shared/src/domain/components';
import { ROLE_CODES } from '@proposal-desk/shared/src/domain/roles';
import type { RouteMeta } from '@proposal-desk/shared/src/schemas/menu';

/**
 * The menu tree and the role grants are configuration that migrations write, so an upgrade brings a
 * new screen's entry to an existing installation. Every helper here only inserts what is missing —
 * a menu by its `name`, a role by its code or name — and never changes a row that exists, so what
 * an administrator edited stays as they left it. Later migrations add a page with `addMenuPage`.
 */

/** The fixed roles of the product, by the name the code refers to them (their codes are in ROLE_CODES). */
export type FixedRoleName = keyof typeof ROLE_CODES;

export interface FixedRole {
  name: FixedRoleName;
  title: string;
  description: string;
  abilities: readonly string[];
}

/** A page: a leaf of the menu whose component is a view of the web app. */
export interface MenuPage {
  path: string;
  name: string;
  component: ViewName;
  /** A page opened by a link, not from the menu (e.g. one case's file). */
  hidden?: boolean;
  meta: RouteMeta;
}

/** A top-level entry: a Layout group of pages, or a redirect-only entry such as the wildcard. */
export interface MenuSection {
  path: string;
  name: string;
  component: Extract<KnownComponent, 'Layout' | ''>;
  redirect?: string;
  hidden?: boolean;
  meta: RouteMeta;
  children?: readonly MenuPage[];
}

/** Role name → the top-level paths it sees, with all their pages (every role also gets the wildcard '*'). */
export type RoleSections = Readonly<Record<FixedRoleName, readonly string[]>>;

interface NewMenuPageBase {
  /** The top-level path the page goes under, e.g. '/setting'. */
  section: string;
  path: string;
  title: string;
  icon: string;
  /** The roles granted the page; a role that no longer exists is skipped. */
  roles: readonly FixedRoleName[];
  meta?: RouteMeta;
  /** A page opened by a link, not from the menu. */
  hidden?: boolean;
}

/** A page to add: the view it opens is its (route) name, or `component` when one view serves two menus. */
export type NewMenuPage = NewMenuPageBase & ({ name: ViewName; component?: undefined } | { name: string; component: ViewName });

// The columns as migration 001 created them: a migration keeps compiling and running as the live schema grows.
interface MenuTables {
  roles: { id: Generated<number>; code: string; name: string; title: string; description: string; abilities: string[] };
  menus: {
    id: Generated<number>;
    parent_id: number | null;
    path: string;
    name: string;
    component: string;
    redirect: string | null;
    hidden: boolean;
    sort: number;
    meta: string;
  };
  role_menus: { role_id: number; menu_id: number };
}
type MenuDb = Kysely<MenuTables>;

/** A migration's `db` (any schema type) seen through the tables these helpers use. */
const tablesOf = (db: Kysely<unknown>) => db as unknown as MenuDb;

/** Inserts each fixed role that no row claims by code or by name (an admin may rename either); answers those inserted. */
export async function ensureFixedRoles(db: Kysely<unknown>, roles: readonly FixedRole[]): Promise<Map<FixedRoleName, number>> {
  const inserted = new Map<FixedRoleName, number>();
  // One at a time, in the order given: on a fresh database the ids follow that order.
  for (const role of roles) {
    const row = await tablesOf(db)
      .insertInto('roles')
      .values({
        code: ROLE_CODES[role.name],
        name: role.name,
        title: role.title,
        description: role.description,
        abilities: [...role.abilities],
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) inserted.set(role.name, row.id);
  }
  return inserted;
}

type MenuRow = Omit<MenuSection, 'children'> | MenuPage;

/** The id of the menu this entry names, inserted when missing; `inserted` says which. */
async function ensureMenu(db: MenuDb, parentId: number | null, entry: MenuRow, sort: number): Promise<{ id: number; inserted: boolean }> {
  const existing = await db
    .selectFrom('menus')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('name', '=', entry.name),
        eb.and([eb('parent_id', parentId === null ? 'is' : '=', parentId), eb('path', '=', entry.path)]),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return { id: existing.id, inserted: false };
  const { id } = await db
    .insertInto('menus')
    .values({
      parent_id: parentId,
      path: entry.path,
      name: entry.name,
      component: entry.component,
      redirect: 'redirect' in entry ? (entry.redirect ?? null) : null,
      hidden: 'hidden' in entry ? (entry.hidden ?? false) : false,
      sort,
      meta: JSON.stringify(entry.meta),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, inserted: true };
}

async function grant(db: MenuDb, roleIds: readonly number[], menuIds: readonly number[]): Promise<void> {
  const rows = roleIds.flatMap((roleId) => menuIds.map((menuId) => ({ role_id: roleId, menu_id: menuId })));
  if (rows.length > 0)
    await db
      .insertInto('role_menus')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/**
 * Inserts the missing entries of a menu tree, sorted as listed. A role sees a section when both were
 * inserted by this call: on a fresh database every grant is made, and on an installation that has the
 * tree already no grant is added back that an administrator took away.
 */
export async function ensureMenuTree(
  db: Kysely<unknown>,
  tree: readonly MenuSection[],
  sections: RoleSections,
  insertedRoles: ReadonlyMap<FixedRoleName, number>,
): Promise<void> {
  const menus = tablesOf(db);
  const insertedBySection = new Map<string, number[]>();
  for (const [index, { children = [], ...section }] of tree.entries()) {
    const top = await ensureMenu(menus, null, section, index + 1);
    const ids = top.inserted ? [top.id] : [];
    for (const [childIndex, child] of children.entries()) {
      const page = await ensureMenu(menus, top.id, child, childIndex + 1);
      if (page.inserted) ids.push(page.id);
    }
    insertedBySection.set(section.path, ids);
  }
  for (const [role, roleId] of insertedRoles) {
    const menuIds = [...sections[role], '*'].flatMap((path) => insertedBySection.get(path) ?? []);
    await grant(menus, [roleId], menuIds);
  }
}

/** The ids of the roles with these names, found by their fixed code or by name. */
async function findRoleIds(db: MenuDb, names: readonly FixedRoleName[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('roles')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(
          'code',
          'in',
          names.map((name) => ROLE_CODES[name]),
        ),
        eb('name', 'in', [...names]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Adds a page at the end of a section and grants it to the roles named; answers whether it did. It
 * adds nothing when a menu of that name (or that path in the section) exists, or when the section is
 * gone (an administrator removed it).
 */
export async function addMenuPage(db: Kysely<unknown>, page: NewMenuPage): Promise<boolean> {
  const menus = tablesOf(db);
  const section = await menus
    .selectFrom('menus')
    .select('id')
    .where('parent_id', 'is', null)
    .where('path', '=', page.section)
    .orderBy('id')
    .executeTakeFirst();
  if (!section) return false;
  const last = await menus
    .selectFrom('menus')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('parent_id', '=', section.id)
    .executeTakeFirst();
  const entry: MenuPage = {
    path: page.path,
    name: page.name,
    component: page.component ?? page.name,
    ...(page.hidden ? { hidden: true } : {}),
    meta: { title: page.title, icon: page.icon, ...page.meta },
  };
  const { id, inserted } = await ensureMenu(menus, section.id, entry, Number(last?.sort ?? 0) + 1);
  if (!inserted) return false;
  await grant(menus, await findRoleIds(menus, page.roles), [id]);
  return true;
}

/**
 * Adds a top-level section with its pages (after `after`, or last), and grants the section and every
 * page it inserted to the roles named. Nothing already there is changed.
 */
export async function addMenuSection(
  db: Kysely<unknown>,
  section: MenuSection,
  roles: readonly FixedRoleName[],
  /** The section it follows (ties in sort order go by id, so it lands after that one); the end when not given. */
  after?: string,
): Promise<void> {
  const menus = tablesOf(db);
  const anchor = menus.selectFrom('menus').where('parent_id', 'is', null);
  const last = await (
    after === undefined
      ? anchor.where('path', '<>', '*').select((eb) => eb.fn.max('sort').as('sort'))
      : anchor.where('path', '=', after).select('sort')
  ).executeTakeFirst();
  const sort = Number(last?.sort ?? 0) + (after === undefined ? 1 : 0);
  const { children = [], ...entry } = section;
  const top = await ensureMenu(menus, null, entry, sort);
  const inserted = top.inserted ? [top.id] : [];
  for (const [index, page] of children.entries()) {
    const child = await ensureMenu(menus, top.id, page, index + 1);
    if (child.inserted) inserted.push(child.id);
  }
  await grant(menus, await findRoleIds(menus, roles), inserted);
}

/**
 * Grants an existing menu (by name), with its section, to more roles: a page that now serves roles it
 * did not before. Adds grants only; nothing when the menu is gone.
 */
export async function grantMenu(db: Kysely<unknown>, name: string, roles: readonly FixedRoleName[]): Promise<void> {
  const menus = tablesOf(db);
  const page = await menus.selectFrom('menus').select(['id', 'parent_id']).where('name', '=', name).orderBy('id').executeTakeFirst();
  if (!page) return;
  const ids = page.parent_id === null ? [page.id] : [page.parent_id, page.id];
  await grant(menus, await findRoleIds(menus, roles), ids);
}
