import { API_PATHS, type CaseRow, PAGE_SIZE_MAX, type Paged } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
let npc: string;

beforeAll(async () => {
  t = await createTestApp();
  npc = await t.login('npc01', PASSWORDS.demo);
});
afterAll(() => t.close());

async function workbookOf(query: Record<string, unknown>, token = npc): Promise<ExcelJS.Worksheet> {
  const res = await request(t.app).get(API_PATHS.caseExport).set('Authorization', `Bearer ${token}`).query(query).responseType('blob');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const title = { NPC: '建议清单', CPPCC: '提案清单' }[String(query.body)] ?? '案件清单';
  expect(res.headers['content-disposition']).toContain(encodeURIComponent(title));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.body as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook.worksheets[0]!;
}

const cellsOf = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map((v) => String(v ?? ''));

describe('GET /api/Case/Export', () => {
  it('writes every row of the filter, in the list’s order, with Chinese headers, and logs the export', async () => {
    const query = { body: 'NPC', status: 'CLOSED', sortField: 'caseNo', sortOrder: 'desc' };
    const page = (
      await request(t.app)
        .get(API_PATHS.caseList)
        .set('Authorization', `Bearer ${npc}`)
        .query({ ...query, pageSize: 200 })
    ).body.data as Paged<CaseRow>;
    expect(page.total).toBeGreaterThan(0);

    const sheet = await workbookOf(query);
    expect(cellsOf(sheet, 1).slice(0, 5)).toEqual(['案号', '案由', '类型', '届次会议', '状态']);
    expect(sheet.rowCount - 1).toBe(page.total);
    expect(cellsOf(sheet, 2).slice(0, 2)).toEqual([page.rows[0]!.caseNo, page.rows[0]!.title]);
    expect(cellsOf(sheet, 2)[4]).toBe('已办结');

    const log = await t.ctx.db
      .selectFrom('activity_logs')
      .select('description')
      .where('module', '=', '导出')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.description).toBe(`导出建议清单 ${page.total} 条`);
  });

  it('keeps the list’s order past its first thousand rows, sorted and not', async () => {
    const admin = await t.login('admin', PASSWORDS.admin);
    for (const query of [{}, { sortField: 'dueAt', sortOrder: 'asc' }]) {
      const listed: string[] = [];
      for (let pageIndex = 1; ; pageIndex += 1) {
        const page = (
          await request(t.app)
            .get(API_PATHS.caseList)
            .set('Authorization', `Bearer ${admin}`)
            .query({ ...query, pageIndex, pageSize: PAGE_SIZE_MAX })
        ).body.data as Paged<CaseRow>;
        listed.push(...page.rows.map((r) => `${r.caseNo ?? ''} ${r.title}`));
        if (listed.length >= page.total) break;
      }
      // The export reads its rows a thousand at a time: the demo office has more.
      expect(listed.length).toBeGreaterThan(1000);
      const sheet = await workbookOf(query, admin);
      const exported = Array.from({ length: sheet.rowCount - 1 }, (_, i) =>
        cellsOf(sheet, i + 2)
          .slice(0, 2)
          .join(' '),
      );
      expect(exported).toEqual(listed);
    }
  });

  it('exports nothing outside the caller’s scope and refuses a bad filter with 400', async () => {
    const sheet = await workbookOf({ body: 'CPPCC' });
    expect(sheet.rowCount).toBe(1);
    const bad = await request(t.app).get(API_PATHS.caseExport).set('Authorization', `Bearer ${npc}`).query({ submittedTo: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'submittedTo', message: '请输入正确的日期（YYYY-MM-DD）' }]);
  });
});
