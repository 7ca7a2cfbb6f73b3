import {
  labelOf,
  MEMBER_EXCEL_HEADERS,
  MEMBER_EXCEL_HEADERS_EN,
  MEMBER_TYPES,
  type Language,
  type MemberProfile,
} from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { formatBeijingDateTime } from '../../lib/beijing-time';
import { type Bilingual, type ExportColumn, streamWorkbook } from '../../lib/stream-workbook';

/** The sheet name (and file name) of the member list and its import template. */
export const MEMBER_SHEET_NAME: Bilingual = { zh: '代表委员名单', en: 'Members' };
export const MEMBER_TEMPLATE_NAME: Bilingual = { zh: '代表委员导入模板', en: 'Members import template' };

const H = (key: keyof typeof MEMBER_EXCEL_HEADERS): Bilingual => ({ zh: MEMBER_EXCEL_HEADERS[key], en: MEMBER_EXCEL_HEADERS_EN[key] });

const COLUMNS: readonly ExportColumn<MemberProfile>[] = [
  { header: H('name'), width: 12, value: (r) => r.staff_Name },
  { header: H('account'), width: 14, value: (r) => r.case_ID },
  { header: H('session'), width: 26, value: (r) => r.meet_Name },
  { header: H('group'), width: 20, value: (r) => r.dlG_Name },
  { header: H('type'), width: 10, value: (r, lang) => labelOf(MEMBER_TYPES, String(r.type), lang) },
  { header: H('background'), width: 14, value: (r) => r.backGround },
  { header: H('address'), width: 30, value: (r) => r.address },
  { header: H('mobile'), width: 14, value: (r) => r.mobile },
  { header: H('nativePlace'), width: 30, value: (r) => r.native_place },
  { header: H('remark'), width: 30, value: (r) => r.remark },
  { header: H('createTime'), width: 20, value: (r) => formatBeijingDateTime(new Date(r.create_Time)) },
  { header: H('operator'), width: 12, value: (r) => r.operator },
];

/** The member list as an .xlsx in the reader's language: a bold, frozen header row and one row per profile, all cells text. */
export async function renderMemberWorkbook(rows: readonly MemberProfile[], lang: Language = 'zh'): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Proposal Desk';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(MEMBER_SHEET_NAME[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header[lang], width: c.width }));
  sheet.getRow(1).font = { bold: true };
  // Text cells keep leading zeros of accounts and stop phone numbers turning into numbers.
  for (const row of rows) sheet.addRow(COLUMNS.map((c) => c.value(row, lang)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}

/**
 * The same workbook streamed to `out` batch by batch (the export of a long list): rows are committed as
 * they are written, so neither the rows nor the file are held in memory whole. Answers the row count.
 */
export const streamMemberWorkbook = (
  out: Writable,
  batches: AsyncIterable<readonly MemberProfile[]>,
  lang: Language = 'zh',
): Promise<number> => streamWorkbook(out, MEMBER_SHEET_NAME[lang], COLUMNS, batches, lang);
