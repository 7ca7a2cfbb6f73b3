import type { CellFormat, ReportColumn, ReportRow, TableBlock } from '@proposal-desk/shared';

/** A rate is a count over counts of the same row; 0 when the denominator is 0 (never NaN). */
export const rate = (numerator: number, denominator: number): number => (denominator === 0 ? 0 : numerator / denominator);

/** A counted column: its values come from the query. */
export interface CountColumn {
  key: string;
  title: string;
  group?: string;
  width?: number;
}

/** A rate column: computed from the counts named in `of` over those in `over`, on the same row. */
export interface RateColumn {
  key: string;
  title: string;
  of: string[];
  over: string[];
  group?: string;
}

/** A share column: the row's count of `of` over the column total (the totals row: 100%, or 0 when empty). */
export interface ShareColumn {
  key: string;
  title: string;
  of: string;
  group?: string;
}

export type StatColumn = ({ kind: 'count' } & CountColumn) | ({ kind: 'rate' } & RateColumn) | ({ kind: 'share' } & ShareColumn);

export const shareOf = (key: string, title: string, of: string): StatColumn => ({ kind: 'share', key, title, of });

export const count = (key: string, title: string, group?: string): StatColumn => ({
  kind: 'count',
  key,
  title,
  ...(group ? { group } : {}),
});
export const rateOf = (key: string, title: string, of: string[], over: string[], group?: string): StatColumn => ({
  kind: 'rate',
  key,
  title,
  of,
  over,
  ...(group ? { group } : {}),
});

export interface StatRow {
  label: string;
  counts: Record<string, number>;
  /** Extra text cells (e.g. a rank), written as they are. */
  text?: Record<string, string | number>;
}

export interface StatTableSpec {
  title?: string;
  label: { key: string; title: string; width?: number };
  columns: StatColumn[];
  rows: StatRow[];
  /** The totals row; omitted only for tables where a sum means nothing (scores). */
  totals?: boolean;
}

const sumOf = (values: number[]) => values.reduce((sum, v) => sum + v, 0);

function cellsOf(
  spec: StatTableSpec,
  label: string,
  counts: Record<string, number>,
  totals: Record<string, number>,
): Record<string, string | number> {
  const cells: Record<string, string | number> = { [spec.label.key]: label };
  for (const column of spec.columns) {
    if (column.kind === 'count') cells[column.key] = counts[column.key] ?? 0;
    else if (column.kind === 'share') cells[column.key] = rate(counts[column.of] ?? 0, totals[column.of] ?? 0);
    else cells[column.key] = rate(sumOf(column.of.map((k) => counts[k] ?? 0)), sumOf(column.over.map((k) => counts[k] ?? 0)));
  }
  return cells;
}

/**
 * A statistics table: one row per group with its counts, rates computed from the counts on the same
 * row, and a totals row whose counts are the column sums (its rates again from its own counts).
 */
export function statTable(spec: StatTableSpec): TableBlock {
  const columns: ReportColumn[] = [
    { key: spec.label.key, title: spec.label.title, format: 'text', width: spec.label.width ?? 24, align: 'left' },
    ...spec.columns.map((c) => ({
      key: c.key,
      title: c.title,
      format: (c.kind === 'count' ? 'int' : 'percent') as CellFormat,
      width: 9,
      align: 'right' as const,
      ...(c.group ? { group: c.group } : {}),
    })),
  ];
  const totals: Record<string, number> = {};
  for (const column of spec.columns) {
    if (column.kind === 'count') totals[column.key] = sumOf(spec.rows.map((r) => r.counts[column.key] ?? 0));
  }
  const rows: ReportRow[] = spec.rows.map((row) => ({
    kind: 'data',
    cells: { ...cellsOf(spec, row.label, row.counts, totals), ...row.text },
  }));
  if (spec.totals !== false) rows.push({ kind: 'total', cells: cellsOf(spec, '合计', totals, totals) });
  return { type: 'table', ...(spec.title ? { title: spec.title } : {}), columns, rows };
}
