import { CASE_IMPORT_COLUMNS, CASE_IMPORT_HEADERS, type BodyCode, type CaseImportColumn } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';

const WIDTHS: Record<CaseImportColumn, number> = {
  kind: 8,
  session: 28,
  title: 36,
  content: 40,
  reason: 30,
  solution: 30,
  period: 10,
  lead: 12,
  group: 18,
  cosigners: 24,
  caseNo: 14,
};

/** What the example row names: a session of the body and members of it (when there are any). */
export interface TemplateExample {
  session: string;
  members: string[];
}

const exampleRow = (body: BodyCode, example: TemplateExample | null): Record<CaseImportColumn, string> => {
  const [lead = '', ...cosigners] = example?.members ?? [];
  return {
    kind: body === 'NPC' ? '建议' : '提案',
    session: example?.session ?? '',
    title: body === 'NPC' ? '关于加快老旧小区加装电梯的建议' : '关于加快老旧小区加装电梯的提案',
    content: '（此行为示例，导入前请删除）老旧小区居民出行不便，建议统筹资金、简化审批，加快加装电梯。',
    reason: '',
    solution: '',
    period: '大会期间',
    lead,
    group: '',
    cosigners: cosigners.join('、'),
    caseNo: '',
  };
};

/**
 * The import template of a body: the Chinese headers (bold, frozen) and one example row. 领衔人 or
 * 提出单位, one of them; 附议人 separated by 、; 原案号 optional.
 */
export async function renderCaseImportTemplate(body: BodyCode, example: TemplateExample | null): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Proposal Desk';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(body === 'NPC' ? '建议导入' : '提案导入', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CASE_IMPORT_COLUMNS.map((key) => ({ header: CASE_IMPORT_HEADERS[key], width: WIDTHS[key] }));
  sheet.getRow(1).font = { bold: true };
  const row = exampleRow(body, example);
  sheet.addRow(CASE_IMPORT_COLUMNS.map((key) => row[key]));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
