import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { drilledFixture, fixtureReport, fixtureRows } from './fixtures';
import { absoluteDrillHref } from './drill-links';
import { sheetName, writeReportWorkbook } from './xlsx';
import type { ReportData } from '@proposal-desk/shared';

async function workbookOf(data: ReportData, publicUrl?: string): Promise<ExcelJS.Worksheet> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeReportWorkbook(data, out, publicUrl ? absoluteDrillHref(publicUrl) : undefined);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const findRow = (sheet: ExcelJS.Worksheet, first: string): ExcelJS.Row => {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (!found && row.getCell(1).value === first) found = row;
  });
  if (!found) throw new Error(`no row starting with ${first}`);
  return found;
};

describe('report workbook', () => {
  let sheet: ExcelJS.Worksheet;
  const data = fixtureReport(120);
  beforeAll(async () => {
    sheet = await workbookOf(data);
  });

  it('has the merged title row and the filter line', () => {
    expect(sheet.name).toBe('办理状态统计测试');
    expect(sheet.getCell('A1').value).toBe('办理状态统计测试');
    expect(sheet.getCell('A1').font.bold).toBe(true);
    expect(sheet.getCell('G1').isMerged).toBe(true);
    expect(sheet.getCell('G1').master.address).toBe('A1');
    expect(sheet.getCell('A2').value).toBe(data.subtitle);
    expect(sheet.getCell('G2').master.address).toBe('A2');
  });

  it('writes the two-level header, styled, repeated when printed and frozen', () => {
    const top = findRow(sheet, '承办单位');
    const second = sheet.getRow(top.number + 1);
    expect(top.getCell(2).value).toBe('交办件数');
    expect(top.getCell(4).master.address).toBe(top.getCell(2).address);
    expect([2, 3, 4].map((c) => second.getCell(c).value)).toEqual(['主办', '协办', '合计']);
    expect(second.getCell(1).master.address).toBe(top.getCell(1).address);
    expect(top.getCell(5).value).toBe('已答复');
    expect(top.getCell(1).font.bold).toBe(true);
    expect(top.getCell(1).fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(top.getCell(1).border.top?.style).toBe('thin');
    expect(sheet.pageSetup).toMatchObject({ paperSize: 9, orientation: 'landscape', printTitlesRow: `${top.number}:${second.number}` });
    expect(sheet.getColumn(1).width).toBe(24);
  });

  it('freezes the title when the table starts further down, and the table header when it starts at the top', async () => {
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    const list = await workbookOf({ ...data, blocks: [data.blocks[4]!] });
    // Title, filter line, an empty row, the table's title, then its two header rows.
    expect(list.getCell('A4').value).toBe('承办单位办理情况');
    expect(list.getCell('A5').value).toBe('承办单位');
    expect(list.views[0]).toMatchObject({ state: 'frozen', ySplit: 6 });
  });

  it('writes figures as numbers with number, percent and date formats, and the totals row in bold', () => {
    const first = findRow(sheet, '市第2承办单位（交通运输与城市管理局）');
    expect([2, 3, 4, 5].map((c) => first.getCell(c).value)).toEqual([2, 1, 3, 1]);
    expect(first.getCell(2).numFmt).toBe('0');
    expect(first.getCell(6).value).toBeCloseTo(1 / 3);
    expect(first.getCell(6).numFmt).toBe('0.0%');
    expect(first.getCell(7).value).toEqual(new Date(Date.UTC(2026, 5, 2)));
    expect(first.getCell(7).numFmt).toBe('yyyy-mm-dd');
    const total = findRow(sheet, '合计');
    const expected = fixtureRows(120).at(-1)!.cells;
    expect(total.getCell(2).value).toBe(expected.lead);
    expect(total.getCell(4).value).toBe(expected.total);
    expect(total.getCell(1).font.bold).toBe(true);
    expect(total.getCell(4).font.bold).toBe(true);
    const group = findRow(sheet, '第2组 承办单位');
    expect(group.getCell(7).master.address).toBe(group.getCell(1).address);
  });

  it('writes fields, paragraphs and the chart as rows', () => {
    expect(findRow(sheet, '案号').getCell(2).value).toBe('RD2026-0001');
    expect(findRow(sheet, '一、总体情况').getCell(1).font.bold).toBe(true);
    expect(findRow(sheet, '经济建设').getCell(2).value).toBe(42);
    let rows = 0;
    sheet.eachRow(() => (rows += 1));
    expect(rows).toBeGreaterThan(120 + 4 + 5);
  });

  it('makes a valid sheet name from any title', () => {
    expect(sheetName('a/b[c]:d*e?f\\g')).toBe('a b c  d e f g');
    expect(sheetName('很'.repeat(40))).toHaveLength(31);
  });

  it('makes each figure with a list a link to it that is still the number, and leaves figures plain where it has no address', async () => {
    const drilled = drilledFixture(3);
    const linked = await workbookOf(drilled, 'https://proposals.example.gov.cn/');
    const unit = findRow(linked, '市发展和改革委员会');
    const first = unit.getCell(2).value as ExcelJS.CellFormulaValue;
    const table = drilled.blocks[0] as Extract<ReportData['blocks'][number], { type: 'table' }>;
    const figure = table.rows[0]!.cells[table.columns[1]!.key];
    expect(first.result).toBe(figure);
    expect(first.formula).toBe(
      `HYPERLINK("https://proposals.example.gov.cn/#/report/assignments?body=NPC&unitId=1&figure=g0c0",${String(figure)})`,
    );
    expect(unit.getCell(2).font).toMatchObject({ underline: true });
    // A zero opens nothing: it stays a plain number.
    const zero = table.columns.findIndex((c) => c.format === 'int' && table.rows[0]!.cells[c.key] === 0);
    if (zero >= 0) expect(unit.getCell(zero + 1).value).toBe(0);
    const plain = await workbookOf(drilled);
    expect(findRow(plain, '市发展和改革委员会').getCell(2).value).toBe(figure);
  });
});
