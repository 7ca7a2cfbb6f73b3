import { API_PATHS, type MenuNode, type RouteItem } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let adminToken: string;
let npcToken: string;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin', PASSWORDS.admin);
  npcToken = await t.login('npc01', PASSWORDS.demo);
});
afterAll(() => t.close());

async function routesOf(token: string, query: Record<string, string | number> = {}): Promise<RouteItem[]> {
  const res = await request(t.app)
    .get(API_PATHS.roleMenuList)
    .set(bearer(token))
    .query({ isleve: 1, ...query });
  expect(res.status).toBe(200);
  return res.body.data as RouteItem[];
}

describe('GET /api/RoleMenu/GetRoleMenuList', () => {
  it('gives the admin the settings section, in route format, with the wildcard last', async () => {
    const routes = await routesOf(adminToken);
    const setting = routes.find((r) => r.path === '/setting');
    expect(setting).toMatchObject({ component: 'Layout', redirect: '/setting/userManagement', meta: { roles: ['admin'] } });
    expect(setting?.children.map((c) => c.component)).toEqual([
      'UserManagement',
      'RoleManagement',
      'DepartmentManagement',
      'MenuManagement',
      'StaffManagement',
      'ReportSchedules',
      'Holidays',
      'HandlingSettings',
    ]);
    expect(setting?.children.at(-1)).toMatchObject({ path: 'handlingSettings', name: 'HandlingSettings', meta: { title: '办理设置' } });
    expect(routes.at(-1)).toMatchObject({ path: '*', redirect: '/404', hidden: true });
    expect(routes.filter((r) => r.path === '*')).toHaveLength(1);
    const index = routes.find((r) => r.path === '/')?.children[0];
    expect(index).toEqual({
      path: 'index',
      name: 'Index',
      component: 'Index',
      meta: { title: '首页', icon: 'home-2-line', affix: true },
      children: [],
    });
  });

  it('gives npc01 the NPC register and the case file, not the settings section', async () => {
    const routes = await routesOf(npcToken);
    expect(routes.map((r) => r.path)).toEqual(['/', '/npc', '/delegate', '/report', '/log', '/case', '*']);
    expect(JSON.stringify(routes)).not.toContain('Holidays');
  });

  it('answers 401 without a token', async () => {
    const res = await request(t.app).get(API_PATHS.roleMenuList);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it("refuses another user's uid to a non-admin (403), lets the admin look (404 for unknown ids)", async () => {
    expect((await request(t.app).get(API_PATHS.roleMenuList).set(bearer(npcToken)).query({ uid: 1 })).status).toBe(403);
    expect((await routesOf(npcToken, { uid: 2 })).some((r) => r.path === '/delegate')).toBe(true);
    expect((await routesOf(adminToken, { uid: 2 })).some((r) => r.path === '/setting')).toBe(false);
    const unknown = await request(t.app).get(API_PATHS.roleMenuList).set(bearer(adminToken)).query({ uid: 99999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('用户不存在');
  });

  it('answers 400 for a malformed uid', async () => {
    const res = await request(t.app).get(API_PATHS.roleMenuList).set(bearer(adminToken)).query({ uid: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('uid');
  });

  it("follows a role's SetMenus on the next call, with the NotFound route whether or not it is assigned", async () => {
    const tree = (await request(t.app).get(API_PATHS.menuTree).set(bearer(adminToken))).body.data as MenuNode[];
    const reportCenter = tree.find((m) => m.path === '/report')?.children.find((c) => c.path === 'reportCenter');
    const roles = (await request(t.app).get(API_PATHS.roleAll).set(bearer(adminToken))).body.data as Array<{ id: number; name: string }>;
    const npcStaff = roles.find((r) => r.name === 'npcStaff');
    const set = await request(t.app)
      .put(API_PATHS.roleSetMenus)
      .set(bearer(adminToken))
      .send({ roleId: npcStaff?.id, menuIds: [reportCenter?.id] });
    expect(set.status).toBe(200);
    // The catch-all NotFound route is no longer assigned to the role, and its users still get it, last.
    const wildcard = tree.find((m) => m.path === '*');
    const granted = await request(t.app).get(API_PATHS.roleMenuIds).set(bearer(adminToken)).query({ roleId: npcStaff?.id });
    expect(granted.body.data).toEqual([reportCenter?.id]);
    expect(granted.body.data).not.toContain(wildcard?.id);
    const routes = await routesOf(npcToken);
    expect(routes.map((r) => r.path)).toEqual(['/report', '*']);
    expect(routes.at(-1)).toMatchObject({ path: '*', name: 'NotFound', redirect: '/404', hidden: true });
    expect(routes[0]?.children.map((c) => c.path)).toEqual(['reportCenter']);
  });
});
