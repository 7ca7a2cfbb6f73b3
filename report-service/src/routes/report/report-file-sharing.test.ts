import { API_PATHS, LOG_MODULES, withParams, type CaseRow, type Paged, type ReportData, type TableBlock } from '@proposal-desk/shared';
import request from 'supertest';
import { npcCategory } from '../../../test/case-seats';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { closeReportRenderers, reportRenderer } from '../../reports/render/engine';
import ExcelJS from 'exceljs';
import { inspectPdf, pdfLinks } from '../../reports/render/pdf-tools.test-util';
import { expectWorkbookMatches } from '../../reports/render/workbook-check.test-util';

const STATUS = 'caseStatusReportPrint';

const binary = (res: request.Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

let t: TestApp;
const tokens: Record<'admin' | 'leader' | 'npc' | 'unit', string> = { admin: '', leader: '', npc: '', unit: '' };
let pdfRenders: jest.SpyInstance;
let xlsxRenders: jest.SpyInstance;

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = `Bearer ${await t.login('admin', PASSWORDS.admin)}`;
  tokens.leader = `Bearer ${await t.login('leader01', PASSWORDS.demo)}`;
  tokens.npc = `Bearer ${await t.login('npc01', PASSWORDS.demo)}`;
  tokens.unit = `Bearer ${await t.login('unit01', PASSWORDS.demo)}`;
  const renderer = reportRenderer(t.ctx.env);
  pdfRenders = jest.spyOn(renderer, 'renderPdf');
  xlsxRenders = jest.spyOn(renderer, 'writeReport');
}, 120_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await closeReportRenderers();
  await t.close();
});

const download = (format: 'pdf' | 'xlsx', who: keyof typeof tokens, query: Record<string, string> = {}, etag?: string) => {
  const call = request(t.app)
    .get(withParams(format === 'pdf' ? API_PATHS.reportPdf : API_PATHS.reportXlsx, { id: STATUS }))
    .query(query)
    .set('Authorization', tokens[who])
    // One address, as a browser has: the files' links lead there, so each supertest server's own port would be another file.
    .set('Host', 'desk.test');
  if (etag) call.set('If-None-Match', etag);
  return call.buffer(true).parse(binary);
};

async function reportData(who: keyof typeof tokens, query: Record<string, string> = {}): Promise<ReportData> {
  const res = await request(t.app)
    .get(withParams(API_PATHS.reportData, { id: STATUS }))
    .query(query)
    .set('Authorization', tokens[who]);
  expect(res.status).toBe(200);
  return res.body.data as ReportData;
}

const downloadsLogged = async (username: string) =>
  (
    await t.ctx.db
      .selectFrom('activity_logs')
      .select('id')
      .where('module', '=', LOG_MODULES.report)
      .where('username', '=', username)
      .execute()
  ).length;

describe('downloaded report files shared by callers with the same data scope', () => {
  it('renders once for identical downloads asked at the same time, by two people of the same scope, and keeps the file', async () => {
    const before = {
      renders: pdfRenders.mock.calls.length,
      admin: await downloadsLogged('admin'),
      leader: await downloadsLogged('leader01'),
    };
    const answers = await Promise.all(
      (['admin', 'leader', 'admin', 'leader', 'admin', 'leader'] as const).map((who) => download('pdf', who)),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(pdfRenders.mock.calls.length - before.renders).toBe(1);
    // One rendered it; the others joined that render (or, on a slow machine, came once the file was kept).
    const sources = answers.map((res) => res.headers['x-report-cache'] as string);
    expect(sources.filter((source) => source === 'rendered')).toHaveLength(1);
    expect(sources.filter((source) => source !== 'rendered').every((source) => source === 'joined' || source === 'kept')).toBe(true);
    const bytes = answers[0]!.body as Buffer;
    for (const res of answers) expect((res.body as Buffer).equals(bytes)).toBe(true);
    // Everyone got it, so each download is in the activity log.
    expect(await downloadsLogged('admin')).toBe(before.admin + 3);
    expect(await downloadsLogged('leader01')).toBe(before.leader + 3);
    // Shared by several people, the file names none: its footer says when it was made.
    const { text } = inspectPdf(bytes);
    expect(text).toContain('生成时间');
    expect(text).not.toContain('打印人');

    const again = await download('pdf', 'leader');
    expect(again.status).toBe(200);
    expect(again.headers['x-report-cache']).toBe('kept');
    expect((again.body as Buffer).equals(bytes)).toBe(true);
    expect(pdfRenders.mock.calls.length - before.renders).toBe(1);
  });

  it('links each figure to its list at the address the request came to (PUBLIC_URL unset); another address is another file', async () => {
    expect(t.ctx.env.PUBLIC_URL).toBeUndefined();
    const at = (format: 'pdf' | 'xlsx', host: string) =>
      request(t.app)
        .get(withParams(format === 'pdf' ? API_PATHS.reportPdf : API_PATHS.reportXlsx, { id: STATUS }))
        .set('Authorization', tokens.npc)
        .set('Host', host)
        .set('X-Forwarded-Proto', 'https')
        .buffer(true)
        .parse(binary);
    const first = await at('pdf', 'proposals.test:8443');
    expect(first.status).toBe(200);
    const links = pdfLinks(first.body as Buffer);
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) expect(link).toMatch(/^https:\/\/proposals\.test:8443\/#\/report\/assignments\?body=NPC&/);
    const other = await at('pdf', 'desk.example.org');
    expect(other.headers.etag).not.toBe(first.headers.etag);
    expect(pdfLinks(other.body as Buffer)[0]).toMatch(/^https:\/\/desk\.example\.org\/#\/report\/assignments\?/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await at('xlsx', 'proposals.test:8443')).body as unknown as ArrayBuffer);
    const formulas: string[] = [];
    workbook.worksheets[0]!.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) formulas.push(cell.formula);
      }),
    );
    expect(formulas.length).toBe(links.length);
    expect(formulas[0]).toMatch(/^HYPERLINK\("https:\/\/proposals\.test:8443\/#\/report\/assignments\?body=NPC&[^"]+",\d+\)$/);
  });

  it('answers 304 to a browser that holds the file while the data is unchanged', async () => {
    const first = await download('pdf', 'admin');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const logged = await downloadsLogged('admin');
    const revalidated = await download('pdf', 'admin', {}, etag);
    expect(revalidated.status).toBe(304);
    expect((revalidated.body as Buffer).length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(await downloadsLogged('admin')).toBe(logged + 1);
    // Other parameters are another file.
    expect((await download('pdf', 'admin', { body: 'CPPCC' }, etag)).status).toBe(200);
  });

  it('never gives a unit user the file kept for the administrator: each gets the figures of their own scope', async () => {
    const adminFile = await download('xlsx', 'admin');
    const renders = xlsxRenders.mock.calls.length;
    const unitFile = await download('xlsx', 'unit');
    expect(unitFile.status).toBe(200);
    expect(unitFile.headers['x-report-cache']).toBe('rendered');
    expect(unitFile.headers.etag).not.toBe(adminFile.headers.etag);
    expect(xlsxRenders.mock.calls.length).toBe(renders + 1);
    await expectWorkbookMatches(unitFile.body as Buffer, await reportData('unit'));
    await expectWorkbookMatches(adminFile.body as Buffer, await reportData('admin'));
    // Asking again with the administrator's ETag does not reach the administrator's file either.
    expect((await download('xlsx', 'unit', {}, adminFile.headers.etag as string)).status).toBe(200);
  });

  it('renders afresh once a case is moved on, and the file shows the change', async () => {
    const submitted = (
      (
        await request(t.app)
          .get(API_PATHS.caseList)
          .set('Authorization', tokens.npc)
          .query({ body: 'NPC', status: 'SUBMITTED', pageSize: 1 })
      ).body.data as Paged<CaseRow>
    ).rows[0]!;
    const query = { body: 'NPC', sessionId: String(submitted.sessionId) };
    const before = await download('xlsx', 'npc', query);
    const dataBefore = await reportData('npc', query);
    expect(before.status).toBe(200);

    const post = (path: string, body: Record<string, unknown>) => request(t.app).post(path).set('Authorization', tokens.npc).send(body);
    const [lead] = await t.ctx.db.selectFrom('handling_units').select(['id', 'name']).orderBy('id').limit(1).execute();
    const category = await npcCategory(t);
    const registered = (await post(API_PATHS.caseRegister, { id: submitted.id, version: submitted.version })).body.data;
    const accepted = (await post(API_PATHS.caseAccept, { id: registered.id, version: registered.version, category, property: 'CURRENT' }))
      .body.data;
    expect(
      (await post(API_PATHS.caseAssign, { id: accepted.id, version: accepted.version, units: [{ unitId: lead!.id, role: 'LEAD' }] }))
        .status,
    ).toBe(200);

    const after = await download('xlsx', 'npc', query, before.headers.etag as string);
    expect(after.status).toBe(200);
    expect(after.headers['x-report-cache']).toBe('rendered');
    const dataAfter = await reportData('npc', query);
    await expectWorkbookMatches(after.body as Buffer, dataAfter);
    const assignedTo = (data: ReportData) => {
      const table = data.blocks.find((b): b is TableBlock => b.type === 'table')!;
      const row = table.rows.find((r) => r.kind === 'data' && r.cells[table.columns[0]!.key] === lead!.name);
      return Number(row?.cells.assigned ?? 0);
    };
    expect(assignedTo(dataAfter)).toBe(assignedTo(dataBefore) + 1);
  });
});
