import { ASSIGNMENT_ROLES, CASE_STATUSES, labelOf, SATISFACTIONS, type ReportColumn, type ReportRow } from '@proposal-desk/shared';
import type { ReportContext } from '../report-context';
import { caseInfoOf } from './case-info';
import { FACT, factCondition } from './assignment-facts';
import { dayOf, factRows, type FactRow } from './fact-rows';
import type { ReportContent } from './types';

/** Rows grouped by unit, lead-type assignments (单办/主办/分办) before co-handling, each part under a group row. */
function groupedByUnit(facts: FactRow[], rowOf: (fact: FactRow) => ReportRow): ReportRow[] {
  const out: ReportRow[] = [];
  let i = 0;
  while (i < facts.length) {
    const unitId = facts[i]?.unit_id;
    const unitFacts: FactRow[] = [];
    while (i < facts.length && facts[i]?.unit_id === unitId) unitFacts.push(facts[i++] as FactRow);
    const unitName = unitFacts[0]?.unit_name ?? '';
    for (const [part, members] of [
      ['主办件', unitFacts.filter((f) => f.role !== 'CO')],
      ['协办件', unitFacts.filter((f) => f.role === 'CO')],
    ] as const) {
      if (members.length === 0) continue;
      out.push({ kind: 'group', label: `${unitName} · ${part}（${members.length}件）`, cells: {} });
      out.push(...members.map(rowOf));
    }
  }
  return out;
}

/** 人大建议办理清单 / 政协提案办理清单: every live assignment per unit with the case's handling so far. */
export async function transactionList(ctx: ReportContext): Promise<ReportContent> {
  const facts = await factRows(ctx, factCondition(FACT.all));
  const info = await caseInfoOf(ctx, [...new Set(facts.map((f) => f.case_id))]);
  const npc = ctx.body === 'NPC';
  const columns: ReportColumn[] = [
    { key: 'caseNo', title: '案号', format: 'text', width: 12 },
    { key: 'title', title: '案由', format: 'text', width: 30, align: 'left' },
    { key: 'lead', title: npc ? '领衔人' : '提案人', format: 'text', width: 10 },
    { key: 'group', title: npc ? '代表团' : '界别', format: 'text', width: 12 },
    { key: 'category', title: '类别', format: 'text', width: 10 },
    { key: 'leadUnits', title: '主办', format: 'text', width: 16, align: 'left' },
    { key: 'coUnits', title: '协办', format: 'text', width: 16, align: 'left' },
    { key: 'status', title: '当前环节', format: 'text', width: 9 },
    { key: 'repliedAt', title: '答复日期', format: 'date', width: 11 },
    { key: 'result', title: '办理类别', format: 'text', width: 7 },
    { key: 'satisfaction', title: '满意度', format: 'text', width: 8 },
    { key: 'absorbed', title: '并入案件', format: 'text', width: 12, align: 'left' },
  ];
  const rows = groupedByUnit(facts, (f) => {
    const c = info.get(f.case_id);
    return {
      kind: 'data',
      cells: {
        caseNo: f.case_no,
        title: f.title,
        lead: c?.leadName ?? '',
        group: c?.groupName ?? '',
        category: c?.category ?? '',
        leadUnits: c?.leadUnits ?? '',
        coUnits: c?.coUnits ?? '',
        status: labelOf(CASE_STATUSES, f.case_status),
        repliedAt: dayOf(f.replied_at),
        result: f.result_category ?? '',
        satisfaction: f.work_satisfaction ? labelOf(SATISFACTIONS, f.work_satisfaction) : '',
        absorbed: c?.absorbed ?? '',
      },
    };
  });
  return {
    blocks: [
      { type: 'table', columns, rows },
      { type: 'paragraph', text: `共${facts.length}件次。` },
    ],
  };
}

/** 交办清单: what each unit was given, how, when and by when. */
export async function assignedList(ctx: ReportContext): Promise<ReportContent> {
  const facts = await factRows(ctx, factCondition(FACT.all));
  const columns: ReportColumn[] = [
    { key: 'caseNo', title: '案号', format: 'text', width: 12 },
    { key: 'title', title: '案由', format: 'text', width: 40, align: 'left' },
    { key: 'role', title: '办理方式', format: 'text', width: 9 },
    { key: 'assignedAt', title: '交办日期', format: 'date', width: 11 },
    { key: 'dueAt', title: '答复期限', format: 'date', width: 11 },
  ];
  const rows = groupedByUnit(facts, (f) => ({
    kind: 'data',
    cells: {
      caseNo: f.case_no,
      title: f.title,
      role: labelOf(ASSIGNMENT_ROLES, f.role),
      assignedAt: dayOf(f.assigned_at),
      dueAt: dayOf(f.due_at),
    },
  }));
  return {
    blocks: [
      { type: 'table', columns, rows },
      { type: 'paragraph', text: `共${facts.length}件次。` },
    ],
  };
}
