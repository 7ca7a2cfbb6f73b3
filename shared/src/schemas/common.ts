import { z } from 'zod';

/** Page index and size of every paged list; the size is bounded so one call stays cheap. */
export const PAGE_SIZE_MAX = 200;
export const PageQuery = z.object({
  pageIndex: z.coerce.number<number | string>().check(z.int32()).min(1).default(1),
  pageSize: z.coerce.number<number | string>().check(z.int32()).min(1).max(PAGE_SIZE_MAX).default(20),
});

export const SortOrder = z.enum(['asc', 'desc']);

/** A mobile number's length (11 digits starting with 1). */
export const MOBILE_LENGTH = 11;

/** An optional text filter: blank means no filter. */
export const optionalText = () =>
  z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined));

/** An optional integer filter from a query or body: blank means no filter. */
export const optionalInt = () =>
  z.preprocess(
    (v: number | string | null | undefined) => (v === '' || v === null ? undefined : v),
    z.coerce.number<number | string>().check(z.int32()).optional(),
  );

/** A required positive integer id (from query or body). */
export const idField = () => z.coerce.number<number | string>().check(z.int32()).positive();

/** A flag sent as true/false, 1/0 or the strings thereof. */
export const flag = () =>
  z.preprocess(
    (v: boolean | number | string | undefined) =>
      v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v,
    z.boolean(),
  );
