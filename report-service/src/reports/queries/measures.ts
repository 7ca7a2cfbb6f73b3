import { ASSIGNMENT_ROLES, labelOf, UNIT_SYSTEMS } from '@proposal-desk/shared';
import { sql } from 'kysely';
import type { ReportContext } from '../report-context';
import { countedFacts, countOf, factScopeOf, type FactFilter } from './assignment-facts';
import type { DrillQuery } from './figure-drill';
import type { StatColumn, StatRow } from './stat-table';

/** What the rows of a "× measures" table are: handling units, handling roles, unit systems, or one row. */
export type Dimension = 'unit' | 'role' | 'system' | 'all';

const GROUP_COLUMNS: Record<Dimension, string[]> = {
  unit: ['unit_id', 'unit_name', 'unit_sort'],
  role: ['role'],
  system: ['unit_system'],
  all: [],
};

const ROLE_ORDER = ASSIGNMENT_ROLES.map((r) => r.value as string);
const SYSTEM_ORDER = UNIT_SYSTEMS.map((s) => s.value as string);

function labelOfRow(dimension: Dimension, row: Record<string, unknown>): string {
  switch (dimension) {
    case 'unit':
      return String(row.unit_name);
    case 'role':
      return labelOf(ASSIGNMENT_ROLES, String(row.role));
    case 'system':
      return labelOf(UNIT_SYSTEMS, String(row.unit_system));
    case 'all':
      return '全部';
  }
}

function orderOf(dimension: Dimension, row: Record<string, unknown>): number {
  if (dimension === 'role') return ROLE_ORDER.indexOf(String(row.role));
  if (dimension === 'system') return SYSTEM_ORDER.indexOf(String(row.unit_system));
  return 0;
}

/** A row's own filter of the lists behind its figures. */
function filterOfRow(dimension: Dimension, row: Record<string, unknown>): DrillQuery {
  if (dimension === 'unit') return { unitId: Number(row.unit_id) };
  if (dimension === 'role') return { role: String(row.role) };
  if (dimension === 'system') return { unitSystem: String(row.unit_system) };
  return {};
}

/** The fact filters of a table's counted columns, by key. */
export function measuresOf(columns: StatColumn[]): Record<string, FactFilter> {
  const measures: Record<string, FactFilter> = {};
  for (const c of columns) if (c.kind === 'count' && c.figure?.list === 'assignments') measures[c.key] = c.figure.filter;
  return measures;
}

/**
 * Counts of assignment facts grouped by a dimension, in one SQL query: `measures` maps a column key
 * to a fact filter. Units come in their configured order; roles and systems in enum order.
 */
export async function measuresBy(ctx: ReportContext, dimension: Dimension, measures: Record<string, FactFilter>): Promise<StatRow[]> {
  const keys = Object.keys(measures);
  const groupColumns = GROUP_COLUMNS[dimension];
  let query = ctx.db
    .with('af', () => countedFacts(factScopeOf(ctx)))
    .selectFrom('af')
    .select(groupColumns.map((c) => sql.ref(c).as(c)))
    .select(keys.map((key) => countOf(measures[key]!).as(key)));
  if (groupColumns.length > 0) query = query.groupBy(groupColumns.map((c) => sql.ref(c)));
  if (dimension === 'unit') query = query.orderBy(sql.ref('unit_sort')).orderBy(sql.ref('unit_id'));
  const rows = (await query.execute()) as Record<string, unknown>[];
  const present = dimension === 'all' ? rows : rows.filter((row) => keys.some((k) => Number(row[k]) > 0));
  return present
    .map((row) => ({ row, order: orderOf(dimension, row) }))
    .sort((a, b) => a.order - b.order)
    .map(({ row }) => ({
      label: labelOfRow(dimension, row),
      counts: Object.fromEntries(keys.map((k) => [k, Number(row[k] ?? 0)])),
      filter: filterOfRow(dimension, row),
    }));
}
