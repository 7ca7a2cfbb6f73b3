import {
  API_PATHS,
  isLogModuleName,
  LOG_MODULE_NAMES,
  LOG_MODULES,
  type LogEntry,
  type LogModuleList,
  type Paged,
  PROFILE_CONFIRM_MODULE,
} from '@proposal-desk/shared';
import { sql } from 'kysely';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { appendLogEntries } from '../../db/log-chain/append';
import { GENESIS_HASH } from '../../db/log-chain/chain-hash';
import { verifyLogChain } from '../../db/log-chain/verify-log-chain';

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
  it('answers null for a user who has not confirmed, and the product’s own entry once they have', async () => {
    const before = await logInfo('dlg001', { User_ID: ids.dlg001 });
    expect(before.status).toBe(200);
    expect(before.body.data).toBeNull();

    // The confirmation is the product's entry in its own words, whatever text the client sent.
    const written = await write('dlg001', { Module: PROFILE_CONFIRM_MODULE, User_ID: ids.dlg001, Description: '管理员已审核通过' });
    expect(written.status).toBe(200);
    expect(written.body.msg).toBe('记录成功');

    const { staff_name } = await t.ctx.db.selectFrom('users').select('staff_name').where('id', '=', ids.dlg001!).executeTakeFirstOrThrow();
    const after = await logInfo('dlg001');
    expect(after.body.data).toHaveLength(1);
    expect(after.body.data[0]).toMatchObject({
      user_ID: ids.dlg001,
      username: 'dlg001',
      module: PROFILE_CONFIRM_MODULE,
      source: 'product',
      description: `${staff_name}确认`,
    });
    const listed = await request(t.app)
      .get(API_PATHS.logList)
      .query({ User_ID: ids.dlg001, module: PROFILE_CONFIRM_MODULE })
      .set('Authorization', bearer('admin'))
      .set('Accept-Language', 'en-US');
    expect(listed.body.data.rows[0]).toMatchObject({
      source: 'product',
      description: `${staff_name} confirmed their personal information`,
    });
  });

  it('answers the seeded confirmation of npc01', async () => {
    const res = await logInfo('npc01');
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((e: LogEntry) => e.module === PROFILE_CONFIRM_MODULE && e.user_ID === ids.npc01)).toBe(true);
  });

  it("lets office staff read the confirmations of their own body's users, not a deputy", async () => {
    expect((await logInfo('npc01', { User_ID: ids.dlg001 })).status).toBe(200);
    // The other body's users are outside the NPC office's log, as in the log itself.
    expect((await logInfo('npc01', { User_ID: ids.cppcc01 })).status).toBe(403);
    expect((await logInfo('dlg001', { User_ID: ids.npc01 })).status).toBe(403);
    expect((await logInfo('dlg001', { User_ID: 'abc' })).status).toBe(400);
  });

  it('writes for oneself only, administrators included', async () => {
    const before = await t.ctx.db
      .selectFrom('activity_logs')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    for (const [user, userId] of [
      ['npc01', ids.dlg001],
      ['admin', ids.dlg001],
      ['admin', 99999],
    ] as const) {
      const refused = await write(user, { Module: LOG_MODULES.member, User_ID: userId, Description: '代为记录' });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('只能以本人身份记录操作日志（User_ID 须为当前登录用户）');
    }
    const english = await request(t.app)
      .post(API_PATHS.logWrite)
      .set('Authorization', bearer('admin'))
      .set('Accept-Language', 'en-US')
      .send({ Module: PROFILE_CONFIRM_MODULE, User_ID: ids.dlg001, Description: 'x' });
    expect([english.status, english.body.msg]).toEqual([
      403,
      'Log entries are written as yourself only (User_ID must be the signed-in user)',
    ]);
    const after = await t.ctx.db
      .selectFrom('activity_logs')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    // One's own id, or none, writes one's own entry.
    expect((await write('admin', { Module: LOG_MODULES.member, User_ID: ids.admin, Description: '代为记录' })).status).toBe(200);
    expect((await logList('admin', { keyword: '代为记录' })).rows.map((e) => [e.user_ID, e.username])).toEqual([[ids.admin, 'admin']]);
    const missing = await write('npc01', { Description: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Module不能为空');
    const blank = await write('npc01', { Module: '   ', Description: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('Module不能为空');
  });

  it("stores a module name of the client's own as given, trimmed, up to 50 characters", async () => {
    const written = await write('cppcc01', { Module: '  个人中心  ', Description: '确认个人信息' });
    expect(written.status).toBe(200);
    const longest = '模'.repeat(50);
    expect((await write('cppcc01', { Module: longest, Description: '五十个字' })).status).toBe(200);
    const stored = await t.ctx.db
      .selectFrom('activity_logs')
      .select(['module', 'description', 'source'])
      .where('user_id', '=', ids.cppcc01!)
      .where('module', 'in', ['个人中心', longest])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { module: '个人中心', description: '确认个人信息', source: 'client' },
      { module: longest, description: '五十个字', source: 'client' },
    ]);

    const tooLong = await write('cppcc01', { Module: '模'.repeat(51), Description: 'x' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe('Module不能超过50个字符');
    const english = await request(t.app)
      .post(API_PATHS.logWrite)
      .set('Authorization', bearer('cppcc01'))
      .set('Accept-Language', 'en-US')
      .send({ Module: 'M'.repeat(51), Description: 'x' });
    expect(english.body.msg).toBe('Module must be at most 50 characters');
    const empty = await request(t.app)
      .post(API_PATHS.logWrite)
      .set('Authorization', bearer('cppcc01'))
      .set('Accept-Language', 'en-US')
      .send({ Module: '', Description: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Module is required');
  });

  it('stops the personal-information dialog once the original client logs its confirmation under its own module', async () => {
    // A deputy like dlg001 (profile not yet confirmed), signing in with the original client.
    const dlg001 = await t.ctx.db.selectFrom('users').selectAll().where('username', '=', 'dlg001').executeTakeFirstOrThrow();
    const deputy = await t.ctx.db
      .insertInto('users')
      .values({
        username: 'dlg901',
        password_hash: dlg001.password_hash,
        staff_name: '原客户端代表',
        type: dlg001.type,
        hr_id: dlg001.hr_id,
      })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    const roles = await t.ctx.db.selectFrom('user_roles').select('role_id').where('user_id', '=', dlg001.id).execute();
    await t.ctx.db
      .insertInto('user_roles')
      .values(roles.map((r) => ({ user_id: deputy.id, role_id: r.role_id })))
      .execute();
    const auth = `Bearer ${await t.login(deputy.username, PASSWORDS.demo)}`;
    const info = () => request(t.app).get(API_PATHS.logInfo).set('Authorization', auth);
    // Signing in writes a 系统登录 entry: that is no confirmation.
    expect((await info()).body.data).toBeNull();

    const logged = await request(t.app)
      .post(API_PATHS.logWrite)
      .set('Authorization', auth)
      .send({ Module: '个人信息', User_ID: deputy.id, Description: '代表确认个人信息' });
    expect(logged.status).toBe(200);
    const after = (await info()).body.data as LogEntry[];
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ user_ID: deputy.id, module: '个人信息', source: 'client', description: '代表确认个人信息' });
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
    await appendLogEntries(t.ctx.db, [
      {
        userId: ids.admin!,
        username: 'admin',
        module: LOG_MODULES.menu,
        description: '凌晨的记录',
        ip: '',
        userAgent: '',
        at: new Date('2026-03-02T03:00:00+08:00'),
      },
    ]);
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
      { module: '模'.repeat(101) },
      { sortField: 'password_hash' },
      { sortOrder: 'sideways' },
    ]) {
      const res = await request(t.app).get(API_PATHS.logList).query(query).set('Authorization', bearer('admin'));
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('tells a client’s entry from the product’s, under a module of the product’s too, and filters by either', async () => {
    // unit01 wrote under 建议办理, one of the product's modules: the list says whose entry it is.
    const underProductModule = await logList('admin', { module: LOG_MODULES.npcHandling, keyword: '单位记录' });
    expect(underProductModule.rows).toEqual([expect.objectContaining({ user_ID: ids.unit01, source: 'client', description: '单位记录' })]);
    expect((await logList('admin', { module: LOG_MODULES.npcHandling, source: 'product', keyword: '单位记录' })).total).toBe(0);
    expect((await logList('admin', { module: LOG_MODULES.npcHandling, source: 'client' })).total).toBe(1);

    const clients = await logList('admin', { source: 'client', pageSize: 200 });
    expect(clients.rows.map((e) => e.module).sort()).toEqual(
      ['个人中心', '个人信息', LOG_MODULES.member, LOG_MODULES.npcHandling, '模'.repeat(50)].sort(),
    );
    expect(clients.rows.every((e) => e.source === 'client')).toBe(true);
    const products = await logList('admin', { source: 'product', pageSize: 200 });
    expect(products.total).toBeGreaterThan(20);
    expect(products.rows.every((e) => e.source === 'product' && isLogModuleName(e.module))).toBe(true);
    const all = await logList('admin', { pageSize: 1 });
    expect(products.total + clients.total).toBe(all.total);
    // A sign-in is the product's.
    expect((await logList('admin', { module: LOG_MODULES.login, pageSize: 200 })).rows.every((e) => e.source === 'product')).toBe(true);

    const bad = await request(t.app).get(API_PATHS.logList).query({ source: 'server' }).set('Authorization', bearer('admin'));
    expect(bad.status).toBe(400);
  });

  it("finds entries under a client's own module", async () => {
    const page = await logList('admin', { module: '个人中心' });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ user_ID: ids.cppcc01, module: '个人中心' });
    expect((await logList('admin', { module: '没有人写过的模块' })).total).toBe(0);
  });

  it('needs a token', async () => {
    expect((await request(t.app).get(API_PATHS.logList)).status).toBe(401);
  });
});

describe('GET Log/GetModules', () => {
  const modulesFor = async (user: string) => {
    const res = await request(t.app).get(API_PATHS.logModules).set('Authorization', bearer(user));
    expect(res.status).toBe(200);
    return res.body.data as LogModuleList;
  };

  it("lists the product's modules, and apart from them those of the clients' entries the reader sees", async () => {
    const all = await modulesFor('admin');
    expect(all.product).toEqual(LOG_MODULE_NAMES);
    // Clients wrote under modules of their own, and under two of the product's (建议办理 by unit01, 代表委员 by admin).
    expect(all.client).toEqual(['个人中心', '个人信息', LOG_MODULES.member, LOG_MODULES.npcHandling, '模'.repeat(50)].sort());
    // cppcc01 sees its own two (dlg901 is on the NPC side); a unit clerk, who reads only its own entries, its one.
    expect((await modulesFor('cppcc01')).client).toEqual(['个人中心', '模'.repeat(50)].sort());
    expect(await modulesFor('unit01')).toEqual({ product: LOG_MODULE_NAMES, client: [LOG_MODULES.npcHandling] });
  });

  it('needs a token', async () => {
    expect((await request(t.app).get(API_PATHS.logModules)).status).toBe(401);
  });
});

describe('the activity log', () => {
  it("holds only modules of the shared list in the product's entries; clients' entries are stored as theirs", async () => {
    const modules = await t.ctx.db.selectFrom('activity_logs').select(['module', 'source']).distinct().execute();
    expect(modules.filter((m) => m.source === 'product').every((m) => isLogModuleName(m.module))).toBe(true);
    const clients = modules.filter((m) => m.source === 'client').map((m) => m.module);
    expect(clients.sort()).toEqual(['个人中心', '个人信息', LOG_MODULES.member, LOG_MODULES.npcHandling, '模'.repeat(50)].sort());
  });

  it('is append-only: no update, delete or truncate, and its chain’s head is neither removed nor moved back', async () => {
    await expect(sql`update activity_logs set description = 'x'`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    await expect(t.ctx.db.deleteFrom('activity_logs').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate activity_logs`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate activity_logs, activity_log_chain`.execute(t.ctx.db)).rejects.toThrow(/append-only|cannot be removed/);
    await expect(t.ctx.db.deleteFrom('activity_log_chain').execute()).rejects.toThrow(/cannot be removed/);
    await expect(sql`truncate activity_log_chain`.execute(t.ctx.db)).rejects.toThrow(/cannot be removed/);
    await expect(sql`update activity_log_chain set last_id = null, hash = ${GENESIS_HASH}`.execute(t.ctx.db)).rejects.toThrow(
      /only moves forward/,
    );
    await expect(sql`update activity_log_chain set last_id = last_id - 1`.execute(t.ctx.db)).rejects.toThrow(/only moves forward/);
    const { n } = await t.ctx.db
      .selectFrom('activity_logs')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(n).toBeGreaterThan(20);
    expect(await verifyLogChain(t.ctx.db)).toEqual({ ok: true, entries: n, lastId: expect.any(Number) });
  });
});
