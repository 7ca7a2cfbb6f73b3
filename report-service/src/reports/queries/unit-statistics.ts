import type { BarChartBlock, TableBlock } from '@proposal-desk/shared';
import type { ReportContext } from '../report-context';
import { FACT } from './assignment-facts';
import { measuresBy, type Dimension } from './measures';
import { count, rateOf, shareOf, statTable, type StatColumn, type StatRow } from './stat-table';
import type { ReportContent } from './types';

const UNIT_LABEL = { key: 'unit', title: '承办单位', width: 28 };

const satisfactionMeasures = (prefix: string, column: string): Record<string, string> => ({
  [`${prefix}Satisfied`]: `${column} = 'SATISFIED'`,
  [`${prefix}Basic`]: `${column} = 'BASIC'`,
  [`${prefix}Unsatisfied`]: `${column} = 'UNSATISFIED'`,
  [`${prefix}None`]: `${column} = 'NONE'`,
});

const satisfactionColumns = (prefix: string, group: string): StatColumn[] => [
  count(`${prefix}Satisfied`, '满意', group),
  count(`${prefix}Basic`, '基本满意', group),
  count(`${prefix}Unsatisfied`, '不满意', group),
  count(`${prefix}None`, '未表态', group),
];

/** The most bars a chart draws: twenty and the title fill half a printed page. */
export const CHART_BAR_LIMIT = 20;

/**
 * A bar chart of one column of a statistics table's data rows, in the table's order. A table of more
 * than `limit` rows is charted by its `limit` largest values (ties in the table's order), and the
 * chart says how many of how many `noun`s it shows.
 */
export function chartOf(
  table: TableBlock,
  key: string,
  title: string,
  format: 'int' | 'percent',
  noun = '单位',
  limit = CHART_BAR_LIMIT,
): BarChartBlock {
  const labelKey = table.columns[0]?.key ?? '';
  const bars = table.rows
    .filter((r) => r.kind === 'data')
    .map((r) => ({ label: String(r.cells[labelKey] ?? ''), value: Number(r.cells[key] ?? 0) }));
  if (bars.length <= limit) return { type: 'chart', title, bars, format };
  const largest = [...bars].sort((a, b) => b.value - a.value).slice(0, limit);
  return { type: 'chart', title, bars: largest, format, truncated: { total: bars.length, noun } };
}

/** 办理状态统计 (and its SFB variant): every unit's assignments by stage; 已答复 is FACT.replied. */
export async function statusByUnit(ctx: ReportContext): Promise<ReportContent> {
  const rows = await measuresBy(ctx, 'unit', {
    assigned: FACT.all,
    pending: FACT.pending,
    handling: FACT.handling,
    replied: FACT.replied,
    evaluated: FACT.evaluated,
    rehandling: FACT.rehandling,
    closed: FACT.closed,
    overdue: FACT.overdue,
  });
  const table = statTable({
    label: UNIT_LABEL,
    columns: [
      count('assigned', '交办'),
      count('pending', '待签收'),
      count('handling', '办理中'),
      count('replied', '已答复'),
      count('evaluated', '已测评'),
      count('rehandling', '重新办理'),
      count('closed', '已办结'),
      count('overdue', '超期'),
      rateOf('repliedRate', '办复率', ['replied'], ['assigned']),
    ],
    rows,
  });
  return { blocks: [table, chartOf(table, 'replied', '各单位已答复件数', 'int')] };
}

/** 办理进度 (and its SFB variant): assigned, signed, replied and overdue as of `asOf`. */
export async function progressByUnit(ctx: ReportContext): Promise<ReportContent> {
  const rows = await measuresBy(ctx, 'unit', { assigned: FACT.all, signed: FACT.signed, replied: FACT.replied, overdue: FACT.overdue });
  const table = statTable({
    label: UNIT_LABEL,
    columns: [
      count('assigned', '交办'),
      count('signed', '签收'),
      count('replied', '已答复'),
      count('overdue', '超期'),
      rateOf('repliedRate', '办复率', ['replied'], ['assigned']),
    ],
    rows,
  });
  return { blocks: [table, chartOf(table, 'repliedRate', '各单位办复率', 'percent')] };
}

/** 承办单位统计: lead/co counts, replies by role, reply rate, and both satisfaction ratings. */
export async function unitHandling(ctx: ReportContext): Promise<ReportContent> {
  const rows = await measuresBy(ctx, 'unit', {
    main: FACT.main,
    co: FACT.co,
    assigned: FACT.all,
    mainReplied: FACT.mainReplied,
    coReplied: FACT.coReplied,
    replied: FACT.replied,
    ...satisfactionMeasures('work', 'work_satisfaction'),
    ...satisfactionMeasures('result', 'result_satisfaction'),
  });
  const table = statTable({
    label: UNIT_LABEL,
    columns: [
      count('main', '主办', '承办件数'),
      count('co', '协办', '承办件数'),
      count('assigned', '合计', '承办件数'),
      count('mainReplied', '主办', '已办复'),
      count('coReplied', '协办', '已办复'),
      count('replied', '合计', '已办复'),
      rateOf('repliedRate', '办复率', ['replied'], ['assigned']),
      ...satisfactionColumns('work', '办理工作'),
      ...satisfactionColumns('result', '办理结果'),
    ],
    rows,
  });
  return { blocks: [table] };
}

/** 办理单位满意度 (NPC): replies and the submitters' rating of each unit's handling work. */
export async function unitSatisfaction(ctx: ReportContext): Promise<ReportContent> {
  const rows = await measuresBy(ctx, 'unit', { replied: FACT.replied, ...satisfactionMeasures('work', 'work_satisfaction') });
  const rated = ['workSatisfied', 'workBasic', 'workUnsatisfied', 'workNone'];
  const table = statTable({
    label: UNIT_LABEL,
    columns: [
      count('replied', '答复件数'),
      ...satisfactionColumns('work', '测评'),
      rateOf('satisfiedRate', '满意率', ['workSatisfied', 'workBasic'], rated),
    ],
    rows,
  });
  return { blocks: [table, chartOf(table, 'satisfiedRate', '各单位满意率', 'percent')] };
}

/** 办理类别统计 (and SFB): result category of the reply in force; 合计 = 已答复. */
export async function resultCategoryByUnit(ctx: ReportContext): Promise<ReportContent> {
  const rows = await measuresBy(ctx, 'unit', {
    a: "result_category = 'A'",
    b: "result_category = 'B'",
    c: "result_category = 'C'",
    d: "result_category = 'D'",
    replied: FACT.replied,
  });
  const table = statTable({
    label: UNIT_LABEL,
    columns: [
      count('a', 'A类'),
      count('b', 'B类'),
      count('c', 'C类'),
      count('d', 'D类'),
      count('replied', '合计'),
      rateOf('abRate', 'A+B占比', ['a', 'b'], ['replied']),
    ],
    rows,
  });
  return {
    blocks: [
      table,
      {
        type: 'paragraph',
        text: 'A类：已解决或基本解决；B类：正在解决或列入计划；C类：因条件限制需以后解决；D类：留作参考。以各单位最近一次答复为准。',
      },
    ],
  };
}

/** 面商情况统计 (and SFB): how each unit consulted the submitter, per reply in force; 合计 = 已答复. */
export async function consultationByUnit(ctx: ReportContext): Promise<ReportContent> {
  const rows = await measuresBy(ctx, 'unit', {
    meeting: "consult_method = 'MEETING'",
    visit: "consult_method = 'VISIT'",
    phone: "consult_method = 'PHONE'",
    other: "consult_method = 'OTHER'",
    none: "consult_method = 'NONE'",
    replied: FACT.replied,
  });
  const table = statTable({
    label: UNIT_LABEL,
    columns: [
      count('meeting', '座谈会'),
      count('visit', '上门'),
      count('phone', '电话'),
      count('other', '其他'),
      count('none', '未联系'),
      count('replied', '合计'),
      rateOf('consultRate', '面商率', ['meeting', 'visit', 'phone', 'other'], ['replied']),
    ],
    rows,
  });
  return { blocks: [table, chartOf(table, 'consultRate', '各单位面商率', 'percent')] };
}

/** 按办理方式答复统计: assignments, replies and overdue by handling role. */
export async function repliesByRole(ctx: ReportContext): Promise<ReportContent> {
  const rows = await measuresBy(ctx, 'role', { assigned: FACT.all, replied: FACT.replied, overdue: FACT.overdue });
  const table = statTable({
    label: { key: 'role', title: '办理方式', width: 16 },
    columns: [
      count('assigned', '交办'),
      count('replied', '已答复'),
      rateOf('repliedRate', '答复率', ['replied'], ['assigned']),
      count('overdue', '超期'),
    ],
    rows,
  });
  return { blocks: [table, chartOf(table, 'replied', '各办理方式已答复件数', 'int', '办理方式')] };
}

/** 按单位系统统计: assignments (件次) per unit system and their share. */
export async function bySystem(ctx: ReportContext): Promise<ReportContent> {
  const dimension: Dimension = 'system';
  const rows: StatRow[] = await measuresBy(ctx, dimension, { assigned: FACT.all, replied: FACT.replied });
  const table = statTable({
    label: { key: 'system', title: '单位系统', width: 16 },
    columns: [
      count('assigned', '承办件次'),
      shareOf('share', '占比', 'assigned'),
      count('replied', '已答复'),
      rateOf('repliedRate', '办复率', ['replied'], ['assigned']),
    ],
    rows,
  });
  return {
    blocks: [
      table,
      chartOf(table, 'assigned', '各系统承办件次', 'int', '单位系统'),
      { type: 'paragraph', text: '一件建议（提案）由多个单位承办时，每个承办单位各计一件次。' },
    ],
  };
}
