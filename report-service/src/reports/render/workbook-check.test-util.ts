import { headerDepth, type ReportData, type TableBlock } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';

// A report's workbook read back with exceljs, as a user opening it would see it.

/** Checks that the first sheet holds the title, the filter line and every row of the report's first table, cell by cell (after its header row). */
export async function expectWorkbookMatches(file: Buffer, data: ReportData): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getCell('A1').value).toBe(data.title);
  expect(sheet.getCell('A2').value).toBe(data.subtitle);
  const table = data.blocks.find((b): b is TableBlock => b.type === 'table');
  if (!table) return;
  // The table's header row: every column's heading in order (merged group cells read as their group).
  const headings = table.columns.map((c) => c.group ?? c.title);
  let header = 0;
  sheet.eachRow((row) => {
    if (!header && headings.every((heading, i) => row.getCell(i + 1).value === heading)) header = row.number;
  });
  expect(header).toBeGreaterThan(2);
  const first = header + headerDepth(table.columns);
  table.rows.forEach((row, r) => {
    // A figure that opens its list is a HYPERLINK formula whose result is the figure.
    const written = (sheet.getRow(first + r).values as unknown[])
      .slice(1)
      .map((v) => (v && typeof v === 'object' && 'result' in v ? v.result : v));
    if (row.kind === 'group') return expect({ row: r, cell: written[0] }).toEqual({ row: r, cell: row.label });
    table.columns.forEach((column, i) => {
      const value = row.cells[column.key] ?? null;
      const cell = { report: data.id, row: r, column: column.key };
      if (column.format === 'int' || column.format === 'percent')
        expect({ ...cell, value: written[i] ?? null }).toEqual({ ...cell, value: value === null ? null : Number(value) });
      else if (column.format === 'text')
        expect({ ...cell, value: written[i] ?? null }).toEqual({ ...cell, value: value === '' ? null : value });
    });
  });
}
