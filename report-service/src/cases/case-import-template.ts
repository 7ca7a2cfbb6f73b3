import {
  CASE_IMPORT_COLUMNS,
  CASE_IMPORT_HEADERS,
  CASE_IMPORT_HEADERS_EN,
  CASE_KINDS,
  CASE_PERIODS,
  labelOf,
  type BodyCode,
  type CaseImportColumn,
  type Language,
} from '@proposal-desk/shared';
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

const EXAMPLE = {
  zh: {
    title: (kind: string) => `关于加快老旧小区加装电梯的${kind}`,
    content: '（此行为示例，导入前请删除）老旧小区居民出行不便，建议统筹资金、简化审批，加快加装电梯。',
    sheet: (kind: string) => `${kind}导入`,
  },
  en: {
    title: (kind: string) => `${kind} on speeding up lifts in old residential compounds`,
    content:
      '(Example row: delete it before importing.) Residents of old compounds struggle with stairs; pool funds and simplify approval to add lifts.',
    sheet: (kind: string) => `${kind} import`,
  },
} as const;

const kindOf = (body: BodyCode) => (body === 'NPC' ? 'SUGGESTION' : 'PROPOSAL');

const exampleRow = (body: BodyCode, example: TemplateExample | null, lang: Language): Record<CaseImportColumn, string> => {
  const [lead = '', ...cosigners] = example?.members ?? [];
  const kind = labelOf(CASE_KINDS, kindOf(body), lang);
  return {
    kind,
    session: example?.session ?? '',
    title: EXAMPLE[lang].title(kind),
    content: EXAMPLE[lang].content,
    reason: '',
    solution: '',
    period: labelOf(CASE_PERIODS, 'DURING', lang),
    lead,
    group: '',
    cosigners: cosigners.join(lang === 'en' ? ', ' : '、'),
    caseNo: '',
  };
};

/**
 * The import template of a body in the reader's language: the headers (bold, frozen) and one example row
 * (the import reads Chinese and English headers and labels alike). 领衔人 or 提出单位, one of them; 附议人
 * separated by 、 or commas; 原案号 optional.
 */
export async function renderCaseImportTemplate(
  body: BodyCode,
  example: TemplateExample | null,
  lang: Language = 'zh',
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Proposal Desk';
  workbook.created = new Date();
  const headers = lang === 'en' ? CASE_IMPORT_HEADERS_EN : CASE_IMPORT_HEADERS;
  const sheet = workbook.addWorksheet(EXAMPLE[lang].sheet(labelOf(CASE_KINDS, kindOf(body), lang)), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = CASE_IMPORT_COLUMNS.map((key) => ({ header: headers[key], width: WIDTHS[key] }));
  sheet.getRow(1).font = { bold: true };
  const row = exampleRow(body, example, lang);
  sheet.addRow(CASE_IMPORT_COLUMNS.map((key) => row[key]));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
