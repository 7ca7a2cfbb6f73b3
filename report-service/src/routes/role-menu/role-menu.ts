import { API_PATHS, RoleMenuQuery } from '@proposal-desk/shared';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { callerOf } from '../../middlewares/auth';
import { buildRouteTree } from './build-route-tree';

/** The ids of the menus any role of the user grants. */
async function findGrantedMenuIds(db: Kysely<Database>, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('role_menus as rm')
    .innerJoin('user_roles as ur', 'ur.role_id', 'rm.role_id')
    .select('rm.menu_id')
    .distinct()
    .where('ur.user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.menu_id));
}

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
      const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!user) throw notFound('user.notFound');
    }
    const [menus, granted] = await Promise.all([
      db
        .selectFrom('menus')
        .select(['id', 'parent_id', 'path', 'name', 'component', 'redirect', 'hidden', 'always_show', 'sort', 'meta'])
        .execute(),
      findGrantedMenuIds(db, userId),
    ]);
    ok(req, res, buildRouteTree(menus, granted));
  });

  return router;
}
