import { API_PATHS, LOG_MODULES, MemberFilter, type MemberOptions } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import request from 'supertest';
import { streamMemberWorkbook } from './member-excel';
import { listMemberProfiles, memberProfileBatches } from './member-list-queries';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (user: string) => `Bearer ${tokens[user]}`;

const HEADERS = [
  '姓名',
  '账号',
  '届次',
  '代表团/提案单位',
  '类型',
  '政治面貌',
  '单位职务',
  '联系电话',
  '联系地址',
  '工作单位',
  '创建时间',
  '操作人',
];

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin', PASSWORDS.admin);
  tokens.npc01 = await t.login('npc01', PASSWORDS.demo);
});
afterAll(() => t.close());

async function exportRows(user: string, filter: object) {
  const res = await request(t.app).post(API_PATHS.npcExcel).set('Authorization', bearer(user)).send(filter).responseType('blob');
  expect(res.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.body as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0]!;
  const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map(String);
  return { res, sheet, header: values(1), rows: Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2)) };
}

async function listTotal(user: string, filter: object): Promise<{ total: number; names: string[] }> {
  const res = await request(t.app).post(API_PATHS.npcList).query({ intPageSize: 200 }).set('Authorization', bearer(user)).send(filter);
  return { total: res.body.data.total, names: res.body.data.rows.map((r: { staff_Name: string }) => r.staff_Name) };
}

describe('POST GetExcelData', () => {
  it('exports exactly the filtered rows with Chinese headers', async () => {
    const options: MemberOptions = (await request(t.app).post(API_PATHS.npcOptions).set('Authorization', bearer('admin'))).body.data;
    const filter = { DLG_ID: options.delegations[0]!.value };
    const { res, sheet, header, rows } = await exportRows('admin', filter);
    const expected = await listTotal('admin', filter);
    expect(header).toEqual(HEADERS);
    expect(rows).toHaveLength(expected.total);
    expect(rows.map((r) => r[0]).sort()).toEqual([...expected.names].sort());
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBeGreaterThan(0);

    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['cache-control']).toBe('no-store');
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; filename="members_\d{8}\.xlsx"; filename\*=UTF-8''/);
    const encoded = disposition.split("filename*=UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toMatch(/^代表委员名单_\d{8}\.xlsx$/);
  });

  it('exports all rows in scope, not one page, and records the export', async () => {
    const { rows } = await exportRows('npc01', {});
    const expected = await listTotal('npc01', {});
    expect(expected.total).toBeGreaterThan(20);
    expect(rows).toHaveLength(expected.total);
    expect(rows.every((r) => r[4] === '代表团')).toBe(true);
    const entry = await t.ctx.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('module', '=', LOG_MODULES.export)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(entry).toMatchObject({ username: 'npc01', description: `导出代表委员名单 ${expected.total} 条` });
  });

  it('refuses a bad filter with 400 and needs a token', async () => {
    const bad = await request(t.app).post(API_PATHS.npcExcel).set('Authorization', bearer('admin')).send({ SPV_ID: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect((await request(t.app).post(API_PATHS.npcExcel).send({})).status).toBe(401);
  });
});

describe('streamMemberWorkbook', () => {
  it('writes every batch, in the list order, as one workbook', async () => {
    const visible = { scope: { kind: 'all' as const }, ownId: null };
    const filter = MemberFilter.parse({});
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const written = await streamMemberWorkbook(out, memberProfileBatches(t.ctx.db, visible, filter, 97));
    const expected: string[] = [];
    for (let pageIndex = 1; ; pageIndex += 1) {
      const page = await listMemberProfiles(t.ctx.db, visible, filter, { pageIndex, pageSize: 200 });
      expected.push(...page.rows.map((r) => r.staff_Name));
      if (expected.length >= page.total || page.rows.length === 0) break;
    }
    expect(expected.length).toBeGreaterThan(200);
    expect(written).toBe(expected.length);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    const names = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(1).value));
    expect(names).toEqual(expected);
  });
});
