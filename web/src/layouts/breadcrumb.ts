import type { RouteItem, RouteMeta } from '@proposal-desk/shared';
import { resolvePath } from './menu-rules';

/** A route found by its full path, with the chain of its parents (outermost first). */
export interface RouteMatch {
  route: RouteItem;
  fullPath: string;
  parents: { route: RouteItem; fullPath: string }[];
}

/** Whether a route pattern (with `:params` and a trailing `*`) matches a path. */
export function patternMatches(pattern: string, path: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  if (a[a.length - 1] === '*') return b.length >= a.length - 1 && a.slice(0, -1).every((s, i) => s.startsWith(':') || s === b[i]);
  return a.length === b.length && a.every((s, i) => s.startsWith(':') || s === b[i]);
}

/** Finds the deepest route whose full path matches `pathname` (the wildcard never matches). */
export function findRoute(
  routes: readonly RouteItem[],
  pathname: string,
  base = '',
  parents: RouteMatch['parents'] = [],
): RouteMatch | undefined {
  for (const route of routes) {
    if (route.path === '*') continue;
    const fullPath = resolvePath(base, route.path);
    const inner = findRoute(route.children, pathname, fullPath, [...parents, { route, fullPath }]);
    if (inner) return inner;
    if (patternMatches(fullPath, pathname) && (route.children.length === 0 || fullPath === pathname)) return { route, fullPath, parents };
  }
  return undefined;
}

/** The meta of the route at `pathname`, or an empty meta. */
export const metaFor = (routes: readonly RouteItem[], pathname: string): RouteMeta => findRoute(routes, pathname)?.route.meta ?? {};

export interface Crumb {
  path: string;
  title: string;
}

/** The breadcrumb of a path: its parents then itself, titled, with repeated titles folded. */
export function buildBreadcrumb(routes: readonly RouteItem[], pathname: string): Crumb[] {
  const match = findRoute(routes, pathname);
  if (!match) return [];
  const chain = [...match.parents, { route: match.route, fullPath: match.fullPath }];
  const crumbs: Crumb[] = [];
  for (const { route, fullPath } of chain) {
    const title = route.meta.title;
    if (!title || crumbs[crumbs.length - 1]?.title === title) continue;
    crumbs.push({ path: route.redirect ?? fullPath, title });
  }
  return crumbs;
}

/** The page route at `pathname`: a leaf that renders a view (groups and redirect-only routes are not pages). */
export function pageRouteAt(routes: readonly RouteItem[], pathname: string): RouteMatch | undefined {
  const match = findRoute(routes, pathname);
  return match && match.route.children.length === 0 && !match.route.redirect ? match : undefined;
}
