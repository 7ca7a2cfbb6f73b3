import { RESULT_CATEGORIES, type ResultCategory } from '@proposal-desk/shared';
import { sql } from 'kysely';
import { sessionOf, type ReportContext } from '../report-context';
import { countCases } from '../../cases/case-figures';
import { FACT, type FactFilter } from './assignment-facts';
import { assignmentsOf, reportDrillBase } from './figure-drill';
import { byCategory } from './case-statistics';
import { ACCEPTED_STATUSES, caseFilter } from './filters';
import { measuresBy } from './measures';
import { count, rate, shareOf, statTable } from './stat-table';
import type { ReportContent } from './types';

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

const resultFilter = (category: ResultCategory): FactFilter => ({ figure: 'replied', resultCategory: [category] });

async function caseCounts(ctx: ReportContext) {
  const row = await ctx.db
    .selectFrom('cases')
    .where(caseFilter(ctx))
    .select([
      countCases('received').as('received'),
      countCases('accepted').as('accepted'),
      countCases('merged').as('merged'),
      countCases('rejected').as('rejected'),
      sql<number>`count(*) filter (where cases.is_key and cases.status in (${inList(ACCEPTED_STATUSES)}))`.as('key'),
      countCases('closed').as('closed'),
    ])
    .executeTakeFirstOrThrow();
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Record<keyof typeof row, number>;
}

/**
 * 人大代表建议办理情况报告 / 政协提案办理情况报告: prose with the figures of the statistics reports
 * (same queries: 已答复, 办理类别 and 满意度 come from the assignment facts), plus small tables.
 */
export async function handlingReport(ctx: ReportContext): Promise<ReportContent> {
  const npc = ctx.body === 'NPC';
  const noun = npc ? '建议' : '提案';
  const session = sessionOf(ctx);
  // One pass over the assignment facts, by unit: the units are its rows, the office's figures their sums.
  const [cases, units, categories] = await Promise.all([
    caseCounts(ctx),
    measuresBy(ctx, 'unit', {
      assigned: FACT.all,
      replied: FACT.replied,
      overdue: FACT.overdue,
      ...Object.fromEntries(RESULT_CATEGORIES.map((r) => [r.value.toLowerCase(), resultFilter(r.value)])),
      satisfied: { workSatisfaction: ['SATISFIED'] },
      basic: { workSatisfaction: ['BASIC'] },
      rated: FACT.evaluated,
      consulted: { figure: 'replied', consultMethod: ['MEETING', 'VISIT', 'PHONE', 'OTHER'] },
    }),
    byCategory(ctx),
  ]);
  const n = (key: string) => units.reduce((sum, unit) => sum + (unit.counts[key] ?? 0), 0);
  const resultTable = statTable({
    title: '答复办理类别',
    label: { key: 'result', title: '办理类别', width: 26 },
    columns: [count('n', '件次'), shareOf('share', '占比', 'n')],
    rows: RESULT_CATEGORIES.map((r) => ({
      label: `${r.value}类 ${r.zh}`,
      counts: { n: n(r.value.toLowerCase()) },
      figures: { n: assignmentsOf(resultFilter(r.value)) },
    })),
    drill: reportDrillBase(ctx),
    totalFigures: { n: assignmentsOf({ figure: 'replied', resultCategory: RESULT_CATEGORIES.map((r) => r.value) }) },
  });
  const categoryTable = categories.blocks[0];
  return {
    blocks: [
      { type: 'paragraph', heading: true, text: `关于${session.name}${npc ? '代表建议' : '提案'}办理情况的报告` },
      {
        type: 'paragraph',
        text: `${session.name}期间及闭会期间，共收到${noun}${cases.received}件，经审查立案${cases.accepted}件，并案${cases.merged}件，不予立案${cases.rejected}件。立案${noun}中，重点${noun}${cases.key}件。`,
      },
      { type: 'paragraph', text: `从内容类别看，各类${noun}的收到与立案情况如下表。` },
      ...(categoryTable ? [categoryTable] : []),
      {
        type: 'paragraph',
        text: `立案${noun}交由${units.length}个承办单位办理，共交办${n('assigned')}件次。截至目前，已答复${n('replied')}件次，办复率${percent(rate(n('replied'), n('assigned')))}；超期未答复${n('overdue')}件次；已办结${cases.closed}件。答复中与${npc ? '代表' : '委员'}沟通联系的${n('consulted')}件次，面商率${percent(rate(n('consulted'), n('replied')))}。`,
      },
      {
        type: 'paragraph',
        text: `从办理结果看，A类（已解决或基本解决）${n('a')}件次，B类（正在解决或列入计划）${n('b')}件次，C类（因条件限制需以后解决）${n('c')}件次，D类（留作参考）${n('d')}件次，A、B类合计占${percent(rate(n('a') + n('b'), n('replied')))}。`,
      },
      resultTable,
      {
        type: 'paragraph',
        text: `${npc ? '代表' : '委员'}对办理工作进行测评${n('rated')}件次，其中满意${n('satisfied')}件次、基本满意${n('basic')}件次，满意率${percent(rate(n('satisfied') + n('basic'), n('rated')))}。`,
      },
      { type: 'paragraph', text: '下一步，将继续加强督办，对测评不满意的件督促承办单位重新办理，确保件件有落实、事事有回音。' },
    ],
  };
}
