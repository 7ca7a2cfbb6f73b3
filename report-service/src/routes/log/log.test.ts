import { API_PATHS, isLogModuleName, LOG_MODULES, type LogEntry, type Paged, PROFILE_CONFIRM_MODULE } from '@proposal-desk/shared';
import { sql } from 'kysely';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const bearer = (user: string) => `Bearer ${tokens[user]}`;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'npc01', 'cppcc01', 'dlg001', 'leader01', 'unit01']) {
    tokens[user] = await t.login(user, user === 'admin' ? PASSWORDS.admin : PASSWORDS.demo);
  }
  const rows = await t.ctx.db.selectFrom('users').select(['id', 'username']).execute();
  for (const row of rows) ids[row.username] = row.id;
});
afterAll(() => t.close());

const logInfo = (user: string, query: object = {}) => request(t.app).get(API_PATHS.logInfo).query(query).set('Authorization', bearer(user));
const write = (user: string, body: object) => request(t.app).post(API_PATHS.logWrite).set('Authorization', bearer(user)).send(body);
const logList = async (user: string, query: object = {}) => {
  const res = await request(t.app).get(API_PATHS.logList).query(query).set('Authorization', bearer(user));
  expect(res.status).toBe(200);
  return res.body.data as Paged<LogEntry>;
};

describe('GET GetLogInfo and POST Log', () => {
  it('answers null for a user who has not confirmed, and the entry once they have', async () => {
    const before = await logInfo('dlg001', { User_ID: ids.dlg001 });
    expect(before.status).toBe(200);
    expect(before.body.data).toBeNull();

    const written = await write('dlg001', { Module: PROFILE_CONFIRM_MODULE, User_ID: ids.dlg001, Description: '张三确认' });
    expect(written.status).toBe(200);
    expect(written.body.msg).toBe('记录成功');

    const after = await logInfo('dlg001');
    expect(after.body.data).toHaveLength(1);
    expect(after.body.data[0]).toMatchObject({
      user_ID: ids.dlg001,
      username: 'dlg001',
      module: PROFILE_CONFIRM_MODULE,
      description: '张三确认',
    });
  });

  it('answers the seeded confirmation of npc01', async () => {
    const res = await logInfo('npc01');
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((e: LogEntry) => e.module === PROFILE_CONFIRM_MODULE && e.user_ID === ids.npc01)).toBe(true);
  });

  it("lets office staff read another user's confirmation, not a deputy", async () => {
    expect((await logInfo('npc01', { User_ID: ids.cppcc01 })).status).toBe(200);
    expect((await logInfo('dlg001', { User_ID: ids.npc01 })).status).toBe(403);
    expect((await logInfo('dlg001', { User_ID: 'abc' })).status).toBe(400);
  });

  it('writes for oneself only, unless an administrator', async () => {
    expect((await write('npc01', { Module: LOG_MODULES.member, User_ID: ids.dlg001, Description: 'x' })).status).toBe(403);
    expect((await write('admin', { Module: LOG_MODULES.member, User_ID: ids.dlg001, Description: '代为记录' })).status).toBe(200);
    expect((await write('admin', { Module: LOG_MODULES.member, User_ID: 99999, Description: 'x' })).status).toBe(404);
    const missing = await write('npc01', { Description: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Module不能为空');
    const unknown = await write('npc01', { Module: '随便写的模块', Description: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('Module格式不正确');
  });

  it('needs a token', async () => {
    expect((await request(t.app).get(API_PATHS.logInfo)).status).toBe(401);
    expect((await request(t.app).post(API_PATHS.logWrite).send({ Module: 'x', Description: 'y' })).status).toBe(401);
  });
});

describe('GET Log/GetList', () => {
  it('shows others only their own entries', async () => {
    await write('unit01', { Module: LOG_MODULES.npcHandling, Description: '单位记录' });
    const page = await logList('unit01', { pageSize: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((e) => e.user_ID === ids.unit01)).toBe(true);
    const res = await request(t.app).get(API_PATHS.logList).query({ User_ID: ids.admin }).set('Authorization', bearer('unit01'));
    expect(res.status).toBe(403);
  });

  it('shows administrators and leaders everything, filtered and paged', async () => {
    const all = await logList('leader01', { pageSize: 5 });
    expect(all.rows).toHaveLength(5);
    expect(new Set((await logList('admin', { pageSize: 200 })).rows.map((e) => e.user_ID)).size).toBeGreaterThan(1);

    const byUser = await logList('admin', { User_ID: ids.dlg001, module: PROFILE_CONFIRM_MODULE });
    expect(byUser.total).toBe(1);
    const byKeyword = await logList('admin', { keyword: '代为' });
    expect(byKeyword.rows.every((e) => e.description.includes('代为'))).toBe(true);
    expect(byKeyword.total).toBeGreaterThan(0);

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await logList('admin', { keyword: '代为', from: day(-1), to: day(1) })).total).toBe(byKeyword.total);
    expect((await logList('admin', { keyword: '代为', from: day(2) })).total).toBe(0);
    expect((await logList('admin', { keyword: '代为', to: day(-2) })).total).toBe(0);
  });

  it("shows office staff their own body's users and themselves", async () => {
    const users = await t.ctx.db.selectFrom('users').select(['id', 'type']).execute();
    const typeOf = new Map(users.map((u) => [u.id, u.type]));
    const npcSide = await logList('npc01', { pageSize: 200 });
    expect(npcSide.rows.some((e) => e.user_ID === ids.npc01)).toBe(true);
    expect(npcSide.rows.some((e) => e.user_ID === ids.dlg001)).toBe(true);
    expect(npcSide.rows.every((e) => e.user_ID === ids.npc01 || typeOf.get(e.user_ID ?? 0) === 1)).toBe(true);
    const cppccSide = await logList('cppcc01', { pageSize: 200 });
    expect(cppccSide.rows.some((e) => e.user_ID === ids.cppcc01)).toBe(true);
    expect(cppccSide.rows.some((e) => e.user_ID === ids.npc01 || e.user_ID === ids.dlg001 || e.user_ID === ids.admin)).toBe(false);
    expect((await logList('cppcc01', { User_ID: ids.admin })).total).toBe(0);
  });

  it('finds entries by user name or staff name and shows who and from where', async () => {
    const user = await t.ctx.db.selectFrom('users').select(['staff_name']).where('id', '=', ids.npc01!).executeTakeFirstOrThrow();
    const byName = await logList('admin', { user: user.staff_name, pageSize: 200 });
    const byUsername = await logList('admin', { user: 'NPC0', pageSize: 200 });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.rows.every((e) => e.user_ID === ids.npc01)).toBe(true);
    expect(byUsername.rows.every((e) => e.username.toLowerCase().includes('npc0'))).toBe(true);
    expect(byName.rows[0]).toMatchObject({ username: 'npc01', staff_Name: user.staff_name });
    expect(byName.rows[0]?.ip).not.toBe('');
    expect(byName.rows.some((e) => e.user_Agent.length > 0)).toBe(true);
    expect((await logList('admin', { user: '%' })).total).toBe(0);
  });

  it('sorts by time, user, module and address on the server', async () => {
    const times = (await logList('admin', { pageSize: 50 })).rows.map((e) => e.create_Time);
    expect(times).toEqual([...times].sort().reverse());
    const oldest = (await logList('admin', { pageSize: 50, sortField: 'create_Time', sortOrder: 'asc' })).rows.map((e) => e.create_Time);
    expect(oldest).toEqual([...oldest].sort());
    const byModule = (await logList('admin', { pageSize: 200, sortField: 'module', sortOrder: 'desc' })).rows.map((e) => e.module);
    const sortedModules = (await t.ctx.db.selectFrom('activity_logs').select('module').orderBy('module', 'desc').limit(200).execute()).map(
      (r) => r.module,
    );
    expect(byModule).toEqual(sortedModules);
    const byUser = (await logList('admin', { pageSize: 200, sortField: 'username' })).rows.map((e) => e.id);
    const sortedUsers = await t.ctx.db
      .selectFrom('activity_logs')
      .select('id')
      .orderBy('username', 'asc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    expect(byUser).toEqual(sortedUsers.map((r) => Number(r.id)));
  });

  it('reads the date range as Beijing calendar days', async () => {
    await t.ctx.db
      .insertInto('activity_logs')
      .values({
        user_id: ids.admin,
        username: 'admin',
        module: LOG_MODULES.menu,
        description: '凌晨的记录',
        created_at: '2026-03-02T03:00:00+08:00',
      })
      .execute();
    expect((await logList('admin', { keyword: '凌晨的记录', from: '2026-03-02', to: '2026-03-02' })).total).toBe(1);
    expect((await logList('admin', { keyword: '凌晨的记录', to: '2026-03-01' })).total).toBe(0);
    expect((await logList('admin', { keyword: '凌晨的记录', from: '2026-03-03' })).total).toBe(0);
  });

  it('refuses bad input with 400', async () => {
    for (const query of [
      { from: '2026/01/01' },
      { to: '2026-02-31x' },
      { from: '2026-13-45' },
      { pageSize: 1000 },
      { pageIndex: 0 },
      { module: '不存在的模块' },
      { sortField: 'password_hash' },
      { sortOrder: 'sideways' },
    ]) {
      const res = await request(t.app).get(API_PATHS.logList).query(query).set('Authorization', bearer('admin'));
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('needs a token', async () => {
    expect((await request(t.app).get(API_PATHS.logList)).status).toBe(401);
  });
});

describe('the activity log', () => {
  it('holds only modules of the shared list, so the filter can offer every one', async () => {
    const modules = await t.ctx.db.selectFrom('activity_logs').select('module').distinct().execute();
    expect(modules.map((m) => m.module).filter((name) => !isLogModuleName(name))).toEqual([]);
  });

  it('is append-only', async () => {
    await expect(sql`update activity_logs set description = 'x'`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    await expect(t.ctx.db.deleteFrom('activity_logs').execute()).rejects.toThrow(/append-only/);
  });
});
