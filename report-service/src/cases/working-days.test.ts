import { addWorkingDays, type CalendarDay, isWorkingDay } from './working-days';

// 2026's National Day: 1–7 October off (a Thursday to a Wednesday), Saturday 10 October worked instead.
const NATIONAL_DAY_2026: CalendarDay[] = [
  ...['01', '02', '03', '04', '05', '06', '07'].map((d) => ({ date: `2026-10-${d}`, workday: false })),
  { date: '2026-10-10', workday: true },
];

describe('addWorkingDays', () => {
  it('counts Monday to Friday and skips the weekend', () => {
    expect(addWorkingDays('2026-03-02', 4, [])).toBe('2026-03-06'); // Monday → Friday
    expect(addWorkingDays('2026-03-05', 2, [])).toBe('2026-03-09'); // Thursday → next Monday
    expect(addWorkingDays('2026-03-07', 1, [])).toBe('2026-03-09'); // from a Saturday
    expect(addWorkingDays('2026-03-02', 10, [])).toBe('2026-03-16');
  });

  it('answers the start itself for 0 days', () => {
    expect(addWorkingDays('2026-03-07', 0, NATIONAL_DAY_2026)).toBe('2026-03-07');
  });

  it('skips holidays that fall on working days', () => {
    // Wednesday 30 September + 1 working day: 1–7 October are off, the 8th (Thursday) is the first back.
    expect(addWorkingDays('2026-09-30', 1, NATIONAL_DAY_2026)).toBe('2026-10-08');
    expect(addWorkingDays('2026-12-31', 1, [{ date: '2027-01-01', workday: false }])).toBe('2027-01-04');
  });

  it('counts a 调休 Saturday as a working day', () => {
    // 8 Oct (Thu), 9 Oct (Fri), 10 Oct (the worked Saturday), then 12 Oct (Mon).
    expect(addWorkingDays('2026-09-30', 3, NATIONAL_DAY_2026)).toBe('2026-10-10');
    expect(addWorkingDays('2026-09-30', 4, NATIONAL_DAY_2026)).toBe('2026-10-12');
    expect(addWorkingDays('2026-10-10', 0, NATIONAL_DAY_2026)).toBe('2026-10-10');
  });

  it('crosses month and year ends and leap days', () => {
    expect(addWorkingDays('2028-02-28', 1, [])).toBe('2028-02-29');
    expect(addWorkingDays('2026-12-30', 3, [])).toBe('2027-01-04');
  });

  it('refuses a malformed start or a negative or fractional count', () => {
    expect(() => addWorkingDays('2026-02-30', 1, [])).toThrow(RangeError);
    expect(() => addWorkingDays('2026-03-02', -1, [])).toThrow(RangeError);
    expect(() => addWorkingDays('2026-03-02', 1.5, [])).toThrow(RangeError);
  });
});

describe('isWorkingDay', () => {
  const calendar = new Map(NATIONAL_DAY_2026.map((d) => [d.date, d.workday]));
  it('follows the calendar first, then the weekday', () => {
    expect(isWorkingDay('2026-10-01', calendar)).toBe(false);
    expect(isWorkingDay('2026-10-10', calendar)).toBe(true);
    expect(isWorkingDay('2026-10-11', calendar)).toBe(false);
    expect(isWorkingDay('2026-10-12', calendar)).toBe(true);
  });
});
