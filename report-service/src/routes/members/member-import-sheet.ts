import { MEMBER_EXCEL_HEADERS } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import { badRequest } from '../../errors';

export type ImportColumn = keyof typeof MEMBER_EXCEL_HEADERS;

/** The columns an import file must have; account and type may be left out, time and operator are ignored. */
const REQUIRED_COLUMNS: readonly ImportColumn[] = ['name', 'session', 'group', 'background', 'address', 'mobile', 'nativePlace', 'remark'];
const READ_COLUMNS: readonly ImportColumn[] = [...REQUIRED_COLUMNS, 'account', 'type'];

export const MAX_IMPORT_ROWS = 2000;

/** One data row of the sheet: its row number in Excel and the text of each known column. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<ImportColumn, string>>;
}

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
function locateColumns(sheet: ExcelJS.Worksheet): Partial<Record<ImportColumn, number>> {
  const byHeader = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => byHeader.set(cellText(cell), column));
  const located: Partial<Record<ImportColumn, number>> = {};
  for (const key of READ_COLUMNS) {
    const column = byHeader.get(MEMBER_EXCEL_HEADERS[key]);
    if (column !== undefined) located[key] = column;
  }
  const missing = REQUIRED_COLUMNS.filter((key) => located[key] === undefined);
  if (missing.length)
    throw badRequest('member.importHeadersMissing', { headers: missing.map((key) => MEMBER_EXCEL_HEADERS[key]).join('、') });
  return located;
}

/** The data rows of the first sheet under a header row of the export's Chinese headers; blank rows are skipped. */
export async function readMemberSheet(data: Buffer): Promise<SheetRow[]> {
  const workbook = await loadWorkbook(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('member.importEmpty');
  const columns = locateColumns(sheet);
  const rows: SheetRow[] = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: SheetRow['cells'] = {};
    for (const [key, column] of Object.entries(columns) as Array<[ImportColumn, number]>) cells[key] = cellText(row.getCell(column));
    if (Object.values(cells).some(Boolean)) rows.push({ row: number, cells });
    if (rows.length > MAX_IMPORT_ROWS) throw badRequest('member.importTooManyRows', { max: MAX_IMPORT_ROWS });
  }
  if (rows.length === 0) throw badRequest('member.importEmpty');
  return rows;
}
