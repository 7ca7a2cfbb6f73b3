import { CASE_STATUSES, labelOf, type ReportBlock, type TableBlock } from '@proposal-desk/shared';
import type { ReportContext } from '../report-context';
import { FACT } from './assignment-facts';
import { caseInfoOf } from './case-info';
import { assignmentsOf, casesOf, reportDrillBase } from './figure-drill';
import { figureText, quote } from './figure-text';
import { ACCEPTED_STATUSES, caseFilter } from './filters';
import { count, rateOf, statTable, type StatRow } from './stat-table';

/** How many units the handling report names as those with the most assignments. */
export const TOP_UNITS = 10;

/** A numbered heading of the handling report: 一、 (level 1) or （一） (level 2). */
export const section = (level: 1 | 2, text: string): ReportBlock => ({ type: 'paragraph', heading: true, level, text });

/**
 * 承办件数较多的单位: the units with the most assignments (交办, 已答复, 超期, 办复率), counted by the same facts as
 * 办理状态统计, so each row equals that report's row for the unit; no total (the rows are a selection).
 */
export function topUnitsTable(ctx: ReportContext, units: StatRow[]): TableBlock {
  const top = [...units].sort((a, b) => (b.counts.assigned ?? 0) - (a.counts.assigned ?? 0)).slice(0, TOP_UNITS);
  return statTable({
    title: `交办件次最多的${top.length}个承办单位`,
    label: { key: 'unit', title: '承办单位', width: 24 },
    columns: [
      count('assigned', '交办', assignmentsOf(FACT.all)),
      count('replied', '已答复', assignmentsOf(FACT.replied)),
      count('overdue', '超期', assignmentsOf(FACT.overdue)),
      rateOf('repliedRate', '办复率', ['replied'], ['assigned']),
    ],
    rows: top,
    totals: false,
    drill: reportDrillBase(ctx),
  });
}

/** 重点建议 / 重点提案: the key cases accepted, each with its submitter, lead and co units and where it stands. */
export async function keyCasesBlocks(ctx: ReportContext, noun: string): Promise<ReportBlock[]> {
  const rows = await ctx.db
    .selectFrom('cases')
    .where(caseFilter(ctx))
    .where('cases.is_key', '=', true)
    .where('cases.status', 'in', [...ACCEPTED_STATUSES])
    .select(['cases.id', 'cases.case_no', 'cases.title', 'cases.status'])
    .orderBy('cases.case_no')
    .orderBy('cases.id')
    .execute();
  if (rows.length === 0) return [{ type: 'paragraph', text: `本届次没有列为重点的${noun}。` }];
  const info = await caseInfoOf(
    ctx,
    rows.map((r) => r.id),
  );
  const closed = rows.filter((r) => r.status === 'CLOSED').length;
  const say = figureText(reportDrillBase(ctx));
  const table: TableBlock = {
    type: 'table',
    title: `重点${noun}办理情况`,
    columns: [
      { key: 'caseNo', title: '案号', format: 'text', width: 11 },
      { key: 'title', title: '案由', format: 'text', width: 30, align: 'left' },
      { key: 'lead', title: ctx.body === 'NPC' ? '领衔人' : '提案人', format: 'text', width: 10 },
      { key: 'units', title: '主办单位', format: 'text', width: 18, align: 'left' },
      { key: 'status', title: '办理状态', format: 'text', width: 9 },
    ],
    rows: rows.map((r) => {
      const kase = info.get(r.id);
      return {
        kind: 'data',
        cells: {
          caseNo: r.case_no ?? '',
          title: r.title,
          lead: kase?.leadName ?? '',
          units: kase?.leadUnits ?? '',
          status: labelOf(CASE_STATUSES, r.status),
        },
      };
    }),
  };
  return [
    say`列为重点的${noun}${quote(rows.length, casesOf({ figure: 'accepted', isKey: true }))}件，已办结${quote(closed, casesOf({ figure: 'closed', isKey: true }))}件，各件办理情况如下表。`,
    table,
  ];
}
