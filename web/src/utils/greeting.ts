/** The i18n keys of the welcome greeting (spec §4), from morning to evening. */
export type GreetingKey =
  'home.greeting.morning' | 'home.greeting.forenoon' | 'home.greeting.noon' | 'home.greeting.afternoon' | 'home.greeting.evening';

/**
 * The welcome greeting for an hour of the day (0–23, fractions allowed): before 8 早上好; up to 11
 * 上午好; up to 13 中午好; before 18 下午好; else 晚上好.
 */
export function greetingFor(hour: number): GreetingKey {
  if (hour < 8) return 'home.greeting.morning';
  if (hour < 11) return 'home.greeting.forenoon';
  if (hour < 13) return 'home.greeting.noon';
  if (hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}
