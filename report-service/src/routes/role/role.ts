import {
  API_PATHS,
  IdsParams,
  RoleIdQuery,
  RoleListQuery,
  RoleMenusBody,
  RoleSaveBody,
  RoleUpdateBody,
  type Paged,
  type RoleRow,
} from '@proposal-desk/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { parseBody, parseParams, parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf } from '../../lib/activity-log';
import { requireAdmin } from '../../middlewares/auth';
import { addRole, deleteRoles, setRoleMenus, updateRole } from './role-commands';
import { findRoleMenuIds, findRoleOptions, findRoleOrThrow, findRolePage } from './role-queries';

/** Role settings (admin only): list, options, add, update, delete, and the menus each role sees. */
export function roleRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get(API_PATHS.roleList, requireAdmin, async (req, res) => {
    const filter = parseQuery(req, RoleListQuery);
    const page = await findRolePage(db, filter);
    const answer: Paged<RoleRow> = { ...page, pageIndex: filter.pageIndex, pageSize: filter.pageSize };
    ok(req, res, answer);
  });

  router.get(API_PATHS.roleAll, requireAdmin, async (req, res) => {
    ok(req, res, await findRoleOptions(db));
  });

  router.post(API_PATHS.roleAdd, requireAdmin, async (req, res) => {
    const body = parseBody(req, RoleSaveBody);
    ok(req, res, await addRole(db, actorOf(req), body), 'common.added');
  });

  router.put(API_PATHS.roleUpdate, requireAdmin, async (req, res) => {
    const body = parseBody(req, RoleUpdateBody);
    ok(req, res, await updateRole(db, actorOf(req), body), 'common.saved');
  });

  router.delete(API_PATHS.roleDelete, requireAdmin, async (req, res) => {
    const { ids } = parseParams(req, IdsParams);
    await deleteRoles(db, actorOf(req), ids);
    ok(req, res, { ids }, 'common.deleted');
  });

  router.get(API_PATHS.roleMenuIds, requireAdmin, async (req, res) => {
    const { roleId } = parseQuery(req, RoleIdQuery);
    await findRoleOrThrow(db, roleId);
    ok(req, res, await findRoleMenuIds(db, roleId));
  });

  router.put(API_PATHS.roleSetMenus, requireAdmin, async (req, res) => {
    const { roleId, menuIds } = parseBody(req, RoleMenusBody);
    ok(req, res, { roleId, menuIds: await setRoleMenus(db, actorOf(req), roleId, menuIds) }, 'role.menusSaved');
  });

  return router;
}
