import {
  API_PATHS,
  REPORT_DEFINITIONS,
  reportDefinition,
  withParams,
  type CaseSearchItem,
  type Paged,
  type ReportCatalogueEntry,
  type ReportData,
  type TableBlock,
} from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { createTestApp, letterRecipient, PASSWORDS, type TestApp } from '../../../test/harness';
import { closeReportRenderers } from '../../reports/render/engine';

// Report workbooks in the reader's language: an English reader's workbook has the report's English title
// and English headings, labels and footer, with the same data; the Chinese one is unchanged; the file
// cache keeps one file per language, so neither reader is served the other's file.

const STATUS = 'caseStatusReportPrint';
/** The case kind each one-case form prints. */
const DOCUMENT_KINDS: Record<string, string> = {
  npcContentAdvicePrint: 'SUGGESTION',
  npcConentMotionPrint: 'MOTION',
  npccContentPrint: 'PROPOSAL',
};
const CJK = /[\u4e00-\u9fff]/;
const ACCEPT = { zh: 'zh-CN,zh;q=0.9', en: 'en-GB,en;q=0.8' } as const;

const binary = (res: request.Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

let t: TestApp;
let auth = '';

beforeAll(async () => {
  t = await createTestApp();
  auth = `Bearer ${await t.login('admin', PASSWORDS.admin)}`;
}, 120_000);
afterAll(async () => {
  await closeReportRenderers();
  await t.close();
});

const download = (id: string, format: 'pdf' | 'xlsx', lang: keyof typeof ACCEPT, query: Record<string, string | number> = {}) =>
  request(t.app)
    .get(withParams(format === 'pdf' ? API_PATHS.reportPdf : API_PATHS.reportXlsx, { id }))
    .query(query)
    .set('Authorization', auth)
    .set('Accept-Language', ACCEPT[lang])
    // One address, as a browser has: the files' links lead there, so each supertest server's own port would be another file.
    .set('Host', 'desk.test')
    .buffer(true)
    .parse(binary);

async function sheetOf(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** A cell's text as Excel shows it (a merged cell's slave reads as empty). */
const textOf = (cell: ExcelJS.Cell): string => {
  try {
    return cell.text;
  } catch {
    return '';
  }
};

/** The text of every heading cell (the shaded header rows of tables and the labels of field grids), in sheet order. */
function headingsOf(sheet: ExcelJS.Worksheet): string[] {
  const headings: string[] = [];
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      const fill = cell.fill as ExcelJS.FillPattern | undefined;
      if (fill?.fgColor?.argb === 'FFE8EDF3' && textOf(cell)) headings.push(textOf(cell));
    }),
  );
  return headings;
}

/** The text cells of a sheet's rows below the title lines, row by row. */
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: string[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 2) rows.push(Array.from({ length: sheet.columnCount }, (_, i) => textOf(row.getCell(i + 1))));
  });
  return rows;
};

describe('report workbooks in the reader’s language', () => {
  it('writes an English reader’s statistics in English with the same figures and names, and keeps the Chinese file as it was', async () => {
    const zh = await download(STATUS, 'xlsx', 'zh');
    const en = await download(STATUS, 'xlsx', 'en');
    expect([zh.status, en.status]).toEqual([200, 200]);
    const [zhSheet, enSheet] = [await sheetOf(zh.body as Buffer), await sheetOf(en.body as Buffer)];
    const definition = reportDefinition(STATUS)!;

    expect(zhSheet.getCell('A1').text).toBe(definition.title.zh);
    expect(zhSheet.name).toBe(definition.title.zh);
    expect(headingsOf(zhSheet)).toContain('承办单位');
    expect(zhSheet.headerFooter.oddFooter).toContain('第 &P 页 共 &N 页');

    expect(enSheet.getCell('A1').text).toBe(definition.title.en);
    expect(enSheet.name).toBe(definition.title.en);
    expect(enSheet.headerFooter.oddFooter).toContain('Page &P of &N');
    expect(enSheet.headerFooter.oddFooter).toContain('Generated:');
    const headings = headingsOf(enSheet);
    expect(headings).toContain('Handling unit');
    expect(headings.filter((h) => CJK.test(h))).toEqual([]);
    expect(en.headers['content-disposition']).toContain(encodeURIComponent(definition.title.en));

    // The same rows: figures equal, unit names as entered, the total row labelled in English.
    const [zhRows, enRows] = [rowsOf(zhSheet), rowsOf(enSheet)];
    expect(enRows.length).toBe(zhRows.length);
    const firstData = zhRows.findIndex((row) => row[0] === '合计') - 1;
    expect(firstData).toBeGreaterThan(0);
    expect(enRows[firstData]).toEqual(zhRows[firstData]);
    const total = zhRows.findIndex((row) => row[0] === '合计');
    expect(enRows[total]![0]).toBe('Total');
    expect(enRows[total]!.slice(1)).toEqual(zhRows[total]!.slice(1));
  });

  it('keeps one file per language in the cache and never serves the Chinese file to an English reader', async () => {
    const query = { keyOnly: 'true' };
    const zh = await download(STATUS, 'xlsx', 'zh', query);
    const en = await download(STATUS, 'xlsx', 'en', query);
    expect(zh.headers['x-report-cache']).toBe('rendered');
    expect(en.headers['x-report-cache']).toBe('rendered');
    expect(en.headers.etag).not.toBe(zh.headers.etag);
    expect((await sheetOf(en.body as Buffer)).getCell('A1').text).toBe(reportDefinition(STATUS)!.title.en);

    const [zhAgain, enAgain] = [await download(STATUS, 'xlsx', 'zh', query), await download(STATUS, 'xlsx', 'en', query)];
    expect([zhAgain.headers['x-report-cache'], enAgain.headers['x-report-cache']]).toEqual(['kept', 'kept']);
    expect((await sheetOf(zhAgain.body as Buffer)).getCell('A1').text).toBe(reportDefinition(STATUS)!.title.zh);
    expect((await sheetOf(enAgain.body as Buffer)).getCell('A1').text).toBe(reportDefinition(STATUS)!.title.en);
    // A browser holding the Chinese file is not told it still has the English one.
    const revalidated = await request(t.app)
      .get(withParams(API_PATHS.reportXlsx, { id: STATUS }))
      .query(query)
      .set('Authorization', auth)
      .set('Accept-Language', ACCEPT.en)
      .set('If-None-Match', zh.headers.etag as string);
    expect(revalidated.status).toBe(200);
  });

  it('writes every report of the catalogue with its English title and English headings', async () => {
    const list = (await request(t.app).get(API_PATHS.reportList).set('Authorization', auth)).body.data as ReportCatalogueEntry[];
    expect(list.map((entry) => entry.id).sort()).toEqual(REPORT_DEFINITIONS.map((d) => d.id).sort());
    const untranslated: Array<{ id: string; headings: string[] }> = [];
    for (const entry of list) {
      const query: Record<string, string | number> = {};
      Object.assign(query, await letterRecipient(t, entry.id));
      const kind = DOCUMENT_KINDS[entry.id];
      if (kind) {
        const found = await request(t.app).get(API_PATHS.caseSearch).query({ kind, pageSize: 1 }).set('Authorization', auth);
        query.caseId = (found.body.data as Paged<CaseSearchItem>).rows[0]!.id;
      }
      const data = (
        await request(t.app)
          .get(withParams(API_PATHS.reportData, { id: entry.id }))
          .query(query)
          .set('Authorization', auth)
      ).body.data as ReportData;
      // Headings that are data (the configured scoring items) stay as entered.
      const dataHeadings = new Set(
        data.blocks.flatMap((b) =>
          b.type === 'table' ? (b as TableBlock).columns.filter((c) => c.key.startsWith('item_')).map((c) => c.title) : [],
        ),
      );
      const res = await download(entry.id, 'xlsx', 'en', query);
      expect({ id: entry.id, status: res.status }).toEqual({ id: entry.id, status: 200 });
      const sheet = await sheetOf(res.body as Buffer);
      expect({ id: entry.id, title: sheet.getCell('A1').text }).toEqual({ id: entry.id, title: reportDefinition(entry.id)!.title.en });
      const headings = headingsOf(sheet).filter((h) => CJK.test(h) && !dataHeadings.has(h));
      if (headings.length) untranslated.push({ id: entry.id, headings });
    }
    expect(untranslated).toEqual([]);
  }, 300_000);

  it('leaves the PDF in Chinese, one file for every reader', async () => {
    const zh = await download(STATUS, 'pdf', 'zh');
    const en = await download(STATUS, 'pdf', 'en');
    expect([zh.status, en.status]).toEqual([200, 200]);
    expect(en.headers.etag).toBe(zh.headers.etag);
    expect(en.headers['x-report-cache']).toBe('kept');
  }, 120_000);
});
