/**
 * The data of one rendered report: what the service's query produces under the caller's scope and
 * what every renderer (web preview, Chromium PDF, react-pdf PDF, Excel) lays out. A report is a list
 * of blocks built from a small set of print primitives; renderers switch over `block.type`.
 */

/** Text in both languages; reports print in Chinese, the report centre lists them in the user's language. */
export interface Localized {
  zh: string;
  en: string;
}

export type ReportKind = 'statistic' | 'list' | 'document';
export type PageOrientation = 'portrait' | 'landscape';

/** How a cell value is written: counts as integers, rates as percentages (0..1 in data), dates as YYYY-MM-DD. */
export type CellFormat = 'text' | 'int' | 'percent' | 'date' | 'score';

export type CellValue = string | number | null;

export interface ReportColumn {
  key: string;
  title: string;
  format: CellFormat;
  /** Relative width (Excel characters; the PDF scales them to the page). */
  width?: number;
  /** A second header line above this column, shared by neighbouring columns with the same group (e.g. 已办复 → 主办/协办/合计). */
  group?: string;
  align?: 'left' | 'center' | 'right';
}

/** One table row. `group` rows head a group (their label spans the table); `subtotal`/`total` rows sum the rows above. */
export interface ReportRow {
  kind: 'data' | 'group' | 'subtotal' | 'total';
  cells: Record<string, CellValue>;
  /** For group rows: the label written across the row. */
  label?: string;
}

export interface TableBlock {
  type: 'table';
  title?: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}

export interface FieldGridBlock {
  type: 'fields';
  title?: string;
  /** Label/value pairs laid out in `columns` pairs per line; `span` widens a field (long text). */
  fields: { label: string; value: string; span?: number }[];
  columns?: number;
}

export interface ParagraphBlock {
  type: 'paragraph';
  /** Plain text; a heading paragraph is printed bold and larger. */
  text: string;
  heading?: boolean;
}

export interface BarChartBlock {
  type: 'chart';
  title: string;
  bars: { label: string; value: number }[];
  format: 'int' | 'percent';
  /**
   * Set when the chart draws only the largest `bars.length` of more items (the top 20 of 40 units):
   * how many items there are and what they are called ('单位'); every renderer prints a note saying so.
   */
  truncated?: { total: number; noun: string };
}

export type ReportBlock = TableBlock | FieldGridBlock | ParagraphBlock | BarChartBlock;

export interface ReportData {
  /** The report id = the print-route name, e.g. 'caseStatusReportPrint'. */
  id: string;
  /** The printed title (Chinese), e.g. '办理状态统计'. */
  title: string;
  /** The line under the title: body, session and every filter in force, e.g. '人大 · 第十六届人大第三次会议 · 承办单位：政府系统'. */
  subtitle: string;
  orientation: PageOrientation;
  /** Header line of every page: the body and session. */
  header: string;
  /** ISO time the data was produced, printed in the footer. */
  generatedAt: string;
  /**
   * Who the document is printed for (staff name), printed in the footer beside the time; absent on a downloaded
   * file, which everyone with the same data scope shares.
   */
  generatedBy?: string;
  blocks: ReportBlock[];
}
