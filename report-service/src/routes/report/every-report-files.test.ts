import {
  API_PATHS,
  REPORT_DEFINITIONS,
  withParams,
  type CaseSearchItem,
  type Paged,
  type ReportCatalogueEntry,
  type ReportData,
  type TableBlock,
} from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, letterRecipient, PASSWORDS, type TestApp } from '../../../test/harness';
import { ReportRenderer } from '../../reports/render/engine';
import { inspectPdf, pageFooters } from '../../reports/render/pdf-tools.test-util';
import { expectWorkbookMatches } from '../../reports/render/workbook-check.test-util';

// Every report of the catalogue, on the demo office, through both PDF engines and Excel.

/** The case kind each one-case form prints. */
const DOCUMENT_KINDS: Record<string, string> = {
  npcContentAdvicePrint: 'SUGGESTION',
  npcConentMotionPrint: 'MOTION',
  npccContentPrint: 'PROPOSAL',
};

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** A short cell a reader would look for: a text cell of the first data row, or a field value. */
function knownCell(data: ReportData): string | undefined {
  for (const block of data.blocks) {
    if (block.type === 'table') {
      const row = (block as TableBlock).rows.find((r) => r.kind === 'data');
      const text = block.columns
        .filter((c) => c.format === 'text')
        .map((c) => String(row?.cells[c.key] ?? ''))
        .find((value) => value.length >= 2 && value.length <= 12);
      if (text) return text;
    }
    if (block.type === 'fields') {
      const field = block.fields.find((f) => f.value.length >= 2 && f.value.length <= 12);
      if (field) return field.value;
    }
  }
  return undefined;
}

describe('every report as PDF (Chromium and react-pdf) and workbook', () => {
  let t: TestApp;
  let auth = '';
  const engines = {
    chromium: new ReportRenderer({ pdfEngine: 'chromium' }),
    'react-pdf': new ReportRenderer({ pdfEngine: 'react-pdf' }),
  };
  const reports: ReportData[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    auth = `Bearer ${await t.login('admin', PASSWORDS.admin)}`;
    const list = (await request(t.app).get(API_PATHS.reportList).set('Authorization', auth)).body.data as ReportCatalogueEntry[];
    for (const entry of list) {
      const query: Record<string, string | number> = {};
      Object.assign(query, await letterRecipient(t, entry.id));
      const kind = DOCUMENT_KINDS[entry.id];
      if (kind) {
        const found = await request(t.app).get(API_PATHS.caseSearch).query({ kind, pageSize: 1 }).set('Authorization', auth);
        query.caseId = (found.body.data as Paged<CaseSearchItem>).rows[0]!.id;
      }
      const res = await request(t.app)
        .get(withParams(API_PATHS.reportData, { id: entry.id }))
        .query(query)
        .set('Authorization', auth);
      expect({ id: entry.id, status: res.status }).toEqual({ id: entry.id, status: 200 });
      reports.push(res.body.data as ReportData);
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(Object.values(engines).map((engine) => engine.close()));
    await t.close();
  });

  it('covers the whole catalogue', () => {
    expect(reports.map((r) => r.id)).toEqual(REPORT_DEFINITIONS.map((d) => d.id));
  });

  for (const engine of ['chromium', 'react-pdf'] as const) {
    it(`prints every report with ${engine}: a PDF with the Chinese title, a known cell, page footers and an embedded CJK font`, async () => {
      for (const data of reports) {
        const pdf = await engines[engine].renderPdf(data);
        expect({ id: data.id, head: Buffer.from(pdf.subarray(0, 4)).toString() }).toEqual({ id: data.id, head: '%PDF' });
        const { text, pages, fonts } = inspectPdf(pdf);
        const flat = squeeze(text);
        // A letter is headed by its letterhead rather than the report's title line.
        const heading = data.letterhead?.office ?? data.title;
        expect({ id: data.id, title: flat.includes(squeeze(heading)) }).toEqual({ id: data.id, title: true });
        const cell = knownCell(data);
        if (cell) expect({ id: data.id, cell, found: flat.includes(squeeze(cell)) }).toEqual({ id: data.id, cell, found: true });
        expect({ id: data.id, footers: pageFooters(text).length }).toEqual({ id: data.id, footers: pages });
        // pdffonts: name, type, encoding, then "emb sub uni": the CJK font must be embedded.
        const embedded = fonts.split('\n').some((line) => line.includes('NotoSansSC') && /\syes\s+(yes|no)\s+(yes|no)\s/.test(line));
        expect({ id: data.id, embeddedCjkFont: embedded }).toEqual({ id: data.id, embeddedCjkFont: true });
      }
    }, 600_000);
  }

  it('writes every report as a workbook whose cells equal the report data', async () => {
    for (const data of reports) await expectWorkbookMatches(await engines.chromium.renderReport(data, 'xlsx'), data);
  }, 300_000);
});
