import { API_PATHS, type LogEntry, type Paged, PROFILE_CONFIRM_MODULE } from '@proposal-desk/shared';
import { sql } from 'kysely';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const bearer = (user: string) => `Bearer ${tokens[user]}`;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'npc01', 'dlg001', 'leader01', 'unit01']) {
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
    expect((await write('npc01', { Module: '测试', User_ID: ids.dlg001, Description: 'x' })).status).toBe(403);
    expect((await write('admin', { Module: '测试', User_ID: ids.dlg001, Description: '代为记录' })).status).toBe(200);
    expect((await write('admin', { Module: '测试', User_ID: 99999, Description: 'x' })).status).toBe(404);
    const missing = await write('npc01', { Description: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Module不能为空');
  });

  it('needs a token', async () => {
    expect((await request(t.app).get(API_PATHS.logInfo)).status).toBe(401);
    expect((await request(t.app).post(API_PATHS.logWrite).send({ Module: 'x', Description: 'y' })).status).toBe(401);
  });
});

describe('GET Log/GetList', () => {
  it('shows others only their own entries', async () => {
    await write('unit01', { Module: '测试', Description: '单位记录' });
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

  it('refuses bad input with 400', async () => {
    for (const query of [{ from: '2026/01/01' }, { pageSize: 1000 }, { pageIndex: 0 }]) {
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
  it('is append-only', async () => {
    await expect(sql`update activity_logs set description = 'x'`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    await expect(t.ctx.db.deleteFrom('activity_logs').execute()).rejects.toThrow(/append-only/);
  });
});
