import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMinute, officeDay, officeHour } from './format-time';

describe('the office clock', () => {
  // 16:30 UTC is half past midnight the next day in Beijing, whatever zone the browser is in.
  const lateUtc = '2026-11-24T16:30:05Z';

  it('shows every time on the Beijing clock', () => {
    expect(formatDateTime(lateUtc)).toBe('2026-11-25 00:30:05');
    expect(formatMinute(lateUtc)).toBe('2026-11-25 00:30');
    expect(officeDay(new Date(lateUtc))).toBe('2026-11-25');
    expect(officeHour(new Date(lateUtc))).toBe(0.5);
  });

  it('leaves text that is not a time as it is', () => {
    expect(formatMinute('soon')).toBe('soon');
  });
});
