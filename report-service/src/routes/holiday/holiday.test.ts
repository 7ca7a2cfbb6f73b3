import { API_PATHS, type HolidayRow, LOG_MODULES } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
let npc: string;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const list = (query: Record<string, string | number>) => request(t.app).get(API_PATHS.holidayList).set(bearer(admin)).query(query);
const add = (body: Record<string, unknown>) => request(t.app).post(API_PATHS.holidayAdd).set(bearer(admin)).send(body);
const update = (body: Record<string, unknown>) => request(t.app).put(API_PATHS.holidayUpdate).set(bearer(admin)).send(body);
const remove = (ids: string) => request(t.app).delete(API_PATHS.holidayDelete).set(bearer(admin)).query({ ids });
const holidayLogs = () =>
  t.ctx.db
    .selectFrom('activity_logs')
    .select(['description', 'username'])
    .where('module', '=', LOG_MODULES.holiday)
    .orderBy('id')
    .execute();
const lastLog = async () => (await holidayLogs()).at(-1);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', PASSWORDS.admin);
  npc = await t.login('npc01', PASSWORDS.demo);
});
afterAll(() => t.close());

describe('GET /api/Holiday/GetList', () => {
  it("lists a year's holidays by date, with the 调休 working days flagged", async () => {
    const res = await list({ year: 2026, pageSize: 200 });
    expect(res.status).toBe(200);
    const rows = res.body.data.rows as HolidayRow[];
    expect(res.body.data.total).toBe(rows.length);
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort());
    expect(rows.find((r) => r.date === '2026-10-01')).toMatchObject({ name: '国庆节', workday: false });
    expect(rows.find((r) => r.date === '2026-10-10')).toMatchObject({ name: '国庆节调休上班', workday: true });
    expect(rows.every((r) => r.date.startsWith('2026-'))).toBe(true);
    expect((await list({ year: 2019 })).body.data).toMatchObject({ rows: [], total: 0 });
  });

  it('pages and sorts on the server', async () => {
    const all = (await list({ year: 2026, pageSize: 200 })).body.data.rows as HolidayRow[];
    const second = await list({ year: 2026, pageSize: 5, pageIndex: 2 });
    expect(second.body.data).toMatchObject({ pageIndex: 2, pageSize: 5, total: all.length });
    expect((second.body.data.rows as HolidayRow[]).map((r) => r.id)).toEqual(all.slice(5, 10).map((r) => r.id));
    const latest = await list({ year: 2026, sortField: 'date', sortOrder: 'desc', pageSize: 1 });
    expect((latest.body.data.rows as HolidayRow[])[0]?.date).toBe(all.at(-1)?.date);
    const workdaysFirst = await list({ year: 2026, sortField: 'workday', sortOrder: 'desc', pageSize: 1 });
    expect((workdaysFirst.body.data.rows as HolidayRow[])[0]?.workday).toBe(true);
  });

  it('answers 400 for a bad year or sort field, 401 and 403', async () => {
    const badYear = await list({ year: 'abc' });
    expect(badYear.status).toBe(400);
    expect(badYear.body.msg).toBe('年份不正确');
    const badSort = await list({ sortField: 'date; drop table holidays' });
    expect(badSort.status).toBe(400);
    expect(badSort.body.msg).toBe('sortField格式不正确');
    expect((await request(t.app).get(API_PATHS.holidayList)).status).toBe(401);
    expect((await request(t.app).get(API_PATHS.holidayList).set(bearer(npc))).status).toBe(403);
  });
});

describe('Add, Update, Delete', () => {
  it('adds, updates and deletes a holiday, logging each in the admin’s name', async () => {
    const added = await add({ date: '2027-01-01', name: '元旦' });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('添加成功');
    expect(added.body.data).toMatchObject({ date: '2027-01-01', name: '元旦', workday: false });
    expect(await lastLog()).toEqual({ description: '新增节假日“2027-01-01 元旦”', username: 'admin' });
    const id = added.body.data.id as number;
    expect(((await list({ year: 2027 })).body.data.rows as HolidayRow[]).map((r) => r.id)).toEqual([id]);

    const updated = await update({ id, date: '2027-01-02', name: '元旦假期', workday: true });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, date: '2027-01-02', name: '元旦假期', workday: true });
    expect((await lastLog())?.description).toBe('修改节假日“2027-01-01 元旦”：日期、名称、调休上班');

    const deleted = await remove(String(id));
    expect(deleted.status).toBe(200);
    expect((await lastLog())?.description).toBe('删除节假日“2027-01-02 元旦假期”（调休上班）');
    expect((await list({ year: 2027 })).body.data.total).toBe(0);
  });

  it('deletes several at once and logs them in one entry', async () => {
    const first = (await add({ date: '2028-05-01', name: '劳动节' })).body.data as HolidayRow;
    const second = (await add({ date: '2028-04-29', name: '劳动节调休上班', workday: 'true' })).body.data as HolidayRow;
    expect(second.workday).toBe(true);
    expect((await remove(`${first.id},${second.id}`)).status).toBe(200);
    expect((await lastLog())?.description).toBe('删除节假日“2028-04-29 劳动节调休上班”（调休上班）、“2028-05-01 劳动节”');
  });

  it('refuses a second entry on a date, on add and on update, and logs nothing', async () => {
    const before = (await holidayLogs()).length;
    const clash = await add({ date: '2026-10-01', name: '重复' });
    expect(clash.status).toBe(400);
    expect(clash.body.msg).toBe('2026-10-01已有节假日记录，不能重复添加');
    const other = (await list({ year: 2026, pageSize: 1 })).body.data.rows[0] as HolidayRow;
    const moved = await update({ id: other.id, date: '2026-10-01', name: other.name });
    expect(moved.status).toBe(400);
    expect(moved.body.msg).toBe('2026-10-01已有节假日记录，不能重复添加');
    expect((await holidayLogs()).length).toBe(before);
  });

  it.each([
    [{ date: '' }, '请选择日期'],
    [{ date: '2026-02-30' }, '请输入正确的日期（YYYY-MM-DD）'],
    [{ date: '2026/10/01' }, '请输入正确的日期（YYYY-MM-DD）'],
    [{ date: null }, '请选择日期'],
    [{ name: '  ' }, '请输入节假日名称'],
    [{ name: null }, '请输入节假日名称'],
    [{ name: '节'.repeat(51) }, '节假日名称不能超过50个字'],
    [{ workday: 'maybe' }, 'workday格式不正确'],
  ])('refuses %j with 400', async (change, msg) => {
    const res = await add({ date: '2029-01-01', name: '元旦', ...change });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('accepts a name of 50 characters and answers in English when asked', async () => {
    const res = await add({ date: '2029-02-01', name: '节'.repeat(50) });
    expect(res.status).toBe(200);
    const clash = await add({ date: '2029-02-01', name: 'x' }).set('Accept-Language', 'en');
    expect(clash.body.msg).toBe('2029-02-01 already has a holiday entry');
  });

  it('answers 404 for unknown ids, 400 without ids, 401 and 403', async () => {
    expect((await update({ id: 99999, date: '2029-03-01', name: 'x' })).status).toBe(404);
    expect((await update({ date: '2029-03-01', name: 'x' })).status).toBe(400);
    expect((await remove('99999')).status).toBe(404);
    expect((await remove('a,b')).status).toBe(400);
    expect((await request(t.app).post(API_PATHS.holidayAdd).send({ date: '2029-03-01', name: 'x' })).status).toBe(401);
    expect((await request(t.app).post(API_PATHS.holidayAdd).set(bearer(npc)).send({ date: '2029-03-01', name: 'x' })).status).toBe(403);
    expect((await request(t.app).put(API_PATHS.holidayUpdate).set(bearer(npc)).send({ id: 1, date: '2029-03-01', name: 'x' })).status).toBe(
      403,
    );
    expect((await request(t.app).delete(API_PATHS.holidayDelete).set(bearer(npc)).query({ ids: '1' })).status).toBe(403);
    expect((await list({ year: 2029, pageSize: 200 })).body.data.rows.some((r: HolidayRow) => r.date === '2029-03-01')).toBe(false);
  });
});
