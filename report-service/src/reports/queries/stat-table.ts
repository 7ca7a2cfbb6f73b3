import {
  REPORT_TERMS_EN,
  type CellFormat,
  type DrillTarget,
  type Localized,
  type ReportColumn,
  type ReportRow,
  type TableBlock,
} from '@proposal-desk/shared';
import { definitionOf, drillTarget, unionOf, type DrillQuery, type Figure } from './figure-drill';

/** A rate is a count over counts of the same row; 0 when the denominator is 0 (never NaN). */
export const rate = (numerator: number, denominator: number): number => (denominator === 0 ? 0 : numerator / denominator);

/** A counted column: its values come from the query. */
export interface CountColumn {
  key: string;
  title: string;
  group?: string;
  width?: number;
  /** What it counts: the list behind each of its cells. None for counts of people, not cases. */
  figure?: Figure;
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

export const count = (key: string, title: string, figure?: Figure, group?: string): StatColumn => ({
  kind: 'count',
  key,
  title,
  ...(figure ? { figure } : {}),
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
  /** The row's own part of its figures' lists (a unit, a role, a category…). */
  filter?: DrillQuery;
  /** Figures of this row's cells that are not their column's (a table whose rows are values: 已反馈, 未反馈 …). */
  figures?: Record<string, Figure>;
}

export interface StatTableSpec {
  title?: string;
  label: { key: string; title: string; width?: number };
  columns: StatColumn[];
  rows: StatRow[];
  /** The totals row; omitted only for tables where a sum means nothing (scores). */
  totals?: boolean;
  /** The report's filters the lists behind its figures share (reportDrillBase); without it, no drill targets. */
  drill?: Record<Figure['list'], DrillQuery>;
  /** The totals row's figures, where its rows' figures are their own (StatRow.figures). */
  totalFigures?: Record<string, Figure>;
  /** The totals row's own filter, where the rows' filters do not simply add up to none. */
  totalFilter?: DrillQuery;
}

/** The figure behind a column's cells: its own, a share's counted column's, a rate's numerator's. */
function figureOf(spec: StatTableSpec, column: StatColumn, own: Record<string, Figure> = {}): Figure | undefined {
  const counted = (key: string) =>
    own[key] ?? (spec.columns.find((c) => c.key === key && c.kind === 'count') as CountColumn | undefined)?.figure;
  if (column.kind === 'count') return counted(column.key);
  if (column.kind === 'share') return counted(column.of);
  const figures = column.of.map((key) => counted(key));
  return figures.every((f) => f !== undefined) ? unionOf(figures as Figure[]) : undefined;
}

/** The lists behind a row's non-zero count and rate cells. */
function drillsOf(
  spec: StatTableSpec,
  cells: Record<string, string | number>,
  row: DrillQuery,
  own: Record<string, Figure> | undefined,
): Record<string, DrillTarget> | undefined {
  if (!spec.drill) return undefined;
  const drills: Record<string, DrillTarget> = {};
  for (const column of spec.columns) {
    const figure = figureOf(spec, column, own);
    if (figure && Number(cells[column.key]) > 0) drills[column.key] = drillTarget(spec.drill, figure, row);
  }
  return Object.keys(drills).length > 0 ? drills : undefined;
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

const optional = (definition: Localized | undefined) => (definition ? { definition } : {});

/** A count whose rows each count their own thing (the table's rows are values): what the column says. */
const ROW_NAMED: Record<Figure['list'], Localized> = {
  assignments: {
    zh: '本行所列情形的件次（一件由多个单位办理时各计一次）；点开为清单。',
    en: 'Assignments in the case the row names (a case handled by two units counts twice); opens their list.',
  },
  cases: { zh: '本行所列情形的件；点开为清单。', en: 'Cases in the case the row names; opens their list.' },
  commitments: { zh: '本行所列情形的承诺事项；点开为清单。', en: 'Commitments in the case the row names; opens their list.' },
  members: { zh: '本行所列情形的人；点开为代表委员名单。', en: 'People in the case the row names; opens their list.' },
};

/**
 * What a column counts: a count's figure; a share or rate says what it divides by what (column titles,
 * in English too where the report's English has the term) and that it opens its numerator's list.
 */
function columnDefinition(spec: StatTableSpec, column: StatColumn): { definition?: Localized } {
  const ownFigures = (key: string) => spec.rows.flatMap((row) => (row.figures?.[key] ? [row.figures[key]] : []));
  if (column.kind === 'count') {
    if (column.figure) return optional(definitionOf(column.figure));
    const own = ownFigures(column.key);
    if (own.length === 0) return {};
    const definitions = own.map((figure) => JSON.stringify(definitionOf(figure)));
    // The rows count different things (已反馈, 未反馈 …): the column counts what its row names.
    return definitions.every((d) => d === definitions[0]) ? optional(definitionOf(own[0]!)) : { definition: ROW_NAMED[own[0]!.list] };
  }
  const counted = (key: string) =>
    figureOf(
      spec,
      spec.columns.find((c) => c.key === key)!,
    ) !== undefined || ownFigures(key).length > 0;
  const keys = column.kind === 'share' ? [column.of] : column.of;
  if (!keys.every(counted)) return {};
  const zhTitle = (key: string) => spec.columns.find((c) => c.key === key)?.title ?? key;
  const enTitle = (key: string) => REPORT_TERMS_EN[zhTitle(key)] ?? zhTitle(key);
  if (column.kind === 'share') {
    const of = column.of;
    return {
      definition: {
        zh: `本行${zhTitle(of)}占合计${zhTitle(of)}的比例；点开为本行${zhTitle(of)}的清单。`,
        en: `This row's ${enTitle(of)} as a share of the total ${enTitle(of)}; opens the list of this row's ${enTitle(of)}.`,
      },
    };
  }
  const joined = (list: readonly string[], title: (key: string) => string, plus: string) => list.map(title).join(plus);
  return {
    definition: {
      zh: `${joined(column.of, zhTitle, '＋')}÷${joined(column.over, zhTitle, '＋')}；点开为${joined(column.of, zhTitle, '、')}的清单。`,
      en: `${joined(column.of, enTitle, ' + ')} ÷ ${joined(column.over, enTitle, ' + ')}; opens the list of ${joined(column.of, enTitle, ', ')}.`,
    },
  };
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
      ...columnDefinition(spec, c),
    })),
  ];
  const totals: Record<string, number> = {};
  for (const column of spec.columns) {
    if (column.kind === 'count') totals[column.key] = sumOf(spec.rows.map((r) => r.counts[column.key] ?? 0));
  }
  const rowOf = (
    kind: 'data' | 'total',
    cells: Record<string, string | number>,
    filter: DrillQuery,
    own?: Record<string, Figure>,
  ): ReportRow => {
    const drill = drillsOf(spec, cells, filter, own);
    return { kind, cells, ...(drill ? { drill } : {}) };
  };
  const rows: ReportRow[] = spec.rows.map((row) =>
    rowOf('data', { ...cellsOf(spec, row.label, row.counts, totals), ...row.text }, row.filter ?? {}, row.figures),
  );
  if (spec.totals !== false) rows.push(rowOf('total', cellsOf(spec, '合计', totals, totals), spec.totalFilter ?? {}, spec.totalFigures));
  return { type: 'table', ...(spec.title ? { title: spec.title } : {}), columns, rows };
}
