import { API_PATHS, withParams, type BarChartBlock, type ReportData, type TableBlock } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../test/harness';
import { closeReportRenderers } from './render/engine';
import { inspectPdf } from './render/pdf-tools.test-util';

// What a user of the report centre sees of a report's name, properties and chart, through the API.

const binary = (res: request.Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('Report names, properties and charts', () => {
  let t: TestApp;
  let npc: string;
  let cppcc: string;

  beforeAll(async () => {
    t = await createTestApp();
    npc = `Bearer ${await t.login('npc01', PASSWORDS.demo)}`;
    cppcc = `Bearer ${await t.login('cppcc01', PASSWORDS.demo)}`;
  }, 120_000);
  afterAll(async () => {
    await closeReportRenderers();
    await t.close();
  });

  async function dataOf(auth: string, id: string, query: Record<string, string> = {}): Promise<ReportData> {
    const res = await request(t.app).get(withParams(API_PATHS.reportData, { id })).query(query).set('Authorization', auth);
    expect(res.status).toBe(200);
    return res.body.data as ReportData;
  }

  const firstTable = (data: ReportData) => data.blocks.find((b): b is TableBlock => b.type === 'table')!;
  const labels = (table: TableBlock) => table.rows.filter((r) => r.kind === 'data').map((r) => String(r.cells[table.columns[0]!.key]));

  it('titles the PDF of 办理状态统计 after the report, and names its file with the date', async () => {
    const res = await request(t.app)
      .get(withParams(API_PATHS.reportPdf, { id: 'caseStatusReportPrint' }))
      .set('Authorization', npc)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    const disposition = res.headers['content-disposition'] as string;
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')).toMatch(/^办理状态统计_\d{8}\.pdf$/);
    const pdf = inspectPdf(res.body as Buffer);
    expect(pdf.title).toBe('办理状态统计');
  });

  it('lists only the NPC’s properties in the NPC 按性质统计, and 重点提案 in the CPPCC’s', async () => {
    const npcTable = firstTable(await dataOf(npc, 'casePropertyReportPrint', { body: 'NPC' }));
    expect(labels(npcTable)).toEqual(['当年', '多年重复', '重点督办']);
    expect(npcTable.rows.find((r) => r.kind === 'total')?.cells.accepted).toBeGreaterThan(0);
    const cppccTable = firstTable(await dataOf(cppcc, 'casePropertyReportPrint', { body: 'CPPCC' }));
    expect(labels(cppccTable)).toContain('重点提案');
  });

  it('charts the 20 units with the most replies of all the units and says how many there are', async () => {
    const data = await dataOf(npc, 'caseStatusReportPrint', { body: 'NPC' });
    const units = labels(firstTable(data));
    expect(units.length).toBeGreaterThan(20);
    const chart = data.blocks.find((b): b is BarChartBlock => b.type === 'chart')!;
    expect(chart.bars).toHaveLength(20);
    expect(chart.truncated).toEqual({ total: units.length, noun: '单位' });
    const values = chart.bars.map((b) => b.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });
});
