import { z } from 'zod';

function toIdArray(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value === 'number') return [value];
  if (typeof value === 'string') return value.split(',').map((part) => part.trim());
  return value;
}

/** A list of ids sent as an array, one id, or a comma-separated string (`?ids=3,4`). */
export const idList = () =>
  z.preprocess(
    toIdArray,
    z
      .array(z.coerce.number().check(z.int32()).positive('common.invalidField'), { error: 'common.idsRequired' })
      .min(1, 'common.idsRequired')
      .max(500),
  );

/** `Delete` calls of the settings lists: `?ids=` or a body `{ ids }`. */
export const IdsParams = z.object({ ids: idList() });

/** One record id from query or body. */
export const IdParam = z.object({ id: z.coerce.number({ error: 'common.idRequired' }).check(z.int32()).positive('common.idRequired') });
