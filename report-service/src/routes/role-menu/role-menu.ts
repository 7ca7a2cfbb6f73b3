import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../errors';
import { routesOf } from '../../http/routes';
import { buildRouteTree } from './build-route-tree';
import { findGrantedMenuIds, findRouteMenus, userExists } from './role-menu-queries';

/** `RoleMenu/GetRoleMenuList`: the menu tree of a user's roles, as the front end builds routes from it. */
export function roleMenuRouter({ db }: AppContext): Router {
  return routesOf({
    roleMenuList: async ({ query: { uid }, caller }) => {
      const userId = uid ?? caller.userId;
      // Another user's tree is for administrators only.
      if (userId !== caller.userId) {
        if (!caller.isAdmin) throw forbidden();
        if (!(await userExists(db, userId))) throw notFound('user.notFound');
      }
      const [menus, granted] = await Promise.all([findRouteMenus(db), findGrantedMenuIds(db, userId)]);
      return buildRouteTree(menus, granted);
    },
  });
}
