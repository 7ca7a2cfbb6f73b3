import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';

/** A column of an exported list: its header, its width and its text for a row. */
export interface ExportColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string;
}

/**
 * A list as an .xlsx streamed to `out` batch by batch (a bold, frozen, filterable header; text cells, so
 * accounts keep their leading zeros): rows are committed as written, so neither the rows nor the file are
 * held in memory whole. Answers the row count.
 */
export async function streamWorkbook<T>(
  out: Writable,
  sheetName: string,
  columns: readonly ExportColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = 'Proposal Desk';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  let count = 0;
  for await (const batch of batches) {
    for (const row of batch) sheet.addRow(columns.map((c) => c.value(row))).commit();
    count += batch.length;
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
