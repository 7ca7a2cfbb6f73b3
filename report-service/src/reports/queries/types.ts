import type { ReportBlock } from '@proposal-desk/shared';
import type { ReportContext } from '../report-context';

/** What one report's query produces; the loader adds the title, header and footer facts. */
export interface ReportContent {
  blocks: ReportBlock[];
  /** Replaces the default subtitle (body · session · filters), e.g. a one-case document's case number. */
  subtitle?: string;
  /** Replaces the default page header (body · session). */
  header?: string;
}

export type ReportQuery = (ctx: ReportContext) => Promise<ReportContent>;
