import { ADOPTIONS, CASE_STATUSES, CONSULT_METHODS, labelOf, SATISFACTIONS, type TableBlock } from '@proposal-desk/shared';
import { sql } from 'kysely';
import type { ReportContext } from '../report-context';
import { FACT, type FactFilter } from './assignment-facts';
import { assignmentsOf, reportDrillBase } from './figure-drill';
import { factRows } from './fact-rows';
import { measuresBy } from './measures';
import { count, rateOf, shareOf, statTable, type StatRow } from './stat-table';
import type { ReportContent } from './types';
import { col, tableBy, UNIT_LABEL } from './unit-statistics';

/** One value of a "value → 件数, 占比" table: its key in the counts, its label and what it counts. */
interface CountedValue {
  key: string;
  label: string;
  filter: FactFilter;
}

/** One "value → 件数, 占比" table from a single row of counts; each value opens its own list, the total that of `total`. */
function valueTable(
  ctx: ReportContext,
  title: string,
  labelTitle: string,
  counts: Record<string, number>,
  values: CountedValue[],
  total: FactFilter,
): TableBlock {
  const rows: StatRow[] = values.map((v) => ({
    label: v.label,
    counts: { n: counts[v.key] ?? 0 },
    figures: { n: assignmentsOf(v.filter) },
  }));
  return statTable({
    title,
    label: { key: 'value', title: labelTitle, width: 20 },
    columns: [count('n', '件数'), shareOf('share', '占比', 'n')],
    rows,
    drill: reportDrillBase(ctx),
    totalFigures: { n: assignmentsOf(total) },
  });
}

/** The measures of counted values, by key. */
const measuresOfValues = (values: CountedValue[]): Record<string, FactFilter> => Object.fromEntries(values.map((v) => [v.key, v.filter]));

const caseListColumns = [
  { key: 'caseNo', title: '案号', format: 'text' as const, width: 14 },
  { key: 'title', title: '案由', format: 'text' as const, width: 40, align: 'left' as const },
  { key: 'unit', title: '承办单位', format: 'text' as const, width: 22, align: 'left' as const },
];

/** 反馈情况统计: replied or not, how units consulted, how far suggestions were adopted; the unanswered by unit (each figure opens its list). */
export async function feedback(ctx: ReportContext): Promise<ReportContent> {
  const replied: CountedValue[] = [
    { key: 'replied', label: '已反馈', filter: FACT.replied },
    { key: 'unreplied', label: '未反馈', filter: FACT.notReplied },
  ];
  const consult: CountedValue[] = CONSULT_METHODS.map((m) => ({
    key: `consult_${m.value}`,
    label: m.zh,
    filter: { figure: 'replied', consultMethod: [m.value] },
  }));
  const adoption: CountedValue[] = ADOPTIONS.map((a) => ({
    key: `adoption_${a.value}`,
    label: a.zh,
    filter: { figure: 'replied', adoption: [a.value] },
  }));
  const [[summary], unanswered] = await Promise.all([
    measuresBy(ctx, 'all', measuresOfValues([...replied, ...consult, ...adoption])),
    tableBy(ctx, 'unit', {
      title: '未反馈件（按承办单位）',
      label: UNIT_LABEL,
      columns: [
        col('assigned', '交办件次', FACT.all),
        col('unreplied', '未反馈', FACT.notReplied),
        rateOf('unrepliedRate', '未反馈率', ['unreplied'], ['assigned']),
      ],
    }),
  ]);
  const counts = summary?.counts ?? {};
  const anyOf = (field: 'consultMethod' | 'adoption', values: CountedValue[]): FactFilter => ({
    figure: 'replied',
    [field]: values.flatMap((v) => v.filter[field] ?? []),
  });
  return {
    blocks: [
      valueTable(ctx, '反馈情况', '反馈', counts, replied, FACT.all),
      valueTable(ctx, '面商方式（已反馈件）', '面商方式', counts, consult, anyOf('consultMethod', consult)),
      valueTable(ctx, '采纳情况（已反馈件）', '采纳情况', counts, adoption, anyOf('adoption', adoption)),
      unanswered,
    ],
  };
}

/** 满意度测评统计: the ratings of the handling work and of the result, their cross table, and the unsatisfied cases. */
export async function satisfactionEvaluation(ctx: ReportContext): Promise<ReportContent> {
  const pairs: Record<string, FactFilter> = {};
  for (const w of SATISFACTIONS)
    for (const r of SATISFACTIONS) pairs[`${w.value}__${r.value}`] = { workSatisfaction: [w.value], resultSatisfaction: [r.value] };
  const [[summary], unsatisfied] = await Promise.all([
    measuresBy(ctx, 'all', pairs),
    factRows(ctx, sql<boolean>`(work_satisfaction = 'UNSATISFIED' or result_satisfaction = 'UNSATISFIED')`),
  ]);
  const counts = summary?.counts ?? {};
  const cell = (w: string, r: string) => counts[`${w}__${r}`] ?? 0;
  const rated = SATISFACTIONS.map((s) => s.value as string);
  const sumOver = (pick: (s: string) => number) => rated.reduce((sum, s) => sum + pick(s), 0);

  const everyRating = rated as FactFilter['workSatisfaction'];
  // A rating of one aspect counts the evaluations that rated both (the cross table's cells it sums).
  const ratingFigures = (aspect: 'workSatisfaction' | 'resultSatisfaction') => {
    const other = aspect === 'workSatisfaction' ? 'resultSatisfaction' : 'workSatisfaction';
    const of = (values: string[]) => assignmentsOf({ [aspect]: values, [other]: everyRating } as FactFilter);
    return { ...Object.fromEntries(rated.map((s) => [s, of([s])])), rated: of(rated) };
  };
  const ratingRows: StatRow[] = [
    {
      label: '办理工作',
      counts: Object.fromEntries(rated.map((w) => [w, sumOver((r) => cell(w, r))])),
      figures: ratingFigures('workSatisfaction'),
    },
    {
      label: '办理结果',
      counts: Object.fromEntries(rated.map((r) => [r, sumOver((w) => cell(w, r))])),
      figures: ratingFigures('resultSatisfaction'),
    },
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
    drill: reportDrillBase(ctx),
  });
  const cross = statTable({
    title: '办理工作 × 办理结果',
    label: { key: 'work', title: '办理工作＼办理结果', width: 18 },
    columns: [
      ...SATISFACTIONS.map((s) => count(s.value, s.zh, assignmentsOf({ resultSatisfaction: [s.value] }))),
      rateOf('satisfiedRate', '结果满意率', ['SATISFIED', 'BASIC'], rated),
    ],
    rows: SATISFACTIONS.map((w) => ({
      label: w.zh,
      counts: Object.fromEntries(rated.map((r) => [r, cell(w.value, r)])),
      filter: { workSatisfaction: w.value },
    })),
    drill: reportDrillBase(ctx),
    totalFilter: { workSatisfaction: rated.join(',') },
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
