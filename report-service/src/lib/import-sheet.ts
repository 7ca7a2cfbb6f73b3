import ExcelJS from 'exceljs';
import { badRequest } from '../errors';

/** The columns of an import sheet: each key's Chinese header, those the header row must have, and all read. */
export interface SheetLayout<K extends string> {
  headers: Readonly<Record<K, string>>;
  required: readonly K[];
  read: readonly K[];
}

/** One data row of the sheet: its row number in Excel and the text of each known column. */
export interface SheetRow<K extends string> {
  row: number;
  cells: Partial<Record<K, string>>;
}

export const MAX_IMPORT_ROWS = 2000;

const cellText = (cell: ExcelJS.Cell): string => {
  try {
    return cell.text.trim();
  } catch {
    return String(cell.value ?? '').trim();
  }
};

/** Loads an .xlsx; a file that is no workbook is a 400. */
async function loadWorkbook(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw badRequest('member.importUnreadable');
  }
  return workbook;
}

/** Which sheet column holds each known header (headers matched after trimming). */
function locateColumns<K extends string>(sheet: ExcelJS.Worksheet, layout: SheetLayout<K>): Partial<Record<K, number>> {
  const byHeader = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => byHeader.set(cellText(cell), column));
  const located: Partial<Record<K, number>> = {};
  for (const key of layout.read) {
    const column = byHeader.get(layout.headers[key]);
    if (column !== undefined) located[key] = column;
  }
  const missing = layout.required.filter((key) => located[key] === undefined);
  if (missing.length) throw badRequest('member.importHeadersMissing', { headers: missing.map((key) => layout.headers[key]).join('、') });
  return located;
}

/** The data rows of the first sheet under a header row of the layout's Chinese headers; blank rows are skipped. */
export async function readImportSheet<K extends string>(data: Buffer, layout: SheetLayout<K>): Promise<Array<SheetRow<K>>> {
  const workbook = await loadWorkbook(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('member.importEmpty');
  const columns = locateColumns(sheet, layout);
  const rows: Array<SheetRow<K>> = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: Partial<Record<K, string>> = {};
    for (const [key, column] of Object.entries(columns) as Array<[K, number]>) cells[key] = cellText(row.getCell(column));
    if (Object.values(cells).some(Boolean)) rows.push({ row: number, cells });
    if (rows.length > MAX_IMPORT_ROWS) throw badRequest('member.importTooManyRows', { max: MAX_IMPORT_ROWS });
  }
  if (rows.length === 0) throw badRequest('member.importEmpty');
  return rows;
}
