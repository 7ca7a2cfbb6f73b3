import type { CaseStatus, CaseSummary } from '@proposal-desk/shared';

/** The home page's statistic cards. */
export interface SummaryFigures {
  total: number;
  inProgress: number;
  replied: number;
  closed: number;
  overdue: number;
  repliedRate: number;
}

const IN_PROGRESS: readonly CaseStatus[] = ['ASSIGNED', 'IN_PROGRESS', 'REHANDLING'];
const REPLIED: readonly CaseStatus[] = ['REPLIED', 'EVALUATED'];
const CLOSED: readonly CaseStatus[] = ['CLOSED'];

const countOf = (summary: CaseSummary, statuses: readonly CaseStatus[]) =>
  summary.byStatus.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.count, 0);

/** Groups the status counts into the cards: with units (assigned, handling, re-handling), replied (awaiting closure), closed. */
export function computeFigures(summary: CaseSummary): SummaryFigures {
  return {
    total: summary.total,
    inProgress: countOf(summary, IN_PROGRESS),
    replied: countOf(summary, REPLIED),
    closed: countOf(summary, CLOSED),
    overdue: summary.overdue,
    repliedRate: summary.repliedRate,
  };
}

/** A bar's width as a share of the largest count (0–100). */
export const barPercent = (count: number, largest: number): number => (largest <= 0 ? 0 : Math.round((count / largest) * 100));
