import { API_PATHS, type MenuNode } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
let npc: string;
let tree: MenuNode[];
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const add = (body: Record<string, unknown>) => request(t.app).post(API_PATHS.menuAdd).set(bearer(admin)).send(body);
const update = (body: Record<string, unknown>) => request(t.app).put(API_PATHS.menuUpdate).set(bearer(admin)).send(body);
const lastLog = () =>
  t.ctx.db
    .selectFrom('activity_logs')
    .select('description')
    .where('module', '=', '菜单管理')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const topLevel = (path: string) => tree.find((m) => m.path === path);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  npc = await t.login('npc01', PASSWORDS.demo);
  tree = (await request(t.app).get(API_PATHS.menuTree).set(bearer(admin))).body.data;
});
afterAll(() => t.close());

describe('GET /api/Menu/GetTree', () => {
  it('gives the full tree with every field', () => {
    expect(topLevel('/setting')).toMatchObject({
      parent_ID: null,
      name: 'Setting',
      component: 'Layout',
      redirect: '/setting/userManagement',
      hidden: false,
      alwaysShow: false,
      meta: { title: '系统设置', roles: ['admin'] },
    });
    expect(topLevel('/setting')?.children[0]).toMatchObject({
      path: 'userManagement',
      component: 'UserManagement',
      redirect: null,
      children: [],
    });
    expect(topLevel('*')).toMatchObject({ redirect: '/404', hidden: true });
  });

  it('answers 401 and 403', async () => {
    expect((await request(t.app).get(API_PATHS.menuTree)).status).toBe(401);
    expect((await request(t.app).get(API_PATHS.menuTree).set(bearer(npc))).status).toBe(403);
  });
});

describe('Add, Update, Delete', () => {
  it('adds a section with a child, updates it, and deletes it with its children', async () => {
    const section = await add({
      path: '/tools',
      name: 'Tools',
      component: 'Layout',
      alwaysShow: true,
      sort: 9,
      meta: { title: '工具', icon: 'tools-line' },
    });
    expect(section.status).toBe(200);
    expect(section.body.data).toMatchObject({
      path: '/tools',
      alwaysShow: true,
      hidden: false,
      sort: 9,
      meta: { title: '工具', icon: 'tools-line' },
    });
    expect((await lastLog()).description).toBe('新增菜单“工具”（/tools）');
    const sectionId = section.body.data.id as number;
    const child = await add({
      parent_ID: sectionId,
      path: 'batchRuns',
      name: 'BatchRuns',
      component: 'ReportRuns',
      meta: { title: '批量任务', badge: 'New', dot: 'true', target: '_blank', activeMenu: '/report/reportCenter', roles: ['admin'] },
    });
    expect(child.status).toBe(200);
    expect(child.body.data.meta).toEqual({
      title: '批量任务',
      badge: 'New',
      dot: true,
      target: '_blank',
      activeMenu: '/report/reportCenter',
      roles: ['admin'],
    });

    const renamed = await update({
      id: child.body.data.id,
      path: 'batchRuns',
      name: 'BatchRuns',
      component: 'ReportRuns',
      meta: { title: '批量报表' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ parent_ID: sectionId, meta: { title: '批量报表' } });
    expect((await lastLog()).description).toBe('修改菜单“批量报表”（batchRuns）：路由元信息');

    const layoutless = await update({ id: sectionId, path: '/tools', name: 'Tools', component: 'Index', meta: { title: '工具' } });
    expect(layoutless.status).toBe(400);
    expect(layoutless.body.msg).toBe('含子菜单的一级菜单，组件须为 Layout');
    const cycle = await update({
      id: sectionId,
      parent_ID: child.body.data.id,
      path: 'tools',
      name: 'Tools',
      component: 'Layout',
      meta: { title: '工具' },
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.msg).toBe('不能把菜单移到它自己或它的下级菜单之下');

    const deleted = await request(t.app).delete(API_PATHS.menuDelete).set(bearer(admin)).query({ id: sectionId });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: sectionId, removed: 2 });
    expect((await lastLog()).description).toBe('删除菜单“工具”（/tools），连同下级共2项');
    const left = await t.ctx.db.selectFrom('menus').select('id').where('id', '=', child.body.data.id).executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it('stores and hands back every route meta field of spec §3', async () => {
    const meta = {
      title: '全部元信息',
      icon: 'star-line',
      roles: ['admin', 'npc'],
      affix: true,
      noKeepAlive: true,
      dynamicNewTab: true,
      activeMenu: '/setting/menuManagement',
      badge: 'Hot',
      dot: true,
      target: '_blank',
      isCustomSvg: true,
      tabHidden: true,
    };
    const added = await add({ parent_ID: topLevel('/setting')?.id, path: 'allMeta', component: 'ActivityLog', hidden: true, meta });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ path: 'allMeta', hidden: true, meta });
    const id = added.body.data.id as number;
    const cleared = {
      ...meta,
      affix: false,
      noKeepAlive: false,
      dynamicNewTab: false,
      dot: false,
      isCustomSvg: false,
      tabHidden: false,
      target: '',
    };
    const saved = await update({ id, path: 'allMeta', component: 'ActivityLog', meta: { ...cleared, badge: '', activeMenu: '' } });
    expect(saved.status).toBe(200);
    const { badge: _badge, activeMenu: _activeMenu, ...kept } = cleared;
    expect(saved.body.data.meta).toEqual(kept);
    const fresh = (await request(t.app).get(API_PATHS.menuTree).set(bearer(admin))).body.data as MenuNode[];
    const stored = fresh.find((m) => m.path === '/setting')?.children.find((m) => m.id === id);
    expect(stored?.meta).toEqual(kept);
    expect((await request(t.app).delete(API_PATHS.menuDelete).set(bearer(admin)).query({ id })).status).toBe(200);
  });

  it('refuses a sibling path on update and a move under its own child', async () => {
    const setting = topLevel('/setting');
    const first = await add({ parent_ID: setting?.id, path: 'dupA', component: 'ActivityLog', meta: { title: 'A' } });
    const second = await add({ parent_ID: setting?.id, path: 'dupB', component: 'ActivityLog', meta: { title: 'B' } });
    const clash = await update({ id: second.body.data.id, path: 'dupA', component: 'ActivityLog', meta: { title: 'B' } });
    expect(clash.status).toBe(400);
    expect(clash.body.msg).toBe('同级菜单中已有相同路径');
    const loop = await update({
      id: setting?.id,
      parent_ID: first.body.data.id,
      path: 'setting',
      component: 'Layout',
      meta: { title: '系统设置' },
    });
    expect(loop.status).toBe(400);
    expect(loop.body.msg).toBe('不能把菜单移到它自己或它的下级菜单之下');
    for (const made of [first, second])
      await request(t.app).delete(API_PATHS.menuDelete).set(bearer(admin)).query({ id: made.body.data.id });
  });

  it('refuses a child under a top-level entry that is not a Layout', async () => {
    const solo = await add({ path: '/solo', component: 'Index', meta: { title: '单页' } });
    expect(solo.status).toBe(200);
    const child = await add({ parent_ID: solo.body.data.id, path: 'inner', component: 'Index', meta: { title: '内页' } });
    expect(child.status).toBe(400);
    expect(child.body.msg).toBe('含子菜单的一级菜单，组件须为 Layout');
  });

  it.each([
    [{ path: 'tools' }, '一级菜单的路径须以“/”开头'],
    [{ path: '' }, '请输入路由路径'],
    [{ path: '/a b' }, '路由路径不能包含空格，且不超过200个字符'],
    [{ path: '/setting' }, '同级菜单中已有相同路径'],
    [{ name: 'Index' }, '路由名称已被其他菜单使用'],
    [{ name: '1abc' }, '路由名称须以字母开头，只能包含字母、数字、下划线和连字符'],
    [{ component: 'EvilPage' }, '组件名称不在可用组件列表中'],
    [{ meta: {} }, '请输入菜单标题'],
    [{ meta: { title: 'x', target: '_self' } }, '打开方式只能是 _blank 或留空'],
    [{ meta: { title: 'x', activeMenu: 'report' } }, '高亮菜单须为以“/”开头的路径'],
    [{ meta: { title: 'x', affix: 'maybe' } }, 'meta.affix格式不正确'],
    [{ parent_ID: 9999, path: 'x' }, '上级菜单不存在'],
  ])('refuses adding %j with 400', async (change, msg) => {
    const res = await add({ path: '/new', component: 'Layout', meta: { title: '新' }, ...change });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('refuses an absolute child path', async () => {
    const res = await add({ parent_ID: topLevel('/report')?.id, path: '/abs', component: 'ReportRuns', meta: { title: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('子菜单的路径须为相对路径，不能以“/”开头');
  });

  it('answers 404 for unknown ids, 400 without an id, 401 and 403', async () => {
    const body = { path: '/x', component: 'Layout', meta: { title: 'x' } };
    expect((await update({ ...body, id: 9999 })).status).toBe(404);
    expect((await update(body)).status).toBe(400);
    expect((await request(t.app).delete(API_PATHS.menuDelete).set(bearer(admin)).query({ id: 9999 })).status).toBe(404);
    expect((await request(t.app).delete(API_PATHS.menuDelete).set(bearer(admin))).status).toBe(400);
    expect((await request(t.app).post(API_PATHS.menuAdd).send(body)).status).toBe(401);
    expect((await request(t.app).post(API_PATHS.menuAdd).set(bearer(npc)).send(body)).status).toBe(403);
    expect(
      (
        await request(t.app)
          .put(API_PATHS.menuUpdate)
          .set(bearer(npc))
          .send({ ...body, id: 1 })
      ).status,
    ).toBe(403);
    expect((await request(t.app).delete(API_PATHS.menuDelete).set(bearer(npc)).query({ id: 1 })).status).toBe(403);
  });
});
