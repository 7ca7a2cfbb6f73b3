import { API_PATHS, LOG_MODULES, type NoticeItem } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let token = '';
let userId = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('unit02', PASSWORDS.demo);
  const users = await t.ctx.db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['unit02', 'admin']).execute();
  userId = users.find((u) => u.username === 'unit02')!.id;
  const adminId = users.find((u) => u.username === 'admin')!.id;
  await t.ctx.db.deleteFrom('notices').where('user_id', '=', userId).execute();
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes));
  await t.ctx.db
    .insertInto('notices')
    .values([
      {
        user_id: userId,
        kind: 'notice',
        title: '新交办案件',
        content: '请及时签收',
        created_at: at(1),
        link: '/handling/assignments?stage=pending',
      },
      { user_id: userId, kind: 'email', title: '答复提醒', content: '距答复期限还有7天', created_at: at(3) },
      { user_id: userId, kind: 'notice', title: '已读通知', created_at: at(2), cleared_at: at(4) },
      { user_id: adminId, kind: 'notice', title: '他人通知', created_at: at(5) },
    ])
    .execute();
});
afterAll(() => t.close());

const list = async () => {
  const res = await request(t.app).get(API_PATHS.noticeList).set('Authorization', `Bearer ${token}`);
  expect(res.status).toBe(200);
  return res.body.data as NoticeItem[];
};
const clear = (body?: object) => request(t.app).post(API_PATHS.noticeClear).set('Authorization', `Bearer ${token}`).send(body);

describe('notices', () => {
  it("lists the caller's uncleared notices, newest first, with the address each opens", async () => {
    const notices = await list();
    expect(notices.map((n) => n.title)).toEqual(['答复提醒', '新交办案件']);
    expect(notices[0]).toEqual({
      id: expect.any(Number),
      kind: 'email',
      title: '答复提醒',
      content: '距答复期限还有7天',
      time: '2026-11-01T09:03:00.000Z',
      link: '',
    });
    expect(notices[1]).toMatchObject({ title: '新交办案件', link: '/handling/assignments?stage=pending' });
  });

  it('clears one kind, then all, and records it', async () => {
    const emails = await clear({ kind: 'email' });
    expect(emails.status).toBe(200);
    expect(emails.body).toMatchObject({ msg: '消息已清空', data: { cleared: 1 } });
    expect((await list()).map((n) => n.kind)).toEqual(['notice']);

    const all = await clear();
    expect(all.body.data).toEqual({ cleared: 1 });
    expect(await list()).toEqual([]);
    const entry = await t.ctx.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('module', '=', LOG_MODULES.notice)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(entry).toMatchObject({ user_id: userId, description: '清空消息 1 条' });

    const others = await t.ctx.db.selectFrom('notices').select('cleared_at').where('title', '=', '他人通知').executeTakeFirstOrThrow();
    expect(others.cleared_at).toBeNull();
  });

  it('refuses an unknown kind with 400', async () => {
    const res = await clear({ kind: 'sms' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('kind格式不正确');
  });

  it('needs a token', async () => {
    expect((await request(t.app).get(API_PATHS.noticeList)).status).toBe(401);
    expect((await request(t.app).post(API_PATHS.noticeClear)).status).toBe(401);
  });
});
