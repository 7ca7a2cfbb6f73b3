import type { RouteItem } from '@proposal-desk/shared';
import { settings } from '../config/settings';
import { type AccessSnapshot, hasAccess } from '../router/access';

/** One entry of the rendered menu, with its full path resolved. */
export interface MenuEntry {
  key: string;
  path: string;
  title: string;
  icon?: string;
  badge?: string;
  dot?: boolean;
  blank: boolean;
  external: boolean;
  children: MenuEntry[];
}

/** http, https, mailto and tel paths leave the app (spec §2). */
export const isExternalPath = (path: string): boolean => /^(https?:|mailto:|tel:)/i.test(path);

/** Joins a child's relative path onto its parent's; absolute and external paths stand alone. */
export function resolvePath(base: string, path: string): string {
  if (isExternalPath(path) || path.startsWith('/')) return path;
  const joined = `${base.replace(/\/+$/, '')}/${path}`;
  return joined.startsWith('/') ? joined : `/${joined}`;
}

/** A route shows in the menu unless hidden, the wildcard, or denied by its roles. */
export function isMenuVisible(route: RouteItem, access: AccessSnapshot): boolean {
  if (route.hidden || route.path === '*') return false;
  if (!settings.roleControl) return true;
  return hasAccess(access, { roles: route.meta.roles });
}

function toEntry(route: RouteItem, path: string, children: MenuEntry[]): MenuEntry {
  return {
    key: path,
    path,
    title: route.meta.title ?? route.name,
    icon: route.meta.icon,
    badge: route.meta.badge,
    dot: route.meta.dot,
    blank: route.meta.target === '_blank',
    external: isExternalPath(path),
    children,
  };
}

/**
 * The menu tree of the routes: hidden and denied entries skipped; a group with exactly one visible
 * child and no alwaysShow shows that child directly; a group left with no visible child is dropped.
 */
export function buildMenu(routes: readonly RouteItem[], access: AccessSnapshot, base = ''): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const route of routes) {
    if (!isMenuVisible(route, access)) continue;
    const path = resolvePath(base, route.path);
    const children = buildMenu(route.children, access, path);
    const only = children[0];
    if (route.children.length === 0) entries.push(toEntry(route, path, []));
    else if (children.length === 1 && only && !route.alwaysShow) entries.push(only);
    else if (children.length > 0) entries.push(toEntry(route, path, children));
  }
  return entries;
}

/** Every leaf page of a menu tree, in order. */
export function flattenMenu(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.children.length > 0 ? flattenMenu(e.children) : [e]));
}

/** The keys of the entries whose submenus contain `path` (to open them). */
export function openKeysFor(entries: readonly MenuEntry[], path: string): string[] {
  for (const entry of entries) {
    if (entry.children.length === 0) continue;
    if (flattenMenu(entry.children).some((leaf) => leaf.path === path)) return [entry.key, ...openKeysFor(entry.children, path)];
  }
  return [];
}

/** The first-level entry that holds `path` (the header menu of comprehensive and column layouts). */
export function rootEntryFor(entries: readonly MenuEntry[], path: string): MenuEntry | undefined {
  return entries.find((e) => e.path === path || flattenMenu([e]).some((leaf) => leaf.path === path));
}

/** Submenus with more than 18 children scroll within 86vh (spec §2). */
export const needsMenuScroll = (entry: MenuEntry): boolean => entry.children.length > settings.menuScrollThreshold;
