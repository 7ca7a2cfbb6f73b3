import type { MenuNode, RouteMeta } from '@proposal-desk/shared';
import type { Menu, StoredRouteMeta } from '../../db/schema';

const TEXT_KEYS = ['title', 'icon', 'activeMenu', 'badge'] as const;
const FLAG_KEYS = ['affix', 'noKeepAlive', 'dynamicNewTab', 'dot', 'isCustomSvg', 'tabHidden'] as const;

/** The route meta of a stored menu: known fields only, of the right type, undefined ones left out. */
export function presentRouteMeta(stored: StoredRouteMeta | null | undefined): RouteMeta {
  const meta: RouteMeta = {};
  if (!stored) return meta;
  for (const key of TEXT_KEYS) {
    const value = stored[key];
    if (typeof value === 'string') meta[key] = value;
  }
  for (const key of FLAG_KEYS) {
    const value = stored[key];
    if (typeof value === 'boolean') meta[key] = value;
  }
  if (Array.isArray(stored.roles)) meta.roles = stored.roles.filter((role): role is string => typeof role === 'string');
  if (stored.target === '_blank' || stored.target === '') meta.target = stored.target;
  return meta;
}

/** A node of the menu settings tree. */
export function presentMenuNode(menu: Menu, children: MenuNode[]): MenuNode {
  return {
    id: menu.id,
    parent_ID: menu.parent_id,
    path: menu.path,
    name: menu.name,
    component: menu.component,
    redirect: menu.redirect,
    hidden: menu.hidden,
    alwaysShow: menu.always_show,
    sort: menu.sort,
    meta: presentRouteMeta(menu.meta),
    children,
  };
}
