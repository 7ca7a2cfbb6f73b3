import { API_PATHS, withParams, type ReportData, type ReportRow, type TableBlock } from '@proposal-desk/shared';
import request from 'supertest';
import { accountLink, createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { closeReportRenderers } from '../../reports/render/engine';
import { convertWithLibreOffice, docxParagraphs, docxParts } from '../../reports/render/docx-tools.test-util';
import { inspectPdf } from '../../reports/render/pdf-tools.test-util';

const HANDLING = 'npcProcessReportPrint';
const LETTER = 'assignmentLetterPrint';
const MEMBER_LETTER = 'memberLetterPrint';

const binary = (res: request.Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};
const fileNameOf = (disposition: string) => decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '');
const tables = (data: ReportData) => data.blocks.filter((b): b is TableBlock => b.type === 'table');
const totalOf = (table: TableBlock | undefined) => table?.rows.find((r) => r.kind === 'total')?.cells ?? {};
const rowOf = (table: TableBlock | undefined, label: string, key = 'unit'): ReportRow['cells'] =>
  table?.rows.find((r) => r.kind === 'data' && r.cells[key] === label)?.cells ?? {};
const text = (data: ReportData) => data.blocks.map((b) => (b.type === 'paragraph' ? b.text : '')).join('\n');
const number = (pattern: RegExp, prose: string) => Number(pattern.exec(prose)?.[1] ?? Number.NaN);

describe('The office’s documents', () => {
  let t: TestApp;
  let admin: string;
  let npc: string;
  let unit: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = `Bearer ${await t.login('admin', PASSWORDS.admin)}`;
    npc = `Bearer ${await t.login('npc01', PASSWORDS.demo)}`;
    unit = `Bearer ${await t.login('unit01', PASSWORDS.demo)}`;
  }, 120_000);
  afterAll(async () => {
    await closeReportRenderers();
    await t.close();
  });

  const file = (id: string, format: 'pdf' | 'docx', auth: string, query: Record<string, string | number> = {}) =>
    request(t.app)
      .get(withParams(format === 'pdf' ? API_PATHS.reportPdf : API_PATHS.reportDocx, { id }))
      .query(query)
      .set('Authorization', auth)
      .buffer(true)
      .parse(binary);

  async function reportData(auth: string, id: string, query: Record<string, string | number> = {}): Promise<ReportData> {
    const res = await request(t.app).get(withParams(API_PATHS.reportData, { id })).query(query).set('Authorization', auth);
    expect(res.status).toBe(200);
    return res.body.data as ReportData;
  }

  const unitIdOf = (username: string) => accountLink(t, username, 'unit_id');

  describe('the yearly handling report', () => {
    it('quotes every figure as the statistic reports count it', async () => {
      const report = await reportData(npc, HANDLING);
      const prose = text(report);
      const [status, results, consulted, categories, properties] = (await Promise.all(
        ['caseStatusReportPrint', 'bllbReportPrint', 'mscsReportPrint', 'caseTypeReportPrint', 'casePropertyReportPrint'].map((id) =>
          reportData(npc, id, { body: 'NPC' }),
        ),
      )) as [ReportData, ReportData, ReportData, ReportData, ReportData];
      const statusTotal = totalOf(tables(status)[0]);
      expect(number(/共交办(\d+)件次/, prose)).toBe(statusTotal.assigned);
      expect(number(/已答复(\d+)件次，办复率/, prose)).toBe(statusTotal.replied);
      expect(number(/超期未答复(\d+)件次/, prose)).toBe(statusTotal.overdue);
      expect(/办复率([\d.]+)%/.exec(prose)?.[1]).toBe((Number(statusTotal.repliedRate) * 100).toFixed(1));
      const resultTotal = totalOf(tables(results)[0]);
      for (const category of ['A', 'B', 'C', 'D'])
        expect(number(new RegExp(`${category}类（[^）]+）(\\d+)件次`), prose)).toBe(resultTotal[category.toLowerCase()]);
      expect(/面商率([\d.]+)%/.exec(prose)?.[1]).toBe((Number(totalOf(tables(consulted)[0]).consultRate) * 100).toFixed(1));
      const categoryTotal = totalOf(tables(categories)[0]);
      expect(number(/共收到建议(\d+)件/, prose)).toBe(categoryTotal.received);
      expect(number(/经审查立案(\d+)件/, prose)).toBe(categoryTotal.accepted);
      // Its own tables are the statistics' tables: by category, by property, and the units' rows as 办理状态统计 has them.
      const [categoryTable, propertyTable, unitsTable] = tables(report);
      expect(categoryTable?.rows).toEqual(tables(categories)[0]?.rows);
      expect(propertyTable?.rows).toEqual(tables(properties)[0]?.rows);
      expect(unitsTable?.rows.length).toBeGreaterThan(0);
      for (const row of unitsTable?.rows ?? []) {
        const theirs = rowOf(tables(status)[0], String(row.cells.unit));
        expect([row.cells.assigned, row.cells.replied, row.cells.overdue]).toEqual([theirs.assigned, theirs.replied, theirs.overdue]);
      }
      expect(
        report.blocks.filter((b) => b.type === 'paragraph' && b.level === 1).map((b) => (b.type === 'paragraph' ? b.text : '')),
      ).toEqual(['一、基本情况', '二、交办和办理情况', '三、办理结果', '四、代表评价', '五、下一步工作']);
    });

    it('downloads as a Word document in the fonts of an official document, with the same paragraphs, which LibreOffice opens', async () => {
      const report = await reportData(npc, HANDLING);
      const res = await file(HANDLING, 'docx', npc);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(fileNameOf(res.headers['content-disposition'] as string)).toMatch(/^人大代表建议办理情况报告_\d{8}\.docx$/);
      const docx = res.body as Buffer;
      const parts = docxParts(docx);
      const xml = parts['word/document.xml'] ?? '';
      // GB/T 9704: the title in 方正小标宋简体 二号 (44 half-points), the body in 仿宋_GB2312 三号, headings in 黑体 and 楷体_GB2312.
      expect(xml).toMatch(/w:eastAsia="方正小标宋简体"[^]*?<w:sz w:val="44"\/>/);
      for (const font of ['仿宋_GB2312', '黑体', '楷体_GB2312']) expect(xml).toContain(`w:eastAsia="${font}"`);
      expect(parts['word/settings.xml']).toContain('<w:evenAndOddHeaders');
      const paragraphs = docxParagraphs(docx);
      for (const block of report.blocks) if (block.type === 'paragraph') expect(paragraphs).toContain(block.text);
      expect(paragraphs).toContain('（一）按内容类别');
      const opened = inspectPdf(convertWithLibreOffice(docx)).text.replace(/\s+/g, '');
      expect(opened).toContain('一、基本情况');
      expect(opened).toContain('市人大常委会代表工作委员会');
    }, 180_000);

    it('is offered in Word only where the catalogue says so', async () => {
      const res = await file('caseStatusReportPrint', 'docx', npc);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body.toString()).msg).toBe('该报表没有 Word 格式');
    });
  });

  describe('the assignment letter (交办函)', () => {
    it('lists the unit’s assignments not yet replied to under the letterhead, as many as 办理状态统计 counts', async () => {
      const unitId = await unitIdOf('unit01');
      const letter = await reportData(npc, LETTER, { body: 'NPC', unitId, docSeq: 12 });
      const year = new Date().getFullYear();
      expect(letter.letterhead).toEqual({ office: '市人大常委会代表工作委员会', number: `人代交〔${year}〕12号` });
      const list = tables(letter)[0];
      const status = await reportData(npc, 'caseStatusReportPrint', { body: 'NPC', unitId });
      // Without a range of 交办日期, what the unit has not replied to yet: 待签收 and 办理中.
      const totals = totalOf(tables(status)[0]);
      expect(list?.rows.length).toBe(Number(totals.pending) + Number(totals.handling));
      expect(text(letter)).toContain(`尚未答复的代表建议共${list?.rows.length}件`);
      expect(letter.title).toMatch(/^交办函_/);
      expect(text(letter)).toContain(`${letter.title.replace('交办函_', '')}：`);
      // The unit's own letter needs no choice; the office must choose the unit.
      const own = await reportData(unit, LETTER, { body: 'NPC' });
      expect(own.title).toBe(letter.title);
      const unchosen = await request(t.app)
        .get(withParams(API_PATHS.reportData, { id: LETTER }))
        .query({ body: 'NPC' })
        .set('Authorization', npc);
      expect(unchosen.status).toBe(400);
      expect(unchosen.body.msg).toBe('请选择承办单位');
    });

    it('prints as a PDF named after the unit, with the blank number to fill in by hand, and as Word', async () => {
      const unitId = await unitIdOf('unit01');
      const pdf = await file(LETTER, 'pdf', npc, { body: 'NPC', unitId });
      expect(pdf.status).toBe(200);
      expect(fileNameOf(pdf.headers['content-disposition'] as string)).toMatch(/^交办函_.+_\d{8}\.pdf$/);
      const printed = inspectPdf(pdf.body as Buffer).text.replace(/\s+/g, '');
      expect(printed).toContain('市人大常委会代表工作委员会');
      expect(printed).toContain('交办清单');
      const word = await file(LETTER, 'docx', npc, { body: 'NPC', unitId });
      expect(word.status).toBe(200);
      expect(docxParagraphs(word.body as Buffer)).toContain(`人代交〔${new Date().getFullYear()}〕\u3000\u3000号`);
    }, 60_000);

    it('follows the letterhead the administrator saves, which is checked and logged', async () => {
      const bad = await request(t.app)
        .put(API_PATHS.documentSettingsSave)
        .set('Authorization', admin)
        .send({
          NPC: { office: '市人大常委会代表工作委员会', numberPattern: '人代交〔{yr}〕{seq}号', contact: '' },
          CPPCC: { office: '市政协提案委员会', numberPattern: '政提交〔{year}〕{seq}号', contact: '' },
        });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ field: 'NPC.numberPattern', message: '文号格式只能使用 {year} 和 {seq}' }]);
      const unitId = await unitIdOf('unit01');
      const before = await file(LETTER, 'pdf', npc, { body: 'NPC', unitId });
      const saved = await request(t.app)
        .put(API_PATHS.documentSettingsSave)
        .set('Authorization', admin)
        .send({
          NPC: { office: '市人大常委会人事代表选举委员会', numberPattern: '人选交〔{year}〕{seq}号', contact: '王敏 010-12345678' },
          CPPCC: { office: '市政协提案委员会', numberPattern: '政提交〔{year}〕{seq}号', contact: '' },
        });
      expect(saved.status).toBe(200);
      expect(saved.body.data.NPC.office).toBe('市人大常委会人事代表选举委员会');
      const log = await t.ctx.db.selectFrom('activity_logs').select('description').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(log.description).toContain('人大发文机关“市人大常委会代表工作委员会”→“市人大常委会人事代表选举委员会”');
      // A letter kept from before is not served again: the setting moved the data version.
      const after = await file(LETTER, 'pdf', npc, { body: 'NPC', unitId });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const printed = inspectPdf(after.body as Buffer).text.replace(/\s+/g, '');
      expect(printed).toContain('市人大常委会人事代表选举委员会');
      expect(printed).toContain('王敏010-12345678');
      const forbidden = await request(t.app).get(API_PATHS.documentSettings).set('Authorization', npc);
      expect(forbidden.status).toBe(403);
    }, 60_000);
  });

  describe('the letter to each deputy (一人一函)', () => {
    it('lists every case the deputy submitted or co-signed in the session, with its units and reply category', async () => {
      const memberId = (await t.ctx.db.selectFrom('users').select('hr_id').where('username', '=', 'dlg001').executeTakeFirstOrThrow())
        .hr_id!;
      const letter = await reportData(npc, MEMBER_LETTER, { body: 'NPC', memberId });
      const session = (await reportData(npc, 'caseStatusReportPrint', { body: 'NPC' })).header;
      const cases = await t.ctx.db
        .selectFrom('cases')
        .innerJoin('case_submitters as s', 's.case_id', 'cases.id')
        .innerJoin('meetings as m', 'm.id', 'cases.session_id')
        .select(['cases.case_no', 'cases.status'])
        .where('s.member_id', '=', memberId)
        .where('cases.body', '=', 'NPC')
        .where('m.is_current', '=', true)
        .where('cases.status', 'not in', ['DRAFT', 'WITHDRAWN'])
        .where((eb) => eb.or([eb('s.role', '=', 'LEAD'), eb('s.cosign_status', '=', 'CONFIRMED')]))
        .execute();
      expect(cases.length).toBeGreaterThan(0);
      const list = tables(letter)[0];
      expect(list?.rows.map((r) => r.cells.caseNo).sort()).toEqual(cases.map((c) => c.case_no ?? '').sort());
      expect(text(letter)).toContain(`共${cases.length}件`);
      // In the app's words: a deputy leads (领衔) or seconds (附议) a suggestion.
      expect(text(letter)).toContain('领衔或附议');
      for (const row of list?.rows ?? []) expect(['领衔', '附议']).toContain(row.cells.role);
      expect(letter.header).toBe(session);
      const replied = list?.rows.find((r) => String(r.cells.result).endsWith('类'));
      if (cases.some((c) => ['REPLIED', 'EVALUATED', 'CLOSED'].includes(c.status))) expect(replied).toBeDefined();
      const unchosen = await request(t.app)
        .get(withParams(API_PATHS.reportData, { id: MEMBER_LETTER }))
        .query({ body: 'NPC' })
        .set('Authorization', npc);
      expect(unchosen.status).toBe(400);
      expect(unchosen.body.msg).toBe('请选择代表或委员');
      const unitRefused = await request(t.app)
        .get(withParams(API_PATHS.reportData, { id: MEMBER_LETTER }))
        .query({ body: 'NPC', memberId })
        .set('Authorization', unit);
      expect(unitRefused.status).toBe(403);
    });
  });
});
