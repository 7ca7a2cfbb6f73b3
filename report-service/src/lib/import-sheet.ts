import { hasControlCharacter, hasNoncharacter, type Language } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import { badRequest, refusedBecause } from '../errors';

/**
 * The columns of an import sheet: each key's Chinese header and English header (a sheet may use either, so
 * an English reader's export or template reads back), those the header row must have, and all read.
 */
export interface SheetLayout<K extends string> {
  headers: Readonly<Record<K, string>>;
  headersEn: Readonly<Record<K, string>>;
  required: readonly K[];
  read: readonly K[];
}

/** One data row of the sheet: its row number in Excel and the text of each known column. */
export interface SheetRow<K extends string> {
  row: number;
  cells: Partial<Record<K, string>>;
}

/**
 * The data rows of a sheet, with the name of each column as the sheet writes it (Chinese or English), so a
 * row's problems name the column the user sees; a column the sheet lacks is named in the reader's language.
 */
export type SheetRows<K extends string> = Array<SheetRow<K>> & { readonly headers: Readonly<Record<K, string>> };

export const MAX_IMPORT_ROWS = 2000;

const cellText = (cell: ExcelJS.Cell): string => {
  try {
    return cell.text.trim();
  } catch (err) {
    // exceljs cannot write some values as text (a rich text or a formula without one): the raw value stands in, and
    // the row's checks judge it as they judge any cell. Anything else is a file it cannot read.
    if (err instanceof TypeError) return String(cell.value ?? '').trim();
    throw refusedBecause(badRequest('member.importUnreadable'), err);
  }
};

/**
 * Loads an .xlsx whose unpacked size was checked (`refuseOversizedZip`, run by the upload's `receiveImportFile`):
 * a file that is no workbook is a 400, and why exceljs could not read it is logged with the request.
 */
async function loadWorkbook(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch (err) {
    throw refusedBecause(badRequest('member.importUnreadable'), err);
  }
  return workbook;
}

/** The complaint about a cell no field may take: a control character (a workbook writes one as `_x0000_`), or a noncharacter. */
function refuseCell(text: string, row: number, column: string): void {
  if (hasControlCharacter(text)) throw badRequest('member.importControlCharacter', { row, column });
  if (hasNoncharacter(text)) throw badRequest('member.importNoncharacter', { row, column });
}

/** The headers a message names, in the reader's language. */
export const headersIn = <K extends string>(layout: SheetLayout<K>, lang: Language): Readonly<Record<K, string>> =>
  lang === 'en' ? layout.headersEn : layout.headers;

/**
 * Which sheet column holds each known header (Chinese or English, matched after trimming, English in any
 * case), and each column's name as the sheet writes it.
 */
function locateColumns<K extends string>(
  sheet: ExcelJS.Worksheet,
  layout: SheetLayout<K>,
  lang: Language,
): { located: Partial<Record<K, number>>; headers: Record<K, string> } {
  const byHeader = new Map<string, number>();
  const written = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, column) => {
    byHeader.set(cellText(cell).toLowerCase(), column);
    written.set(column, cellText(cell));
  });
  const located: Partial<Record<K, number>> = {};
  const headers: Record<K, string> = { ...headersIn(layout, lang) };
  for (const key of layout.read) {
    const column = byHeader.get(layout.headers[key]) ?? byHeader.get(layout.headersEn[key].toLowerCase());
    if (column !== undefined) {
      located[key] = column;
      headers[key] = written.get(column)!;
    }
  }
  const missing = layout.required.filter((key) => located[key] === undefined);
  const names = headersIn(layout, lang);
  if (missing.length)
    throw badRequest('member.importHeadersMissing', { headers: missing.map((key) => names[key]).join(lang === 'en' ? ', ' : '、') });
  return { located, headers };
}

/**
 * The data rows of the first sheet under a header row of the layout's headers (Chinese or English); blank
 * rows are skipped. Messages name columns in the reader's language `lang`.
 */
export async function readImportSheet<K extends string>(
  data: Buffer,
  layout: SheetLayout<K>,
  lang: Language = 'zh',
): Promise<SheetRows<K>> {
  const workbook = await loadWorkbook(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('member.importEmpty');
  const { located: columns, headers } = locateColumns(sheet, layout, lang);
  const rows: Array<SheetRow<K>> = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: Partial<Record<K, string>> = {};
    for (const [key, column] of Object.entries(columns) as Array<[K, number]>) {
      cells[key] = cellText(row.getCell(column));
      refuseCell(cells[key], number, headers[key]);
    }
    if (Object.values(cells).some(Boolean)) rows.push({ row: number, cells });
    if (rows.length > MAX_IMPORT_ROWS) throw badRequest('member.importTooManyRows', { max: MAX_IMPORT_ROWS });
  }
  if (rows.length === 0) throw badRequest('member.importEmpty');
  return Object.assign(rows, { headers });
}
