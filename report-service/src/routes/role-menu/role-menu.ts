import { API_PATHS, RoleMenuQuery } from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../errors';
import { parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { callerOf } from '../../middlewares/auth';
import { buildRouteTree } from './build-route-tree';
import { findGrantedMenuIds, findRouteMenus, userExists } from './role-menu-queries';

/** `RoleMenu/GetRoleMenuList`: the menu tree of a user's roles, as the front end builds routes from it. */
export function roleMenuRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.roleMenuList, async (req, res) => {
    const caller = callerOf(req);
    const { uid } = parseQuery(req, RoleMenuQuery);
    const userId = uid ?? caller.userId;
    if (userId !== caller.userId) {
      if (!caller.isAdmin) throw forbidden();
      if (!(await userExists(db, userId))) throw notFound('user.notFound');
    }
    const [menus, granted] = await Promise.all([findRouteMenus(db), findGrantedMenuIds(db, userId)]);
    ok(req, res, buildRouteTree(menus, granted));
  });

  return router;
}
