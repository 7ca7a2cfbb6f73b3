import type { CaseStatus } from '@proposal-desk/shared/src/domain/enums';
import { addMonths, atMinuteOfDay, beijing, officeTimeAfter, officeTimeBetween } from './dates';
import type { SessionSpec } from './organisation';
import type { Random } from './random';

export type Period = 'DURING' | 'BETWEEN';

/** The dates of a case up to its assignment; later dates come from its handling. */
export interface CaseDates {
  createdAt: Date;
  submittedAt: Date | null;
  registeredAt: Date | null;
  /** Accepted, merged or rejected. */
  reviewedAt: Date | null;
  withdrawnAt: Date | null;
  assignedAt: Date | null;
  replyDueAt: Date | null;
}

/** Months the reply is due after assignment (domain default; co-units get one month). */
export const REPLY_MONTHS = 3;
export const CO_OPINION_MONTHS = 1;

const PRE_REVIEW: readonly CaseStatus[] = ['DRAFT', 'SUBMITTED', 'REGISTERED', 'WITHDRAWN'];

/** Share of cases in each status submitted between sessions rather than during the session. */
const BETWEEN_SHARE: Record<CaseStatus, number> = {
  DRAFT: 1,
  SUBMITTED: 1,
  REGISTERED: 1,
  ACCEPTED: 1,
  MERGED: 0.3,
  REJECTED: 0.3,
  WITHDRAWN: 0.5,
  ASSIGNED: 0.6,
  IN_PROGRESS: 0.6,
  REPLIED: 0.35,
  EVALUATED: 0.15,
  REHANDLING: 0.1,
  CLOSED: 0.08,
};

/**
 * When a between-sessions case in each status was submitted (month-day in the session's year):
 * late enough that it has only got that far by the demo's "today", early enough to have got there.
 */
const BETWEEN_WINDOW: Record<CaseStatus, readonly [string, string]> = {
  DRAFT: ['10-08', '10-30'],
  SUBMITTED: ['10-12', '10-29'],
  REGISTERED: ['09-25', '10-20'],
  ACCEPTED: ['09-10', '10-10'],
  MERGED: ['03-01', '09-30'],
  REJECTED: ['03-01', '09-30'],
  WITHDRAWN: ['03-01', '10-20'],
  ASSIGNED: ['08-15', '09-30'],
  IN_PROGRESS: ['07-01', '09-10'],
  REPLIED: ['04-01', '07-15'],
  EVALUATED: ['02-10', '05-31'],
  REHANDLING: ['02-10', '05-31'],
  CLOSED: ['02-10', '05-31'],
};

export function drawPeriod(rng: Random, status: CaseStatus): Period {
  return rng.chance(BETWEEN_SHARE[status]) ? 'BETWEEN' : 'DURING';
}

const NOT_ASSIGNED: readonly CaseStatus[] = [...PRE_REVIEW, 'ACCEPTED', 'MERGED', 'REJECTED'];

/** Draws the dates of one case consistent with its status: submitted < registered < reviewed < assigned. */
export function drawCaseDates(rng: Random, session: SessionSpec, status: CaseStatus, period: Period): CaseDates {
  const year = session.startAt.slice(0, 4);
  const during = period === 'DURING';
  let start: Date;
  if (during) {
    // Sessions sit through weekends, so no working-day shift here.
    const day = rng.dateBetween(beijing(session.startAt, 0, 0), beijing(session.submitDeadline, 23, 0));
    start = atMinuteOfDay(day, rng.int(9 * 60, 21 * 60));
  } else {
    const [from, to] = BETWEEN_WINDOW[status];
    start = officeTimeBetween(rng, beijing(`${year}-${from}`), beijing(`${year}-${to}`, 17, 0));
  }
  const dates: CaseDates = {
    createdAt: new Date(start.getTime() - rng.int(10, 2 * 24 * 60) * 60_000),
    submittedAt: status === 'DRAFT' ? null : start,
    registeredAt: null,
    reviewedAt: null,
    withdrawnAt: null,
    assignedAt: null,
    replyDueAt: null,
  };
  if (status === 'DRAFT') {
    dates.createdAt = start;
    return dates;
  }
  const withdrawnAfterRegistering = status === 'WITHDRAWN' && rng.chance(0.3);
  if (status === 'WITHDRAWN' ? withdrawnAfterRegistering : status !== 'SUBMITTED') {
    const sessionEnd = beijing(session.endAt, 18, 0);
    const base = during && start.getTime() < sessionEnd.getTime() ? sessionEnd : start;
    dates.registeredAt = during ? officeTimeAfter(rng, base, 3, 14) : officeTimeAfter(rng, base, 2, 7);
  }
  if (status === 'WITHDRAWN') {
    dates.withdrawnAt = officeTimeAfter(rng, dates.registeredAt ?? start, 1, 8);
    return dates;
  }
  if (dates.registeredAt && !PRE_REVIEW.includes(status)) {
    dates.reviewedAt = officeTimeAfter(rng, dates.registeredAt, 3, 10);
  }
  if (dates.reviewedAt && !NOT_ASSIGNED.includes(status)) {
    dates.assignedAt = during ? officeTimeAfter(rng, dates.reviewedAt, 5, 20) : officeTimeAfter(rng, dates.reviewedAt, 3, 10);
    dates.replyDueAt = addMonths(dates.assignedAt, REPLY_MONTHS);
  }
  return dates;
}
