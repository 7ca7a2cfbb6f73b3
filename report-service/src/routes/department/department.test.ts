import { API_PATHS, type DepartmentNode } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
let npc: string;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
// Seeded: 1 市人大常委会办公厅 > 2 联络处 (users npc01, retired01), 3 代表工作处; 4 市政协办公厅; 7 系统管理组.
const NPC_OFFICE = 1;
const LIAISON = 2;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  npc = await t.login('npc01', PASSWORDS.demo);
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>) => request(t.app).post(API_PATHS.departmentAdd).set(bearer(admin)).send(body);
const update = (body: Record<string, unknown>) => request(t.app).put(API_PATHS.departmentUpdate).set(bearer(admin)).send(body);
const lastLog = () =>
  t.ctx.db
    .selectFrom('activity_logs')
    .select('description')
    .where('module', '=', '部门管理')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('GET /api/Department/GetTree', () => {
  it('nests departments with their user and staff counts', async () => {
    const res = await request(t.app).get(API_PATHS.departmentTree).set(bearer(admin));
    expect(res.status).toBe(200);
    const tree = res.body.data as DepartmentNode[];
    const npcOffice = tree.find((d) => d.id === NPC_OFFICE);
    expect(npcOffice).toMatchObject({ name: '市人大常委会办公厅', parent_ID: null });
    expect(npcOffice?.children.find((d) => d.id === LIAISON)).toMatchObject({ name: '联络处', parent_ID: NPC_OFFICE, children: [] });
    expect(npcOffice?.children.find((d) => d.id === LIAISON)?.userCount).toBeGreaterThanOrEqual(2);
  });

  it('answers 401 and 403', async () => {
    expect((await request(t.app).get(API_PATHS.departmentTree)).status).toBe(401);
    expect((await request(t.app).get(API_PATHS.departmentTree).set(bearer(npc))).status).toBe(403);
  });
});

describe('Add, Update, Delete', () => {
  it('adds at the top or under a parent, renames, moves and deletes, logging each', async () => {
    const top = await add({ name: '信息中心' });
    expect(top.status).toBe(200);
    expect(top.body.data).toMatchObject({ name: '信息中心', parent_ID: null });
    expect((await lastLog()).description).toBe('新增部门“信息中心”（上级：顶级）');
    const child = await add({ name: '网络科', parent_ID: top.body.data.id });
    expect(child.body.data.parent_ID).toBe(top.body.data.id);

    const moved = await update({ id: child.body.data.id, name: '网络安全科', parent_ID: NPC_OFFICE });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ name: '网络安全科', parent_ID: NPC_OFFICE });
    expect((await lastLog()).description).toBe('修改部门“网络科”：移到“市人大常委会办公厅”下，名称改为“网络安全科”');
    const toTop = await update({ id: child.body.data.id, parent_ID: null });
    expect(toTop.body.data).toMatchObject({ name: '网络安全科', parent_ID: null });

    expect((await request(t.app).delete(API_PATHS.departmentDelete).set(bearer(admin)).query({ id: child.body.data.id })).status).toBe(200);
    expect((await request(t.app).delete(API_PATHS.departmentDelete).set(bearer(admin)).send({ id: top.body.data.id })).status).toBe(200);
    expect((await lastLog()).description).toBe('删除部门“信息中心”');
  });

  it('refuses a move under itself or a descendant', async () => {
    const self = await update({ id: NPC_OFFICE, parent_ID: NPC_OFFICE });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('不能把部门移到它自己或它的下级部门之下');
    expect((await update({ id: NPC_OFFICE, parent_ID: LIAISON })).status).toBe(400);
  });

  it('refuses deleting a department with children, users or staff', async () => {
    const res = await request(t.app).delete(API_PATHS.departmentDelete).set(bearer(admin)).query({ id: NPC_OFFICE });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('该部门下还有下级部门、用户或人员，不能删除');
    expect((await request(t.app).delete(API_PATHS.departmentDelete).set(bearer(admin)).query({ id: LIAISON })).status).toBe(400);
  });

  it('tells in the tree what keeps each department from being deleted, exactly as the delete refuses it', async () => {
    const name = `空部门${Date.now() % 100000}`;
    expect((await add({ name })).status).toBe(200);
    const tree = (await request(t.app).get(API_PATHS.departmentTree).set(bearer(admin))).body.data as DepartmentNode[];
    const all = (nodes: DepartmentNode[]): DepartmentNode[] => nodes.flatMap((node) => [node, ...all(node.children)]);
    const holds = (node: DepartmentNode) => node.children.length > 0 || node.userCount > 0 || node.staffCount > 0;
    const held = all(tree).filter(holds);
    expect(held.map((node) => node.id)).toEqual(expect.arrayContaining([NPC_OFFICE, LIAISON]));
    for (const node of held) {
      const res = await request(t.app).delete(API_PATHS.departmentDelete).set(bearer(admin)).query({ id: node.id });
      expect([node.name, res.status]).toEqual([node.name, 400]);
    }
    const empty = all(tree).find((node) => node.name === name);
    expect(empty).toMatchObject({ children: [], userCount: 0, staffCount: 0 });
    const removed = await request(t.app).delete(API_PATHS.departmentDelete).set(bearer(admin)).query({ id: empty?.id });
    expect(removed.status).toBe(200);
  });

  it.each([
    [{}, '请输入部门名称'],
    [{ name: '  ' }, '请输入部门名称'],
    [{ name: '联络处', parent_ID: NPC_OFFICE }, '同一上级部门下已有同名部门'],
    [{ name: '新部门', parent_ID: 9999 }, '上级部门不存在'],
    [{ name: '新部门', parent_ID: 'x' }, 'parent_ID格式不正确'],
  ])('refuses adding %j with 400', async (body, msg) => {
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('answers 404 for unknown ids, 400 without an id, 401 and 403', async () => {
    expect((await update({ id: 9999, name: 'x' })).status).toBe(404);
    expect((await update({ name: 'x' })).status).toBe(400);
    expect((await request(t.app).delete(API_PATHS.departmentDelete).set(bearer(admin)).query({ id: 9999 })).status).toBe(404);
    const missing = await request(t.app).delete(API_PATHS.departmentDelete).set(bearer(admin));
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('缺少记录编号');
    expect((await request(t.app).post(API_PATHS.departmentAdd).send({ name: 'x' })).status).toBe(401);
    expect((await request(t.app).post(API_PATHS.departmentAdd).set(bearer(npc)).send({ name: 'x' })).status).toBe(403);
    expect((await request(t.app).put(API_PATHS.departmentUpdate).set(bearer(npc)).send({ id: 1, name: 'x' })).status).toBe(403);
    expect((await request(t.app).delete(API_PATHS.departmentDelete).set(bearer(npc)).query({ id: 7 })).status).toBe(403);
  });
});
