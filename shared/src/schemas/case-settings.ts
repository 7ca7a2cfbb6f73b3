import { z } from 'zod';
import type { MessageKey } from '../api/messages';
import { BODY_CODES } from './case-fields';

/**
 * The handling settings (办理设置): the 案号 pattern of each body and the deadlines, kept in `app_settings`
 * under `caseNumberPattern` ({ NPC, CPPCC, digits }) and `caseDeadlines` (the keys below, each in its unit).
 */

/** The parts a 案号 pattern may hold: the session's 届 and 次, and the sequence padded to `digits`. */
export const CASE_NUMBER_PARTS = ['{jie}', '{ci}', '{seq}'] as const;
export const CASE_NUMBER_PATTERN_MAX = 40;
export const CASE_NUMBER_DIGITS = { min: 1, max: 8 } as const;

export const DEADLINE_UNITS = ['months', 'workingDays', 'times'] as const;
export type DeadlineUnit = (typeof DEADLINE_UNITS)[number];

/** Each deadline setting with the unit it counts in (months to the same day, or working days with the holiday calendar). */
export const DEADLINE_FIELDS = {
  replyMonths: 'months',
  coOpinionMonths: 'months',
  rehandleMonths: 'months',
  returnDays: 'workingDays',
  cosignDays: 'workingDays',
  reminderDays: 'workingDays',
  /** 延期: how far past the original due day an extension may go, and how many an assignment may have. */
  extensionMonths: 'months',
  extensionsMax: 'times',
} as const satisfies Record<string, DeadlineUnit>;
export type DeadlineKey = keyof typeof DEADLINE_FIELDS;
export const DEADLINE_KEYS = Object.keys(DEADLINE_FIELDS) as DeadlineKey[];

/** What a deadline may be in each unit. */
export const DEADLINE_LIMITS = {
  months: { min: 1, max: 24 },
  workingDays: { min: 1, max: 365 },
  times: { min: 0, max: 10 },
} as const satisfies Record<DeadlineUnit, { min: number; max: number }>;

const PLACEHOLDER = /\{[^{}]*\}|[{}]/g;

/**
 * What is wrong with one body's pattern, or null. A pattern draws numbers that never repeat when it holds
 * {jie} and {ci} (a counter runs per body and session) and ends with {seq}; a non-digit must separate
 * each part from the next (R{jie}{ci} writes 1届12次 and 11届2次 alike), and the character before {seq}
 * must be a non-digit (a session's counter resumes from the digits at the end of its numbers).
 */
export function casePatternProblem(pattern: string): MessageKey | null {
  const parts = pattern.match(PLACEHOLDER) ?? [];
  if (parts.some((part) => !(CASE_NUMBER_PARTS as readonly string[]).includes(part))) return 'settings.patternUnknownPart';
  const count = (part: string) => parts.filter((p) => p === part).length;
  if (count('{seq}') !== 1 || !pattern.endsWith('{seq}')) return 'settings.patternNeedsSeq';
  if (count('{jie}') !== 1 || count('{ci}') !== 1) return 'settings.patternNeedsSession';
  const between = pattern.split(PLACEHOLDER).slice(1, -1);
  if (between.some((text) => !/\D/.test(text))) return 'settings.patternAmbiguous';
  if (/\d$/.test(pattern.slice(0, -'{seq}'.length))) return 'settings.patternAmbiguous';
  return null;
}

/** The fixed text before a pattern's first part. */
const prefixOf = (pattern: string) => pattern.split(PLACEHOLDER)[0] ?? '';

/**
 * Whether two bodies' patterns could write the same 案号: unless their fixed beginnings differ, or the
 * longer one continues with a non-digit where the shorter one's number starts, they could.
 */
export function patternsMayClash(a: string, b: string): boolean {
  const [short, long] = [prefixOf(a), prefixOf(b)].sort((x, y) => x.length - y.length) as [string, string];
  if (!long.startsWith(short)) return false;
  const next = long.charAt(short.length);
  return next === '' || /\d/.test(next);
}

const pattern = () =>
  z
    .string({ error: 'settings.patternRequired' })
    .trim()
    .min(1, { error: 'settings.patternRequired', abort: true })
    .max(CASE_NUMBER_PATTERN_MAX, { error: 'settings.patternTooLong', abort: true })
    .superRefine((value, ctx) => {
      const problem = casePatternProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const whole = (message: MessageKey, min: number, max: number) =>
  z.coerce
    .number<number | string>({ error: message })
    .check(z.int32({ error: message }))
    .min(min, message)
    .max(max, message);

const deadline = (key: DeadlineKey) => {
  const limits = DEADLINE_LIMITS[DEADLINE_FIELDS[key]];
  return whole(`settings.${key}Range`, limits.min, limits.max);
};

/** The pattern fields: `Setting/PreviewCaseNumber` takes these, `Setting/SaveCaseSettings` them and the deadlines. */
const patternShape = {
  npcPattern: pattern(),
  cppccPattern: pattern(),
  digits: whole('settings.digitsRange', CASE_NUMBER_DIGITS.min, CASE_NUMBER_DIGITS.max),
};

const deadlineShape = {
  replyMonths: deadline('replyMonths'),
  coOpinionMonths: deadline('coOpinionMonths'),
  rehandleMonths: deadline('rehandleMonths'),
  returnDays: deadline('returnDays'),
  cosignDays: deadline('cosignDays'),
  reminderDays: deadline('reminderDays'),
  extensionMonths: deadline('extensionMonths'),
  extensionsMax: deadline('extensionsMax'),
} satisfies Record<DeadlineKey, z.ZodType>;

/** The two bodies' numbers never meet: a clash is reported on the CPPCC pattern. */
const refuseClash = (value: { npcPattern: string; cppccPattern: string }, ctx: z.RefinementCtx) => {
  if (patternsMayClash(value.npcPattern, value.cppccPattern))
    ctx.addIssue({ code: 'custom', path: ['cppccPattern'], message: 'settings.patternsClash' });
};

/** The fields of the settings form, one schema a field (the form takes its rules from these). */
export const CaseSettingsFields = z.object({ ...patternShape, ...deadlineShape });

/** `Setting/PreviewCaseNumber`: a pattern to try. */
export const CaseNumberPreviewBody = z.object(patternShape).superRefine(refuseClash);
export type TCaseNumberPreviewBody = z.infer<typeof CaseNumberPreviewBody>;

/** `Setting/SaveCaseSettings`: every setting at once (none may be left out). */
export const CaseSettingsSaveBody = CaseSettingsFields.superRefine(refuseClash);
export type TCaseSettingsSaveBody = z.infer<typeof CaseSettingsSaveBody>;

/** `Setting/GetCaseSettings`: the settings as they stand, and the unit of each deadline. */
const count = () => z.number().check(z.int32());
const unit = () => z.enum(DEADLINE_UNITS);
export const CaseSettings = z.object({
  npcPattern: z.string(),
  cppccPattern: z.string(),
  digits: count(),
  replyMonths: count(),
  coOpinionMonths: count(),
  rehandleMonths: count(),
  returnDays: count(),
  cosignDays: count(),
  reminderDays: count(),
  extensionMonths: count(),
  extensionsMax: count(),
  units: z.object({
    replyMonths: unit(),
    coOpinionMonths: unit(),
    rehandleMonths: unit(),
    returnDays: unit(),
    cosignDays: unit(),
    reminderDays: unit(),
    extensionMonths: unit(),
    extensionsMax: unit(),
  }),
});
export type CaseSettings = z.infer<typeof CaseSettings>;

/** The next 案号 a pattern would give in each body's current session (no session yet: null). */
export const CaseNumberPreview = z.object({
  numbers: z.array(
    z.object({
      body: z.enum(BODY_CODES),
      session: z.string().nullable().describe('The session the number is drawn in (its name); null when the body has none'),
      caseNo: z.string().nullable(),
    }),
  ),
});
export type CaseNumberPreview = z.infer<typeof CaseNumberPreview>;
