import { COMMITMENT_STANDINGS } from '@proposal-desk/shared';
import { commitmentStanding, commitmentsInScope, filterCommitments } from '../../cases/commitment-queries';
import { beijingDayOf } from '../../lib/beijing-time';
import type { ReportContext } from '../report-context';
import { commitmentsOf, reportDrillBase } from './figure-drill';
import { count, rateOf, statTable, type StatRow } from './stat-table';
import type { ReportContent } from './types';
import { chartOf } from './unit-statistics';

const STANDING_KEYS = { KEPT: 'kept', LATE: 'late', OPEN: 'open', NOT_KEPT: 'notKept' } as const;

/**
 * 承诺事项落实情况统计 (回头看): each unit's commitments of the session's cases by standing on the report's day, counted
 * by the one definition the 回头看 list filters by, each figure opening that list.
 */
export async function commitmentsByUnit(ctx: ReportContext): Promise<ReportContent> {
  const day = beijingDayOf(ctx.asOf);
  const standing = commitmentStanding(day);
  const filtered = filterCommitments(commitmentsInScope(ctx.db, { scope: ctx.scope }), { body: ctx.body, sessionId: ctx.session?.id }, day);
  const found = await filtered
    .innerJoin('handling_units', 'handling_units.id', 'cm.unit_id')
    .select(['cm.unit_id', 'handling_units.name', 'handling_units.sort'])
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      ...COMMITMENT_STANDINGS.map((s) => eb.fn.countAll<number>().filterWhere(standing, '=', s.value).as(STANDING_KEYS[s.value])),
    ])
    .groupBy(['cm.unit_id', 'handling_units.name', 'handling_units.sort'])
    .orderBy('handling_units.sort')
    .orderBy('cm.unit_id')
    .execute();
  const rows: StatRow[] = found.map((r) => ({
    label: r.name,
    counts: {
      total: Number(r.total),
      ...Object.fromEntries(Object.values(STANDING_KEYS).map((key) => [key, Number(r[key])])),
    },
    filter: { unitId: r.unit_id },
  }));
  const table = statTable({
    label: { key: 'unit', title: '承办单位', width: 28 },
    columns: [
      count('total', '承诺事项', commitmentsOf()),
      ...COMMITMENT_STANDINGS.map((s) => count(STANDING_KEYS[s.value], s.zh, commitmentsOf({ standing: s.value }))),
      rateOf('keptRate', '按期兑现率', ['kept'], ['total']),
    ],
    rows,
    drill: reportDrillBase(ctx),
  });
  return { blocks: [table, chartOf(table, 'late', '各单位逾期承诺事项', 'int')] };
}
