import { z } from 'zod';
import type { CaseStatus } from '../domain/enums';
import { BODY_CODES, CASE_STATUS_CODES } from './case-fields';
import { NoticeItem } from './notice';

/** Case statuses that count as replied (办复) for the reply rate: replied and every later step. */
export const REPLIED_CASE_STATUSES: readonly CaseStatus[] = ['REPLIED', 'EVALUATED', 'REHANDLING', 'CLOSED'];

/** Case statuses that count as handed to units (the reply rate's denominator): assigned and later. */
export const HANDLED_CASE_STATUSES: readonly CaseStatus[] = ['ASSIGNED', 'IN_PROGRESS', ...REPLIED_CASE_STATUSES];

/** Assignment statuses that are no longer waiting for a reply (never overdue). */
export const SETTLED_ASSIGNMENT_STATUSES = ['REPLIED', 'VOID'] as const;

/** A current session (届次会议) of a body. */
export const CurrentSession = z.object({ id: z.number().check(z.int32()), body: z.enum(BODY_CODES), name: z.string() });

/** `Case/Summary`: the caller's cases of the current sessions, within their data scope. */
export const CaseSummary = z.object({
  sessions: z.array(CurrentSession),
  /** Every case status with its count (zeros included), in workflow order. */
  byStatus: z
    .array(z.object({ status: z.enum(CASE_STATUS_CODES), count: z.number().check(z.int32()) }))
    .describe('Every case status with its count (zeros included), in workflow order'),
  total: z.number().check(z.int32()),
  /** Assignments not replied (nor void) past their due date; for a unit, only its own assignments. */
  overdue: z
    .number()
    .check(z.int32())
    .describe('Assignments not replied (nor void) past their due date; for a unit, only its own assignments'),
  /** Replied cases over cases handed to units, 0–1 (0 when none were handed over). */
  repliedRate: z.number().describe('Replied cases over cases handed to units, 0–1 (0 when none were handed over)'),
  /** The caller's newest uncleared notices. */
  notices: z.array(NoticeItem).describe('The caller’s newest uncleared notices'),
});
export type CaseSummary = z.infer<typeof CaseSummary>;
