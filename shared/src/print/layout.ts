import type { FieldGridBlock, ReportColumn } from '../reports/report-data';

// Layout decisions shared by every renderer, so the preview, both PDFs and the workbook agree.

const DEFAULT_WIDTH: Record<ReportColumn['format'], number> = { text: 16, int: 8, percent: 9, score: 8, date: 12 };

export const columnWidth = (column: ReportColumn): number => column.width ?? DEFAULT_WIDTH[column.format];

/** Each column's share of the table width, in percent. */
export function columnPercents(columns: readonly ReportColumn[]): number[] {
  const widths = columns.map(columnWidth);
  const total = widths.reduce((sum, w) => sum + w, 0) || 1;
  return widths.map((w) => (w / total) * 100);
}

/** A header cell of the top line: a group over `span` columns, or a lone column spanning both lines. */
export interface HeaderCell {
  title: string;
  /** Index of the first column it covers. */
  first: number;
  span: number;
  /** True when this cell is a group title with the columns' own titles on the second line. */
  isGroup: boolean;
}

/**
 * The top header line: neighbouring columns with the same `group` share one cell; columns without a
 * group stand alone (spanning both lines when the table has two).
 */
export function headerCells(columns: readonly ReportColumn[]): HeaderCell[] {
  const cells: HeaderCell[] = [];
  columns.forEach((column, index) => {
    const last = cells[cells.length - 1];
    if (column.group && last?.isGroup && last.title === column.group && last.first + last.span === index) {
      last.span += 1;
    } else if (column.group) {
      cells.push({ title: column.group, first: index, span: 1, isGroup: true });
    } else {
      cells.push({ title: column.title, first: index, span: 1, isGroup: false });
    }
  });
  return cells;
}

/** 2 when some column has a group title above it, else 1. */
export const headerDepth = (columns: readonly ReportColumn[]): 1 | 2 => (columns.some((c) => c.group) ? 2 : 1);

export interface PlacedField {
  label: string;
  value: string;
  /** How many label/value pairs the field takes on its line. */
  span: number;
}

/** The lines of a field grid: fields fill `columns` pairs per line; a field that does not fit starts a new line, the last field of a line stretches to its end. */
export function fieldLines(block: FieldGridBlock): PlacedField[][] {
  const perLine = Math.max(1, block.columns ?? 2);
  const lines: PlacedField[][] = [];
  let line: PlacedField[] = [];
  let used = 0;
  const close = () => {
    const last = line[line.length - 1];
    if (last) last.span += perLine - used;
    if (line.length) lines.push(line);
    line = [];
    used = 0;
  };
  for (const field of block.fields) {
    const span = Math.min(perLine, Math.max(1, field.span ?? 1));
    if (used + span > perLine) close();
    line.push({ label: field.label, value: field.value, span });
    used += span;
    if (used === perLine) close();
  }
  close();
  return lines;
}

/** A bar's length as a share of the longest bar, in percent. */
export function barPercents(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) => (max > 0 ? (Math.max(0, v) / max) * 100 : 0));
}
