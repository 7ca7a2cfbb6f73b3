import { API_PATHS, PASSWORD_STATUS } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const DEPUTY_ROLE_ID = 7;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
});
afterAll(() => t.close());

const addUser = (body: Record<string, unknown>) =>
  request(t.app)
    .post(API_PATHS.userAdd)
    .set(bearer(admin))
    .send({ staff_Name: '关联测试', password: t.encrypt('Test@2026x'), ...body });

/** A member profile no account is linked to yet. */
const freeProfileId = async () =>
  (
    await t.ctx.db
      .selectFrom('member_terms as m')
      .select('m.id')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('users as u').select('u.id').whereRef('u.hr_id', '=', 'm.id'))))
      .orderBy('m.id')
      .executeTakeFirstOrThrow()
  ).id;

describe('User/Add and User/Update with linked rows', () => {
  it('refuses an unknown department, unit or member profile with a clear 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dept_ID: 99999 }, '部门不存在'],
      [{ unit_ID: 99999 }, '所选承办单位不存在'],
      [{ hR_ID: 99999 }, '所选代表委员档案不存在'],
      [{ dlg_ID: 99999 }, '代表团或提案单位不存在'],
    ];
    for (const [extra, msg] of cases) {
      const res = await addUser({ username: 'links0', ...extra });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });

  it('links a free member profile once; a second account cannot take it', async () => {
    const hrId = await freeProfileId();
    const first = await addUser({ username: 'links1', hR_ID: hrId, roleIds: [DEPUTY_ROLE_ID] });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ hR_ID: hrId, pwd_Status: PASSWORD_STATUS.MUST_CHANGE });
    const second = await addUser({ username: 'links2', hR_ID: hrId });
    expect(second.status).toBe(400);
    expect(second.body.msg).toBe('该代表委员档案已关联其他账号');
    const resaved = await request(t.app)
      .put(API_PATHS.userUpdate)
      .set(bearer(admin))
      .send({ User_ID: first.body.data.user_ID, username: 'links1', staff_Name: '关联测试改', hR_ID: hrId });
    expect(resaved.status).toBe(200);
    expect(resaved.body.data.staff_Name).toBe('关联测试改');
  });
});

describe('User/AdminResetPwd', () => {
  it('sets a generated password that must be changed at next sign-in', async () => {
    const added = await addUser({ username: 'links3' });
    const userId = added.body.data.user_ID as number;
    await t.ctx.db.updateTable('users').set({ pwd_status: PASSWORD_STATUS.OK }).where('id', '=', userId).execute();
    const res = await request(t.app).put(API_PATHS.userAdminReset).set(bearer(admin)).send({ User_ID: userId });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('密码已重置，用户下次登录时须修改密码');
    const password = res.body.data.password as string;
    expect(password).toHaveLength(16);
    const user = await t.ctx.db.selectFrom('users').select('pwd_status').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.pwd_status).toBe(PASSWORD_STATUS.MUST_CHANGE);
    expect(await t.login('links3', password)).toBeTruthy();
  });
});

describe('Role abilities', () => {
  it('accepts abilities of the shared list and refuses others', async () => {
    const ok = await request(t.app)
      .post(API_PATHS.roleAdd)
      .set(bearer(admin))
      .send({ code: 41, name: 'reader', title: '只读', abilities: ['case:read', 'log:read'] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.abilities).toEqual(['case:read', 'log:read']);
    const bad = await request(t.app)
      .put(API_PATHS.roleUpdate)
      .set(bearer(admin))
      .send({ id: ok.body.data.id, code: 41, name: 'reader', title: '只读', abilities: ['case:fly'] });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('权限标识格式不正确');
  });
});
