import {
  ADMIN_ROLE,
  API_PATHS,
  IdsParams,
  LOG_MODULES,
  RoleIdQuery,
  RoleListQuery,
  RoleMenusBody,
  RoleSaveBody,
  RoleUpdateBody,
  type Paged,
  type RoleRow,
  type TRoleSaveBody,
} from '@proposal-desk/shared';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { parseBody, parseParams, parseQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { describeChanges } from '../../lib/describe-changes';
import { requireAdmin } from '../../middlewares/auth';
import { findRoleOptions, findRoleOrThrow, findRolePage, presentRole } from './role-queries';

const CHANGE_LABELS = { code: '编码', name: '标识', title: '名称', description: '说明', abilities: '权限' } as const;

async function assertRoleUnique(db: Kysely<Database>, body: TRoleSaveBody, exceptId?: number): Promise<void> {
  const clash = await db
    .selectFrom('roles')
    .select(['id', 'code', 'name'])
    .where((eb) => eb.or([eb('code', '=', body.code), eb('name', '=', body.name)]))
    .where('id', '<>', exceptId ?? 0)
    .executeTakeFirst();
  if (clash) throw badRequest(clash.code === body.code ? 'role.codeTaken' : 'role.nameTaken');
}

const uniqueAbilities = (abilities: string[] | undefined) => (abilities ? [...new Set(abilities)] : undefined);

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
    await assertRoleUnique(db, body);
    const { id } = await db
      .insertInto('roles')
      .values({
        code: body.code,
        name: body.name,
        title: body.title,
        description: body.description ?? '',
        abilities: uniqueAbilities(body.abilities) ?? [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordActivity(db, actorOf(req), LOG_MODULES.role, `新增角色“${body.title}”（${body.name}，编码${body.code}）`);
    ok(req, res, presentRole(await findRoleOrThrow(db, id)), 'common.added');
  });

  router.put(API_PATHS.roleUpdate, requireAdmin, async (req, res) => {
    const body = parseBody(req, RoleUpdateBody);
    const current = await findRoleOrThrow(db, body.id);
    // The front end checks the role name `admin`; renaming it would lock everyone out of settings.
    if (current.name === ADMIN_ROLE && (body.name !== current.name || body.code !== current.code)) throw badRequest('role.adminFixed');
    await assertRoleUnique(db, body, body.id);
    const values = {
      code: body.code,
      name: body.name,
      title: body.title,
      description: body.description,
      abilities: uniqueAbilities(body.abilities),
    };
    await db.updateTable('roles').set(values).where('id', '=', body.id).execute();
    const changes = describeChanges(current, values, CHANGE_LABELS);
    await recordActivity(db, actorOf(req), LOG_MODULES.role, `修改角色“${current.title}”（${current.name}）：${changes}`);
    ok(req, res, presentRole(await findRoleOrThrow(db, body.id)), 'common.saved');
  });

  router.delete(API_PATHS.roleDelete, requireAdmin, async (req, res) => {
    const { ids } = parseParams(req, IdsParams);
    const roles = await db.selectFrom('roles').select(['id', 'name', 'title']).where('id', 'in', ids).execute();
    if (roles.length !== new Set(ids).size) throw notFound('role.notFound');
    if (roles.some((role) => role.name === ADMIN_ROLE)) throw badRequest('role.adminFixed');
    const held = await db.selectFrom('user_roles').select('role_id').where('role_id', 'in', ids).executeTakeFirst();
    if (held) throw badRequest('role.inUse');
    await db.deleteFrom('roles').where('id', 'in', ids).execute();
    const names = roles.map((role) => `“${role.title}”（${role.name}）`).join('、');
    await recordActivity(db, actorOf(req), LOG_MODULES.role, `删除角色${names}`);
    ok(req, res, { ids }, 'common.deleted');
  });

  router.get(API_PATHS.roleMenuIds, requireAdmin, async (req, res) => {
    const { roleId } = parseQuery(req, RoleIdQuery);
    await findRoleOrThrow(db, roleId);
    const rows = await db.selectFrom('role_menus').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute();
    ok(
      req,
      res,
      rows.map((row) => row.menu_id),
    );
  });

  router.put(API_PATHS.roleSetMenus, requireAdmin, async (req, res) => {
    const { roleId, menuIds } = parseBody(req, RoleMenusBody);
    const role = await findRoleOrThrow(db, roleId);
    const ids = [...new Set(menuIds)];
    if (ids.length > 0) {
      const found = await db.selectFrom('menus').select('id').where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw badRequest('menu.unknownIds');
    }
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('role_menus').where('role_id', '=', roleId).execute();
      if (ids.length > 0)
        await trx
          .insertInto('role_menus')
          .values(ids.map((menuId) => ({ role_id: roleId, menu_id: menuId })))
          .execute();
    });
    await recordActivity(db, actorOf(req), LOG_MODULES.role, `设置角色“${role.title}”（${role.name}）的菜单权限，共${ids.length}项`);
    ok(req, res, { roleId, menuIds: ids.sort((a, b) => a - b) }, 'role.menusSaved');
  });

  return router;
}
