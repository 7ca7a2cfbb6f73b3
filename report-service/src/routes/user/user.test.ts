import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

describe('User calls', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (name: string) => ({ Authorization: `Bearer ${tokens[name]}` });

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['npc01', 'unit01', 'dlg001', 'newstaff', 'cppcc01']) tokens[name] = await t.login(name, PASSWORDS.demo);
    tokens.admin = await t.login('admin', PASSWORDS.admin);
  });
  afterAll(() => t.close());

  async function userIdOf(name: string): Promise<number> {
    const res = await request(t.app).get('/api/User/GetUserInfo').set(as(name));
    return res.body.data.user_ID as number;
  }

  describe('GetUserInfo', () => {
    it('answers the caller with roles and access state', async () => {
      const res = await request(t.app).get('/api/User/GetUserInfo').set(as('admin'));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        username: 'admin',
        staff_Name: expect.any(String),
        roles: ['admin'],
        roleCodes: ['22'],
        level: 5,
      });
      expect(res.body.data).toHaveProperty('dept_ID');
      expect(res.body.data).toHaveProperty('hR_ID');
      expect(res.body.data).toHaveProperty('dlg_ID');
      expect(Array.isArray(res.body.data.ability)).toBe(true);
    });

    it('answers a deputy with their member link and type', async () => {
      const res = await request(t.app).get('/api/User/GetUserInfo').set(as('dlg001'));
      expect(res.body.data).toMatchObject({ username: 'dlg001', type: 1, roleCodes: ['19'], level: 1 });
      expect(res.body.data.hR_ID).toEqual(expect.any(Number));
    });

    it('needs a token', async () => {
      expect((await request(t.app).get('/api/User/GetUserInfo')).status).toBe(401);
      expect((await request(t.app).get('/api/User/GetUserInfo').set('Authorization', 'Bearer nonsense')).status).toBe(401);
    });
  });

  describe('GetUserInfoByID', () => {
    it('answers the profile with the spec field names', async () => {
      const id = await userIdOf('dlg001');
      const res = await request(t.app).get('/api/User/GetUserInfoByID').query({ User_ID: id }).set(as('dlg001'));
      expect(res.status).toBe(200);
      for (const field of [
        'hR_ID',
        'staff_Name',
        'case_ID',
        'spV_ID',
        'dlG_ID',
        'backGround',
        'address',
        'create_Time',
        'operator',
        'type',
        'mobile',
        'native_place',
        'remark',
        'meet_Name',
        'dlG_Name',
      ]) {
        expect(res.body.data).toHaveProperty(field);
      }
      expect(res.body.data.type).toBe(1);
    });

    it('matches the parameter name case-insensitively', async () => {
      const id = await userIdOf('dlg001');
      const res = await request(t.app).get('/api/User/GetUserInfoByID').query({ user_id: id }).set(as('dlg001'));
      expect(res.status).toBe(200);
      expect(res.body.data.hR_ID).toEqual(expect.any(Number));
    });

    it('lets office staff of the body read it, but not a unit user or another body', async () => {
      const id = await userIdOf('dlg001');
      expect((await request(t.app).get('/api/User/GetUserInfoByID').query({ User_ID: id }).set(as('npc01'))).status).toBe(200);
      expect((await request(t.app).get('/api/User/GetUserInfoByID').query({ User_ID: id }).set(as('unit01'))).status).toBe(403);
      expect((await request(t.app).get('/api/User/GetUserInfoByID').query({ User_ID: id }).set(as('cppcc01'))).status).toBe(403);
    });

    it('answers 400 for a bad id and 404 for an unknown one', async () => {
      const bad = await request(t.app).get('/api/User/GetUserInfoByID').query({ User_ID: 'abc' }).set(as('admin'));
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBeTruthy();
      expect((await request(t.app).get('/api/User/GetUserInfoByID').query({ User_ID: 999999 }).set(as('admin'))).status).toBe(404);
    });
  });

  describe('Get_PWD', () => {
    it('answers the password status in msg', async () => {
      const fresh = await request(t.app)
        .get('/api/User/Get_PWD')
        .query({ userID: await userIdOf('newstaff') })
        .set(as('newstaff'));
      expect(fresh.body).toMatchObject({ code: 200, msg: '1', data: 1 });
      const settled = await request(t.app).get('/api/User/Get_PWD').set(as('npc01'));
      expect(settled.body.msg).toBe('0');
    });

    it("does not tell a non-admin another user's status", async () => {
      const res = await request(t.app)
        .get('/api/User/Get_PWD')
        .query({ userID: await userIdOf('admin') })
        .set(as('npc01'));
      expect(res.status).toBe(403);
    });
  });

  describe('ResetPwd', () => {
    const reset = (name: string, form: Record<string, string | number>) =>
      request(t.app)
        .put('/api/User/ResetPwd')
        .query(Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? t.encrypt(v) : v])))
        .set(as(name));

    it('changes the own password and clears the must-change status', async () => {
      const res = await reset('newstaff', { oldPwd: PASSWORDS.demo, newPwd: 'Fresh#2026a', confirmNewPwd: 'Fresh#2026a' });
      expect(res.status).toBe(200);
      expect(res.body.msg).toBe('密码修改成功，其他设备上的登录已退出');
      const status = await request(t.app).get('/api/User/Get_PWD').set(as('newstaff'));
      expect(status.body.msg).toBe('0');
      await expect(t.login('newstaff', 'Fresh#2026a')).resolves.toEqual(expect.any(String));
    });

    it('checks the old password, the strength level 3 and the confirmation', async () => {
      expect((await reset('npc01', { oldPwd: 'Wrong@2026', newPwd: 'Fresh#2026a', confirmNewPwd: 'Fresh#2026a' })).body.msg).toBe(
        '原密码不正确',
      );
      expect((await reset('npc01', { oldPwd: PASSWORDS.demo, newPwd: 'weakpass', confirmNewPwd: 'weakpass' })).body.msg).toBe(
        '密码不能少于8位，且须包含数字、小写字母、大写字母和特殊字符',
      );
      expect((await reset('npc01', { oldPwd: PASSWORDS.demo, newPwd: 'Fresh#2026a', confirmNewPwd: 'Fresh#2026b' })).body.msg).toBe(
        '两次输入的密码不一致',
      );
      expect((await reset('npc01', { oldPwd: PASSWORDS.demo, newPwd: PASSWORDS.demo, confirmNewPwd: PASSWORDS.demo })).body.msg).toBe(
        '新密码不能与原密码相同',
      );
      expect((await reset('npc01', { newPwd: 'Fresh#2026a', confirmNewPwd: 'Fresh#2026a' })).body.msg).toBe('请输入原密码');
    });

    it("refuses plain fields and another user's uid", async () => {
      const plain = await request(t.app)
        .put('/api/User/ResetPwd')
        .query({ oldPwd: PASSWORDS.demo, newPwd: 'Fresh#2026a', confirmNewPwd: 'Fresh#2026a' })
        .set(as('npc01'));
      expect(plain.status).toBe(400);
      const other = await reset('npc01', {
        uid: await userIdOf('admin'),
        oldPwd: PASSWORDS.demo,
        newPwd: 'Fresh#2026a',
        confirmNewPwd: 'Fresh#2026a',
      });
      expect(other.status).toBe(403);
    });
  });

  describe('SetState', () => {
    it('disables a user: their sign-in fails and live tokens stop at once; enabling restores sign-in', async () => {
      const id = await userIdOf('cppcc01');
      const off = await request(t.app).put('/api/User/SetState').query({ User_ID: id, State: 0 }).set(as('admin'));
      expect(off.status).toBe(200);
      expect((await request(t.app).get('/api/User/GetUserInfo').set(as('cppcc01'))).status).toBe(401);
      await expect(t.login('cppcc01', PASSWORDS.demo)).rejects.toThrow(/401/);
      await request(t.app).put('/api/User/SetState').query({ User_ID: id, State: 1 }).set(as('admin'));
      await expect(t.login('cppcc01', PASSWORDS.demo)).resolves.toEqual(expect.any(String));
    });

    it('is for administrators only and never disables oneself', async () => {
      const id = await userIdOf('unit01');
      expect((await request(t.app).put('/api/User/SetState').query({ User_ID: id, State: 0 }).set(as('npc01'))).status).toBe(403);
      const self = await request(t.app)
        .put('/api/User/SetState')
        .query({ User_ID: await userIdOf('admin'), State: 0 })
        .set(as('admin'));
      expect(self.status).toBe(400);
      expect(self.body.msg).toBe('不能停用自己的账号');
      expect((await request(t.app).put('/api/User/SetState').query({ User_ID: id, State: 7 }).set(as('admin'))).status).toBe(400);
      expect((await request(t.app).put('/api/User/SetState').query({ User_ID: 999999, State: 0 }).set(as('admin'))).status).toBe(404);
    });
  });
});
