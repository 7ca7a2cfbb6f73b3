import type { Language } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';

/** Fixed text of a workbook in both languages: a header, a sheet name. */
export type Bilingual = Readonly<Record<Language, string>>;

/**
 * A column of an exported list: its header in both languages, its width and its text for a row in the
 * reader's language (labels of codes follow the language; data such as names stays as entered).
 */
export interface ExportColumn<T> {
  header: Bilingual;
  width: number;
  value: (row: T, lang: Language) => string;
}

/**
 * Gives a row the style object `style` (an empty one: the row has no style of its own) in place of the new one exceljs
 * makes for every row. Writing a row, exceljs looks its style up by identity, so a new object costs a style
 * serialised per row; a shared one is serialised once. exceljs's typings do not declare a row's style.
 */
export function shareRowStyle(row: ExcelJS.Row, style: Readonly<Partial<ExcelJS.Style>>): void {
  (row as ExcelJS.Row & { style: Readonly<Partial<ExcelJS.Style>> }).style = style;
}

/** The yes/no of a flag column. */
export const YES: Bilingual = { zh: '是', en: 'Yes' };

/**
 * A list as an .xlsx streamed to `out` batch by batch (a bold, frozen, filterable header in the reader's
 * language; text cells, so accounts keep their leading zeros): rows are committed as written, so neither
 * the rows nor the file are held in memory whole. Answers the row count.
 */
export async function streamWorkbook<T>(
  out: Writable,
  sheetName: string,
  columns: readonly ExportColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
  lang: Language = 'zh',
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = 'Proposal Desk';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header[lang], width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  // One style object for every data cell: exceljs serialises each style object it has not seen before (it knows them
  // by identity), and the style it would give each new cell is a new object, which cost a third of an export's time.
  const plain: Partial<ExcelJS.Style> = {};
  let count = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      const added = sheet.addRow(columns.map((c) => c.value(row, lang)));
      shareRowStyle(added, plain);
      for (let column = 1; column <= columns.length; column += 1) added.getCell(column).style = plain;
      added.commit();
    }
    count += batch.length;
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
