import type { RouteItem, RouteMeta } from '@proposal-desk/shared';
import { type AccessSnapshot, hasAccess } from './access';

/**
 * The catch-all path, equal to shared's WILDCARD_PATH (a test checks it): importing that value would pull
 * the zod schemas of its module into the sign-in bundle.
 */
export const WILDCARD_PATH = '*';

/** The message of spec §8 for a route list that is not an array. */
export const ROUTES_INVALID = '路由格式返回有误！';

/** Checks the answer of `GetRoleMenuList` is a list. */
export function assertRouteList(data: unknown): RouteItem[] {
  if (!Array.isArray(data)) throw new Error(ROUTES_INVALID);
  return data as RouteItem[];
}

const WILDCARD: RouteItem = {
  path: WILDCARD_PATH,
  name: 'NotFound',
  component: '',
  redirect: '/404',
  hidden: true,
  meta: {},
  children: [],
};

function filterByRoles(list: readonly RouteItem[], access: AccessSnapshot): RouteItem[] {
  return list
    .filter((route) => hasAccess(access, { roles: route.meta?.roles, mode: 'oneOf' }))
    .map((route) => ({ ...route, meta: route.meta ?? {}, children: filterByRoles(route.children ?? [], access) }));
}

/**
 * Turns the server's menu tree into the route list the app keeps: routes whose roles fail are dropped
 * when role control is on, and the hidden wildcard to /404 is appended when missing (spec §2).
 */
export function prepareRoutes(list: readonly RouteItem[], access: AccessSnapshot, roleControl: boolean): RouteItem[] {
  const kept = roleControl ? filterByRoles(list, access) : list.map((r) => ({ ...r, meta: r.meta ?? {}, children: r.children ?? [] }));
  return kept.some((r) => r.path === WILDCARD_PATH) ? kept : [...kept, WILDCARD];
}

/** Joins a child path to its parent's (absolute child paths stay as they are). */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (!child) return parent || '/';
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** The meta of the route whose full path is `pathname`, searching the whole tree. */
export function findRouteMeta(list: readonly RouteItem[], pathname: string, parent = ''): RouteMeta | undefined {
  for (const route of list) {
    const full = joinPath(parent, route.path);
    const inChildren = findRouteMeta(route.children ?? [], pathname, full);
    if (inChildren) return inChildren;
    if (full === pathname && route.path !== WILDCARD_PATH) return route.meta;
  }
  return undefined;
}
