import { LOG_MODULES, PASSWORD_STATUS, USER_STATES, type TUserSaveBody } from '@proposal-desk/shared';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/tokens';
import type { Database, UserUpdate } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { Actor } from '../../lib/activity-log';
import { type BothLanguages, changedLabels, joinChanges } from '../../lib/describe-changes';
import { writeAndLog, type Db } from '../../lib/write-and-log';
import { assertNotLastAdmin } from './admin-guard';
import { generateStrongPassword } from './generate-password';
import { describeRoles, findRoleIdsOf, findUserAccess, findUserLabels, findUserRecord, includesAdminRole } from './user-admin-queries';
import { assertSeatLinked, assertUserFieldsValid } from './user-admin-rules';
import { findUserLabel } from './user-queries';

const CHANGE_LABELS = {
  username: { zh: '用户名', en: 'user name' },
  staff_name: { zh: '姓名', en: 'name' },
  dept_id: { zh: '部门', en: 'department' },
  unit_id: { zh: '承办单位', en: 'handling unit' },
  hr_id: { zh: '代表委员档案', en: 'member profile' },
  type: { zh: '类型', en: 'type' },
  dlg_id: { zh: '代表团', en: 'delegation' },
  mobile: { zh: '手机', en: 'mobile' },
  email: { zh: '邮箱', en: 'e-mail' },
  state: { zh: '状态', en: 'state' },
} as const;

/** A user as the log names them: "张三（zhangsan）" / "张三 (zhangsan)". */
const userParams = (user: { staff_name: string; username: string }) => ({ name: user.staff_name, username: user.username });

async function replaceRoles(trx: Transaction<Database>, userId: number, roleIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  const unique = [...new Set(roleIds)];
  if (unique.length > 0)
    await trx
      .insertInto('user_roles')
      .values(unique.map((roleId) => ({ user_id: userId, role_id: roleId })))
      .execute();
}

/**
 * Creates a user who must change the password at first sign-in. `password` is the checked plain
 * password; without one a strong password is generated and answered once.
 */
export async function createUser(
  db: Db,
  actor: Actor,
  body: TUserSaveBody,
  password: string | undefined,
): Promise<{ userId: number; generatedPassword?: string }> {
  await assertUserFieldsValid(db, body);
  await assertSeatLinked(db, { roleIds: body.roleIds, unitId: body.unit_ID ?? null, hrId: body.hR_ID ?? null });
  const generatedPassword = password === undefined ? generateStrongPassword() : undefined;
  const passwordHash = await hashPassword(generatedPassword ?? password ?? '');
  const userId = await writeAndLog(db, actor, LOG_MODULES.user, async (trx) => {
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
    const roles = await describeRoles(trx, body.roleIds);
    return { result: id, description: { key: 'log.user.added', params: { name: body.staff_Name, username: body.username, roles } } };
  });
  return generatedPassword === undefined ? { userId } : { userId, generatedPassword };
}

/** The columns an update writes: name fields always, the others only when the request sent them. */
function updatedColumns(body: TUserSaveBody, sent: ReadonlySet<string>): UserUpdate {
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

export interface UserChange {
  userId: number;
  body: TUserSaveBody;
  /** The lower-cased names of the fields the request sent: a field left out is kept. */
  sent: ReadonlySet<string>;
  /** A new, checked plain password, if one was set. */
  password?: string | undefined;
}

/**
 * Updates a user; fields left out of the request are kept. Roles are replaced when `roleIds` is
 * sent. An administrator cannot disable themself, and the last enabled administrator keeps both the
 * role and the enabled state. A new password forces a change at next sign-in and ends the sessions.
 */
export async function updateUser(db: Db, actor: Actor, { userId, body, sent, password }: UserChange): Promise<void> {
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  await writeAndLog(db, actor, LOG_MODULES.user, async (trx) => {
    const current = await findUserRecord(trx, userId);
    if (!current) throw notFound('user.notFound');
    await assertUserFieldsValid(trx, body, userId);
    const disabling = body.state === USER_STATES.DISABLED && current.state !== USER_STATES.DISABLED;
    if (disabling && userId === actor.userId) throw badRequest('user.cannotDisableSelf');
    if (disabling) await assertNotLastAdmin(trx, userId);
    const replacingRoles = sent.has('roleids');
    if (replacingRoles && !(await includesAdminRole(trx, body.roleIds))) await assertNotLastAdmin(trx, userId);

    const values = updatedColumns(body, sent);
    const roleIdsBefore = await findRoleIdsOf(trx, userId);
    await assertSeatLinked(trx, {
      roleIds: replacingRoles ? body.roleIds : roleIdsBefore,
      unitId: 'unit_id' in values ? (values.unit_id ?? null) : current.unit_id,
      hrId: 'hr_id' in values ? (values.hr_id ?? null) : current.hr_id,
    });
    const passwordValues = passwordHash === undefined ? {} : { password_hash: passwordHash, pwd_status: PASSWORD_STATUS.MUST_CHANGE };

    await trx
      .updateTable('users')
      .set({ ...values, ...passwordValues, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    if (replacingRoles) await replaceRoles(trx, userId, body.roleIds);
    if (disabling || passwordHash !== undefined) await revokeUserSessions(trx, userId);

    const fields = changedLabels(current, values, CHANGE_LABELS);
    const changes: BothLanguages[] = fields.length > 0 ? [joinChanges(fields)] : [];
    const roleIdsAfter = [...new Set(body.roleIds)].sort((a, b) => a - b).join(',');
    if (replacingRoles && roleIdsBefore.join(',') !== roleIdsAfter) {
      const roles = await describeRoles(trx, body.roleIds);
      changes.push({ zh: `角色改为：${roles.zh}`, en: `roles now: ${roles.en}` });
    }
    if (passwordHash !== undefined) changes.push({ zh: '密码', en: 'password' });
    const what = joinChanges(changes, '，', '; ');
    return { result: undefined, description: { key: 'log.user.updated', params: { ...userParams(current), changes: what } } };
  });
}

/** Deletes users; never oneself, never the last enabled administrator. Their sessions go with them. */
export function deleteUsers(db: Db, actor: Actor, ids: readonly number[]): Promise<void> {
  return writeAndLog(db, actor, LOG_MODULES.user, async (trx) => {
    const unique = [...new Set(ids)];
    const users = await findUserLabels(trx, unique);
    if (users.length !== unique.length) throw notFound('user.notFound');
    if (actor.userId !== null && unique.includes(actor.userId)) throw badRequest('user.cannotDeleteSelf');
    await assertNotLastAdmin(trx, unique);
    // auth_sessions, user_roles and notices cascade, so every token of a deleted user stops working.
    await trx.deleteFrom('users').where('id', 'in', unique).execute();
    const names = {
      zh: users.map((user) => `${user.staff_name}（${user.username}）`).join('、'),
      en: users.map((user) => `${user.staff_name} (${user.username})`).join(', '),
    };
    return { result: undefined, description: { key: 'log.user.deleted', params: { names } } };
  });
}

/**
 * An administrator's password reset: the given (checked) password or a generated one, which must be
 * changed at next sign-in; the lock is lifted and the sessions end. Answers a generated password once.
 */
export async function resetUserPassword(
  db: Db,
  actor: Actor,
  userId: number,
  password: string | undefined,
): Promise<{ generatedPassword?: string }> {
  const generatedPassword = password === undefined ? generateStrongPassword() : undefined;
  const passwordHash = await hashPassword(generatedPassword ?? password ?? '');
  await writeAndLog(db, actor, LOG_MODULES.user, async (trx) => {
    const user = await findUserLabel(trx, userId);
    if (!user) throw notFound('user.notFound');
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        pwd_status: PASSWORD_STATUS.MUST_CHANGE,
        failed_logins: 0,
        locked_until: null,
        updated_at: new Date(),
      })
      .where('id', '=', user.id)
      .execute();
    await revokeUserSessions(trx, user.id);
    return { result: undefined, description: { key: 'log.user.passwordReset', params: userParams(user) } };
  });
  return generatedPassword === undefined ? {} : { generatedPassword };
}

/** Issues a one-time sign-in link for an enabled deputy's or member's account, valid for `hours`. */
export function issueLoginLink(db: Db, actor: Actor, userId: number, hours: number): Promise<{ uuid: string; expiresAt: Date }> {
  return writeAndLog(db, actor, LOG_MODULES.user, async (trx) => {
    const user = await findUserAccess(trx, userId);
    if (!user) throw notFound('user.notFound');
    if (user.state !== USER_STATES.ENABLED) throw badRequest('user.disabledNoLink');
    // The link is for deputies and members, who sign in rarely; staff accounts keep their passwords.
    if (user.hr_id === null) throw badRequest('user.linkNeedsProfile');
    const uuid = randomUUID();
    const expiresAt = new Date(Date.now() + hours * 3600_000);
    await trx.updateTable('users').set({ login_uuid: uuid, login_uuid_expires_at: expiresAt }).where('id', '=', user.id).execute();
    return {
      result: { uuid, expiresAt },
      description: { key: 'log.user.loginLink', params: { ...userParams(user), hours } },
    };
  });
}
