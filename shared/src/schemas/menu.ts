import { z } from 'zod';
import type { MessageKey } from '../api/messages';
import { isKnownComponent, LAYOUT_COMPONENT } from '../domain/components';
import { flag, optionalInt, optionalText } from './common';
import { parentRef } from './department';

/** The catch-all entry that sends unknown paths to /404; always the last route. */
export const WILDCARD_PATH = '*';

/** Route meta (spec §3 "Route meta"). */
export const RouteMeta = z.object({
  title: z.string().optional(),
  icon: z.string().optional(),
  roles: z.array(z.string()).optional().describe('Role names the entry is shown to (all when absent)'),
  affix: z.boolean().optional().describe('The tab is pinned'),
  noKeepAlive: z.boolean().optional(),
  dynamicNewTab: z.boolean().optional(),
  activeMenu: z.string().optional().describe('The menu path highlighted while the route is shown'),
  badge: z.string().optional(),
  dot: z.boolean().optional(),
  target: z.enum(['_blank', '']).optional(),
  isCustomSvg: z.boolean().optional(),
  tabHidden: z.boolean().optional(),
});
export type RouteMeta = z.infer<typeof RouteMeta>;

/** One route of `GetRoleMenuList`, in the front end's route format. */
export const RouteItem = z
  .object({
    path: z.string(),
    name: z.string(),
    component: z.string(),
    redirect: z.string().optional(),
    hidden: z.boolean().optional(),
    alwaysShow: z.boolean().optional(),
    meta: RouteMeta,
    get children(): z.ZodArray<typeof RouteItem> {
      return z.array(RouteItem);
    },
  })
  // The id gives the tree a definition of its own in JSON Schema (not a `$ref: '#'` to whatever document holds it).
  .meta({ id: 'RouteItem' });
export type RouteItem = z.infer<typeof RouteItem>;

/** A node of the menu settings tree: every stored field. */
export const MenuNode = z
  .object({
    id: z.number().check(z.int32()),
    parent_ID: z.number().check(z.int32()).nullable(),
    path: z.string(),
    name: z.string(),
    component: z.string(),
    redirect: z.string().nullable(),
    hidden: z.boolean(),
    alwaysShow: z.boolean(),
    sort: z.number().check(z.int32()),
    meta: RouteMeta,
    get children(): z.ZodArray<typeof MenuNode> {
      return z.array(MenuNode);
    },
  })
  // The id gives the tree a definition of its own in JSON Schema (not a `$ref: '#'` to whatever document holds it).
  .meta({ id: 'MenuNode' });
export type MenuNode = z.infer<typeof MenuNode>;

/** `Menu/Delete`: the deleted entry and how many entries went with it (itself and its children). */
export const MenuDeleted = z.object({ id: z.number().check(z.int32()), removed: z.number().check(z.int32()) });

export const RoleMenuQuery = z.object({ uid: optionalInt(), isleve: optionalText() });

const blankToUndefined = (v: string | null | undefined) => (v === '' || v === null ? undefined : v);
const optionalFlag = () => flag().optional();

export const MenuMetaBody = z.object({
  title: z.preprocess(blankToUndefined, z.string().trim().max(50, 'common.invalidField').optional()),
  icon: z.preprocess(blankToUndefined, z.string().trim().max(100, 'common.invalidField').optional()),
  roles: z.array(z.string().trim().min(1, 'common.invalidField').max(50)).max(20).optional(),
  affix: optionalFlag(),
  noKeepAlive: optionalFlag(),
  dynamicNewTab: optionalFlag(),
  activeMenu: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(200)
      .regex(/^\/\S*$/, 'menu.activeMenuInvalid')
      .optional(),
  ),
  badge: z.preprocess(blankToUndefined, z.string().trim().max(20, 'common.invalidField').optional()),
  dot: optionalFlag(),
  target: z.enum(['_blank', ''], { error: 'menu.targetInvalid' }).optional(),
  isCustomSvg: optionalFlag(),
  tabHidden: optionalFlag(),
});
export type TMenuMetaBody = z.infer<typeof MenuMetaBody>;

/** `Menu/Add`; on `Menu/Update` an absent parent_ID keeps the entry where it is. */
export const MenuSaveBody = z
  .object({
    parent_ID: parentRef(),
    path: z
      .string({ error: 'menu.pathRequired' })
      .trim()
      .min(1, 'menu.pathRequired')
      .max(200, 'menu.pathInvalid')
      .regex(/^\S+$/, 'menu.pathInvalid'),
    name: z.preprocess(
      (v: string | null | undefined) => (v === null || v === undefined ? '' : v),
      z
        .string()
        .trim()
        .max(50, 'menu.nameInvalid')
        .regex(/^([A-Za-z][\w-]*)?$/, 'menu.nameInvalid'),
    ),
    component: z.preprocess(
      (v: string | null | undefined) => (v === null || v === undefined ? '' : v),
      z.string().trim().refine(isKnownComponent, 'menu.componentUnknown'),
    ),
    redirect: z.preprocess(blankToUndefined, z.string().trim().max(200).regex(/^\S+$/, 'menu.redirectInvalid').optional()),
    hidden: optionalFlag(),
    alwaysShow: optionalFlag(),
    sort: optionalInt(),
    meta: MenuMetaBody.default({}),
  })
  .superRefine((menu, ctx) => {
    if (menu.path !== WILDCARD_PATH && !menu.meta.title)
      ctx.addIssue({ code: 'custom', path: ['meta', 'title'], message: 'menu.titleRequired' });
  });
export type TMenuSaveBody = z.infer<typeof MenuSaveBody>;

export const MenuUpdateBody = MenuSaveBody.safeExtend({
  id: z.coerce.number<number | string>({ error: 'menu.notFound' }).check(z.int32()).positive('menu.notFound'),
});

/** Where an entry sits, for the placement rules. */
export interface MenuPlacement {
  path: string;
  component: string;
  isTopLevel: boolean;
  hasChildren: boolean;
}

const isExternalPath = (path: string) => /^(https?:|mailto:|tel:)/.test(path);

/**
 * The catalogue key of the placement rule an entry breaks, or null: top-level paths are absolute
 * (or the wildcard, or an external link), child paths relative, and a top-level entry with children
 * uses the Layout component.
 */
export function checkMenuPlacement(menu: MenuPlacement): MessageKey | null {
  if (!menu.isTopLevel) return menu.path.startsWith('/') ? 'menu.childPathRelative' : null;
  if (!menu.path.startsWith('/') && menu.path !== WILDCARD_PATH && !isExternalPath(menu.path)) return 'menu.topPathSlash';
  if (menu.hasChildren && menu.component !== LAYOUT_COMPONENT) return 'menu.layoutRequired';
  return null;
}
