import { API_PATHS } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
let npc: string;
let userId: number;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const RETIRED_ID = 10;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  npc = await t.login('npc01', PASSWORDS.demo);
  const added = await request(t.app)
    .post(API_PATHS.userAdd)
    .set(bearer(admin))
    .send({ username: 'access1', staff_Name: '访问测试', password: t.encrypt('Test@2026x'), roleIds: [3] });
  userId = added.body.data.user_ID;
});
afterAll(() => t.close());

describe('PUT /api/User/SetState with new users', () => {
  it('disabling a user stops their sign-in; the admin cannot disable themself', async () => {
    const other = await request(t.app)
      .post(API_PATHS.userAdd)
      .set(bearer(admin))
      .send({ username: 'access2', staff_Name: '停用测试', password: t.encrypt('Test@2026x') });
    await t.login('access2', 'Test@2026x');
    const off = await request(t.app).put(API_PATHS.userSetState).set(bearer(admin)).query({ User_ID: other.body.data.user_ID, State: 0 });
    expect(off.status).toBe(200);
    const login = await request(t.app)
      .get(API_PATHS.login)
      .query({ username: 'access2', password: t.encrypt('Test@2026x') });
    expect(login.status).toBe(401);
    expect(login.body.msg).toBe('账号已停用，请联系管理员');
    const self = await request(t.app).put(API_PATHS.userSetState).set(bearer(admin)).query({ User_ID: 1, State: 0 });
    expect(self.status).toBe(400);
  });
});

describe('PUT /api/User/AdminResetPwd', () => {
  it('generates a password once, forces a change and ends the sessions', async () => {
    const before = await t.login('access1', 'Test@2026x');
    const res = await request(t.app).put(API_PATHS.userAdminReset).set(bearer(admin)).send({ User_ID: userId });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('密码已重置，用户下次登录时须修改密码');
    const password = res.body.data.password as string;
    expect(password).toHaveLength(16);
    expect((await request(t.app).get(API_PATHS.userInfo).set(bearer(before))).status).toBe(401);
    const after = await t.login('access1', password);
    expect((await request(t.app).get(API_PATHS.userPwdStatus).set(bearer(after))).body.msg).toBe('1');
  });

  it('takes an encrypted password from the admin', async () => {
    const res = await request(t.app)
      .put(API_PATHS.userAdminReset)
      .set(bearer(admin))
      .send({ User_ID: userId, password: t.encrypt('Reset@2026y') });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ user_ID: userId });
    await t.login('access1', 'Reset@2026y');
  });

  it('answers 400 for a weak or missing input, 404 for an unknown user, 401 and 403', async () => {
    const weak = await request(t.app)
      .put(API_PATHS.userAdminReset)
      .set(bearer(admin))
      .send({ User_ID: userId, password: t.encrypt('123456') });
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toContain('不能少于8位');
    const missing = await request(t.app).put(API_PATHS.userAdminReset).set(bearer(admin)).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('User_ID格式不正确');
    expect((await request(t.app).put(API_PATHS.userAdminReset).set(bearer(admin)).send({ User_ID: 99999 })).status).toBe(404);
    expect((await request(t.app).put(API_PATHS.userAdminReset).send({ User_ID: userId })).status).toBe(401);
    expect((await request(t.app).put(API_PATHS.userAdminReset).set(bearer(npc)).send({ User_ID: userId })).status).toBe(403);
  });
});

describe('POST /api/User/IssueLoginLink', () => {
  it('issues a link that signs in exactly once', async () => {
    const freeProfile = await t.ctx.db
      .selectFrom('member_terms as m')
      .select('m.id')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('users as u').select('u.id').whereRef('u.hr_id', '=', 'm.id'))))
      .executeTakeFirstOrThrow();
    const deputy = await request(t.app)
      .post(API_PATHS.userAdd)
      .set(bearer(admin))
      .send({ username: 'access3', staff_Name: '链接测试', hR_ID: freeProfile.id, roleIds: [7] });
    const res = await request(t.app).post(API_PATHS.userLoginLink).set(bearer(admin)).send({ User_ID: deputy.body.data.user_ID, hours: 2 });
    expect(res.status).toBe(200);
    const { uuid, url, expiresAt } = res.body.data as { uuid: string; url: string; expiresAt: string };
    expect(url).toBe(`/#/freeLogin?uuid=${uuid}`);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(7100_000);
    const first = await request(t.app).get(API_PATHS.loginByUuid).query({ uuid });
    expect(first.status).toBe(200);
    expect(first.body.data.token).toBeTruthy();
    expect((await request(t.app).get(API_PATHS.loginByUuid).query({ uuid })).status).toBe(401);
  });

  it('refuses a disabled user or bad hours (400), an unknown user (404), 401 and 403', async () => {
    const disabled = await request(t.app).post(API_PATHS.userLoginLink).set(bearer(admin)).send({ User_ID: RETIRED_ID, hours: 2 });
    expect(disabled.status).toBe(400);
    expect(disabled.body.msg).toBe('账号已停用，不能生成免登录链接');
    const staff = await request(t.app).post(API_PATHS.userLoginLink).set(bearer(admin)).send({ User_ID: userId, hours: 2 });
    expect(staff.status).toBe(400);
    expect(staff.body.msg).toBe('只能为关联了代表委员档案的账号生成免登录链接');
    expect((await request(t.app).post(API_PATHS.userLoginLink).set(bearer(admin)).send({ User_ID: userId, hours: 0 })).status).toBe(400);
    expect((await request(t.app).post(API_PATHS.userLoginLink).set(bearer(admin)).send({ User_ID: 99999 })).status).toBe(404);
    expect((await request(t.app).post(API_PATHS.userLoginLink).send({ User_ID: userId })).status).toBe(401);
    expect((await request(t.app).post(API_PATHS.userLoginLink).set(bearer(npc)).send({ User_ID: userId })).status).toBe(403);
  });
});
