import type { ReportBlock, ReportData } from '@proposal-desk/shared';
import type { ReportContext } from '../report-context';

/** What one report's query produces; the loader adds the title, header and footer facts. */
export interface ReportContent {
  blocks: ReportBlock[];
  /** Replaces the report's title, e.g. a letter named after its unit (交办函_市教育局): files are named after it. */
  title?: string;
  /** A letter's 版头 (ReportData.letterhead). */
  letterhead?: ReportData['letterhead'];
  /** Replaces the default subtitle (body · session · filters), e.g. a one-case document's case number. */
  subtitle?: string;
  /** Replaces the default page header (body · session). */
  header?: string;
}

export type ReportQuery = (ctx: ReportContext) => Promise<ReportContent>;
