import {
  ASSIGNMENT_ROLES,
  CASE_STATUSES,
  documentNumber,
  labelOf,
  memberTypeForBody,
  type ReportBlock,
  type ReportColumn,
  type ReportRow,
} from '@proposal-desk/shared';
import { sql } from 'kysely';
import { deadlineSettings } from '../../cases/case-deadline-queries';
import { letterheadOf } from '../../documents/letterhead-queries';
import { DomainError } from '../../errors';
import { sessionOf, type ReportContext } from '../report-context';
import { FACT, factCondition } from './assignment-facts';
import { caseInfoOf } from './case-info';
import { dayOf, factRows } from './fact-rows';
import { caseFilter } from './filters';
import type { ReportContent } from './types';

/** 2026年11月28日: the 成文日期 of a letter, in Arabic numerals as GB/T 9704 asks, Beijing time. */
export const chineseDate = (at: Date) => {
  const [year, month, day] = (dayOf(at) ?? '').split('-').map(Number);
  return `${year}年${month}月${day}日`;
};

const paragraph = (text: string, align?: 'right' | 'flush'): ReportBlock => ({ type: 'paragraph', text, ...(align ? { align } : {}) });
const title = (text: string): ReportBlock => ({ type: 'paragraph', heading: true, text });

/** The 版头 and the closing lines every letter shares: 发文机关署名, 成文日期, and the contact where the office gave one. */
async function letterFrame(ctx: ReportContext) {
  const letterhead = await letterheadOf(ctx.db, ctx.body);
  const year = Number((dayOf(ctx.asOf) ?? '').slice(0, 4));
  const closing: ReportBlock[] = [
    paragraph(letterhead.office, 'right'),
    paragraph(chineseDate(ctx.asOf), 'right'),
    ...(letterhead.contact ? [paragraph(`（联系人及电话：${letterhead.contact}）`)] : []),
  ];
  return { letterhead: { office: letterhead.office, number: documentNumber(letterhead.numberPattern, year, ctx.params.docSeq) }, closing };
}

const column = (key: string, heading: string, width: number, align?: 'left'): ReportColumn => ({
  key,
  title: heading,
  format: 'text',
  width,
  ...(align ? { align } : {}),
});

/** The assignments a 交办函 lists: those made in its range of 交办日期, or without one those not yet replied to. */
export const assignmentLetterFacts = (ctx: ReportContext) => factCondition(ctx.params.from || ctx.params.to ? FACT.all : FACT.notReplied);

/**
 * 交办函: to one handling unit, its live assignments of the session made in the date range (交办日期) — without a
 * range, those it has not yet replied to (a letter does not hand over again what was answered) — each
 * with 案号, 案由, 领衔人 (提案人), 办理方式 and the due day in force, between the office's letterhead and its
 * signature. A unit user gets their own unit's letter; the office chooses the unit.
 */
export async function assignmentLetter(ctx: ReportContext): Promise<ReportContent> {
  if (!ctx.unitId) throw new DomainError('invalid', 'report.letterUnitRequired');
  const npc = ctx.body === 'NPC';
  const noun = npc ? '代表建议' : '提案';
  const session = sessionOf(ctx);
  const ranged = Boolean(ctx.params.from || ctx.params.to);
  const [unit, facts, deadlines, frame] = await Promise.all([
    ctx.db.selectFrom('handling_units').select('name').where('id', '=', ctx.unitId).executeTakeFirst(),
    factRows(ctx, assignmentLetterFacts(ctx)),
    deadlineSettings(ctx.db),
    letterFrame(ctx),
  ]);
  if (!unit) throw new DomainError('invalid', 'report.unitInvalid');
  const info = await caseInfoOf(ctx, [...new Set(facts.map((f) => f.case_id))]);
  const co = facts.filter((f) => f.role === 'CO').length;
  const range = ranged ? `${ctx.params.from ?? ''}至${ctx.params.to ?? ''}` : '';
  const rows: ReportRow[] = facts.map((f, index) => ({
    kind: 'data',
    cells: {
      seq: String(index + 1),
      caseNo: f.case_no ?? '',
      title: f.title,
      lead: info.get(f.case_id)?.leadName ?? '',
      role: labelOf(ASSIGNMENT_ROLES, f.role),
      due: dayOf(f.due_at),
    },
  }));
  const list: ReportBlock = {
    type: 'table',
    title: `${unit.name}交办清单`,
    columns: [
      column('seq', '序号', 4),
      column('caseNo', '案号', 13),
      column('title', '案由', 32, 'left'),
      column('lead', npc ? '领衔人' : '提案人', 9),
      column('role', '办理方式', 9),
      { key: 'due', title: '答复期限', format: 'date', width: 13 },
    ],
    rows,
  };
  const body: ReportBlock[] =
    facts.length === 0
      ? [
          paragraph(
            range ? `${range}期间，${session.name}没有新交由你单位办理的${noun}。` : `${session.name}交由你单位办理的${noun}均已答复。`,
          ),
        ]
      : [
          paragraph(
            range
              ? `现将${session.name}${range}交办的${noun}${facts.length}件交由你单位办理，其中主办（单办、分办）${facts.length - co}件、协办${co}件，清单附后。`
              : `${session.name}交由你单位办理、尚未答复的${noun}共${facts.length}件，其中主办（单办、分办）${facts.length - co}件、协办${co}件，清单附后。`,
          ),
          paragraph(
            `请认真研究办理：主办单位自交办之日起${deadlines.replyMonths}个月内书面答复${npc ? '代表' : '提案者'}，协办单位在${deadlines.coOpinionMonths}个月内将协办意见送主办单位；答复前应与${npc ? '代表' : '提案者'}沟通联系。确需延期的，请在答复期限届满前提出申请。`,
          ),
        ];
  return {
    title: `交办函_${unit.name}`,
    subtitle: `${unit.name} · ${session.name}`,
    letterhead: frame.letterhead,
    blocks: [
      title(`关于交办${session.name}${noun}的函`),
      paragraph(`${unit.name}：`, 'flush'),
      ...body,
      ...(facts.length > 0 ? [paragraph('附件：交办清单', 'flush')] : []),
      ...frame.closing,
      ...(facts.length > 0 ? [list] : []),
    ],
  };
}

/** A case's live units as the letter names them: 主办：市教育局；协办：市财政局. */
const unitsText = (leadUnits: string, coUnits: string) =>
  [leadUnits ? `主办：${leadUnits}` : '', coUnits ? `协办：${coUnits}` : ''].filter(Boolean).join('；');

/**
 * 一人一函: to one deputy or member, every case of the session they led or seconded (附议; a member: 提出 or 联名; within the caller's
 * scope), with its status, its units and their roles, and the reply categories where replied.
 */
export async function memberLetter(ctx: ReportContext): Promise<ReportContent> {
  const memberId = ctx.params.memberId;
  if (!memberId) throw new DomainError('invalid', 'report.memberInvalid');
  const npc = ctx.body === 'NPC';
  const session = sessionOf(ctx);
  const member = await ctx.db
    .selectFrom('member_terms')
    .select('staff_name')
    .where('id', '=', memberId)
    .where('type', '=', memberTypeForBody(ctx.body))
    .executeTakeFirst();
  if (!member) throw new DomainError('invalid', 'report.memberInvalid');
  const [cases, frame] = await Promise.all([
    ctx.db
      .selectFrom('cases')
      .innerJoin('case_submitters as s', 's.case_id', 'cases.id')
      .where(caseFilter(ctx))
      .where('s.member_id', '=', memberId)
      .where('cases.status', 'not in', ['DRAFT', 'WITHDRAWN'])
      .where((eb) => eb.or([eb('s.role', '=', 'LEAD'), eb('s.cosign_status', '=', 'CONFIRMED')]))
      .select([
        'cases.id',
        'cases.case_no',
        'cases.title',
        'cases.status',
        's.role',
        sql<string | null>`(select m.case_no from cases m where m.id = cases.merged_into_id)`.as('main_case_no'),
        sql<string>`coalesce((select string_agg(distinct r.result_category, '、' order by r.result_category) from replies r
          join assignments a on a.id = r.assignment_id where a.case_id = cases.id and a.status <> 'VOID' and a.role <> 'CO'
          and r.result_category is not null), '')`.as('results'),
      ])
      .orderBy('cases.case_no')
      .orderBy('cases.id')
      .execute(),
    letterFrame(ctx),
  ]);
  const info = await caseInfoOf(
    ctx,
    cases.map((c) => c.id),
  );
  const count = (statuses: string[]) => cases.filter((c) => statuses.includes(c.status)).length;
  const merged = count(['MERGED']);
  const rejected = count(['REJECTED']);
  const waiting = count(['SUBMITTED', 'REGISTERED']);
  const accepted = cases.length - merged - rejected - waiting;
  const noun = npc ? '建议' : '提案';
  const rows: ReportRow[] = cases.map((c) => {
    const kase = info.get(c.id);
    return {
      kind: 'data',
      cells: {
        caseNo: c.case_no ?? '',
        title: c.title,
        // The app's words: a deputy 附议 (seconds) a suggestion, a member 联名 (co-signs) a proposal.
        role: c.role === 'LEAD' ? (npc ? '领衔' : '提出') : npc ? '附议' : '联名',
        status: c.status === 'MERGED' && c.main_case_no ? `并入${c.main_case_no}` : labelOf(CASE_STATUSES, c.status),
        units: kase ? unitsText(kase.leadUnits, kase.coUnits) : '',
        result: c.results ? `${c.results}类` : '',
      },
    };
  });
  const list: ReportBlock = {
    type: 'table',
    title: `${member.staff_name}${npc ? '代表建议' : '委员提案'}办理情况`,
    columns: [
      column('caseNo', '案号', 11),
      column('title', '案由', 28, 'left'),
      column('role', '方式', 6),
      column('status', '办理状态', 10),
      column('units', '承办单位', 24, 'left'),
      column('result', '答复类别', 8),
    ],
    rows,
  };
  const summary =
    cases.length === 0
      ? `${session.name}期间，没有您${npc ? '领衔或附议' : '提出或联名'}的${noun}。`
      : `您在${session.name}期间${npc ? '领衔或附议' : '提出（含联名）'}的${noun}共${cases.length}件，经审查立案${accepted}件、并案${merged}件、不予立案${rejected}件${waiting ? `、正在审查${waiting}件` : ''}。立案的${noun}已交有关单位办理，各件的承办单位、办理方式和答复情况见附表。`;
  return {
    title: `一人一函_${member.staff_name}`,
    subtitle: `${member.staff_name} · ${session.name}`,
    letterhead: frame.letterhead,
    blocks: [
      title(`关于${session.name}${npc ? '代表建议' : '委员提案'}办理情况的函`),
      paragraph(`${member.staff_name}${npc ? '代表' : '委员'}：`, 'flush'),
      paragraph(summary),
      paragraph(`感谢您对${npc ? '人大' : '政协'}工作的支持。对办理和答复有意见的，可在系统中测评或与我们联系。`),
      ...(cases.length > 0 ? [paragraph('附件：办理情况表', 'flush')] : []),
      ...frame.closing,
      ...(cases.length > 0 ? [list] : []),
    ],
  };
}
