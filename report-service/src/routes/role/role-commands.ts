import { ADMIN_ROLE, LOG_MODULES, type RoleRow, type RoleUpdateBody, type TRoleSaveBody } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { badRequest, fieldInvalid, notFound } from '../../errors';
import type { Actor } from '../../lib/activity-log';
import { describeChanges } from '../../lib/describe-changes';
import { writeAndLog, type Db } from '../../lib/write-and-log';
import { countExistingMenus, findRoleClash, findRoleNames, findRoleOrThrow, isAnyRoleHeld, presentRole } from './role-queries';

const CHANGE_LABELS = {
  code: { zh: '编码', en: 'code' },
  name: { zh: '标识', en: 'name' },
  title: { zh: '名称', en: 'title' },
  description: { zh: '说明', en: 'description' },
  abilities: { zh: '权限', en: 'abilities' },
} as const;

async function assertRoleUnique(db: Kysely<Database>, body: TRoleSaveBody, exceptId?: number): Promise<void> {
  const clash = await findRoleClash(db, body.code, body.name, exceptId);
  if (clash) throw clash.code === body.code ? fieldInvalid('code', 'role.codeTaken') : fieldInvalid('name', 'role.nameTaken');
}

const uniqueAbilities = (abilities: string[] | undefined) => (abilities ? [...new Set(abilities)] : undefined);

/** Adds a role with a code and name no other role has. */
export function addRole(db: Db, actor: Actor, body: TRoleSaveBody): Promise<RoleRow> {
  return writeAndLog(db, actor, LOG_MODULES.role, async (trx) => {
    await assertRoleUnique(trx, body);
    const { id } = await trx
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
    return {
      result: presentRole(await findRoleOrThrow(trx, id)),
      description: { key: 'log.role.added', params: { title: body.title, name: body.name, code: body.code } },
    };
  });
}

/** Rewrites a role; the administrator role keeps its name and code. */
export function updateRole(db: Db, actor: Actor, body: z.output<typeof RoleUpdateBody>): Promise<RoleRow> {
  return writeAndLog(db, actor, LOG_MODULES.role, async (trx) => {
    const current = await findRoleOrThrow(trx, body.id);
    // The front end checks the role name `admin`; renaming it would lock everyone out of settings.
    if (current.name === ADMIN_ROLE && (body.name !== current.name || body.code !== current.code)) throw badRequest('role.adminFixed');
    await assertRoleUnique(trx, body, body.id);
    const values = {
      code: body.code,
      name: body.name,
      title: body.title,
      description: body.description,
      abilities: uniqueAbilities(body.abilities),
    };
    await trx.updateTable('roles').set(values).where('id', '=', body.id).execute();
    const changes = describeChanges(current, values, CHANGE_LABELS);
    return {
      result: presentRole(await findRoleOrThrow(trx, body.id)),
      description: { key: 'log.role.updated', params: { title: current.title, name: current.name, changes } },
    };
  });
}

/** Deletes roles nobody holds; never the administrator role. */
export function deleteRoles(db: Db, actor: Actor, ids: readonly number[]): Promise<void> {
  return writeAndLog(db, actor, LOG_MODULES.role, async (trx) => {
    const roles = await findRoleNames(trx, ids);
    if (roles.length !== new Set(ids).size) throw notFound('role.notFound');
    if (roles.some((role) => role.name === ADMIN_ROLE)) throw badRequest('role.adminFixed');
    if (await isAnyRoleHeld(trx, ids)) throw badRequest('role.inUse');
    await trx
      .deleteFrom('roles')
      .where('id', 'in', [...ids])
      .execute();
    const names = {
      zh: roles.map((role) => `“${role.title}”（${role.name}）`).join('、'),
      en: roles.map((role) => `“${role.title}” (${role.name})`).join(', '),
    };
    return { result: undefined, description: { key: 'log.role.deleted', params: { names } } };
  });
}

/** Replaces the menus a role grants; answers the granted ids, ascending. */
export function setRoleMenus(db: Db, actor: Actor, roleId: number, menuIds: readonly number[]): Promise<number[]> {
  return writeAndLog(db, actor, LOG_MODULES.role, async (trx) => {
    const role = await findRoleOrThrow(trx, roleId);
    const ids = [...new Set(menuIds)];
    if ((await countExistingMenus(trx, ids)) !== ids.length) throw badRequest('menu.unknownIds');
    await trx.deleteFrom('role_menus').where('role_id', '=', roleId).execute();
    if (ids.length > 0)
      await trx
        .insertInto('role_menus')
        .values(ids.map((menuId) => ({ role_id: roleId, menu_id: menuId })))
        .execute();
    return {
      result: ids.sort((a, b) => a - b),
      description: { key: 'log.role.menus', params: { title: role.title, name: role.name, count: ids.length } },
    };
  });
}
