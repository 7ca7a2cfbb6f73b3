import { CASE_PROPERTIES, labelOf } from '@proposal-desk/shared';
import { sql, type RawBuilder } from 'kysely';
import type { ReportContext } from '../report-context';
import { chartOf } from './unit-statistics';
import { countCases } from '../../cases/case-figures';
import { casesOf, reportDrillBase } from './figure-drill';
import { caseDateFilter, caseFilter } from './filters';
import { count, rateOf, shareOf, statTable, type StatRow } from './stat-table';
import type { ReportContent } from './types';

type CountsByCode = Map<string, Record<'received' | 'accepted', number>>;

/** The cases the category and property statistics count: the report's scope, session and case filters, and its days. */
const countedCases = (ctx: ReportContext) => ctx.db.selectFrom('cases').where(caseFilter(ctx)).where(caseDateFilter(ctx));

const receivedAndAccepted = () => [countCases('received').as('received'), countCases('accepted').as('accepted')] as const;

/** Received and accepted cases grouped by a case column (category or property), in one query. */
async function casesBy(ctx: ReportContext, column: 'category' | 'property'): Promise<CountsByCode> {
  const rows = await countedCases(ctx)
    .select([`cases.${column} as code`, ...receivedAndAccepted()])
    .groupBy(`cases.${column}`)
    .execute();
  return new Map(rows.map((r) => [r.code, { received: Number(r.received), accepted: Number(r.accepted) }]));
}

/**
 * The cases counted in one pass (grouping sets) for a report that states them in all and tabulates them by category
 * and by property (the handling report): the figures `totals` names over all of them, and the received and accepted
 * ones by category and by property, as `byCategory` and `byProperty` count them.
 */
export async function caseBreakdown<K extends string>(ctx: ReportContext, totals: Record<K, RawBuilder<number>>) {
  const keys = Object.keys(totals) as K[];
  const rows = (await countedCases(ctx)
    .select([
      sql<number>`grouping(cases.category, cases.property)`.as('grouped'),
      'cases.category',
      'cases.property',
      ...receivedAndAccepted(),
      ...keys.map((key) => totals[key].as(key)),
    ])
    .groupBy(sql`grouping sets ((cases.category), (cases.property), ())`)
    .execute()) as unknown as ({ grouped: number; category: string; property: string; received: number; accepted: number } & Record<
    K,
    number
  >)[];
  const by = (grouped: number, code: (row: (typeof rows)[number]) => string): CountsByCode =>
    new Map(
      rows.filter((r) => r.grouped === grouped).map((r) => [code(r), { received: Number(r.received), accepted: Number(r.accepted) }]),
    );
  const all = rows.find((r) => r.grouped === 3);
  return {
    totals: Object.fromEntries(keys.map((key) => [key, Number(all?.[key] ?? 0)])) as Record<K, number>,
    // grouping() sets a bit for each column not grouped: 1 the property (rows by category), 2 the category.
    category: by(1, (r) => r.category),
    property: by(2, (r) => r.property),
  };
}

/** Rows in dictionary order, then any code the dictionary lacks that has cases (labelled by `labelOf`, else its code). */
function rowsInOrder(
  column: 'category' | 'property',
  dictionary: ReadonlyMap<string, string>,
  counts: Map<string, Record<string, number>>,
  labelOfCode: (code: string) => string = (code) => code,
): StatRow[] {
  const codes = [...dictionary.keys(), ...[...counts.keys()].filter((c) => !dictionary.has(c))];
  return codes.map((code) => ({
    label: dictionary.get(code) ?? (code ? labelOfCode(code) : '未分类'),
    counts: counts.get(code) ?? {},
    // The register's filter names a case not categorised yet '-'.
    filter: { [column]: code || '-' },
  }));
}

/** 按性质统计: accepted cases by the body's properties (当年, 多年重复, 重点督办; the CPPCC's also 重点提案) and their share. */
export async function byProperty(ctx: ReportContext): Promise<ReportContent> {
  return propertyStatistic(ctx, await casesBy(ctx, 'property'));
}

/** 按性质统计 of cases counted by property. */
export function propertyStatistic(ctx: ReportContext, byCode: CountsByCode): ReportContent {
  // Cases without a property are those not accepted yet: a code outside the body's list gets a row only when it has accepted cases.
  const counts = new Map([...byCode].filter(([code, c]) => ctx.properties.has(code) || c.accepted > 0));
  const table = statTable({
    label: { key: 'property', title: '性质', width: 16 },
    columns: [count('accepted', '件数', casesOf({ figure: 'accepted' })), shareOf('share', '占比', 'accepted')],
    rows: rowsInOrder('property', ctx.properties, counts, (code) => labelOf(CASE_PROPERTIES, code)),
    drill: reportDrillBase(ctx),
  });
  return {
    blocks: [
      table,
      chartOf(table, 'accepted', '各性质立案件数', 'int', '性质'),
      { type: 'paragraph', text: '件数为已立案件（含交办、办理、答复、办结各环节）。' },
    ],
  };
}

/** 按类别统计: received and accepted cases per category, the share of accepted and the acceptance rate. */
export async function byCategory(ctx: ReportContext): Promise<ReportContent> {
  return categoryStatistic(ctx, await casesBy(ctx, 'category'));
}

/** 按类别统计 of cases counted by category. */
export function categoryStatistic(ctx: ReportContext, counts: CountsByCode): ReportContent {
  const table = statTable({
    label: { key: 'category', title: '类别', width: 18 },
    columns: [
      count('received', '收到', casesOf({ figure: 'received' })),
      count('accepted', '立案', casesOf({ figure: 'accepted' })),
      shareOf('share', '占比', 'accepted'),
      rateOf('acceptedRate', '立案率', ['accepted'], ['received']),
    ],
    rows: rowsInOrder('category', ctx.categories, counts),
    drill: reportDrillBase(ctx),
  });
  return { blocks: [table, chartOf(table, 'accepted', '各类别立案件数', 'int', '类别')] };
}
