import { lastBeijingMonths } from './home-months';

describe('lastBeijingMonths', () => {
  it('counts back from the Beijing month, across a year, with each month’s own last day', () => {
    // 16:30 UTC on 31 December is already 1 January in Beijing.
    const months = lastBeijingMonths(new Date('2025-12-31T16:30:00Z'), 12);
    expect(months.map((m) => m.month)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(months[0]).toMatchObject({ firstDay: '2025-02-01', lastDay: '2025-02-28' });
    expect(months[0]!.start.toISOString()).toBe('2025-01-31T16:00:00.000Z');
    expect(months.at(-1)).toMatchObject({ firstDay: '2026-01-01', lastDay: '2026-01-31' });
  });

  it('knows a leap February', () => {
    expect(lastBeijingMonths(new Date('2028-02-10T00:00:00Z'), 1)).toMatchObject([{ month: '2028-02', lastDay: '2028-02-29' }]);
  });
});
