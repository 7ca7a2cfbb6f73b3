import { z } from 'zod';

/** An Excel import's modes: `all` writes nothing when any row is invalid, `validOnly` writes the valid rows. */
export const IMPORT_MODES = ['all', 'validOnly'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** One problem of an imported row: the sheet's row number, the column header and the message. */
export const ImportError = z.object({ row: z.number().check(z.int32()), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof ImportError>;

/** What an import answers: counts of rows read, valid, invalid and written, and every row's problems. */
export const ImportReport = z.object({
  mode: z.enum(IMPORT_MODES),
  total: z.number().check(z.int32()),
  valid: z.number().check(z.int32()),
  invalid: z.number().check(z.int32()),
  imported: z.number().check(z.int32()),
  errors: z.array(ImportError),
});
export type ImportReport = z.infer<typeof ImportReport>;
