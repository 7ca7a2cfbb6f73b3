import { CASE_STATUSES, type CaseSummary } from '@proposal-desk/shared';
import { describe, expect, it } from 'vitest';
import { barPercent, computeFigures } from './summary-figures';

const summary: CaseSummary = {
  sessions: [],
  byStatus: CASE_STATUSES.map(({ value }, i) => ({ status: value, count: i + 1 })),
  total: 91,
  overdue: 4,
  repliedRate: 0.5,
  notices: [],
};

describe('computeFigures', () => {
  it('groups the statuses into the cards', () => {
    // ASSIGNED 7 + IN_PROGRESS 8 + REHANDLING 11; REPLIED 9 + EVALUATED 10; CLOSED 12.
    expect(computeFigures(summary)).toEqual({ total: 91, inProgress: 26, replied: 19, closed: 12, overdue: 4, repliedRate: 0.5 });
  });
});

describe('barPercent', () => {
  it('scales to the largest count', () => {
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(0, 0)).toBe(0);
  });
});
