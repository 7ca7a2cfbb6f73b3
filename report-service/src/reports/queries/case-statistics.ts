import { CASE_PROPERTIES, labelOf } from '@proposal-desk/shared';
import type { ReportContext } from '../report-context';
import { chartOf } from './unit-statistics';
import { countCases } from '../../cases/case-figures';
import { casesOf, reportDrillBase } from './figure-drill';
import { caseDateFilter, caseFilter } from './filters';
import { count, rateOf, shareOf, statTable, type StatRow } from './stat-table';
import type { ReportContent } from './types';

/** Received and accepted cases grouped by a case column (category or property), in one query. */
async function casesBy(ctx: ReportContext, column: 'category' | 'property') {
  const rows = await ctx.db
    .selectFrom('cases')
    .where(caseFilter(ctx))
    .where(caseDateFilter(ctx))
    .select([`cases.${column} as code`, countCases('received').as('received'), countCases('accepted').as('accepted')])
    .groupBy(`cases.${column}`)
    .execute();
  return new Map(rows.map((r) => [r.code, { received: Number(r.received), accepted: Number(r.accepted) }]));
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
  // Cases without a property are those not accepted yet: a code outside the body's list gets a row only when it has accepted cases.
  const counts = new Map([...(await casesBy(ctx, 'property'))].filter(([code, c]) => ctx.properties.has(code) || c.accepted > 0));
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
  const counts = await casesBy(ctx, 'category');
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
