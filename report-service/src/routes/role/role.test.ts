import { API_PATHS, type RoleRow } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
let npc: string;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ADMIN_ROLE_ID = 1;
const NPC_STAFF_ROLE_ID = 3;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  npc = await t.login('npc01', PASSWORDS.demo);
});
afterAll(() => t.close());

const addRole = (body: Record<string, unknown>) => request(t.app).post(API_PATHS.roleAdd).set(bearer(admin)).send(body);
const lastLog = () =>
  t.ctx.db
    .selectFrom('activity_logs')
    .select('description')
    .where('module', '=', '角色管理')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('GET /api/Role/GetList and GetAll', () => {
  it('lists roles with level and user count, filtered and sorted on the server', async () => {
    const res = await request(t.app)
      .get(API_PATHS.roleList)
      .set(bearer(admin))
      .query({ sortField: 'code', sortOrder: 'desc', pageSize: 50 });
    expect(res.status).toBe(200);
    const rows = res.body.data.rows as RoleRow[];
    expect(res.body.data.total).toBe(rows.length);
    expect(rows.map((r) => r.code)).toEqual([...rows.map((r) => r.code)].sort().reverse());
    expect(rows.find((r) => r.name === 'admin')).toMatchObject({ code: '22', level: 5, userCount: 1, title: '系统管理员' });
    const filtered = await request(t.app).get(API_PATHS.roleList).set(bearer(admin)).query({ keyword: '政协' });
    expect((filtered.body.data.rows as RoleRow[]).map((r) => r.name).sort()).toEqual(['cppccStaff', 'member']);
    const all = await request(t.app).get(API_PATHS.roleAll).set(bearer(admin));
    expect(all.body.data[0]).toEqual({ id: 1, code: '22', name: 'admin', title: '系统管理员', level: 5 });
  });

  it('answers 400 for a bad sort, 401 and 403', async () => {
    expect((await request(t.app).get(API_PATHS.roleList).set(bearer(admin)).query({ sortField: 'abilities' })).status).toBe(400);
    expect((await request(t.app).get(API_PATHS.roleList)).status).toBe(401);
    expect((await request(t.app).get(API_PATHS.roleList).set(bearer(npc))).status).toBe(403);
    expect((await request(t.app).get(API_PATHS.roleAll).set(bearer(npc))).status).toBe(403);
  });
});

describe('POST /api/Role/Add, PUT /api/Role/Update, DELETE /api/Role/Delete', () => {
  it('adds, updates and deletes a role, logging each', async () => {
    const added = await addRole({ code: 31, name: 'auditor', title: '审计员', abilities: ['case:read', 'case:read'] });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      code: '31',
      name: 'auditor',
      level: 0,
      userCount: 0,
      abilities: ['case:read'],
      description: '',
    });
    expect((await lastLog()).description).toBe('新增角色“审计员”（auditor，编码31）');
    const id = added.body.data.id as number;

    const updated = await request(t.app)
      .put(API_PATHS.roleUpdate)
      .set(bearer(admin))
      .send({ id, code: '28', name: 'auditor', title: '审计员', description: '看报表' });
    expect(updated.status).toBe(400);
    expect(updated.body.msg).toBe('角色编码已存在');
    const ok = await request(t.app)
      .put(API_PATHS.roleUpdate)
      .set(bearer(admin))
      .send({ id, code: '32', name: 'auditor', title: '审计', description: '看报表' });
    expect(ok.body.data).toMatchObject({ code: '32', title: '审计', description: '看报表', abilities: ['case:read'] });
    expect((await lastLog()).description).toBe('修改角色“审计员”（auditor）：编码、名称、说明');

    const deleted = await request(t.app)
      .delete(API_PATHS.roleDelete)
      .set(bearer(admin))
      .query({ ids: String(id) });
    expect(deleted.status).toBe(200);
    expect((await lastLog()).description).toBe('删除角色“审计”（auditor）');
  });

  it.each([
    [{ code: undefined }, '请输入角色编码'],
    [{ code: 'A1' }, '角色编码只能是数字（如22、28）'],
    [{ name: '9lives' }, '角色标识须以字母开头，只能包含字母和数字'],
    [{ name: 'leader' }, '角色标识已存在'],
    [{ title: ' ' }, '请输入角色名称'],
    [{ abilities: ['bad ability'] }, '权限标识格式不正确'],
  ])('refuses %j with 400', async (change, msg) => {
    const res = await addRole({ code: '40', name: 'tester', title: '测试', ...change });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('keeps the admin role: no rename, no delete; a held role cannot be deleted', async () => {
    const rename = await request(t.app)
      .put(API_PATHS.roleUpdate)
      .set(bearer(admin))
      .send({ id: ADMIN_ROLE_ID, code: '22', name: 'root', title: '管理员' });
    expect(rename.status).toBe(400);
    expect(rename.body.msg).toBe('系统管理员角色不能删除，其标识和编码不能修改');
    const retitle = await request(t.app)
      .put(API_PATHS.roleUpdate)
      .set(bearer(admin))
      .send({ id: ADMIN_ROLE_ID, code: '22', name: 'admin', title: '超级管理员' });
    expect(retitle.status).toBe(200);
    expect(
      (
        await request(t.app)
          .delete(API_PATHS.roleDelete)
          .set(bearer(admin))
          .send({ ids: [ADMIN_ROLE_ID] })
      ).status,
    ).toBe(400);
    const held = await request(t.app)
      .delete(API_PATHS.roleDelete)
      .set(bearer(admin))
      .send({ ids: [NPC_STAFF_ROLE_ID] });
    expect(held.status).toBe(400);
    expect(held.body.msg).toBe('该角色仍有用户使用，不能删除');
  });

  it('answers 404 for unknown ids, 400 without ids, 401 and 403', async () => {
    expect(
      (await request(t.app).put(API_PATHS.roleUpdate).set(bearer(admin)).send({ id: 999, code: '50', name: 'x', title: 'x' })).status,
    ).toBe(404);
    expect((await request(t.app).put(API_PATHS.roleUpdate).set(bearer(admin)).send({ code: '50', name: 'x', title: 'x' })).status).toBe(
      400,
    );
    expect((await request(t.app).delete(API_PATHS.roleDelete).set(bearer(admin)).query({ ids: '999' })).status).toBe(404);
    expect((await request(t.app).delete(API_PATHS.roleDelete).set(bearer(admin))).status).toBe(400);
    expect((await request(t.app).post(API_PATHS.roleAdd).send({})).status).toBe(401);
    expect((await request(t.app).post(API_PATHS.roleAdd).set(bearer(npc)).send({ code: '50', name: 'x', title: 'x' })).status).toBe(403);
    expect(
      (await request(t.app).put(API_PATHS.roleUpdate).set(bearer(npc)).send({ id: 3, code: '23', name: 'npcStaff', title: 'x' })).status,
    ).toBe(403);
    expect((await request(t.app).delete(API_PATHS.roleDelete).set(bearer(npc)).query({ ids: '8' })).status).toBe(403);
  });
});

describe('GET /api/Role/GetMenuIds and PUT /api/Role/SetMenus', () => {
  it('reads and replaces the menus of a role', async () => {
    const before = await request(t.app).get(API_PATHS.roleMenuIds).set(bearer(admin)).query({ roleId: NPC_STAFF_ROLE_ID });
    expect(before.status).toBe(200);
    expect(before.body.data.length).toBeGreaterThan(3);
    const set = await request(t.app)
      .put(API_PATHS.roleSetMenus)
      .set(bearer(admin))
      .send({ roleId: NPC_STAFF_ROLE_ID, menuIds: before.body.data.slice(0, 2) });
    expect(set.status).toBe(200);
    expect(set.body.msg).toBe('菜单权限已保存');
    const after = await request(t.app).get(API_PATHS.roleMenuIds).set(bearer(admin)).query({ roleId: NPC_STAFF_ROLE_ID });
    expect(after.body.data).toEqual(before.body.data.slice(0, 2));
    expect((await lastLog()).description).toBe('设置角色“人大工作人员”（npcStaff）的菜单权限，共2项');
  });

  it('answers 400 for unknown menus or missing input, 404 for an unknown role, 401 and 403', async () => {
    const unknownMenu = await request(t.app)
      .put(API_PATHS.roleSetMenus)
      .set(bearer(admin))
      .send({ roleId: 3, menuIds: [99999] });
    expect(unknownMenu.status).toBe(400);
    expect(unknownMenu.body.msg).toBe('所选菜单不存在');
    expect((await request(t.app).put(API_PATHS.roleSetMenus).set(bearer(admin)).send({ roleId: 3 })).body.msg).toBe('请选择菜单');
    expect((await request(t.app).get(API_PATHS.roleMenuIds).set(bearer(admin))).status).toBe(400);
    expect((await request(t.app).get(API_PATHS.roleMenuIds).set(bearer(admin)).query({ roleId: 999 })).status).toBe(404);
    expect((await request(t.app).put(API_PATHS.roleSetMenus).set(bearer(admin)).send({ roleId: 999, menuIds: [] })).status).toBe(404);
    expect((await request(t.app).get(API_PATHS.roleMenuIds).query({ roleId: 3 })).status).toBe(401);
    expect((await request(t.app).put(API_PATHS.roleSetMenus).set(bearer(npc)).send({ roleId: 3, menuIds: [] })).status).toBe(403);
  });
});
