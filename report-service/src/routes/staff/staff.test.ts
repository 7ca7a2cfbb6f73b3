import { API_PATHS, type StaffRow, type StaffUnitOption } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
let npc: string;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const LIAISON = 2;
const list = (query: Record<string, string | number>) => request(t.app).get(API_PATHS.staffList).set(bearer(admin)).query(query);
const add = (body: Record<string, unknown>) => request(t.app).post(API_PATHS.staffAdd).set(bearer(admin)).send(body);
const lastLog = () =>
  t.ctx.db
    .selectFrom('activity_logs')
    .select('description')
    .where('module', '=', '人员管理')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  npc = await t.login('npc01', PASSWORDS.demo);
});
afterAll(() => t.close());

describe('GET /api/Staff/GetList', () => {
  it('pages, filters by department, unit and name, and sorts on the server', async () => {
    const page = await list({ pageSize: 5, pageIndex: 2 });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ pageIndex: 2, pageSize: 5 });
    expect(page.body.data.rows).toHaveLength(5);
    const liaison = await list({ deptId: LIAISON, pageSize: 200 });
    const rows = liaison.body.data.rows as StaffRow[];
    expect(rows.length).toBe(liaison.body.data.total);
    expect(rows.every((r) => r.dept_ID === LIAISON && r.dept_Name === '联络处')).toBe(true);
    const first = rows[0]!;
    const byName = await list({ name: first.name.slice(1) });
    expect((byName.body.data.rows as StaffRow[]).map((r) => r.id)).toContain(first.id);
    const withUnit = await list({ sortField: 'unit_Name', sortOrder: 'desc', pageSize: 1 });
    const unitId = (withUnit.body.data.rows as StaffRow[])[0]?.unit_ID;
    expect(unitId).toEqual(expect.any(Number));
    const byUnit = await list({ unitId: unitId ?? 0 });
    expect((byUnit.body.data.rows as StaffRow[]).every((r) => r.unit_ID === unitId)).toBe(true);
  });

  it('answers 400 for a bad sort field, 401 and 403', async () => {
    const bad = await list({ sortField: 'mobile; drop table staff' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('sortField格式不正确');
    expect((await request(t.app).get(API_PATHS.staffList)).status).toBe(401);
    expect((await request(t.app).get(API_PATHS.staffList).set(bearer(npc))).status).toBe(403);
  });
});

describe('GET /api/Staff/GetUnits', () => {
  it('lists the handling units for the pickers, admin only', async () => {
    const res = await request(t.app).get(API_PATHS.staffUnits).set(bearer(admin));
    expect(res.status).toBe(200);
    const units = res.body.data as StaffUnitOption[];
    const count = await t.ctx.db
      .selectFrom('handling_units')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(units).toHaveLength(Number(count.n));
    expect(units[0]).toEqual({ value: expect.any(Number), label: expect.any(String), system: expect.any(String) });
    expect((await request(t.app).get(API_PATHS.staffUnits)).status).toBe(401);
    expect((await request(t.app).get(API_PATHS.staffUnits).set(bearer(npc))).status).toBe(403);
  });
});

describe('Add, Update, Delete', () => {
  it('adds, updates and deletes a person, logging each', async () => {
    const added = await add({ name: '测试人员', dept_ID: LIAISON, post: '科员', mobile: '13911112222', email: 'test@demo.gov.cn' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name: '测试人员', dept_Name: '联络处', unit_ID: null, mobile: '13911112222', remark: '' });
    expect((await lastLog()).description).toBe('新增人员“测试人员”（联络处）');
    const id = added.body.data.id as number;

    const updated = await request(t.app)
      .put(API_PATHS.staffUpdate)
      .set(bearer(admin))
      .send({ id, name: '测试人员', dept_ID: LIAISON, post: '副处长', mobile: '13911112222', email: '' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ post: '副处长', email: '' });
    expect((await lastLog()).description).toBe('修改人员“测试人员”：职务、邮箱');

    const deleted = await request(t.app)
      .delete(API_PATHS.staffDelete)
      .set(bearer(admin))
      .query({ ids: `${id}` });
    expect(deleted.status).toBe(200);
    expect((await lastLog()).description).toBe('删除人员“测试人员”');
  });

  it.each([
    [{ name: '' }, '请输入姓名'],
    [{ mobile: '1391111222' }, '请输入正确的手机号'],
    [{ email: 'a@b' }, '请输入正确的邮箱地址'],
    [{ dept_ID: 'x' }, 'dept_ID格式不正确'],
    [{ dept_ID: 9999 }, '关联的数据不存在或仍被引用'],
  ])('refuses %j with 400', async (change, msg) => {
    const res = await add({ name: '某人', ...change });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('answers 404 for unknown ids, 400 without ids, 401 and 403', async () => {
    expect((await request(t.app).put(API_PATHS.staffUpdate).set(bearer(admin)).send({ id: 99999, name: 'x' })).status).toBe(404);
    expect((await request(t.app).put(API_PATHS.staffUpdate).set(bearer(admin)).send({ name: 'x' })).status).toBe(400);
    expect(
      (
        await request(t.app)
          .delete(API_PATHS.staffDelete)
          .set(bearer(admin))
          .send({ ids: [99999] })
      ).status,
    ).toBe(404);
    expect((await request(t.app).delete(API_PATHS.staffDelete).set(bearer(admin)).query({ ids: 'a,b' })).status).toBe(400);
    expect((await request(t.app).post(API_PATHS.staffAdd).send({ name: 'x' })).status).toBe(401);
    expect((await request(t.app).post(API_PATHS.staffAdd).set(bearer(npc)).send({ name: 'x' })).status).toBe(403);
    expect((await request(t.app).put(API_PATHS.staffUpdate).set(bearer(npc)).send({ id: 1, name: 'x' })).status).toBe(403);
    expect((await request(t.app).delete(API_PATHS.staffDelete).set(bearer(npc)).query({ ids: '1' })).status).toBe(403);
  });
});
