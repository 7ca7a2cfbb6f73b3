import { availableParallelism } from 'node:os';
import { API_PATHS, LOG_MODULES, withParams, type ReportData, type TableBlock } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { closeReportRenderers, reportRenderer } from '../../reports/render/engine';
import { inspectPdf, pageFooters } from '../../reports/render/pdf-tools.test-util';
import { expectWorkbookMatches } from '../../reports/render/workbook-check.test-util';

const STATUS = 'caseStatusReportPrint';

const binary = (res: request.Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

function fileNameOf(disposition: string): string {
  return decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '');
}

describe('Report files', () => {
  let t: TestApp;
  let admin: string;
  let unit: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = `Bearer ${await t.login('admin', PASSWORDS.admin)}`;
    unit = `Bearer ${await t.login('unit01', PASSWORDS.demo)}`;
  }, 120_000);
  afterAll(async () => {
    await closeReportRenderers();
    await t.close();
  });

  const get = (path: string, auth: string, query: Record<string, string> = {}) =>
    request(t.app).get(path).query(query).set('Authorization', auth).buffer(true).parse(binary);

  async function reportData(auth: string, id: string): Promise<ReportData> {
    const res = await request(t.app).get(withParams(API_PATHS.reportData, { id })).set('Authorization', auth);
    expect(res.status).toBe(200);
    return res.body.data as ReportData;
  }

  async function lastLog(): Promise<{ username: string; description: string } | undefined> {
    return t.ctx.db
      .selectFrom('activity_logs')
      .select(['username', 'description'])
      .where('module', '=', LOG_MODULES.report)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  it('downloads the status statistics as a PDF named in Chinese, with the figures of the report data', async () => {
    const data = await reportData(admin, STATUS);
    const res = await get(withParams(API_PATHS.reportPdf, { id: STATUS }), admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(fileNameOf(res.headers['content-disposition'] as string)).toMatch(/^办理状态统计_\d{8}\.pdf$/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="caseStatusReportPrint_\d{8}\.pdf"/);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const { text, pages } = inspectPdf(pdf);
    expect(text).toContain('办理状态统计');
    expect(pageFooters(text)).toEqual(Array.from({ length: pages }, (_, i) => ({ page: i + 1, total: pages })));
    const table = data.blocks.find((b): b is TableBlock => b.type === 'table')!;
    const firstRow = table.rows.find((r) => r.kind === 'data')!;
    expect(text).toContain(String(firstRow.cells[table.columns[0]!.key]));
    expect(await lastLog()).toEqual({ username: 'admin', description: `下载报表PDF：办理状态统计（${STATUS}）` });
  });

  it('streams the same report as a workbook whose cells equal the report data', async () => {
    const data = await reportData(unit, STATUS);
    const res = await get(withParams(API_PATHS.reportXlsx, { id: STATUS }), unit);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(fileNameOf(res.headers['content-disposition'] as string)).toMatch(/^办理状态统计_\d{8}\.xlsx$/);
    await expectWorkbookMatches(res.body as Buffer, data);
    const table = data.blocks.find((b): b is TableBlock => b.type === 'table')!;
    expect(table.rows.some((r) => r.kind === 'total')).toBe(true);
    expect(await lastLog()).toEqual({ username: 'unit01', description: `下载报表Excel：办理状态统计（${STATUS}）` });
  });

  it('refuses bad parameters with 400, an unknown report with 404 and a missing token with 401', async () => {
    const bad = await request(t.app)
      .get(withParams(API_PATHS.reportPdf, { id: STATUS }))
      .query({ from: '2026-02-30' })
      .set('Authorization', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(bad.body.msg).toBeTruthy();
    const badXlsx = await request(t.app)
      .get(withParams(API_PATHS.reportXlsx, { id: STATUS }))
      .query({ body: 'XYZ' })
      .set('Authorization', admin);
    expect(badXlsx.status).toBe(400);
    expect(
      (
        await request(t.app)
          .get(withParams(API_PATHS.reportPdf, { id: 'noSuchReport' }))
          .set('Authorization', admin)
      ).status,
    ).toBe(404);
    expect((await request(t.app).get(withParams(API_PATHS.reportXlsx, { id: STATUS }))).status).toBe(401);
  });
});

describe('Report files with PDF_ENGINE=react-pdf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PDF_ENGINE: 'react-pdf' });
  }, 120_000);
  afterAll(async () => {
    await closeReportRenderers();
    await t.close();
  });

  it('prints the report with the bundled CJK font embedded', async () => {
    const admin = `Bearer ${await t.login('admin', PASSWORDS.admin)}`;
    const res = await request(t.app)
      .get(withParams(API_PATHS.reportPdf, { id: STATUS }))
      .set('Authorization', admin)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    const { text, fonts } = inspectPdf(res.body as Buffer);
    expect(text).toContain('办理状态统计');
    expect(pageFooters(text)[0]).toMatchObject({ page: 1 });
    expect(fonts).toMatch(/NotoSansSC-Regular\s+CID TrueType/);
  }, 120_000);
});

describe('Report files when the render pool is busy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RENDER_QUEUE: '1' });
  }, 120_000);
  afterAll(async () => {
    await closeReportRenderers();
    await t.close();
  });

  it('answers 429 with Retry-After while every slot and the queue are taken, then serves again', async () => {
    const admin = `Bearer ${await t.login('admin', PASSWORDS.admin)}`;
    const { gate } = reportRenderer(t.ctx.env);
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    // Batch renders fill every slot and the one queue place.
    const { running } = gate.stats();
    const slots = Array.from({ length: availableParallelism() + 1 - running }, () => gate.run(() => hold));
    expect(gate.stats().waiting).toBe(1);

    for (const path of [API_PATHS.reportPdf, API_PATHS.reportXlsx]) {
      const busy = await request(t.app)
        .get(withParams(path, { id: STATUS }))
        .set('Authorization', admin);
      expect(busy.status).toBe(429);
      expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(busy.headers['content-disposition']).toBeUndefined();
      expect(busy.body).toMatchObject({ code: 429, success: false, msg: '报表生成繁忙，请稍后再试' });
    }

    release();
    await Promise.all(slots);
    const served = await request(t.app)
      .get(withParams(API_PATHS.reportPdf, { id: STATUS }))
      .set('Authorization', admin)
      .buffer(true)
      .parse(binary);
    expect(served.status).toBe(200);
    expect(inspectPdf(served.body as Buffer).text).toContain('办理状态统计');
  }, 120_000);
});
