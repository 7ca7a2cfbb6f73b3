import {
  API_PATHS,
  PRINT_ROUTES,
  printRouteName,
  withParams,
  type CaseSearchItem,
  type Paged,
  type ReportCatalogueEntry,
  type ReportData,
  type ReportOptions,
  type TableBlock,
} from '@proposal-desk/shared';
import { sql } from 'kysely';
import request from 'supertest';
import { createTestApp, letterRecipient, PASSWORDS, type TestApp } from '../../../test/harness';

const ACCOUNTS = ['admin', 'leader01', 'npc01', 'cppcc01', 'unit01', 'dlg001'] as const;
type Account = (typeof ACCOUNTS)[number];
const DOCUMENT_KINDS: Record<string, string> = {
  npcContentAdvicePrint: 'SUGGESTION',
  npcConentMotionPrint: 'MOTION',
  npccContentPrint: 'PROPOSAL',
};

describe('Report data', () => {
  let t: TestApp;
  const tokens = {} as Record<Account, string>;
  const as = (name: Account) => ({ Authorization: `Bearer ${tokens[name]}` });

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ACCOUNTS) tokens[name] = await t.login(name, name === 'admin' ? PASSWORDS.admin : PASSWORDS.demo);
  }, 120_000);
  afterAll(() => t.close());

  async function dataOf(name: Account, id: string, query: Record<string, string | number> = {}): Promise<ReportData> {
    const res = await request(t.app).get(withParams(API_PATHS.reportData, { id })).query(query).set(as(name));
    if (res.status !== 200) throw new Error(`${name} ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as ReportData;
  }

  async function catalogueOf(name: Account): Promise<ReportCatalogueEntry[]> {
    const res = await request(t.app).get(API_PATHS.reportList).set(as(name));
    expect(res.status).toBe(200);
    return res.body.data as ReportCatalogueEntry[];
  }

  async function firstCaseOf(name: Account, kind: string): Promise<number | undefined> {
    const res = await request(t.app).get(API_PATHS.caseSearch).query({ kind, pageSize: 1 }).set(as(name));
    expect(res.status).toBe(200);
    return (res.body.data as Paged<CaseSearchItem>).rows[0]?.id;
  }

  const tables = (data: ReportData) => data.blocks.filter((b): b is TableBlock => b.type === 'table');
  const dataRows = (table: TableBlock) => table.rows.filter((r) => r.kind === 'data');
  const totalRow = (table: TableBlock) => table.rows.find((r) => r.kind === 'total');
  const firstTable = (data: ReportData) => tables(data)[0] as TableBlock;
  const byLabel = (table: TableBlock, key: string) =>
    new Map(dataRows(table).map((r) => [String(r.cells[table.columns[0]?.key ?? '']), Number(r.cells[key])]));

  /** In a grouped table each subtotal sums the data rows of its group, and the total sums the subtotals. */
  function expectSubtotalsAddUp(report: string, table: TableBlock): void {
    for (const column of table.columns.filter((c) => c.format === 'int')) {
      let running = 0;
      let subtotals = 0;
      for (const row of table.rows) {
        const value = Number(row.cells[column.key] ?? 0);
        if (row.kind === 'group') running = 0;
        if (row.kind === 'data') running += value;
        if (row.kind === 'subtotal') {
          expect({ report, column: column.key, subtotal: value }).toEqual({ report, column: column.key, subtotal: running });
          subtotals += value;
        }
        if (row.kind === 'total')
          expect({ report, column: column.key, total: value }).toEqual({ report, column: column.key, total: subtotals });
      }
    }
  }

  /** Every total row of a flat statistics table equals the sum of its data rows, for every count column. */
  function expectTotalsAddUp(data: ReportData): void {
    for (const table of tables(data)) {
      const total = totalRow(table);
      if (!total) continue;
      if (table.rows.some((r) => r.kind === 'subtotal')) {
        expectSubtotalsAddUp(data.id, table);
        continue;
      }
      for (const column of table.columns.filter((c) => c.format === 'int')) {
        const sum = dataRows(table).reduce((s, r) => s + Number(r.cells[column.key] ?? 0), 0);
        expect({ report: data.id, column: column.key, total: total.cells[column.key] }).toEqual({
          report: data.id,
          column: column.key,
          total: sum,
        });
      }
      for (const column of table.columns.filter((c) => c.format === 'percent')) {
        for (const row of table.rows) {
          const value = Number(row.cells[column.key]);
          expect(Number.isFinite(value) && value >= 0 && value <= 1).toBe(true);
        }
      }
    }
  }

  it('lists one definition per print route, and a catalogue fitted to each caller', async () => {
    const admin = await catalogueOf('admin');
    expect(admin.map((r) => r.id).sort()).toEqual(PRINT_ROUTES.map(printRouteName).sort());
    const unit = (await catalogueOf('unit01')).map((r) => r.id);
    expect(unit).toContain('caseStatusReportPrint');
    expect(unit).not.toContain('caseStatusReportPrintSFB');
    const deputy = (await catalogueOf('dlg001')).map((r) => r.id);
    expect(deputy).toEqual(expect.arrayContaining(['npcContentAdvicePrint', 'npcTransactionList', 'test']));
    expect(deputy).not.toContain('caseStatusReportPrint');
    expect(deputy).not.toContain('cppccTransactionList');
    const npc = (await catalogueOf('npc01')).map((r) => r.id);
    expect(npc).toContain('npcProcessReportPrint');
    expect(npc).not.toContain('cppccProcessReportPrint');
  });

  it.each(ACCOUNTS)(
    'loads every report %s may use, with default parameters, and its totals add up',
    async (name) => {
      const catalogue = await catalogueOf(name);
      expect(catalogue.length).toBeGreaterThan(0);
      for (const entry of catalogue) {
        const kind = DOCUMENT_KINDS[entry.id];
        const query: Record<string, number> = await letterRecipient(t, entry.id, name === 'cppcc01' ? 'CPPCC' : 'NPC');
        if (kind) {
          const caseId = await firstCaseOf(name, kind);
          if (caseId === undefined) continue;
          query.caseId = caseId;
        }
        const data = await dataOf(name, entry.id, query);
        expect(data.id).toBe(entry.id);
        // A letter is named after its recipient (交办函_市教育委员会).
        expect(data.title === entry.title.zh || data.title.startsWith(`${entry.title.zh}_`)).toBe(true);
        expect(data.blocks.length).toBeGreaterThan(0);
        expect(data.subtitle).not.toBe('');
        expectTotalsAddUp(data);
      }
    },
    240_000,
  );

  it('computes every rate from the counts on its own row (0 when nothing to count)', async () => {
    const status = firstTable(await dataOf('admin', 'caseStatusReportPrint'));
    for (const row of status.rows) {
      const assigned = Number(row.cells.assigned);
      expect(row.cells.repliedRate).toBeCloseTo(assigned === 0 ? 0 : Number(row.cells.replied) / assigned, 12);
    }
    const bllb = firstTable(await dataOf('admin', 'bllbReportPrint'));
    for (const row of bllb.rows) {
      expect(Number(row.cells.a) + Number(row.cells.b) + Number(row.cells.c) + Number(row.cells.d)).toBe(row.cells.replied);
      expect(row.cells.abRate).toBeCloseTo((Number(row.cells.a) + Number(row.cells.b)) / Number(row.cells.replied), 12);
    }
    const empty = firstTable(await dataOf('admin', 'caseStatusReportPrint', { from: '2001-01-01', to: '2001-12-31' }));
    expect(dataRows(empty)).toHaveLength(0);
    expect(totalRow(empty)?.cells).toMatchObject({ assigned: 0, replied: 0, repliedRate: 0 });
  });

  it('gives the same 已答复 per unit in the status, unit, progress, result-category and consultation reports', async () => {
    const [status, unit, progress, bllb, mscs] = await Promise.all(
      ['caseStatusReportPrint', 'caseUnitReportPrint', 'progressReportPrint', 'bllbReportPrint', 'mscsReportPrint'].map(async (id) =>
        byLabel(firstTable(await dataOf('admin', id)), 'replied'),
      ),
    );
    expect(status?.size).toBeGreaterThan(10);
    for (const other of [unit, progress, bllb, mscs]) expect(other).toEqual(status);
  });

  it('gives each government unit the same row in the SFB variants as in the full reports', async () => {
    const government = new Set(
      (await t.ctx.db.selectFrom('handling_units').select('name').where('system', '=', 'GOVERNMENT').execute()).map((u) => u.name),
    );
    for (const [full, sfb] of [
      ['caseStatusReportPrint', 'caseStatusReportPrintSFB'],
      ['bllbReportPrint', 'bllbSFB'],
      ['mscsReportPrint', 'mscsSFB'],
      ['progressReportPrint', 'ProcessCheduleSFB'],
    ] as const) {
      const all = firstTable(await dataOf('admin', full));
      const gov = firstTable(await dataOf('admin', sfb));
      expect(dataRows(gov).length).toBeGreaterThan(0);
      expect(dataRows(gov).length).toBeLessThan(dataRows(all).length);
      for (const row of dataRows(gov)) {
        expect(government.has(String(row.cells.unit))).toBe(true);
        expect(row.cells).toEqual(dataRows(all).find((r) => r.cells.unit === row.cells.unit)?.cells);
      }
    }
  });

  it('agrees with a count taken straight from the tables: unit01 (unit 12) assignments in the current NPC session', async () => {
    const { rows } = await sql<{ assigned: number; replied: number }>`
      select count(*)::int as assigned,
             count(*) filter (where exists (select 1 from replies r where r.assignment_id = a.id))::int as replied
      from assignments a join cases c on c.id = a.case_id join meetings m on m.id = c.session_id
      where a.unit_id = 12 and a.status <> 'VOID' and c.body = 'NPC' and m.is_current`.execute(t.ctx.db);
    const own = firstTable(await dataOf('unit01', 'caseStatusReportPrint'));
    expect(dataRows(own)).toHaveLength(1);
    expect(dataRows(own)[0]?.cells).toMatchObject({ assigned: rows[0]?.assigned, replied: rows[0]?.replied });
  });

  it('shows a handling-unit user only their own unit, exactly as the administrator sees that unit', async () => {
    const unitName = (await t.ctx.db.selectFrom('handling_units').select('name').where('id', '=', 12).executeTakeFirstOrThrow()).name;
    for (const id of ['caseStatusReportPrint', 'caseUnitReportPrint', 'bllbReportPrint', 'progressReportPrint']) {
      const own = firstTable(await dataOf('unit01', id));
      const all = firstTable(await dataOf('admin', id));
      expect(dataRows(own).map((r) => r.cells.unit)).toEqual([unitName]);
      expect(dataRows(own)[0]?.cells).toEqual(dataRows(all).find((r) => r.cells.unit === unitName)?.cells);
      expect(dataRows(all).length).toBeGreaterThan(1);
    }
    const list = firstTable(await dataOf('unit01', 'assignedListPrint'));
    const groups = list.rows.filter((r) => r.kind === 'group').map((r) => r.label ?? '');
    expect(groups.length).toBeGreaterThan(0);
    for (const label of groups) expect(label.startsWith(unitName)).toBe(true);
  });

  it('shows a deputy only the cases they lead or co-sign in the handling list', async () => {
    const own = await t.ctx.db
      .selectFrom('cases')
      .innerJoin('meetings', 'meetings.id', 'cases.session_id')
      .where('meetings.is_current', '=', true)
      .where((eb) =>
        eb.or([
          eb('cases.lead_member_id', '=', 1),
          eb.exists(
            eb.selectFrom('case_submitters as s').select('s.case_id').whereRef('s.case_id', '=', 'cases.id').where('s.member_id', '=', 1),
          ),
        ]),
      )
      .select('cases.case_no')
      .execute();
    const mine = new Set(own.map((c) => c.case_no));
    const list = firstTable(await dataOf('dlg001', 'npcTransactionList'));
    const listed = dataRows(list).map((r) => r.cells.caseNo);
    expect(listed.length).toBeGreaterThan(0);
    for (const caseNo of listed) expect(mine.has(String(caseNo))).toBe(true);
    const adminList = firstTable(await dataOf('admin', 'npcTransactionList'));
    expect(dataRows(adminList).length).toBeGreaterThan(listed.length);
  });

  it('prints one case as a document, and refuses cases outside the caller’s scope', async () => {
    const caseId = await firstCaseOf('admin', 'SUGGESTION');
    const doc = await dataOf('admin', 'npcContentAdvicePrint', { caseId: caseId ?? 0 });
    const fields = doc.blocks.find((b) => b.type === 'fields');
    expect(fields?.type === 'fields' && fields.fields.map((f) => f.label)).toEqual(
      expect.arrayContaining(['案号', '案由', '领衔代表', '承办单位']),
    );
    const proposal = await firstCaseOf('admin', 'PROPOSAL');
    const outside = await request(t.app)
      .get(withParams(API_PATHS.reportData, { id: 'npcContentAdvicePrint' }))
      .query({ caseId: proposal })
      .set(as('dlg001'));
    expect(outside.status).toBe(404);
    const wrongKind = await request(t.app)
      .get(withParams(API_PATHS.reportData, { id: 'npcContentAdvicePrint' }))
      .query({ caseId: proposal })
      .set(as('admin'));
    expect(wrongKind.status).toBe(400);
  });

  it('answers 400 with a clear message for bad parameters, 404 for an unknown report, 401 without a token', async () => {
    const path = withParams(API_PATHS.reportData, { id: 'caseStatusReportPrint' });
    const badDate = await request(t.app).get(path).query({ from: '2026-02-30' }).set(as('admin'));
    expect(badDate.status).toBe(400);
    expect(badDate.body.msg).toBe('日期参数 from 须为 YYYY-MM-DD 格式的有效日期');
    const badBody = await request(t.app).get(path).query({ body: 'XYZ' }).set(as('admin')).set('Accept-Language', 'en');
    expect(badBody.status).toBe(400);
    expect(badBody.body.msg).toBe('The body must be NPC or CPPCC');
    const badSession = await request(t.app).get(path).query({ sessionId: 99999 }).set(as('admin'));
    expect(badSession.status).toBe(400);
    expect(badSession.body.msg).toBe('届次不存在或不属于所选届别');
    const reversed = await request(t.app).get(path).query({ from: '2026-05-01', to: '2026-04-01' }).set(as('admin'));
    expect(reversed.body.msg).toBe('开始日期不能晚于结束日期');
    const noCase = await request(t.app)
      .get(withParams(API_PATHS.reportData, { id: 'npccContentPrint' }))
      .set(as('admin'));
    expect(noCase.status).toBe(400);
    expect(noCase.body.msg).toBe('请选择要打印的案件（caseId）');
    const unknown = await request(t.app)
      .get(withParams(API_PATHS.reportData, { id: 'noSuchReport' }))
      .set(as('admin'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('报表不存在');
    const anonymous = await request(t.app).get(path);
    expect(anonymous.status).toBe(401);
    const notAllowed = await request(t.app).get(path).set(as('dlg001'));
    expect(notAllowed.status).toBe(403);
    const otherBody = await request(t.app).get(path).query({ body: 'CPPCC' }).set(as('npc01'));
    expect(otherBody.status).toBe(403);
    expect(otherBody.body.msg).toBe('该数据不在您的权限范围内');
  });

  it('offers the parameter choices fitted to the caller', async () => {
    const optionsOf = async (name: Account) => {
      const res = await request(t.app).get(API_PATHS.reportOptions).set(as(name));
      expect(res.status).toBe(200);
      return res.body.data as ReportOptions;
    };
    const admin = await optionsOf('admin');
    expect(new Set(admin.sessions.map((s) => s.body))).toEqual(new Set(['NPC', 'CPPCC']));
    expect(admin.sessions.filter((s) => s.isCurrent)).toHaveLength(2);
    expect(admin.units.length).toBeGreaterThan(30);
    expect(admin.categories.NPC.map((c) => c.zh)).toContain('教育');
    expect(admin.unitSystems.map((s) => s.value)).toContain('GOVERNMENT');
    const npc = await optionsOf('npc01');
    expect(npc.sessions.every((s) => s.body === 'NPC')).toBe(true);
    const unit = await optionsOf('unit01');
    expect(unit.units.map((u) => u.id)).toEqual([12]);
  });

  it('searches cases by number or title within the scope, paged', async () => {
    const all = await request(t.app).get(API_PATHS.caseSearch).query({ keyword: 'R16', pageSize: 5 }).set(as('admin'));
    expect(all.status).toBe(200);
    const page = all.body.data as Paged<CaseSearchItem>;
    expect(page.rows).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    for (const row of page.rows) expect(`${row.caseNo}${row.title}`).toContain('R16');
    // The merge dialog's picker leaves out the case being merged.
    const first = page.rows[0]!;
    const without = await request(t.app)
      .get(API_PATHS.caseSearch)
      .query({ keyword: 'R16', pageSize: 200, excludeId: first.id })
      .set(as('admin'));
    expect((without.body.data as Paged<CaseSearchItem>).total).toBe(page.total - 1);
    expect((without.body.data as Paged<CaseSearchItem>).rows.map((r) => r.id)).not.toContain(first.id);
    const deputy = await request(t.app).get(API_PATHS.caseSearch).query({ pageSize: 200 }).set(as('dlg001'));
    expect((deputy.body.data as Paged<CaseSearchItem>).total).toBeLessThan(page.total);
    const tooLong = await request(t.app)
      .get(API_PATHS.caseSearch)
      .query({ keyword: 'x'.repeat(101) })
      .set(as('admin'));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe('关键字不能超过100个字符');
  });
});
