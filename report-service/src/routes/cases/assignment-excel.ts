import { ASSIGNMENT_ROLES, ASSIGNMENT_STATUSES, labelOf, type AssignmentRow, type Language } from '@proposal-desk/shared';
import type { Writable } from 'node:stream';
import { formatBeijingDateTime } from '../../lib/beijing-time';
import { type Bilingual, type ExportColumn, streamWorkbook } from '../../lib/stream-workbook';

/** The sheet and file name of the export: 交办件清单. */
export const ASSIGNMENT_EXPORT_TITLE: Bilingual = { zh: '交办件清单', en: 'Assignments' };
const SECOND_ROUND: Bilingual = { zh: '（第二轮）', en: ' (round 2)' };

const time = (iso: string | null) => (iso ? formatBeijingDateTime(new Date(iso)) : '');

const COLUMNS: ReadonlyArray<ExportColumn<AssignmentRow>> = [
  { header: { zh: '案号', en: 'Case no.' }, width: 14, value: (r) => r.caseNo ?? '' },
  { header: { zh: '案由', en: 'Title' }, width: 40, value: (r) => r.title },
  { header: { zh: '提出人', en: 'Submitter' }, width: 16, value: (r) => r.submitter },
  { header: { zh: '办理方式', en: 'Handling role' }, width: 10, value: (r, lang) => labelOf(ASSIGNMENT_ROLES, r.role, lang) },
  {
    header: { zh: '状态', en: 'Status' },
    width: 10,
    value: (r, lang) => labelOf(ASSIGNMENT_STATUSES, r.status, lang) + (r.round === 2 ? SECOND_ROUND[lang] : ''),
  },
  { header: { zh: '交办时间', en: 'Assigned' }, width: 20, value: (r) => time(r.assignedAt) },
  { header: { zh: '办理期限', en: 'Due' }, width: 20, value: (r) => time(r.dueAt) },
  { header: { zh: '签收时间', en: 'Signed' }, width: 20, value: (r) => time(r.signedAt) },
  { header: { zh: '答复时间', en: 'Replied' }, width: 20, value: (r) => time(r.repliedAt) },
];

/** The unit's assignment list as an .xlsx in the reader's language streamed to `out` batch by batch; answers the row count. */
export const streamAssignmentWorkbook = (
  out: Writable,
  sheetName: string,
  batches: AsyncIterable<readonly AssignmentRow[]>,
  lang: Language = 'zh',
): Promise<number> => streamWorkbook(out, sheetName, COLUMNS, batches, lang);
