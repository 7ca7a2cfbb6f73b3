import {
  type ImportError,
  type ImportMode,
  type ImportReport,
  isMessageKey,
  type Language,
  type MessageKey,
  type MessageParam,
  translate,
} from '@proposal-desk/shared';
import type { z } from 'zod';

/** A problem of one cell: its column, the message key and the message's parameters. */
export interface RowProblem<K extends string> {
  column: K;
  key: MessageKey;
  params?: Record<string, MessageParam>;
}

/** The rows that passed and every problem of the others, as an import's check leaves them. */
export interface CheckedRows<T> {
  valid: Array<{ row: number; body: T }>;
  errors: ImportError[];
  invalidRows: number;
}

/** The problems of a schema's issues, on the column of each issue's first path segment (issues of other fields are left out). */
export function issueProblems<K extends string>(
  issues: readonly z.core.$ZodIssue[],
  columnOf: (field: string) => K | undefined,
): Array<RowProblem<K>> {
  return issues.flatMap((issue) => {
    const column = columnOf(String(issue.path[0]));
    return column ? [{ column, key: isMessageKey(issue.message) ? issue.message : ('common.invalidField' as const) }] : [];
  });
}

/**
 * Collects an import's rows: a row without problems is valid; a row with problems adds one message per
 * cell (the first found: a name that was not found says so, not "required"), named by its header.
 */
export class RowChecks<K extends string, T> {
  readonly result: CheckedRows<T> = { valid: [], errors: [], invalidRows: 0 };

  constructor(
    private readonly headers: Readonly<Record<K, string>>,
    private readonly lang: Language,
  ) {}

  add(row: number, problems: ReadonlyArray<RowProblem<K>>, body: T | undefined): void {
    const seen = new Set<K>();
    for (const problem of problems) {
      if (seen.has(problem.column)) continue;
      seen.add(problem.column);
      const field = this.headers[problem.column];
      this.result.errors.push({ row, field, message: translate(problem.key, this.lang, { field, ...problem.params }) });
    }
    if (problems.length || body === undefined) this.result.invalidRows += 1;
    else this.result.valid.push({ row, body });
  }
}

/** The report of a check before anything is written, and whether the mode lets the valid rows be written. */
export function importDecision<T>(mode: ImportMode, total: number, checked: CheckedRows<T>): { report: ImportReport; write: boolean } {
  const report: ImportReport = {
    mode,
    total,
    valid: checked.valid.length,
    invalid: checked.invalidRows,
    imported: 0,
    errors: checked.errors,
  };
  return { report, write: checked.valid.length > 0 && !(mode === 'all' && checked.invalidRows > 0) };
}
