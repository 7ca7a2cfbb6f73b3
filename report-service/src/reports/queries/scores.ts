import type { ReportColumn, ReportRow } from '@proposal-desk/shared';
import { sql } from 'kysely';
import { sessionOf, type ReportContext } from '../report-context';
import { caseFilter } from './filters';
import type { ReportContent } from './types';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Item columns in the order of their first appearance (by id), so the sheet follows the scoring form. */
function itemColumns(items: string[]): ReportColumn[] {
  return items.map((item) => ({ key: `item_${item}`, title: item, format: 'score', width: 9, align: 'right' }));
}

/** 建议(提案)质量评分: each scored case's items and total. */
export async function caseScores(ctx: ReportContext): Promise<ReportContent> {
  const rows = await ctx.db
    .selectFrom('scores as s')
    .innerJoin('cases', 'cases.id', 's.case_id')
    .where(caseFilter(ctx))
    .where('s.session_id', '=', sessionOf(ctx).id)
    .select([
      'cases.id',
      'cases.case_no',
      'cases.title',
      's.item',
      's.score',
      's.max_score',
      sql<number>`min(s.id) over (partition by s.item)`.as('item_order'),
    ])
    .orderBy('cases.case_no')
    .orderBy('s.id')
    .execute();
  const items = [...new Map(rows.map((r) => [r.item, Number(r.item_order)])).entries()].sort((a, b) => a[1] - b[1]).map(([item]) => item);
  const byCase = new Map<number, { caseNo: string | null; title: string; scores: Record<string, number>; total: number }>();
  for (const r of rows) {
    const entry = byCase.get(r.id) ?? { caseNo: r.case_no, title: r.title, scores: {}, total: 0 };
    entry.scores[`item_${r.item}`] = Number(r.score);
    entry.total = round1(entry.total + Number(r.score));
    byCase.set(r.id, entry);
  }
  const maxTotal = [...new Map(rows.map((r) => [r.item, Number(r.max_score)])).values()].reduce((a, b) => a + b, 0);
  const columns: ReportColumn[] = [
    { key: 'caseNo', title: '案号', format: 'text', width: 12 },
    { key: 'title', title: '案由', format: 'text', width: 40, align: 'left' },
    ...itemColumns(items),
    { key: 'total', title: `总分（满分${maxTotal}）`, format: 'score', width: 10, align: 'right' },
  ];
  const tableRows: ReportRow[] = [...byCase.values()].map((c) => ({
    kind: 'data',
    cells: { caseNo: c.caseNo, title: c.title, ...c.scores, total: c.total },
  }));
  const average = byCase.size ? round1([...byCase.values()].reduce((sum, c) => sum + c.total, 0) / byCase.size) : 0;
  return {
    blocks: [
      { type: 'table', columns, rows: tableRows },
      { type: 'paragraph', text: `共评分${byCase.size}件，平均总分${average}分。` },
    ],
  };
}

/** 办理过程考核评分: each unit's assessment items, total and rank (ties share a rank). */
export async function unitProcessScores(ctx: ReportContext): Promise<ReportContent> {
  let query = ctx.db
    .selectFrom('scores as s')
    .innerJoin('handling_units as u', 'u.id', 's.unit_id')
    .where('s.session_id', '=', sessionOf(ctx).id)
    .where('s.case_id', 'is', null);
  if (ctx.unitId !== null) query = query.where('s.unit_id', '=', ctx.unitId);
  if (ctx.unitSystem) query = query.where('u.system', '=', ctx.unitSystem);
  const rows = await query
    .select(['u.id', 'u.name', 's.item', 's.score', 's.id as score_id'])
    .orderBy('u.sort')
    .orderBy('u.id')
    .orderBy('s.id')
    .execute();
  const items: string[] = [];
  const byUnit = new Map<number, { name: string; scores: Record<string, number>; total: number }>();
  for (const r of rows) {
    if (!items.includes(r.item)) items.push(r.item);
    const entry = byUnit.get(r.id) ?? { name: r.name, scores: {}, total: 0 };
    entry.scores[`item_${r.item}`] = Number(r.score);
    entry.total = round1(entry.total + Number(r.score));
    byUnit.set(r.id, entry);
  }
  const units = [...byUnit.values()];
  const rankOf = (total: number) => 1 + units.filter((u) => u.total > total).length;
  const columns: ReportColumn[] = [
    { key: 'unit', title: '承办单位', format: 'text', width: 26, align: 'left' },
    ...itemColumns(items),
    { key: 'total', title: '总分', format: 'score', width: 9, align: 'right' },
    { key: 'rank', title: '排名', format: 'int', width: 6, align: 'right' },
  ];
  const tableRows: ReportRow[] = units
    .map((u) => ({ kind: 'data' as const, cells: { unit: u.name, ...u.scores, total: u.total, rank: rankOf(u.total) } }))
    .sort((a, b) => a.cells.rank - b.cells.rank);
  return { blocks: [{ type: 'table', columns, rows: tableRows }] };
}
