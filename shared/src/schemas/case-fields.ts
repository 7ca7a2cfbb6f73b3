import { z } from 'zod';
import { ASSIGNMENT_ROLES, BODIES, CASE_KINDS, CASE_PERIODS, CASE_PROPERTIES, CASE_STATUSES } from '../domain/enums';
import { dayField, optionalDayField } from './day-field';

/** Field pieces the case contracts share: blank filters mean "not given"; messages are catalogue keys. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const codesOf = <T extends string>(list: ReadonlyArray<{ value: T }>) => list.map((item) => item.value) as [T, ...T[]];

export const BODY_CODES = codesOf(BODIES);
export const CASE_STATUS_CODES = codesOf(CASE_STATUSES);
export const CASE_KIND_CODES = codesOf(CASE_KINDS);
export const CASE_PERIOD_CODES = codesOf(CASE_PERIODS);
export const CASE_PROPERTY_CODES = codesOf(CASE_PROPERTIES);
export const ASSIGNMENT_ROLE_CODES = codesOf(ASSIGNMENT_ROLES);

export const optionalDay = () => optionalDayField('case.dateInvalid');

/** A calendar day that must be given, YYYY-MM-DD. */
export const requiredDay = () => dayField('case.dateInvalid', 'case.dateRequired');

/** Text that must be given, at most `max` characters. */
export const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, 'case.noteTooLong');

export const optionalId = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'common.invalidField' }).check(z.int32()).positive('common.invalidField').optional(),
  );

export const optionalEnum = <T extends string>(codes: [T, ...T[]]) =>
  z.preprocess(blankToUndefined, z.enum(codes, { error: 'common.invalidField' }).optional());

export const optionalFlag = () =>
  z.preprocess(
    (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : blankToUndefined(v)),
    z.boolean({ error: 'common.invalidField' }).optional(),
  );

/** An optional body filter (NPC or CPPCC, any case; blank means both). */
export const optionalBody = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() ? v.trim().toUpperCase() : undefined) : v),
    z.enum(['NPC', 'CPPCC'], { error: 'report.bodyInvalid' }).optional(),
  );

/** An optional keyword of at most 100 characters (blank means none). */
export const optionalKeyword = () =>
  z
    .string()
    .trim()
    .max(100, 'case.keywordTooLong')
    .optional()
    .transform((v) => (v ? v : undefined));

export const bodyField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toUpperCase()) : v),
    z.enum(['NPC', 'CPPCC'], { error: 'report.bodyInvalid' }),
  );

/** The case an action is about, and the version the caller saw: a stale version is refused (409). */
export const CaseRef = z.object({
  id: z.coerce.number({ error: 'case.notFound' }).check(z.int32()).positive('case.notFound'),
  version: z.coerce.number({ error: 'case.versionRequired' }).check(z.int32()).min(1, 'case.versionRequired'),
});
export type TCaseRef = z.infer<typeof CaseRef>;

/** An optional note of at most `max` characters ('' when not given). */
export const note = (max: number, tooLong: 'case.noteTooLong' = 'case.noteTooLong') =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(max, tooLong));
