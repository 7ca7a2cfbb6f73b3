import { z } from 'zod';
import type { MessageKey } from '../api/messages';
import { isDay } from '../domain/validators';

/** How a day field says what it is: `format: date` in the OpenAPI document, and to the walk of bad input. */
export const DAY_FIELD_META = { format: 'date' } as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A calendar day given as YYYY-MM-DD: every day a call takes is read by this one schema, on the shared day
 * parser (`isDay`), so a day that does not exist (2026-02-30) is refused with `invalid`, never rolled over.
 */
export const dayField = (invalid: MessageKey = 'common.dayInvalid', required: MessageKey = invalid) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).refine(isDay, invalid).meta(DAY_FIELD_META);

/** A day filter or field that may be left out: blank means not given. */
export const optionalDayField = (invalid: MessageKey = 'common.dayInvalid') => z.preprocess(blankToUndefined, dayField(invalid).optional());
