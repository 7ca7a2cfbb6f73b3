/**
 * The data of one rendered report: what the service's query produces under the caller's scope and
 * what every renderer (web preview, Chromium PDF, react-pdf PDF, Excel) lays out. A report is a list
 * of blocks built from a small set of print primitives; renderers switch over `block.type`.
 */
import { z } from 'zod';

/** Text in both languages; reports print in Chinese, the report centre lists them in the user's language. */
export const Localized = z.object({ zh: z.string(), en: z.string() });
export type Localized = z.infer<typeof Localized>;

export const ReportKind = z.enum(['statistic', 'list', 'document']);
export type ReportKind = z.infer<typeof ReportKind>;
export const PageOrientation = z.enum(['portrait', 'landscape']);
export type PageOrientation = z.infer<typeof PageOrientation>;

/** How a cell value is written: counts as integers, rates as percentages (0..1 in data), dates as YYYY-MM-DD. */
export const CellFormat = z.enum(['text', 'int', 'percent', 'date', 'score']);
export type CellFormat = z.infer<typeof CellFormat>;

export const CellValue = z.union([z.string(), z.number(), z.null()]);
export type CellValue = z.infer<typeof CellValue>;

export const ReportColumn = z.object({
  key: z.string(),
  title: z.string(),
  format: CellFormat,
  /** Relative width (Excel characters; the PDF scales them to the page). */
  width: z.number().optional().describe('Relative width (Excel characters; the PDF scales them to the page)'),
  /** A second header line above this column, shared by neighbouring columns with the same group (e.g. 已办复 → 主办/协办/合计). */
  group: z.string().optional().describe('A second header line above this column, shared by neighbouring columns with the same group'),
  align: z.enum(['left', 'center', 'right']).optional(),
  /** What a counted column counts, in a sentence (the header's tooltip and the legend under a printed table). */
  definition: Localized.optional().describe('What a counted column counts, in a sentence'),
});
export type ReportColumn = z.infer<typeof ReportColumn>;

/**
 * The list behind a figure: `path` + `query` is an ordinary call of the case register (`cases`), the
 * assignment list (`assignments`) or 回头看 (`commitments`) that, made by the same caller, answers a `total` equal
 * to the figure.
 */
export const DrillTarget = z.object({
  list: z.enum(['cases', 'assignments', 'commitments', 'members']),
  path: z.string(),
  query: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type DrillTarget = z.infer<typeof DrillTarget>;

/** One table row. `group` rows head a group (their label spans the table); `subtotal`/`total` rows sum the rows above. */
export const ReportRow = z.object({
  kind: z.enum(['data', 'group', 'subtotal', 'total']),
  cells: z.record(z.string(), CellValue).describe("The row's values by column key"),
  /** For group rows: the label written across the row. */
  label: z.string().optional().describe('For group rows: the label written across the row'),
  /** The list behind each non-zero count or rate cell, by column key (a rate opens its numerator's list). */
  drill: z.record(z.string(), DrillTarget).optional().describe('The list behind each non-zero count or rate cell, by column key'),
});
export type ReportRow = z.infer<typeof ReportRow>;

export const TableBlock = z.object({
  type: z.literal('table'),
  title: z.string().optional(),
  columns: z.array(ReportColumn),
  rows: z.array(ReportRow),
});
export type TableBlock = z.infer<typeof TableBlock>;

export const FieldGridBlock = z.object({
  type: z.literal('fields'),
  title: z.string().optional(),
  /** Label/value pairs laid out in `columns` pairs per line; `span` widens a field (long text). */
  fields: z
    .array(z.object({ label: z.string(), value: z.string(), span: z.number().check(z.int32()).optional() }))
    .describe('Label/value pairs laid out in `columns` pairs per line; `span` widens a field (long text)'),
  columns: z.number().check(z.int32()).optional(),
});
export type FieldGridBlock = z.infer<typeof FieldGridBlock>;

export const ParagraphBlock = z.object({
  type: z.literal('paragraph'),
  /** Plain text; a heading paragraph is printed bold and larger. */
  text: z.string().describe('Plain text; a heading paragraph is printed bold and larger'),
  heading: z.boolean().optional(),
  /**
   * A numbered section's heading (official documents number them 一、 then （一）): its level, which the
   * Word document sets in 黑体 or 楷体; a heading without a level is the document's own title.
   */
  level: z
    .union([z.literal(1), z.literal(2)])
    .optional()
    .describe('A numbered section heading’s level (1: 一、, 2: （一）)'),
  /** `right`: a letter's or report's signature (落款) and date; `flush`: a line without the first-line indent (a letter's 主送). */
  align: z.enum(['right', 'flush']).optional(),
  /**
   * The text cut where it quotes figures, the pieces joined being `text`: a figure's piece carries the list
   * behind it (a rate's, its numerator's list), the way a table cell does.
   */
  runs: z
    .array(z.object({ text: z.string(), drill: DrillTarget.optional() }))
    .optional()
    .describe('The text cut where it quotes figures (joined: `text`); a figure’s piece carries the list behind it'),
});
export type ParagraphBlock = z.infer<typeof ParagraphBlock>;

export const BarChartBlock = z.object({
  type: z.literal('chart'),
  title: z.string(),
  bars: z.array(z.object({ label: z.string(), value: z.number(), drill: DrillTarget.optional() })),
  format: z.enum(['int', 'percent']),
  /**
   * Set when the chart draws only the largest `bars.length` of more items (the top 20 of 40 units):
   * how many items there are and what they are called ('单位'); every renderer prints a note saying so.
   */
  truncated: z
    .object({ total: z.number().check(z.int32()), noun: z.string() })
    .optional()
    .describe('Set when the chart draws only the largest `bars.length` of `total` items (called `noun`)'),
});
export type BarChartBlock = z.infer<typeof BarChartBlock>;

/** One block of a report, by its `type`. */
export const ReportBlock = z.discriminatedUnion('type', [TableBlock, FieldGridBlock, ParagraphBlock, BarChartBlock]);
export type ReportBlock = z.infer<typeof ReportBlock>;

export const ReportData = z.object({
  /** The report id = the print-route name, e.g. 'caseStatusReportPrint'. */
  id: z.string().describe("The report id = the print-route name, e.g. 'caseStatusReportPrint'"),
  /** The printed title (Chinese), e.g. '办理状态统计'. */
  title: z.string().describe("The printed title (Chinese), e.g. '办理状态统计'"),
  /** The line under the title: body, session and every filter in force, e.g. '人大 · 第十六届人大第三次会议 · 承办单位：政府系统'. */
  subtitle: z.string().describe('The line under the title: body, session and every filter in force'),
  orientation: PageOrientation,
  /** Header line of every page: the body and session. */
  header: z.string().describe('Header line of every page: the body and session'),
  /** ISO time the data was produced, printed in the footer. */
  generatedAt: z.string().describe('ISO time the data was produced, printed in the footer'),
  /**
   * Who the document is printed for (staff name), printed in the footer beside the time; absent on a downloaded
   * file, which everyone with the same data scope shares.
   */
  generatedBy: z.string().optional().describe('Who the document is printed for (staff name); absent on a downloaded file'),
  /** A letter's 版头: the issuing office (printed large, in red) and its 文号, above a red rule. */
  letterhead: z.object({ office: z.string(), number: z.string() }).optional().describe('A letter’s 版头: the issuing office and its 文号'),
  blocks: z.array(ReportBlock),
  /** The language of the fixed text (title, headings, labels, footer); absent = Chinese. Data stays as entered. */
  lang: z.enum(['zh', 'en']).optional().describe('The language of the fixed text (title, headings, labels, footer); absent = Chinese'),
});
export type ReportData = z.infer<typeof ReportData>;
