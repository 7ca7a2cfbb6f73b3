import type { MessageKey } from '../api/messages';

/** Mobile phone: 11 digits starting with 1 (spec §9). */
export const isPhone = (value: string): boolean => /^1\d{10}$/.test(value);

/** Password of at least 6 characters (the helper validator). */
export const isPassword = (value: string): boolean => value.length >= 6;

/** A decimal number (optionally signed). */
export const isNumber = (value: string): boolean => /^-?\d+(\.\d+)?$/.test(value);

/** A name made of Chinese characters, letters and digits. */
export const isName = (value: string): boolean => /^[\u4e00-\u9fa5a-zA-Z0-9]+$/.test(value);

/** A dotted IPv4 address. */
export const isIP = (value: string): boolean => /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(value);

/** An http(s) or ftp URL. */
export const isUrl = (value: string): boolean => /^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i.test(value);

/** A TCP/UDP port 0–65535. */
export const isPort = (value: string): boolean => /^\d{1,5}$/.test(value) && Number(value) <= 65535;

/** A mainland resident ID card number (18 characters, with a valid check digit). */
export function isIdCard(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const checks = '10X98765432';
  const sum = weights.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0);
  return checks[sum % 11] === value[17]!.toUpperCase();
}

/** An e-mail address. */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** A Chinese name of 2 to 4 characters. */
export const isChineseName = (value: string): boolean => /^[\u4e00-\u9fa5]{2,4}$/.test(value);

/** An amount with up to 2 decimals. */
export const isAmount = (value: string): boolean => /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(value);

/** Password strength levels of the change-password dialog; the product runs at level 3. */
export type PasswordLevel = 1 | 2 | 3;
export const PASSWORD_LEVEL: PasswordLevel = 3;
export const OLD_PASSWORD_MAX = 1000;

function kindsOf(value: string) {
  return {
    digit: /\d/.test(value),
    lower: /[a-z]/.test(value),
    upper: /[A-Z]/.test(value),
    special: /[^a-zA-Z\d]/.test(value),
  };
}

/** The message key for a password that fails the given level, or null when it passes. */
export function checkPasswordStrength(value: string, level: PasswordLevel = PASSWORD_LEVEL): MessageKey | null {
  const kinds = kindsOf(value);
  switch (level) {
    case 1:
      return value.length >= 6 ? null : 'password.level1';
    case 2: {
      const count = [kinds.digit, kinds.lower, kinds.upper].filter(Boolean).length;
      return value.length >= 7 && count >= 2 ? null : 'password.level2';
    }
    case 3:
      return value.length >= 8 && kinds.digit && kinds.lower && kinds.upper && kinds.special ? null : 'password.level3';
  }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as numbers (month 1–12). */
export interface DayParts {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * The one reader of a day a request, a sheet or a setting writes YYYY-MM-DD: its parts, or null when it is not
 * one or does not exist (2026-02-30 and 2026-13-45 are refused, never rolled over to another day as `Date.parse`
 * does). The year is 1000–9999: no office means an earlier one, PostgreSQL has no year 0, and PGlite's driver
 * reads a time in 0099 as 1999.
 */
export function parseDay(text: string): DayParts | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A calendar day written YYYY-MM-DD that exists, of the years 1000–9999 (2026-02-30 and 2026-13-45 do not). */
export const isDay = (text: string): boolean => parseDay(text) !== null;

/** Milliseconds since the epoch at 00:00 UTC of a day, moved by whole days; a text that is no day is a RangeError. */
export function utcMidnightOf(text: string, addDays = 0): number {
  const parts = parseDay(text);
  if (!parts) throw new RangeError(`Not a calendar day: ${text}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day + addDays);
}

// C0 controls and DEL; tab, line feed and carriage return belong to multi-line text and are let through.
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Whether a text holds a control character no field takes (NUL among them, which PostgreSQL refuses). */
export const hasControlCharacter = (text: string) => CONTROL.test(text);

// The noncharacters (U+FDD0–U+FDEF, and the last two code points of every plane: U+FFFE, U+FFFF, U+1FFFE …
// U+10FFFF) and a surrogate without its pair: XML may not hold them (a docx, the Atom feed), nor can UTF-8.
const codePoint = (n: number) => `\\u{${n.toString(16)}}`;
const PLANE_ENDS = Array.from(
  { length: 17 },
  (_, plane) => `${codePoint(plane * 0x10000 + 0xfffe)}-${codePoint(plane * 0x10000 + 0xffff)}`,
);
// In a /u pattern a surrogate matches only when it is alone: a pair is read as the one character it makes.
const NONCHARACTER = new RegExp(`[\\u{fdd0}-\\u{fdef}\\u{d800}-\\u{dfff}${PLANE_ENDS.join('')}]`, 'u');
/** Whether a text holds a Unicode noncharacter or a lone surrogate (half of a character). */
export const hasNoncharacter = (text: string) => NONCHARACTER.test(text);
