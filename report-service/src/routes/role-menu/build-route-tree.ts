import { WILDCARD_PATH, type RouteItem } from '@proposal-desk/shared';
import type { Menu } from '../../db/schema';
import { groupByParent } from '../../lib/tree';
import { presentRouteMeta } from '../menu/menu-presenter';

export type RouteMenu = Pick<
  Menu,
  'id' | 'parent_id' | 'path' | 'name' | 'component' | 'redirect' | 'hidden' | 'always_show' | 'sort' | 'meta'
>;

/** Used when the menu table has no wildcard entry. */
export const DEFAULT_WILDCARD_ROUTE: RouteItem = {
  path: WILDCARD_PATH,
  name: 'NotFound',
  component: '',
  redirect: '/404',
  hidden: true,
  meta: {},
  children: [],
};

const bySortThenId = (a: RouteMenu, b: RouteMenu) => a.sort - b.sort || a.id - b.id;

function presentRoute(menu: RouteMenu, children: RouteItem[]): RouteItem {
  return {
    path: menu.path,
    name: menu.name,
    component: menu.component,
    ...(menu.redirect ? { redirect: menu.redirect } : {}),
    ...(menu.hidden ? { hidden: true } : {}),
    ...(menu.always_show ? { alwaysShow: true } : {}),
    meta: presentRouteMeta(menu.meta),
    children,
  };
}

/**
 * The route tree of a user whose roles grant `granted` menus, ordered by sort then id. An entry that
 * has children is kept when at least one child is kept; a leaf only when granted. The wildcard
 * entry always comes last, from the table or the default.
 */
export function buildRouteTree(menus: readonly RouteMenu[], granted: ReadonlySet<number>): RouteItem[] {
  const groups = groupByParent([...menus].sort(bySortThenId));
  const isWildcard = (menu: RouteMenu) => menu.parent_id === null && menu.path === WILDCARD_PATH;
  const build = (parentId: number | null): RouteItem[] =>
    (groups.get(parentId) ?? []).flatMap((menu) => {
      if (isWildcard(menu)) return [];
      if (!groups.has(menu.id)) return granted.has(menu.id) ? [presentRoute(menu, [])] : [];
      const children = build(menu.id);
      return children.length > 0 ? [presentRoute(menu, children)] : [];
    });
  const wildcard = menus.find(isWildcard);
  const last = wildcard ? { ...presentRoute(wildcard, []), redirect: wildcard.redirect || '/404', hidden: true } : DEFAULT_WILDCARD_ROUTE;
  return [...build(null), last];
}
