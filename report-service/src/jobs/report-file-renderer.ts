import { reportDefinition, reportIn, type Language, type ReportData, type ReportFormat } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/context';
import type { Database } from '../db/schema';
import { loadReportData } from '../reports/load-report';
import { dictionaryTermsEn } from '../reports/report-terms-queries';
import type { ReportRenderer } from '../reports/render/engine';
import { RenderAbortedError } from '../reports/render/render-gate';
import type { ReportFileRenderer } from './renderer';

/** Data rows of a report (group, subtotal and total rows are layout, not data). */
export const dataRowCount = (data: ReportData) =>
  data.blocks.reduce((sum, block) => sum + (block.type === 'table' ? block.rows.filter((r) => r.kind === 'data').length : 0), 0);

/**
 * The batch runs' renderer: the same data loader and engines as a download, under the run owner's scope;
 * bounded by the render worker's slots, not by the downloads' gate.
 */
export function reportFileRenderer(db: Kysely<Database>, renderer: ReportRenderer): ReportFileRenderer {
  return {
    async renderFile(
      caller: AuthContext,
      reportId: string,
      params: Record<string, unknown>,
      format: ReportFormat,
      signal: AbortSignal,
      lang: Language = 'zh',
    ) {
      const loaded = await loadReportData(db, caller, reportId, params);
      // A workbook follows the run's language, as a download follows the reader's; a PDF prints in Chinese.
      const english = format === 'xlsx' && lang === 'en';
      const data = english ? reportIn(loaded, reportDefinition(reportId)!.title, 'en', await dictionaryTermsEn(db)) : loaded;
      if (signal.aborted) throw new RenderAbortedError();
      const content = await renderer.renderForBatch(data, format, signal);
      return {
        content,
        title: data.title,
        rows: dataRowCount(data),
        engine: format === 'pdf' ? renderer.pdfEngine : format === 'docx' ? 'docx' : 'exceljs',
      };
    },
  };
}
