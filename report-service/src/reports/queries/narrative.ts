import { RESULT_CATEGORIES, type ResultCategory } from '@proposal-desk/shared';
import { sql } from 'kysely';
import { sessionOf, type ReportContext } from '../report-context';
import { countCases } from '../../cases/case-figures';
import { FACT, type FactFilter } from './assignment-facts';
import { assignmentsOf, casesOf, reportDrillBase } from './figure-drill';
import { figureText, quote } from './figure-text';
import { caseBreakdown, categoryStatistic, propertyStatistic } from './case-statistics';
import { chineseDate } from './letters';
import { keyCasesBlocks, section, TOP_UNITS, topUnitsTable } from './narrative-parts';
import { letterheadOf } from '../../documents/letterhead-queries';
import { ACCEPTED_STATUSES } from './filters';
import { measuresBy } from './measures';
import { count, rate, shareOf, statTable } from './stat-table';
import type { ReportContent } from './types';

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

const resultFilter = (category: ResultCategory): FactFilter => ({ figure: 'replied', resultCategory: [category] });
const SATISFIED: FactFilter = { workSatisfaction: ['SATISFIED'] };
const BASIC: FactFilter = { workSatisfaction: ['BASIC'] };
const CONSULTED: FactFilter = { figure: 'replied', consultMethod: ['MEETING', 'VISIT', 'PHONE', 'OTHER'] };

/** What the handling report states of the session's cases in all. */
const CASE_TOTALS = {
  received: countCases('received'),
  accepted: countCases('accepted'),
  merged: countCases('merged'),
  rejected: countCases('rejected'),
  key: sql<number>`count(*) filter (where cases.is_key and cases.status in (${inList(ACCEPTED_STATUSES)}))`,
  closed: countCases('closed'),
};

/**
 * 人大代表建议办理情况报告 / 政协提案办理情况报告: prose with the figures of the statistics reports
 * (same queries: 已答复, 办理类别 and 满意度 come from the assignment facts), plus small tables.
 */
export async function handlingReport(ctx: ReportContext): Promise<ReportContent> {
  const npc = ctx.body === 'NPC';
  const noun = npc ? '建议' : '提案';
  const session = sessionOf(ctx);
  // One pass over the assignment facts, by unit: the units are its rows, the office's figures their sums. Every
  // part is asked for at once (PostgreSQL answers them on connections of their own).
  const [breakdown, units, keyCases, frame] = await Promise.all([
    caseBreakdown(ctx, CASE_TOTALS),
    measuresBy(ctx, 'unit', {
      assigned: FACT.all,
      replied: FACT.replied,
      overdue: FACT.overdue,
      ...Object.fromEntries(RESULT_CATEGORIES.map((r) => [r.value.toLowerCase(), resultFilter(r.value)])),
      satisfied: SATISFIED,
      basic: BASIC,
      rated: FACT.evaluated,
      consulted: CONSULTED,
    }),
    keyCasesBlocks(ctx, noun),
    letterheadOf(ctx.db, ctx.body),
  ]);
  const cases = breakdown.totals;
  const n = (key: string) => units.reduce((sum, unit) => sum + (unit.counts[key] ?? 0), 0);
  const say = figureText(reportDrillBase(ctx));
  const fig = (key: string, filter: FactFilter) => quote(n(key), assignmentsOf(filter));
  const sum = (keys: string[]) => keys.reduce((total, key) => total + n(key), 0);
  // A rate is written as a percentage and opens its numerator's list.
  const rateText = (of: string[], over: string[], numerator: FactFilter) =>
    quote(sum(of), assignmentsOf(numerator), percent(rate(sum(of), sum(over))));
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
  const categoryTable = categoryStatistic(ctx, breakdown.category).blocks[0];
  const propertyTable = propertyStatistic(ctx, breakdown.property).blocks[0];
  const who = npc ? '代表' : '委员';
  return {
    blocks: [
      { type: 'paragraph', heading: true, text: `关于${session.name}${npc ? '代表建议' : '提案'}办理情况的报告` },
      section(1, '一、基本情况'),
      say`${session.name}期间及闭会期间，共收到${noun}${quote(cases.received, casesOf({ figure: 'received' }))}件，经审查立案${quote(cases.accepted, casesOf({ figure: 'accepted' }))}件，并案${quote(cases.merged, casesOf({ figure: 'merged' }))}件，不予立案${quote(cases.rejected, casesOf({ figure: 'rejected' }))}件。立案${noun}中，重点${noun}${quote(cases.key, casesOf({ figure: 'accepted', isKey: true }))}件。`,
      section(2, '（一）按内容类别'),
      { type: 'paragraph', text: `从内容类别看，各类${noun}的收到与立案情况如下表。` },
      ...(categoryTable ? [categoryTable] : []),
      section(2, '（二）按性质'),
      { type: 'paragraph', text: `从性质看，立案${noun}的构成如下表。` },
      ...(propertyTable ? [propertyTable] : []),
      section(1, '二、交办和办理情况'),
      say`立案${noun}交由${units.length}个承办单位办理，共交办${fig('assigned', FACT.all)}件次。截至目前，已答复${fig('replied', FACT.replied)}件次，办复率${rateText(['replied'], ['assigned'], FACT.replied)}；超期未答复${fig('overdue', FACT.overdue)}件次；已办结${quote(cases.closed, casesOf({ figure: 'closed' }))}件。答复中与${who}沟通联系的${fig('consulted', CONSULTED)}件次，面商率${rateText(['consulted'], ['replied'], CONSULTED)}。`,
      section(2, '（一）承办件数较多的单位'),
      { type: 'paragraph', text: `交办件次最多的${Math.min(TOP_UNITS, units.length)}个承办单位及其答复情况如下表。` },
      topUnitsTable(ctx, units),
      section(2, `（二）重点${noun}`),
      ...keyCases,
      section(1, '三、办理结果'),
      say`从办理结果看，A类（已解决或基本解决）${fig('a', resultFilter('A'))}件次，B类（正在解决或列入计划）${fig('b', resultFilter('B'))}件次，C类（因条件限制需以后解决）${fig('c', resultFilter('C'))}件次，D类（留作参考）${fig('d', resultFilter('D'))}件次，A、B类合计占${rateText(['a', 'b'], ['replied'], { figure: 'replied', resultCategory: ['A', 'B'] })}。`,
      resultTable,
      section(1, `四、${who}评价`),
      say`${who}对办理工作进行测评${fig('rated', FACT.evaluated)}件次，其中满意${fig('satisfied', SATISFIED)}件次、基本满意${fig('basic', BASIC)}件次，满意率${rateText(['satisfied', 'basic'], ['rated'], { workSatisfaction: ['SATISFIED', 'BASIC'] })}。`,
      section(1, '五、下一步工作'),
      {
        type: 'paragraph',
        text: '下一步，将继续加强督办，对测评不满意的件督促承办单位重新办理，对答复为B类、C类的件跟踪落实情况，确保件件有落实、事事有回音。',
      },
      { type: 'paragraph', align: 'right', text: frame.office },
      { type: 'paragraph', align: 'right', text: chineseDate(ctx.asOf) },
    ],
  };
}
