import { labelOf, MEMBER_TYPES, type MemberProfile } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import { formatBeijingDateTime } from '../../lib/beijing-time';

interface ExcelColumn {
  header: string;
  width: number;
  value: (row: MemberProfile) => string;
}

const COLUMNS: readonly ExcelColumn[] = [
  { header: '姓名', width: 12, value: (r) => r.staff_Name },
  { header: '账号', width: 14, value: (r) => r.case_ID },
  { header: '届次', width: 26, value: (r) => r.meet_Name },
  { header: '代表团/提案单位', width: 20, value: (r) => r.dlG_Name },
  { header: '类型', width: 10, value: (r) => labelOf(MEMBER_TYPES, String(r.type)) },
  { header: '政治面貌', width: 14, value: (r) => r.backGround },
  { header: '单位职务', width: 30, value: (r) => r.address },
  { header: '联系电话', width: 14, value: (r) => r.mobile },
  { header: '联系地址', width: 30, value: (r) => r.native_place },
  { header: '工作单位', width: 30, value: (r) => r.remark },
  { header: '创建时间', width: 20, value: (r) => formatBeijingDateTime(new Date(r.create_Time)) },
  { header: '操作人', width: 12, value: (r) => r.operator },
];

/** The member list as an .xlsx: a bold, frozen header row and one row per profile, all cells text. */
export async function renderMemberWorkbook(rows: readonly MemberProfile[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Proposal Desk';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('代表委员名单', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  // Text cells keep leading zeros of accounts and stop phone numbers turning into numbers.
  for (const row of rows) sheet.addRow(COLUMNS.map((c) => c.value(row)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}
