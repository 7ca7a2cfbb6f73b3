import { ASSIGNMENT_ROLES, CASE_KINDS, CASE_PROPERTIES, CASE_STATUSES, labelOf, type CaseRow, type Language } from '@proposal-desk/shared';
import type { Writable } from 'node:stream';
import { formatBeijingDateTime } from '../../lib/beijing-time';
import { type Bilingual, type ExportColumn, streamWorkbook, YES } from '../../lib/stream-workbook';

const LIGHTS: Record<NonNullable<CaseRow['light']>, Bilingual> = {
  green: { zh: '正常', en: 'On time' },
  yellow: { zh: '临期', en: 'Due soon' },
  red: { zh: '逾期', en: 'Overdue' },
};
const time = (iso: string | null) => (iso ? formatBeijingDateTime(new Date(iso)) : '');
const unitWithRole = (name: string, role: string, lang: Language) =>
  lang === 'en' ? `${name} (${labelOf(ASSIGNMENT_ROLES, role, lang)})` : `${name}（${labelOf(ASSIGNMENT_ROLES, role, lang)}）`;

const COLUMNS: ReadonlyArray<ExportColumn<CaseRow>> = [
  { header: { zh: '案号', en: 'Case no.' }, width: 14, value: (r) => r.caseNo ?? '' },
  { header: { zh: '案由', en: 'Title' }, width: 40, value: (r) => r.title },
  { header: { zh: '类型', en: 'Kind' }, width: 8, value: (r, lang) => labelOf(CASE_KINDS, r.kind, lang) },
  { header: { zh: '届次会议', en: 'Session' }, width: 26, value: (r) => r.sessionName },
  { header: { zh: '状态', en: 'Status' }, width: 10, value: (r, lang) => labelOf(CASE_STATUSES, r.status, lang) },
  { header: { zh: '类别', en: 'Category' }, width: 12, value: (r) => r.categoryLabel },
  { header: { zh: '性质', en: 'Property' }, width: 10, value: (r, lang) => (r.property ? labelOf(CASE_PROPERTIES, r.property, lang) : '') },
  { header: { zh: '重点', en: 'Key' }, width: 6, value: (r, lang) => (r.isKey ? YES[lang] : '') },
  { header: { zh: '领衔人/提出单位', en: 'Lead submitter / unit' }, width: 16, value: (r) => r.submitter },
  { header: { zh: '代表团/界别', en: 'Delegation / sector' }, width: 18, value: (r) => r.groupName },
  {
    header: { zh: '承办单位', en: 'Handling units' },
    width: 40,
    value: (r, lang) => r.units.map((u) => unitWithRole(u.name, u.role, lang)).join(lang === 'en' ? '; ' : '、'),
  },
  { header: { zh: '提交时间', en: 'Submitted' }, width: 20, value: (r) => time(r.submittedAt) },
  { header: { zh: '登记时间', en: 'Registered' }, width: 20, value: (r) => time(r.registeredAt) },
  { header: { zh: '交办时间', en: 'Assigned' }, width: 20, value: (r) => time(r.assignedAt) },
  { header: { zh: '办理期限', en: 'Due' }, width: 20, value: (r) => time(r.dueAt) },
  { header: { zh: '期限状态', en: 'Deadline' }, width: 10, value: (r, lang) => (r.light ? LIGHTS[r.light][lang] : '') },
];

/** The sheet and file name of a register export: 建议清单 / 提案清单 / 案件清单. */
export const caseExportTitle = (body: string | undefined, lang: Language): string =>
  lang === 'en'
    ? body === 'CPPCC'
      ? 'Proposals'
      : body === 'NPC'
        ? 'Suggestions'
        : 'Cases'
    : `${body === 'CPPCC' ? '提案' : body === 'NPC' ? '建议' : '案件'}清单`;

/** The register as an .xlsx in the reader's language streamed to `out` batch by batch; answers the row count. */
export const streamCaseWorkbook = (
  out: Writable,
  sheetName: string,
  batches: AsyncIterable<readonly CaseRow[]>,
  lang: Language = 'zh',
): Promise<number> => streamWorkbook(out, sheetName, COLUMNS, batches, lang);
