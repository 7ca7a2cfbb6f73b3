import { LOG_MODULES, PASSWORD_STATUS, USER_STATES, type TUserSaveBody } from '@proposal-desk/shared';
import type { Request } from 'express';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/tokens';
import type { Database, UserUpdate } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { actorOf, recordActivity } from '../../lib/activity-log';
import { describeChanges } from '../../lib/describe-changes';
import { callerOf } from '../../middlewares/auth';
import { assertNotLastAdmin } from './admin-guard';
import { generateStrongPassword } from './generate-password';
import { assertUserFieldsValid, includesAdminRole, readNewPassword, sentFieldsOf } from './user-admin-rules';

const CHANGE_LABELS = {
  username: '用户名',
  staff_name: '姓名',
  dept_id: '部门',
  unit_id: '承办单位',
  hr_id: '代表委员档案',
  type: '类型',
  dlg_id: '代表团',
  mobile: '手机',
  email: '邮箱',
  state: '状态',
} as const;

async function replaceRoles(trx: Transaction<Database>, userId: number, roleIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  const unique = [...new Set(roleIds)];
  if (unique.length > 0)
    await trx
      .insertInto('user_roles')
      .values(unique.map((roleId) => ({ user_id: userId, role_id: roleId })))
      .execute();
}

async function describeRoles(db: Kysely<Database>, roleIds: readonly number[]): Promise<string> {
  if (roleIds.length === 0) return '无';
  const roles = await db
    .selectFrom('roles')
    .select('title')
    .where('id', 'in', [...roleIds])
    .orderBy('id')
    .execute();
  return roles.map((role) => role.title).join('、');
}

/** Creates a user who must change the password at first sign-in; a missing password is generated. */
export async function createUser(
  ctx: AppContext,
  req: Request,
  body: TUserSaveBody,
): Promise<{ userId: number; generatedPassword?: string }> {
  const { db } = ctx;
  await assertUserFieldsValid(db, body);
  const generatedPassword = body.password === undefined ? generateStrongPassword() : undefined;
  const passwordHash = await hashPassword(generatedPassword ?? readNewPassword(ctx, body.password ?? ''));
  const userId = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        username: body.username,
        password_hash: passwordHash,
        staff_name: body.staff_Name,
        dept_id: body.dept_ID ?? null,
        unit_id: body.unit_ID ?? null,
        hr_id: body.hR_ID ?? null,
        type: body.type ?? null,
        dlg_id: body.dlg_ID ?? null,
        mobile: body.mobile ?? null,
        email: body.email ?? '',
        state: body.state ?? USER_STATES.ENABLED,
        pwd_status: PASSWORD_STATUS.MUST_CHANGE,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceRoles(trx, id, body.roleIds);
    return id;
  });
  const roles = await describeRoles(db, body.roleIds);
  await recordActivity(db, actorOf(req), LOG_MODULES.user, `新增用户 ${body.staff_Name}（${body.username}），角色：${roles}`);
  return generatedPassword === undefined ? { userId } : { userId, generatedPassword };
}

/** The columns an update writes: name fields always, the others only when the request sent them. */
function updatedColumns(body: TUserSaveBody, sent: Set<string>): UserUpdate {
  const optional: Array<[string, keyof UserUpdate, unknown]> = [
    ['dept_id', 'dept_id', body.dept_ID ?? null],
    ['unit_id', 'unit_id', body.unit_ID ?? null],
    ['hr_id', 'hr_id', body.hR_ID ?? null],
    ['type', 'type', body.type ?? null],
    ['dlg_id', 'dlg_id', body.dlg_ID ?? null],
    ['mobile', 'mobile', body.mobile ?? null],
    ['email', 'email', body.email ?? ''],
    ['state', 'state', body.state],
  ];
  const values: Record<string, unknown> = { username: body.username, staff_name: body.staff_Name };
  for (const [field, column, value] of optional) if (sent.has(field) && value !== undefined) values[column] = value;
  return values as UserUpdate;
}

/**
 * Updates a user; fields left out of the request are kept. Roles are replaced when `roleIds` is
 * sent. An administrator cannot disable themself, and the last enabled administrator keeps both the
 * role and the enabled state. A new password forces a change at next sign-in and ends the sessions.
 */
export async function updateUser(ctx: AppContext, req: Request, userId: number, body: TUserSaveBody): Promise<void> {
  const { db } = ctx;
  const current = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!current) throw notFound('user.notFound');
  await assertUserFieldsValid(db, body, userId);
  const sent = sentFieldsOf(req.body);
  const disabling = body.state === USER_STATES.DISABLED && current.state !== USER_STATES.DISABLED;
  if (disabling && userId === callerOf(req).userId) throw badRequest('user.cannotDisableSelf');
  if (disabling) await assertNotLastAdmin(db, userId);
  const replacingRoles = sent.has('roleids');
  if (replacingRoles && !(await includesAdminRole(db, body.roleIds))) await assertNotLastAdmin(db, userId);
  const password = body.password === undefined ? undefined : readNewPassword(ctx, body.password);

  const values = updatedColumns(body, sent);
  const passwordValues =
    password === undefined ? {} : { password_hash: await hashPassword(password), pwd_status: PASSWORD_STATUS.MUST_CHANGE };
  const before = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).orderBy('role_id').execute();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...values, ...passwordValues, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    if (replacingRoles) await replaceRoles(trx, userId, body.roleIds);
  });
  if (disabling || password !== undefined) await revokeUserSessions(db, userId);

  const changes = [describeChanges(current, values, CHANGE_LABELS)].filter((text) => text !== '无改动');
  const roleIdsBefore = before.map((row) => row.role_id).join(',');
  const roleIdsAfter = [...new Set(body.roleIds)].sort((a, b) => a - b).join(',');
  if (replacingRoles && roleIdsBefore !== roleIdsAfter) changes.push(`角色改为：${await describeRoles(db, body.roleIds)}`);
  if (password !== undefined) changes.push('密码');
  const what = changes.length > 0 ? changes.join('，') : '无改动';
  await recordActivity(db, actorOf(req), LOG_MODULES.user, `修改用户 ${current.staff_name}（${current.username}）：${what}`);
}

/** Deletes users; never oneself, never the last enabled administrator. Their sessions go with them. */
export async function deleteUsers(ctx: AppContext, req: Request, ids: readonly number[]): Promise<void> {
  const { db } = ctx;
  const unique = [...new Set(ids)];
  const users = await db.selectFrom('users').select(['id', 'username', 'staff_name']).where('id', 'in', unique).execute();
  if (users.length !== unique.length) throw notFound('user.notFound');
  if (unique.includes(callerOf(req).userId)) throw badRequest('user.cannotDeleteSelf');
  await assertNotLastAdmin(db, unique);
  // auth_sessions, user_roles and notices cascade, so every token of a deleted user stops working.
  await db.deleteFrom('users').where('id', 'in', unique).execute();
  const names = users.map((user) => `${user.staff_name}（${user.username}）`).join('、');
  await recordActivity(db, actorOf(req), LOG_MODULES.user, `删除用户 ${names}`);
}
