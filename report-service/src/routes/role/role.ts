import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { crudHandlers } from '../../http/crud';
import { routesOf } from '../../http/routes';
import { actorOf } from '../../lib/activity-log';
import { addRole, deleteRoles, setRoleMenus, updateRole } from './role-commands';
import { findRoleMenuIds, findRoleOptions, findRoleOrThrow, findRolePage } from './role-queries';

/** Role settings (admin only): list, options, add, update, delete, and the menus each role sees. */
export function roleRouter({ db }: AppContext): Router {
  const roles = crudHandlers(db, { findPage: findRolePage, add: addRole, update: updateRole, remove: deleteRoles });
  return routesOf({
    roleList: roles.list,
    roleAll: () => findRoleOptions(db),
    roleAdd: roles.add,
    roleUpdate: roles.update,
    roleDelete: roles.remove,
    roleMenuIds: async ({ query: { roleId } }) => {
      await findRoleOrThrow(db, roleId);
      return findRoleMenuIds(db, roleId);
    },
    roleSetMenus: async ({ body: { roleId, menuIds }, req }) => ({
      roleId,
      menuIds: await setRoleMenus(db, actorOf(req), roleId, menuIds),
    }),
  });
}
