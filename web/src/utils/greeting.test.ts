import { describe, expect, it } from 'vitest';
import { officeHour } from './format-time';
import { greetingFor } from './greeting';

// The hour on the office's (Beijing) clock, whatever the zone the test runs in.
const at = (h: number, m: number) => greetingFor(officeHour(new Date(Date.UTC(2026, 0, 1, h - 8, m))));

describe('greetingFor', () => {
  it.each([
    [0, 0, 'home.greeting.morning'],
    [7, 59, 'home.greeting.morning'],
    [8, 0, 'home.greeting.forenoon'],
    [10, 59, 'home.greeting.forenoon'],
    [11, 0, 'home.greeting.noon'],
    [12, 59, 'home.greeting.noon'],
    [13, 0, 'home.greeting.afternoon'],
    [17, 59, 'home.greeting.afternoon'],
    [18, 0, 'home.greeting.evening'],
    [23, 59, 'home.greeting.evening'],
  ])('%i:%i → %s', (h, m, key) => {
    expect(at(h, m)).toBe(key);
  });
});
