import type { BodyCode, CaseStatus } from '../domain/enums';
import type { NoticeItem } from './notice';

/** Case statuses that count as replied (办复) for the reply rate: replied and every later step. */
export const REPLIED_CASE_STATUSES: readonly CaseStatus[] = ['REPLIED', 'EVALUATED', 'REHANDLING', 'CLOSED'];

/** Case statuses that count as handed to units (the reply rate's denominator): assigned and later. */
export const HANDLED_CASE_STATUSES: readonly CaseStatus[] = ['ASSIGNED', 'IN_PROGRESS', ...REPLIED_CASE_STATUSES];

/** Assignment statuses that are no longer waiting for a reply (never overdue). */
export const SETTLED_ASSIGNMENT_STATUSES = ['REPLIED', 'VOID'] as const;

/** `Case/Summary`: the caller's cases of the current sessions, within their data scope. */
export interface CaseSummary {
  sessions: Array<{ id: number; body: BodyCode; name: string }>;
  /** Every case status with its count (zeros included), in workflow order. */
  byStatus: Array<{ status: CaseStatus; count: number }>;
  total: number;
  /** Assignments not replied (nor void) past their due date; for a unit, only its own assignments. */
  overdue: number;
  /** Replied cases over cases handed to units, 0–1 (0 when none were handed over). */
  repliedRate: number;
  /** The caller's newest uncleared notices. */
  notices: NoticeItem[];
}
