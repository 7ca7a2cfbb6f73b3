import { API_PATHS, LOG_MODULES, type LogModuleName, type MemberOptions, translate } from '@proposal-desk/shared';
import { sql } from 'kysely';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../test/harness';

// Each write of the product and its activity-log entry commit together: when the log refuses the
// entry, the write is gone too; when it takes it, the write adds exactly one entry.

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (user: string) => ({ Authorization: `Bearer ${tokens[user]}` });
let options: MemberOptions;
const ids = { staffToDelete: 0, someStaff: 0, viewerRole: 0, unit: 0, firstMenu: 0, setting: 0 };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const PERSONAL = { BackGround: '中共党员', Address: '市发展改革委', Mobile: '13912345670', Native_place: '东城区', Remark: '市发展改革委' };

/** A test-only trigger: the log refuses every entry of the modules listed in `test_log_refusals`. */
const REFUSING_TRIGGER = [
  'create table test_log_refusals (module text primary key)',
  `create function test_refuse_log() returns trigger language plpgsql as $$
   begin
     if exists (select 1 from test_log_refusals where module = new.module) then
       raise exception 'the activity log refuses %', new.module;
     end if;
     return new;
   end $$`,
  'create trigger test_refuse_log before insert on activity_logs for each row execute function test_refuse_log()',
];

const refuseEntriesOf = (module: LogModuleName) =>
  t.ctx.db
    .insertInto('test_log_refusals' as never)
    .values({ module } as never)
    .execute();
const acceptEntriesOf = (module: LogModuleName) => sql`delete from test_log_refusals where module = ${module}`.execute(t.ctx.db);
const acceptAllEntries = () => sql`delete from test_log_refusals`.execute(t.ctx.db);
const logEntryCount = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('activity_logs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const newestEntry = () => t.ctx.db.selectFrom('activity_logs').select(['module']).orderBy('id', 'desc').executeTakeFirstOrThrow();

const userId = async (username: string) =>
  (await t.ctx.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const userColumn = async (username: string, column: 'password_hash' | 'state' | 'login_uuid' | 'failed_logins'): Promise<unknown> =>
  (await t.ctx.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow())[column];
const countWhere = async (table: 'staff' | 'departments' | 'menus' | 'roles' | 'users' | 'member_terms', column: string, value: string) =>
  (await t.ctx.db.selectFrom(table).select('id').where(sql.ref(column), '=', value).execute()).length;
const sessionsOf = async (username: string) => {
  const rows = await t.ctx.db
    .selectFrom('auth_sessions')
    .select(['id', 'revoked_at'])
    .where('user_id', '=', await userId(username))
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.id, row.revoked_at !== null]);
};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'npc01', 'dlg001', 'cppccm01', 'leader01'])
    tokens[user] = await t.login(user, user === 'admin' ? PASSWORDS.admin : PASSWORDS.demo);
  options = (await request(t.app).post(API_PATHS.npcOptions).set(bearer('admin'))).body.data;
  for (const statement of REFUSING_TRIGGER) await sql.raw(statement).execute(t.ctx.db);
  ids.staffToDelete = (await t.ctx.db.insertInto('staff').values({ name: '待删人员' }).returning('id').executeTakeFirstOrThrow()).id;
  ids.someStaff = (
    await t.ctx.db.selectFrom('staff').select('id').where('id', '<>', ids.staffToDelete).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  ids.viewerRole = (await t.ctx.db.selectFrom('roles').select('id').where('name', '=', 'unitLead').executeTakeFirstOrThrow()).id;
  ids.unit = (await t.ctx.db.selectFrom('handling_units').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ids.firstMenu = (await t.ctx.db.selectFrom('menus').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ids.setting = (await t.ctx.db.selectFrom('menus').select('id').where('path', '=', '/setting').executeTakeFirstOrThrow()).id;
  await t.ctx.db
    .insertInto('notices')
    .values({ user_id: await userId('admin'), kind: 'notice', title: '事务测试通知' })
    .execute();
}, 60000);
afterEach(acceptAllEntries);
afterAll(() => t.close());

interface WriteCase {
  module: LogModuleName;
  write: () => Promise<request.Response>;
  /** What the write changes, read straight from the database. */
  state: () => Promise<unknown>;
  /** The status of the write when the log takes its entry (a refused sign-in is still a 401). */
  status?: number;
}

const CASES: Record<string, WriteCase> = {
  'staff: add': {
    module: LOG_MODULES.staff,
    write: () => request(t.app).post(API_PATHS.staffAdd).set(bearer('admin')).send({ name: '事务人员' }),
    state: () => countWhere('staff', 'name', '事务人员'),
  },
  'staff: update': {
    module: LOG_MODULES.staff,
    write: () => request(t.app).put(API_PATHS.staffUpdate).set(bearer('admin')).send({ id: ids.someStaff, name: '事务改名' }),
    state: () => countWhere('staff', 'name', '事务改名'),
  },
  'staff: delete': {
    module: LOG_MODULES.staff,
    write: () =>
      request(t.app)
        .delete(API_PATHS.staffDelete)
        .set(bearer('admin'))
        .query({ ids: `${ids.staffToDelete}` }),
    state: () => countWhere('staff', 'name', '待删人员'),
  },
  'department: add': {
    module: LOG_MODULES.department,
    write: () => request(t.app).post(API_PATHS.departmentAdd).set(bearer('admin')).send({ name: '事务部门' }),
    state: () => countWhere('departments', 'name', '事务部门'),
  },
  'menu: add': {
    module: LOG_MODULES.menu,
    write: () =>
      request(t.app)
        .post(API_PATHS.menuAdd)
        .set(bearer('admin'))
        .send({ parent_ID: ids.setting, path: 'txProbe', component: 'ActivityLog', meta: { title: '事务菜单' } }),
    state: () => countWhere('menus', 'path', 'txProbe'),
  },
  'role: add': {
    module: LOG_MODULES.role,
    write: () => request(t.app).post(API_PATHS.roleAdd).set(bearer('admin')).send({ code: '4711', name: 'txProbe', title: '事务角色' }),
    state: () => countWhere('roles', 'name', 'txProbe'),
  },
  'role: set menus': {
    module: LOG_MODULES.role,
    write: () =>
      request(t.app)
        .put(API_PATHS.roleSetMenus)
        .set(bearer('admin'))
        .send({ roleId: ids.viewerRole, menuIds: [ids.firstMenu] }),
    state: () => t.ctx.db.selectFrom('role_menus').select('menu_id').where('role_id', '=', ids.viewerRole).orderBy('menu_id').execute(),
  },
  'user: add': {
    module: LOG_MODULES.user,
    write: () =>
      request(t.app)
        .post(API_PATHS.userAdd)
        .set(bearer('admin'))
        .send({
          username: 'txprobe',
          staff_Name: '事务用户',
          password: t.encrypt('Test@2026x'),
          roleIds: [ids.viewerRole],
          unit_ID: ids.unit,
        }),
    state: () => countWhere('users', 'username', 'txprobe'),
  },
  'user: disable': {
    module: LOG_MODULES.user,
    write: async () =>
      request(t.app)
        .put(API_PATHS.userSetState)
        .set(bearer('admin'))
        .query({ User_ID: await userId('unit02'), State: 0 }),
    state: () => userColumn('unit02', 'state'),
  },
  'user: reset a password': {
    module: LOG_MODULES.user,
    write: async () =>
      request(t.app)
        .put(API_PATHS.userAdminReset)
        .set(bearer('admin'))
        .send({ User_ID: await userId('unit01') }),
    state: () => userColumn('unit01', 'password_hash'),
  },
  'user: issue a sign-in link': {
    module: LOG_MODULES.user,
    write: async () =>
      request(t.app)
        .post(API_PATHS.userLoginLink)
        .set(bearer('admin'))
        .send({ User_ID: await userId('dlg001') }),
    state: () => userColumn('dlg001', 'login_uuid'),
  },
  'password: change one’s own': {
    module: LOG_MODULES.password,
    write: () =>
      request(t.app)
        .put(API_PATHS.userResetPwd)
        .set(bearer('cppccm01'))
        .send({ oldPwd: t.encrypt(PASSWORDS.demo), newPwd: t.encrypt('Fresh#2026a'), confirmNewPwd: t.encrypt('Fresh#2026a') }),
    state: () => userColumn('cppccm01', 'password_hash'),
  },
  'notices: clear': {
    module: LOG_MODULES.notice,
    write: () => request(t.app).post(API_PATHS.noticeClear).set(bearer('admin')).send({}),
    state: async () =>
      (
        await t.ctx.db
          .selectFrom('notices')
          .select('id')
          .where('user_id', '=', await userId('admin'))
          .where('cleared_at', 'is', null)
          .execute()
      ).length,
  },
  'member: add': {
    module: LOG_MODULES.member,
    write: () => {
      const group = options.delegations.find((d) => d.body === 'NPC')!.value;
      const session = options.sessions.find((s) => s.body === 'NPC' && s.isCurrent)!.value;
      return request(t.app)
        .post(API_PATHS.npcAdd)
        .set(bearer('npc01'))
        .send({ Staff_Name: '事务代表', DLG_ID: group, SPV_ID: session, ...PERSONAL });
    },
    state: () => countWhere('member_terms', 'staff_name', '事务代表'),
  },
  'upload: a file': {
    module: LOG_MODULES.upload,
    write: () => request(t.app).post(API_PATHS.uploadFile).set(bearer('dlg001')).attach('file', PNG, 'probe.png'),
    state: async () => (await t.ctx.db.selectFrom('files').select('id').where('original_name', '=', 'probe.png').execute()).length,
  },
  'sign-in': {
    module: LOG_MODULES.login,
    write: () =>
      request(t.app)
        .get(API_PATHS.login)
        .query({ username: 'npc01', password: t.encrypt(PASSWORDS.demo) }),
    state: () => sessionsOf('npc01'),
  },
  'sign-in with a wrong password': {
    module: LOG_MODULES.login,
    write: () =>
      request(t.app)
        .get(API_PATHS.login)
        .query({ username: 'leader01', password: t.encrypt('Wrong@2026') }),
    state: () => userColumn('leader01', 'failed_logins'),
    status: 401,
  },
  'sign-out': {
    module: LOG_MODULES.logout,
    write: () => request(t.app).get(API_PATHS.logout).set(bearer('leader01')),
    state: () => sessionsOf('leader01'),
  },
  register: {
    module: LOG_MODULES.register,
    write: () =>
      request(t.app)
        .post(API_PATHS.register)
        .send({ username: 'txnewcomer', password: t.encrypt('Newcomer@2026') }),
    state: () => countWhere('users', 'username', 'txnewcomer'),
  },
};

describe('a write and its activity-log entry', () => {
  it.each(Object.keys(CASES))('%s: commit together or not at all', async (name) => {
    const { module, write, state, status = 200 } = CASES[name]!;
    const before = await state();
    const entries = await logEntryCount();

    await refuseEntriesOf(module);
    const refused = await write();
    expect({ status: refused.status, msg: refused.body.msg }).toEqual({ status: 500, msg: translate('common.internal', 'zh') });
    expect(await state()).toEqual(before);
    expect(await logEntryCount()).toBe(entries);

    await acceptEntriesOf(module);
    const accepted = await write();
    expect({ status: accepted.status, msg: accepted.body.msg }).toMatchObject({ status });
    expect(await state()).not.toEqual(before);
    expect(await logEntryCount()).toBe(entries + 1);
    expect((await newestEntry()).module).toBe(module);
  });
});
