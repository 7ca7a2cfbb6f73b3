import { CONSULT_METHODS, RESULT_CATEGORIES, SATISFACTIONS, type BarChartBlock, type TableBlock } from '@proposal-desk/shared';
import type { ReportContext } from '../report-context';
import { FACT, type FactFilter } from './assignment-facts';
import { assignmentsOf, reportDrillBase } from './figure-drill';
import { measuresBy, measuresOf, type Dimension } from './measures';
import { count, rateOf, shareOf, statTable, type StatColumn, type StatTableSpec } from './stat-table';
import type { ReportContent } from './types';

export const UNIT_LABEL = { key: 'unit', title: '承办单位', width: 28 };

/** 满意/基本满意/不满意/未表态 columns of one rating (办理工作 or 办理结果), each its figure. */
const satisfactionColumns = (prefix: string, field: 'workSatisfaction' | 'resultSatisfaction', group: string): StatColumn[] =>
  SATISFACTIONS.map((s) =>
    count(`${prefix}${SATISFACTION_KEYS[s.value]}`, s.zh, assignmentsOf({ figure: 'all', [field]: [s.value] }), group),
  );
const SATISFACTION_KEYS = { SATISFIED: 'Satisfied', BASIC: 'Basic', UNSATISFIED: 'Unsatisfied', NONE: 'None' } as const;

/** A table of counted columns by a dimension: one query of the columns' figures, their lists behind every cell. */
export async function tableBy(ctx: ReportContext, dimension: Dimension, spec: Omit<StatTableSpec, 'rows' | 'drill'>): Promise<TableBlock> {
  const rows = await measuresBy(ctx, dimension, measuresOf(spec.columns));
  return statTable({ ...spec, rows, drill: reportDrillBase(ctx) });
}

export const col = (key: string, title: string, filter: FactFilter, group?: string) => count(key, title, assignmentsOf(filter), group);

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
    .map((r) => {
      const drill = r.drill?.[key];
      return { label: String(r.cells[labelKey] ?? ''), value: Number(r.cells[key] ?? 0), ...(drill ? { drill } : {}) };
    });
  if (bars.length <= limit) return { type: 'chart', title, bars, format };
  const largest = [...bars].sort((a, b) => b.value - a.value).slice(0, limit);
  return { type: 'chart', title, bars: largest, format, truncated: { total: bars.length, noun } };
}

/** 办理状态统计 (and its SFB variant): every unit's assignments by stage; 已答复 is FACT.replied. */
export async function statusByUnit(ctx: ReportContext): Promise<ReportContent> {
  const table = await tableBy(ctx, 'unit', {
    label: UNIT_LABEL,
    columns: [
      col('assigned', '交办', FACT.all),
      col('pending', '待签收', FACT.pending),
      col('handling', '办理中', FACT.handling),
      col('replied', '已答复', FACT.replied),
      col('evaluated', '已测评', FACT.evaluated),
      col('rehandling', '重新办理', FACT.rehandling),
      col('closed', '已办结', FACT.closed),
      col('overdue', '超期', FACT.overdue),
      rateOf('repliedRate', '办复率', ['replied'], ['assigned']),
    ],
  });
  return { blocks: [table, chartOf(table, 'replied', '各单位已答复件数', 'int')] };
}

/** 办理进度 (and its SFB variant): assigned, signed, replied and overdue as of `asOf`. */
export async function progressByUnit(ctx: ReportContext): Promise<ReportContent> {
  const table = await tableBy(ctx, 'unit', {
    label: UNIT_LABEL,
    columns: [
      col('assigned', '交办', FACT.all),
      col('signed', '签收', FACT.signed),
      col('replied', '已答复', FACT.replied),
      col('overdue', '超期', FACT.overdue),
      rateOf('repliedRate', '办复率', ['replied'], ['assigned']),
    ],
  });
  return { blocks: [table, chartOf(table, 'repliedRate', '各单位办复率', 'percent')] };
}

/** 承办单位统计: lead/co counts, replies by role, reply rate, and both satisfaction ratings. */
export async function unitHandling(ctx: ReportContext): Promise<ReportContent> {
  const table = await tableBy(ctx, 'unit', {
    label: UNIT_LABEL,
    columns: [
      col('main', '主办', FACT.main, '承办件数'),
      col('co', '协办', FACT.co, '承办件数'),
      col('assigned', '合计', FACT.all, '承办件数'),
      col('mainReplied', '主办', FACT.mainReplied, '已办复'),
      col('coReplied', '协办', FACT.coReplied, '已办复'),
      col('replied', '合计', FACT.replied, '已办复'),
      rateOf('repliedRate', '办复率', ['replied'], ['assigned']),
      ...satisfactionColumns('work', 'workSatisfaction', '办理工作'),
      ...satisfactionColumns('result', 'resultSatisfaction', '办理结果'),
    ],
  });
  return { blocks: [table] };
}

/** 办理单位满意度 (NPC): replies and the submitters' rating of each unit's handling work. */
export async function unitSatisfaction(ctx: ReportContext): Promise<ReportContent> {
  const rated = ['workSatisfied', 'workBasic', 'workUnsatisfied', 'workNone'];
  const table = await tableBy(ctx, 'unit', {
    label: UNIT_LABEL,
    columns: [
      col('replied', '答复件数', FACT.replied),
      ...satisfactionColumns('work', 'workSatisfaction', '测评'),
      rateOf('satisfiedRate', '满意率', ['workSatisfied', 'workBasic'], rated),
    ],
  });
  return { blocks: [table, chartOf(table, 'satisfiedRate', '各单位满意率', 'percent')] };
}

/** 办理类别统计 (and SFB): result category of the reply in force; 合计 = 已答复. */
export async function resultCategoryByUnit(ctx: ReportContext): Promise<ReportContent> {
  const table = await tableBy(ctx, 'unit', {
    label: UNIT_LABEL,
    columns: [
      ...RESULT_CATEGORIES.map((r) => col(r.value.toLowerCase(), `${r.value}类`, { figure: 'replied', resultCategory: [r.value] })),
      col('replied', '合计', FACT.replied),
      rateOf('abRate', 'A+B占比', ['a', 'b'], ['replied']),
    ],
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

/** The consultation methods as columns: key, title, figure (of the reply in force). */
const CONSULT_COLUMNS = CONSULT_METHODS.map((m) => ({
  key: m.value === 'NONE' ? 'none' : m.value.toLowerCase(),
  title: m.zh,
  value: m.value,
}));

/** 面商情况统计 (and SFB): how each unit consulted the submitter, per reply in force; 合计 = 已答复. */
export async function consultationByUnit(ctx: ReportContext): Promise<ReportContent> {
  const table = await tableBy(ctx, 'unit', {
    label: UNIT_LABEL,
    columns: [
      ...CONSULT_COLUMNS.map((m) => col(m.key, m.title, { figure: 'replied', consultMethod: [m.value] })),
      col('replied', '合计', FACT.replied),
      rateOf('consultRate', '面商率', ['meeting', 'visit', 'phone', 'other'], ['replied']),
    ],
  });
  return { blocks: [table, chartOf(table, 'consultRate', '各单位面商率', 'percent')] };
}

/** 按办理方式答复统计: assignments, replies and overdue by handling role. */
export async function repliesByRole(ctx: ReportContext): Promise<ReportContent> {
  const table = await tableBy(ctx, 'role', {
    label: { key: 'role', title: '办理方式', width: 16 },
    columns: [
      col('assigned', '交办', FACT.all),
      col('replied', '已答复', FACT.replied),
      rateOf('repliedRate', '答复率', ['replied'], ['assigned']),
      col('overdue', '超期', FACT.overdue),
    ],
  });
  return { blocks: [table, chartOf(table, 'replied', '各办理方式已答复件数', 'int', '办理方式')] };
}

/** 按单位系统统计: assignments (件次) per unit system and their share. */
export async function bySystem(ctx: ReportContext): Promise<ReportContent> {
  const table = await tableBy(ctx, 'system', {
    label: { key: 'system', title: '单位系统', width: 16 },
    columns: [
      col('assigned', '承办件次', FACT.all),
      shareOf('share', '占比', 'assigned'),
      col('replied', '已答复', FACT.replied),
      rateOf('repliedRate', '办复率', ['replied'], ['assigned']),
    ],
  });
  return {
    blocks: [
      table,
      chartOf(table, 'assigned', '各系统承办件次', 'int', '单位系统'),
      { type: 'paragraph', text: '一件建议（提案）由多个单位承办时，每个承办单位各计一件次。' },
    ],
  };
}
