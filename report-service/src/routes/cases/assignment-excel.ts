import { ASSIGNMENT_ROLES, ASSIGNMENT_STATUSES, labelOf, type AssignmentRow } from '@proposal-desk/shared';
import type { Writable } from 'node:stream';
import { formatBeijingDateTime } from '../../lib/beijing-time';
import { type ExportColumn, streamWorkbook } from '../../lib/stream-workbook';

const time = (iso: string | null) => (iso ? formatBeijingDateTime(new Date(iso)) : '');

const COLUMNS: ReadonlyArray<ExportColumn<AssignmentRow>> = [
  { header: '案号', width: 14, value: (r) => r.caseNo ?? '' },
  { header: '案由', width: 40, value: (r) => r.title },
  { header: '提出人', width: 16, value: (r) => r.submitter },
  { header: '办理方式', width: 10, value: (r) => labelOf(ASSIGNMENT_ROLES, r.role) },
  { header: '状态', width: 10, value: (r) => labelOf(ASSIGNMENT_STATUSES, r.status) + (r.round === 2 ? '（第二轮）' : '') },
  { header: '交办时间', width: 20, value: (r) => time(r.assignedAt) },
  { header: '办理期限', width: 20, value: (r) => time(r.dueAt) },
  { header: '签收时间', width: 20, value: (r) => time(r.signedAt) },
  { header: '答复时间', width: 20, value: (r) => time(r.repliedAt) },
];

/** The unit's assignment list as an .xlsx streamed to `out` batch by batch; answers the row count. */
export const streamAssignmentWorkbook = (
  out: Writable,
  sheetName: string,
  batches: AsyncIterable<readonly AssignmentRow[]>,
): Promise<number> => streamWorkbook(out, sheetName, COLUMNS, batches);
