import { ASSIGNMENT_ROLES, CASE_KINDS, CASE_PROPERTIES, CASE_STATUSES, labelOf, type CaseRow } from '@proposal-desk/shared';
import type { Writable } from 'node:stream';
import { formatBeijingDateTime } from '../../lib/beijing-time';
import { type ExportColumn, streamWorkbook } from '../../lib/stream-workbook';

const LIGHTS = { green: '正常', yellow: '临期', red: '逾期' } as const;
const time = (iso: string | null) => (iso ? formatBeijingDateTime(new Date(iso)) : '');

const COLUMNS: ReadonlyArray<ExportColumn<CaseRow>> = [
  { header: '案号', width: 14, value: (r) => r.caseNo ?? '' },
  { header: '案由', width: 40, value: (r) => r.title },
  { header: '类型', width: 8, value: (r) => labelOf(CASE_KINDS, r.kind) },
  { header: '届次会议', width: 26, value: (r) => r.sessionName },
  { header: '状态', width: 10, value: (r) => labelOf(CASE_STATUSES, r.status) },
  { header: '类别', width: 12, value: (r) => r.categoryLabel },
  { header: '性质', width: 10, value: (r) => (r.property ? labelOf(CASE_PROPERTIES, r.property) : '') },
  { header: '重点', width: 6, value: (r) => (r.isKey ? '是' : '') },
  { header: '领衔人/提出单位', width: 16, value: (r) => r.submitter },
  { header: '代表团/界别', width: 18, value: (r) => r.groupName },
  { header: '承办单位', width: 40, value: (r) => r.units.map((u) => `${u.name}（${labelOf(ASSIGNMENT_ROLES, u.role)}）`).join('、') },
  { header: '提交时间', width: 20, value: (r) => time(r.submittedAt) },
  { header: '登记时间', width: 20, value: (r) => time(r.registeredAt) },
  { header: '交办时间', width: 20, value: (r) => time(r.assignedAt) },
  { header: '办理期限', width: 20, value: (r) => time(r.dueAt) },
  { header: '期限状态', width: 10, value: (r) => (r.light ? LIGHTS[r.light] : '') },
];

/** The register as an .xlsx streamed to `out` batch by batch; answers the row count. */
export const streamCaseWorkbook = (out: Writable, sheetName: string, batches: AsyncIterable<readonly CaseRow[]>): Promise<number> =>
  streamWorkbook(out, sheetName, COLUMNS, batches);
