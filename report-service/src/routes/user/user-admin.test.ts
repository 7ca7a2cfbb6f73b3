import { API_PATHS, type MenuNode, type RoleOption, type RouteItem, type UserRow } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
let npc: string;
let roles: RoleOption[];
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** The handling unit the test's unit users work at. */
let unitId: number;
const roleId = (name: string) => roles.find((r) => r.name === name)?.id ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  npc = await t.login('npc01', PASSWORDS.demo);
  roles = (await request(t.app).get(API_PATHS.roleAll).set(bearer(admin))).body.data;
  unitId = (await t.ctx.db.selectFrom('handling_units').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const addUser = (body: Record<string, unknown>, token = admin) => request(t.app).post(API_PATHS.userAdd).set(bearer(token)).send(body);
const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  staff_Name: `测试${username}`,
  password: t.encrypt('Test@2026x'),
  roleIds: [roleId('unitLead')],
  unit_ID: unitId,
  ...extra,
});

const lastLog = () =>
  t.ctx.db
    .selectFrom('activity_logs')
    .select('description')
    .where('module', '=', '用户管理')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

function flattenPaths(routes: RouteItem[]): string[] {
  return routes.flatMap((r) => [r.path, ...flattenPaths(r.children)]);
}

describe('GET /api/User/GetList', () => {
  it('pages, filters and sorts on the server', async () => {
    const all = await request(t.app)
      .get(API_PATHS.userList)
      .set(bearer(admin))
      .query({ pageSize: 3, sortField: 'username', sortOrder: 'desc' });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ pageIndex: 1, pageSize: 3 });
    expect(all.body.data.rows).toHaveLength(3);
    expect(all.body.data.total).toBeGreaterThanOrEqual(10);
    const names = (all.body.data.rows as UserRow[]).map((r) => r.username);
    expect(names).toEqual([...names].sort().reverse());

    const byKeyword = await request(t.app).get(API_PATHS.userList).set(bearer(admin)).query({ keyword: 'npc0' });
    expect((byKeyword.body.data.rows as UserRow[]).map((r) => r.username)).toContain('npc01');
    const disabled = await request(t.app).get(API_PATHS.userList).set(bearer(admin)).query({ state: 0 });
    expect((disabled.body.data.rows as UserRow[]).map((r) => r.username)).toContain('retired01');
    const admins = await request(t.app)
      .get(API_PATHS.userList)
      .set(bearer(admin))
      .query({ roleId: roleId('admin') });
    expect(admins.body.data.rows[0]).toMatchObject({ username: 'admin', roles: [{ name: 'admin', code: '22' }] });
  });

  it('refuses an unknown sort field or an oversized page (400), no token (401), non-admin (403)', async () => {
    const bad = await request(t.app).get(API_PATHS.userList).set(bearer(admin)).query({ sortField: 'password_hash' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('sortField格式不正确');
    expect((await request(t.app).get(API_PATHS.userList).set(bearer(admin)).query({ pageSize: 5000 })).status).toBe(400);
    expect((await request(t.app).get(API_PATHS.userList)).status).toBe(401);
    expect((await request(t.app).get(API_PATHS.userList).set(bearer(npc))).status).toBe(403);
  });
});

describe('POST /api/User/Add', () => {
  it("creates a user who must change the password and sees exactly the role's menus", async () => {
    const res = await addUser(newUser('tester1', { mobile: '13912345678', email: 't1@demo.gov.cn' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'tester1', pwd_Status: 1, state: 1, roles: [{ name: 'unitLead' }] });
    expect(res.body.data.password).toBeUndefined();

    const token = await t.login('tester1', 'Test@2026x');
    const pwd = await request(t.app).get(API_PATHS.userPwdStatus).set(bearer(token));
    expect(pwd.body.msg).toBe('1');
    const routes = (await request(t.app).get(API_PATHS.roleMenuList).set(bearer(token))).body.data as RouteItem[];
    const granted = new Set(
      (
        await request(t.app)
          .get(API_PATHS.roleMenuIds)
          .set(bearer(admin))
          .query({ roleId: roleId('unitLead') })
      ).body.data,
    );
    const tree = (await request(t.app).get(API_PATHS.menuTree).set(bearer(admin))).body.data as MenuNode[];
    const expected = (nodes: MenuNode[]): string[] =>
      nodes.flatMap((n) => [...(granted.has(n.id) ? [n.path] : []), ...expected(n.children)]);
    expect(flattenPaths(routes).sort()).toEqual(expected(tree).sort());

    const log = await lastLog();
    expect(log.description).toBe('新增用户 测试tester1（tester1），角色：承办单位负责人');
  });

  it('generates a strong password when none is given and shows it once', async () => {
    const res = await addUser(newUser('tester2', { password: undefined }));
    expect(res.status).toBe(200);
    expect(res.body.data.password).toMatch(/^.{16}$/);
    await t.login('tester2', res.body.data.password);
  });

  it.each([
    [{ username: undefined }, '用户名不能为空', 'username'],
    [{ staff_Name: '' }, '请输入姓名', 'staff_Name'],
    [{ password: 't.encrypt' }, '密码须加密传输，请刷新页面后重试', undefined],
    [{ mobile: '123' }, '请输入正确的手机号', 'mobile'],
    [{ email: 'not-an-email' }, '请输入正确的邮箱地址', 'email'],
    [{ username: 'npc01' }, '用户名已存在', 'username'],
    [{ roleIds: [9999] }, '所选角色不存在', 'roleIds'],
    [{ type: 7 }, '用户类型只能是1（人大）或2（政协）', 'type'],
  ])('refuses %j with 400, naming the field at fault', async (change, msg, field) => {
    const res = await addUser(newUser('tester9', change));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
    expect(res.body.errors).toEqual(field ? [{ field, message: msg }] : undefined);
  });

  it('names every field at fault at once, in the caller’s language', async () => {
    const res = await addUser(newUser('tester9', { username: '', mobile: '123' })).set('Accept-Language', 'en');
    expect(res.status).toBe(400);
    expect(res.body.errors.map((error: { field: string }) => error.field)).toEqual(['username', 'mobile']);
    expect(res.body.errors[1].message).toBe('Please enter a valid mobile number');
  });

  it('refuses a weak password, no token and non-admins', async () => {
    const weak = await addUser(newUser('tester9', { password: t.encrypt('abcdefgh') }));
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toContain('不能少于8位');
    expect(weak.body.errors).toEqual([{ field: 'password', message: weak.body.msg }]);
    expect((await request(t.app).post(API_PATHS.userAdd).send(newUser('x'))).status).toBe(401);
    expect((await addUser(newUser('tester9'), npc)).status).toBe(403);
  });
});

describe('PUT /api/User/Update', () => {
  it('changes what is sent, keeps the rest, replaces roles and logs the change', async () => {
    const id = (await addUser(newUser('tester3', { mobile: '13912340003' }))).body.data.user_ID;
    const res = await request(t.app)
      .put(API_PATHS.userUpdate)
      .set(bearer(admin))
      .send({ User_ID: id, username: 'tester3', staff_Name: '改名', roleIds: [roleId('unitClerk')] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ staff_Name: '改名', mobile: '13912340003', unit_ID: unitId, roles: [{ name: 'unitClerk' }] });
    const log = await lastLog();
    expect(log.description).toBe('修改用户 测试tester3（tester3）：姓名，角色改为：承办单位经办人');
  });

  it('ties a unit user to its unit and a deputy to their profile, refusing either without it (400)', async () => {
    const noUnit = await addUser(newUser('tester12', { unit_ID: undefined }));
    expect(noUnit.status).toBe(400);
    expect(noUnit.body.errors).toEqual([{ field: 'unit_ID', message: '承办单位经办人须选择其承办单位' }]);

    const id = (await addUser(newUser('tester13'))).body.data.user_ID;
    const toDeputy = { User_ID: id, username: 'tester13', staff_Name: '测试tester13', roleIds: [roleId('deputy')] };
    const refused = await request(t.app).put(API_PATHS.userUpdate).set(bearer(admin)).send(toDeputy);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'hR_ID', message: '代表委员账号须关联其代表委员档案' }]);
    const free = await t.ctx.db
      .selectFrom('member_terms')
      .select('id')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.hr_id', '=', 'member_terms.id'))))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const linked = await request(t.app)
      .put(API_PATHS.userUpdate)
      .set(bearer(admin))
      .send({ ...toDeputy, hR_ID: free.id });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ hR_ID: free.id, roles: [{ name: 'deputy' }] });

    // The unit user made in 用户管理 works as the seeded ones do: its unit's home and workspace.
    const clerk = await addUser(newUser('tester14', { roleIds: [roleId('unitClerk')] }));
    expect(clerk.status).toBe(200);
    const first = await t.login('tester14', 'Test@2026x');
    const changed = await request(t.app)
      .put(API_PATHS.userResetPwd)
      .set(bearer(first))
      .query({ oldPwd: t.encrypt('Test@2026x'), newPwd: t.encrypt('Fresh#2026x'), confirmNewPwd: t.encrypt('Fresh#2026x') });
    expect(changed.status).toBe(200);
    const token = await t.login('tester14', 'Fresh#2026x');
    const info = await request(t.app).get(API_PATHS.userInfo).set(bearer(token));
    expect(info.body.data).toMatchObject({ unit_ID: unitId, unit_Name: expect.any(String) });
    expect(info.body.data.unit_Name).not.toBe('');
    const queue = await request(t.app).get(API_PATHS.caseAssignments).set(bearer(token)).query({ stage: 'pending' });
    expect(queue.status).toBe(200);
  });

  it('refuses disabling oneself or removing the last admin role (400)', async () => {
    const self = await request(t.app)
      .put(API_PATHS.userUpdate)
      .set(bearer(admin))
      .send({ User_ID: 1, username: 'admin', staff_Name: '系统管理员', state: 0 });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('不能停用自己的账号');
    const demote = await request(t.app)
      .put(API_PATHS.userUpdate)
      .set(bearer(admin))
      .send({ User_ID: 1, username: 'admin', staff_Name: '系统管理员', roleIds: [roleId('leader')] });
    expect(demote.status).toBe(400);
    expect(demote.body.msg).toBe('至少须保留一个启用的系统管理员');
  });

  it('answers 400 without User_ID, 404 for an unknown one, 401 and 403', async () => {
    const body = { username: 'ghost', staff_Name: '幽灵' };
    expect((await request(t.app).put(API_PATHS.userUpdate).set(bearer(admin)).send(body)).status).toBe(400);
    const unknown = await request(t.app)
      .put(API_PATHS.userUpdate)
      .set(bearer(admin))
      .send({ ...body, User_ID: 99999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('用户不存在');
    expect((await request(t.app).put(API_PATHS.userUpdate).send(body)).status).toBe(401);
    expect(
      (
        await request(t.app)
          .put(API_PATHS.userUpdate)
          .set(bearer(npc))
          .send({ ...body, User_ID: 2 })
      ).status,
    ).toBe(403);
  });
});

describe('DELETE /api/User/Delete and the template leftovers', () => {
  it('deletes users, whose tokens stop working', async () => {
    await addUser(newUser('tester4'));
    const token = await t.login('tester4', 'Test@2026x');
    const id = (await request(t.app).get(API_PATHS.userInfo).set(bearer(token))).body.data.user_ID;
    const res = await request(t.app)
      .delete(API_PATHS.userDelete)
      .set(bearer(admin))
      .query({ ids: String(id) });
    expect(res.status).toBe(200);
    expect((await request(t.app).get(API_PATHS.userInfo).set(bearer(token))).status).toBe(401);
  });

  it('refuses deleting oneself (400), unknown ids (404), missing ids (400), 401 and 403', async () => {
    const self = await request(t.app)
      .delete(API_PATHS.userDelete)
      .set(bearer(admin))
      .send({ ids: [1] });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('不能删除自己的账号');
    expect((await request(t.app).delete(API_PATHS.userDelete).set(bearer(admin)).query({ ids: '99999' })).status).toBe(404);
    const missing = await request(t.app).delete(API_PATHS.userDelete).set(bearer(admin));
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请选择要操作的记录');
    expect((await request(t.app).delete(API_PATHS.userDelete).query({ ids: '2' })).status).toBe(401);
    expect((await request(t.app).delete(API_PATHS.userDelete).set(bearer(npc)).query({ ids: '3' })).status).toBe(403);
  });

  it('doEdit adds or updates by User_ID; doDelete deletes', async () => {
    const added = await request(t.app).post(API_PATHS.legacyUserEdit).set(bearer(admin)).send(newUser('tester5'));
    expect(added.status).toBe(200);
    const id = added.body.data.user_ID;
    const edited = await request(t.app)
      .post(API_PATHS.legacyUserEdit)
      .set(bearer(admin))
      .send({ User_ID: id, username: 'tester5', staff_Name: '旧接口' });
    expect(edited.body.data).toMatchObject({ user_ID: id, staff_Name: '旧接口', roles: [{ name: 'unitLead' }] });
    const deleted = await request(t.app)
      .post(API_PATHS.legacyUserDelete)
      .set(bearer(admin))
      .send({ ids: [id] });
    expect(deleted.status).toBe(200);
    expect((await request(t.app).post(API_PATHS.legacyUserEdit).set(bearer(npc)).send(newUser('x'))).status).toBe(403);
  });
});
