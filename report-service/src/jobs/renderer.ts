import type { Language, ReportFormat } from '@proposal-desk/shared';
import type { AuthContext } from '../auth/context';

/** One rendered report file. */
export interface RenderedFile {
  content: Buffer;
  /** The report's printed title (the file is named after it). */
  title: string;
  /** Data rows in the report's tables, for the manifest. */
  rows: number;
  engine: string;
}

/**
 * Loads a report's data under the caller's scope and renders one file; stops when the signal aborts. A
 * workbook's headings and labels are in `lang` (the run's); a PDF prints in Chinese.
 */
export interface ReportFileRenderer {
  renderFile(
    caller: AuthContext,
    reportId: string,
    params: Record<string, unknown>,
    format: ReportFormat,
    signal: AbortSignal,
    lang?: Language,
  ): Promise<RenderedFile>;
}
