/** An Excel import's modes: `all` writes nothing when any row is invalid, `validOnly` writes the valid rows. */
export const IMPORT_MODES = ['all', 'validOnly'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** One problem of an imported row: the sheet's row number, the column header and the message. */
export interface ImportError {
  row: number;
  field: string;
  message: string;
}

/** What an import answers: counts of rows read, valid, invalid and written, and every row's problems. */
export interface ImportReport {
  mode: ImportMode;
  total: number;
  valid: number;
  invalid: number;
  imported: number;
  errors: ImportError[];
}
