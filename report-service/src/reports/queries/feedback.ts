import {
  ADOPTIONS,
  ASSIGNMENT_ROLES,
  CASE_STATUSES,
  CONSULT_METHODS,
  labelOf,
  SATISFACTIONS,
  type TableBlock,
} from '@proposal-desk/shared';
import type { ReportContext } from '../report-context';
import { FACT } from './assignment-facts';
import { dayOf, factRows, type FactRow } from './fact-rows';
import { measuresBy } from './measures';
import { count, rateOf, shareOf, statTable, type StatRow } from './stat-table';
import type { ReportContent } from './types';

/** One "value → 件数, 占比" table from a single row of counts. */
function valueTable(
  title: string,
  labelTitle: string,
  counts: Record<string, number>,
  values: { key: string; label: string }[],
): TableBlock {
  const rows: StatRow[] = values.map((v) => ({ label: v.label, counts: { n: counts[v.key] ?? 0 } }));
  return statTable({
    title,
    label: { key: 'value', title: labelTitle, width: 20 },
    columns: [count('n', '件数'), shareOf('share', '占比', 'n')],
    rows,
  });
}

const caseListColumns = [
  { key: 'caseNo', title: '案号', format: 'text' as const, width: 14 },
  { key: 'title', title: '案由', format: 'text' as const, width: 40, align: 'left' as const },
  { key: 'unit', title: '承办单位', format: 'text' as const, width: 22, align: 'left' as const },
];

function unansweredList(rows: FactRow[]): TableBlock {
  return {
    type: 'table',
    title: '未反馈（未答复）件清单',
    columns: [
      ...caseListColumns,
      { key: 'role', title: '办理方式', format: 'text', width: 8 },
      { key: 'assignedAt', title: '交办日期', format: 'date', width: 11 },
      { key: 'dueAt', title: '答复期限', format: 'date', width: 11 },
      { key: 'overdue', title: '超期', format: 'text', width: 6 },
    ],
    rows: rows.map((r) => ({
      kind: 'data',
      cells: {
        caseNo: r.case_no,
        title: r.title,
        unit: r.unit_name,
        role: labelOf(ASSIGNMENT_ROLES, r.role),
        assignedAt: dayOf(r.assigned_at),
        dueAt: dayOf(r.due_at),
        overdue: r.overdue ? '是' : '否',
      },
    })),
  };
}

/** 反馈情况统计: replied or not, how units consulted, how far suggestions were adopted; the unanswered list. */
export async function feedback(ctx: ReportContext): Promise<ReportContent> {
  const consult = Object.fromEntries(CONSULT_METHODS.map((m) => [`consult_${m.value}`, `replied and consult_method = '${m.value}'`]));
  const adoption = Object.fromEntries(ADOPTIONS.map((a) => [`adoption_${a.value}`, `replied and adoption = '${a.value}'`]));
  const [[summary], unanswered] = await Promise.all([
    measuresBy(ctx, 'all', { replied: FACT.replied, unreplied: 'not replied', ...consult, ...adoption }),
    factRows(ctx, 'not replied'),
  ]);
  const counts = summary?.counts ?? {};
  return {
    blocks: [
      valueTable('反馈情况', '反馈', counts, [
        { key: 'replied', label: '已反馈' },
        { key: 'unreplied', label: '未反馈' },
      ]),
      valueTable(
        '面商方式（已反馈件）',
        '面商方式',
        counts,
        CONSULT_METHODS.map((m) => ({ key: `consult_${m.value}`, label: m.zh })),
      ),
      valueTable(
        '采纳情况（已反馈件）',
        '采纳情况',
        counts,
        ADOPTIONS.map((a) => ({ key: `adoption_${a.value}`, label: a.zh })),
      ),
      unansweredList(unanswered),
    ],
  };
}

/** 满意度测评统计: the ratings of the handling work and of the result, their cross table, and the unsatisfied cases. */
export async function satisfactionEvaluation(ctx: ReportContext): Promise<ReportContent> {
  const pairs: Record<string, string> = {};
  for (const w of SATISFACTIONS)
    for (const r of SATISFACTIONS)
      pairs[`${w.value}__${r.value}`] = `work_satisfaction = '${w.value}' and result_satisfaction = '${r.value}'`;
  const [[summary], unsatisfied] = await Promise.all([
    measuresBy(ctx, 'all', pairs),
    factRows(ctx, "(work_satisfaction = 'UNSATISFIED' or result_satisfaction = 'UNSATISFIED')"),
  ]);
  const counts = summary?.counts ?? {};
  const cell = (w: string, r: string) => counts[`${w}__${r}`] ?? 0;
  const rated = SATISFACTIONS.map((s) => s.value as string);
  const sumOver = (pick: (s: string) => number) => rated.reduce((sum, s) => sum + pick(s), 0);

  const ratingRows: StatRow[] = [
    { label: '办理工作', counts: Object.fromEntries(rated.map((w) => [w, sumOver((r) => cell(w, r))])) },
    { label: '办理结果', counts: Object.fromEntries(rated.map((r) => [r, sumOver((w) => cell(w, r))])) },
  ];
  const ratings = statTable({
    title: '测评结果',
    label: { key: 'aspect', title: '测评项目', width: 14 },
    columns: [
      ...SATISFACTIONS.map((s) => count(s.value, s.zh)),
      { kind: 'count', key: 'rated', title: '测评件数' },
      rateOf('satisfiedRate', '满意率', ['SATISFIED', 'BASIC'], rated),
    ],
    rows: ratingRows.map((r) => ({ ...r, counts: { ...r.counts, rated: rated.reduce((sum, s) => sum + (r.counts[s] ?? 0), 0) } })),
    totals: false,
  });
  const cross = statTable({
    title: '办理工作 × 办理结果',
    label: { key: 'work', title: '办理工作＼办理结果', width: 18 },
    columns: [...SATISFACTIONS.map((s) => count(s.value, s.zh)), rateOf('satisfiedRate', '结果满意率', ['SATISFIED', 'BASIC'], rated)],
    rows: SATISFACTIONS.map((w) => ({ label: w.zh, counts: Object.fromEntries(rated.map((r) => [r, cell(w.value, r)])) })),
  });
  const list: TableBlock = {
    type: 'table',
    title: '测评不满意件清单',
    columns: [
      ...caseListColumns,
      { key: 'work', title: '办理工作', format: 'text', width: 9 },
      { key: 'result', title: '办理结果', format: 'text', width: 9 },
      { key: 'status', title: '当前环节', format: 'text', width: 9 },
    ],
    rows: unsatisfied.map((r) => ({
      kind: 'data',
      cells: {
        caseNo: r.case_no,
        title: r.title,
        unit: r.unit_name,
        work: labelOf(SATISFACTIONS, r.work_satisfaction ?? ''),
        result: labelOf(SATISFACTIONS, r.result_satisfaction ?? ''),
        status: labelOf(CASE_STATUSES, r.case_status),
      },
    })),
  };
  return { blocks: [ratings, cross, list] };
}
