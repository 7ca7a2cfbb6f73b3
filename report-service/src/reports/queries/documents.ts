import {
  ASSIGNMENT_ROLES,
  CASE_KINDS,
  CASE_PERIODS,
  CASE_PROPERTIES,
  CASE_STATUSES,
  labelOf,
  RESULT_CATEGORIES,
  stripNameSuffix,
  type TableBlock,
} from '@proposal-desk/shared';
import { caseScopeCondition } from '../../cases/case-scope';
import { DomainError } from '../../errors';
import type { ReportContext } from '../report-context';
import { caseInfoOf } from './case-info';
import { dayOf } from './fact-rows';
import type { ReportContent } from './types';

/** The case of a one-case document, if the caller's scope holds it (else 404, so ids outside the scope reveal nothing). */
async function loadCase(ctx: ReportContext) {
  const caseId = ctx.params.caseId ?? -1;
  const row = await ctx.db
    .selectFrom('cases')
    .innerJoin('meetings', 'meetings.id', 'cases.session_id')
    .leftJoin('member_terms as lm', 'lm.id', 'cases.lead_member_id')
    .where('cases.id', '=', caseId)
    .where(caseScopeCondition(ctx.scope))
    .select([
      'cases.id',
      'cases.body',
      'cases.kind',
      'cases.case_no',
      'cases.title',
      'cases.content',
      'cases.reason',
      'cases.solution',
      'cases.period',
      'cases.property',
      'cases.category',
      'cases.is_key',
      'cases.status',
      'cases.submitted_at',
      'cases.assigned_at',
      'cases.review_opinion',
      'meetings.name as session_name',
      'lm.mobile as lead_mobile',
    ])
    .executeTakeFirst();
  if (!row) throw new DomainError('notFound', 'report.caseNotFound');
  const kinds = ctx.definition.caseKinds ?? [];
  if (!kinds.includes(row.kind)) throw new DomainError('invalid', 'report.caseWrongKind', { kind: labelOf(CASE_KINDS, row.kind) });
  const categories = await ctx.db
    .selectFrom('dictionaries')
    .select(['code', 'label_zh'])
    .where('kind', '=', 'category')
    .where('body', '=', row.body)
    .execute();
  const cosigners = await ctx.db
    .selectFrom('case_submitters as s')
    .innerJoin('member_terms as m', 'm.id', 's.member_id')
    .where('s.case_id', '=', row.id)
    .where('s.role', '=', 'COSIGNER')
    .select('m.staff_name')
    .orderBy('m.id')
    .execute();
  const attachments = await ctx.db
    .selectFrom('case_attachments as ca')
    .innerJoin('files as f', 'f.id', 'ca.file_id')
    .where('ca.case_id', '=', row.id)
    .select('f.stored_name')
    .orderBy('ca.added_at')
    .orderBy('ca.id')
    .execute();
  return {
    ...row,
    cosigners: cosigners.map((c) => c.staff_name),
    attachments: attachments.map((a) => stripNameSuffix(a.stored_name)),
    categoryCodes: new Map(categories.map((c) => [c.code, c.label_zh])),
  };
}

/** The replies so far (a unit user sees only their own unit's). */
async function repliesTable(ctx: ReportContext, caseId: number): Promise<TableBlock> {
  let query = ctx.db
    .selectFrom('assignments as a')
    .innerJoin('handling_units as u', 'u.id', 'a.unit_id')
    .innerJoin('replies as r', 'r.assignment_id', 'a.id')
    .where('a.case_id', '=', caseId)
    .where('a.status', '!=', 'VOID');
  if (ctx.scope.kind === 'unit') query = query.where('a.unit_id', '=', ctx.scope.unitId ?? -1);
  const rows = await query
    .select(['u.name', 'a.role', 'r.round', 'r.replied_at', 'r.doc_no', 'r.result_category', 'r.signer'])
    .orderBy('r.replied_at')
    .orderBy('r.id')
    .execute();
  return {
    type: 'table',
    title: '答复情况',
    columns: [
      { key: 'unit', title: '承办单位', format: 'text', width: 22, align: 'left' },
      { key: 'role', title: '办理方式', format: 'text', width: 8 },
      { key: 'round', title: '轮次', format: 'int', width: 5 },
      { key: 'repliedAt', title: '答复日期', format: 'date', width: 11 },
      { key: 'docNo', title: '文号', format: 'text', width: 18 },
      { key: 'result', title: '办理类别', format: 'text', width: 18, align: 'left' },
      { key: 'signer', title: '签发人', format: 'text', width: 8 },
    ],
    rows: rows.map((r) => ({
      kind: 'data',
      cells: {
        unit: r.name,
        role: labelOf(ASSIGNMENT_ROLES, r.role),
        round: r.round,
        repliedAt: dayOf(r.replied_at),
        docNo: r.doc_no,
        result: `${r.result_category} ${labelOf(RESULT_CATEGORIES, r.result_category)}`,
        signer: r.signer,
      },
    })),
  };
}

const units = (lead: string, co: string) => [lead && `主办：${lead}`, co && `协办：${co}`].filter(Boolean).join('；') || '尚未交办';

/** 代表建议 / 代表议案 / 政协提案: one case's sheet. */
export async function caseDocument(ctx: ReportContext): Promise<ReportContent> {
  const kase = await loadCase(ctx);
  const info = (await caseInfoOf(ctx, [kase.id])).get(kase.id);
  const category = kase.categoryCodes.get(kase.category) ?? kase.category;
  const common = {
    session: { label: '届次', value: kase.session_name },
    caseNo: { label: '案号', value: kase.case_no ?? '（未编号）' },
    title: { label: '案由', value: kase.title, span: 2 },
    status: { label: '当前环节', value: labelOf(CASE_STATUSES, kase.status) },
    category: { label: '类别', value: category },
    property: { label: '性质', value: `${labelOf(CASE_PROPERTIES, kase.property)}${kase.is_key ? '（重点）' : ''}` },
    period: { label: '提出时间', value: `${labelOf(CASE_PERIODS, kase.period)} ${dayOf(kase.submitted_at) ?? ''}` },
    units: { label: '承办单位', value: units(info?.leadUnits ?? '', info?.coUnits ?? ''), span: 2 },
    assignedAt: { label: '交办日期', value: dayOf(kase.assigned_at) ?? '' },
    // The case's own files by name (the replies' files are the units' letters, not listed here).
    attachments: { label: '附件', value: kase.attachments.join('、') || '无', span: 2 },
  };
  const cosigners = kase.cosigners.join('、') || '无';
  let fields;
  if (kase.kind === 'MOTION') {
    fields = [
      common.session,
      common.caseNo,
      common.title,
      { label: '领衔代表', value: info?.leadName ?? '' },
      { label: '代表团', value: info?.groupName ?? '' },
      { label: '附议代表', value: cosigners, span: 2 },
      { label: '理由', value: kase.reason, span: 2 },
      { label: '办法', value: kase.solution, span: 2 },
      common.attachments,
      { label: '审议处理意见', value: kase.review_opinion || '（暂无）', span: 2 },
      common.status,
      common.assignedAt,
    ];
  } else if (kase.kind === 'PROPOSAL') {
    fields = [
      common.session,
      common.caseNo,
      common.title,
      { label: '提案人/单位', value: info?.leadName ?? '' },
      { label: '界别', value: info?.groupName ?? '' },
      { label: '联名人', value: cosigners, span: 2 },
      { label: '联系方式', value: kase.lead_mobile ?? '' },
      common.category,
      { label: '内容', value: kase.content, span: 2 },
      common.attachments,
      { label: '审查意见', value: kase.review_opinion || '（暂无）', span: 2 },
      common.units,
      common.status,
      common.assignedAt,
    ];
  } else {
    fields = [
      common.session,
      common.caseNo,
      common.title,
      { label: '领衔代表', value: info?.leadName ?? '' },
      { label: '代表团', value: info?.groupName ?? '' },
      { label: '附议代表', value: cosigners, span: 2 },
      common.category,
      common.property,
      common.period,
      common.status,
      { label: '内容', value: kase.content, span: 2 },
      common.attachments,
      common.units,
      common.assignedAt,
    ];
  }
  const replies = await repliesTable(ctx, kase.id);
  return {
    header: `${kase.body === 'NPC' ? '人大' : '政协'} · ${kase.session_name}`,
    subtitle: `${kase.session_name} · ${kase.case_no ?? '未编号'}`,
    blocks: [{ type: 'fields', columns: 2, fields }, replies.rows.length ? replies : { type: 'paragraph', text: '答复情况：尚未答复。' }],
  };
}
