import type { MenuNode, RouteMeta } from '@proposal-desk/shared';
import type { MenuFormValues } from '../../../api/menus';
import { TOP_LEVEL } from './menu-tree';

/** The switches of the route meta (spec §3). */
export const META_FLAGS = ['affix', 'noKeepAlive', 'dynamicNewTab', 'dot', 'isCustomSvg', 'tabHidden'] as const;

type MetaFlag = (typeof META_FLAGS)[number];

/** What the dialog's form holds: the parent as a picker value and "open in a new window" as a switch. */
export interface MenuFormShape {
  parentId: number;
  path: string;
  name?: string;
  component: string;
  redirect?: string;
  hidden: boolean;
  alwaysShow: boolean;
  sort?: number | null;
  meta: Omit<RouteMeta, 'target' | MetaFlag> & Record<MetaFlag, boolean> & { newWindow: boolean };
}

/** The form of a new entry under a parent, or of an entry being edited. */
export function formValuesOf(editing: MenuNode | null, parentId: number | null): MenuFormShape {
  const meta = editing?.meta ?? {};
  return {
    parentId: (editing ? editing.parent_ID : parentId) ?? TOP_LEVEL,
    path: editing?.path ?? '',
    name: editing?.name ?? '',
    component: editing?.component ?? '',
    redirect: editing?.redirect ?? '',
    hidden: editing?.hidden ?? false,
    alwaysShow: editing?.alwaysShow ?? false,
    sort: editing?.sort ?? null,
    meta: {
      title: meta.title ?? '',
      icon: meta.icon ?? '',
      roles: meta.roles ?? [],
      activeMenu: meta.activeMenu ?? '',
      badge: meta.badge ?? '',
      newWindow: meta.target === '_blank',
      ...(Object.fromEntries(META_FLAGS.map((flag) => [flag, meta[flag] ?? false])) as Record<MetaFlag, boolean>),
    },
  };
}

const trimmed = (value?: string) => value?.trim() ?? '';

/** The body of `Menu/Add` / `Menu/Update`: every field, blanks as '' (the server drops them), no roles = every role. */
export function menuBodyOf(form: MenuFormShape): MenuFormValues & { meta: RouteMeta } {
  const { newWindow, roles, title, icon, activeMenu, badge, ...flags } = form.meta;
  const meta: RouteMeta = {
    title: trimmed(title),
    icon: trimmed(icon),
    activeMenu: trimmed(activeMenu),
    badge: trimmed(badge),
    target: newWindow ? '_blank' : '',
    ...Object.fromEntries(META_FLAGS.map((flag) => [flag, Boolean(flags[flag])])),
  };
  if (roles && roles.length > 0) meta.roles = roles;
  return {
    parent_ID: form.parentId === TOP_LEVEL ? null : form.parentId,
    path: form.path.trim(),
    name: trimmed(form.name),
    component: form.component,
    redirect: trimmed(form.redirect),
    hidden: form.hidden,
    alwaysShow: form.alwaysShow,
    sort: form.sort ?? null,
    meta,
  };
}
