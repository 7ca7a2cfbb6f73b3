import type { Localized, ReportColumn, ReportRow } from '@proposal-desk/shared';
import { type RawBuilder, sql } from 'kysely';
import type { ReportContext } from '../report-context';
import { ACCEPTED_STATUSES, caseDateFilter, caseFilter, caseSelectionOf, RECEIVED_STATUSES } from './filters';
import type { CaseFigureFilter } from '../../cases/case-figures';
import { caseQueryText, casesOf, drillTarget, membersOf, reportDrillBase } from './figure-drill';
import { count, rateOf, statTable, type StatRow } from './stat-table';
import type { ReportContent } from './types';

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

/**
 * The SFB delegation variant counts only cases handled (live assignment) by a government-system unit, as the kept
 * facts say (one per assignment, with its case's body and session: only the report's session's are read). `caseId`
 * names the column of the case asked about.
 */
function handledByGovernment(ctx: ReportContext, caseId: 'cases.id' | 's.case_id'): RawBuilder<boolean> {
  if (!ctx.definition.governmentOnly) return sql<boolean>`true`;
  const { body, sessionId } = caseSelectionOf(ctx);
  let handled = ctx.db
    .selectFrom('assignment_facts as ga')
    .innerJoin('handling_units as gu', 'gu.id', 'ga.unit_id')
    .select('ga.assignment_id')
    .where(sql<boolean>`ga.case_id = ${sql.ref(caseId)}`)
    .where('ga.status', '!=', 'VOID')
    .where('gu.system', '=', 'GOVERNMENT');
  if (body) handled = handled.where('ga.body', '=', body);
  if (sessionId) handled = handled.where('ga.session_id', '=', sessionId);
  return sql<boolean>`exists (${handled})`;
}

/**
 * Whether the submitter rows alone say which count: they carry their case's body, session and status (migration
 * 032), so without a date range, a category, property or key-case filter, and for a caller who sees the whole office
 * or one body, the cases' own rows need not be read.
 */
function submittersSuffice(ctx: ReportContext): boolean {
  const { category, property, isKey } = caseSelectionOf(ctx);
  const filteredByCase = category !== undefined || property !== undefined || isKey !== undefined || ctx.from !== null || ctx.to !== null;
  return !filteredByCase && (ctx.scope.kind === 'all' || ctx.scope.kind === 'body');
}

/** Received cases the report counts, with each submitter (lead and co-signers) and their group: `s.case_status` is the case's status. */
function submissions(ctx: ReportContext) {
  const { body, sessionId } = caseSelectionOf(ctx);
  let query = ctx.db
    .selectFrom('case_submitters as s')
    .innerJoin('member_terms as m', 'm.id', 's.member_id')
    .where(received('s.case_status'))
    .where(handledByGovernment(ctx, 's.case_id'));
  if (ctx.scope.kind === 'body') query = query.where('s.body', '=', ctx.scope.body);
  if (body) query = query.where('s.body', '=', body);
  if (sessionId) query = query.where('s.session_id', '=', sessionId);
  if (submittersSuffice(ctx)) return query;
  return query.where('s.case_id', 'in', countedCases(ctx).select('cases.id'));
}

/** The cases a case-level report counts: its scope, selection and submission days. */
const countedCases = (ctx: ReportContext) => ctx.db.selectFrom('cases').where(caseFilter(ctx)).where(caseDateFilter(ctx));

/** A case status among `statuses`, read from the case (`cases.status`) or from its submitter row (`s.case_status`). */
const statusIn = (statuses: readonly string[]) => (status: 'cases.status' | 's.case_status') =>
  sql<boolean>`${sql.ref(status)} in (${inList(statuses)})`;
const received = statusIn(RECEIVED_STATUSES);
const accepted = statusIn(ACCEPTED_STATUSES);

/** 代表团(提案单位)统计 (and SFB): per delegation or group — lead, co-signed, accepted cases, participants and their rate. */
export async function byDelegation(ctx: ReportContext): Promise<ReportContent> {
  // Two counts asked at once (PostgreSQL answers them on two connections): each member's led and accepted cases, rolled
  // up by delegation (a member is on a case once and a case has one lead, migration 032, so plain counts), and the
  // cases a delegation's members co-signed, the one figure two of them can share.
  const [groups, counted, cosignedCases, members, groupCases] = await Promise.all([
    ctx.db.selectFrom('member_groups').select(['id', 'name']).where('body', '=', ctx.body).orderBy('sort').orderBy('id').execute(),
    ctx.db
      .selectFrom(
        submissions(ctx)
          .select([
            'm.dlg_id',
            sql<number>`count(*) filter (where s.role = 'LEAD')`.as('lead'),
            sql<number>`count(*) filter (where s.role = 'LEAD' and ${accepted('s.case_status')})`.as('accepted'),
          ])
          .groupBy(['m.dlg_id', 's.member_id'])
          .as('p'),
      )
      .select([
        'p.dlg_id',
        sql<number>`sum(p.lead)`.as('lead'),
        sql<number>`sum(p.accepted)`.as('accepted'),
        sql<number>`count(*)`.as('participants'),
      ])
      .groupBy('p.dlg_id')
      .execute(),
    submissions(ctx)
      .where('s.role', '=', 'COSIGNER')
      .select(['m.dlg_id', sql<number>`count(distinct s.case_id)`.as('cosigned')])
      .groupBy('m.dlg_id')
      .execute(),
    ctx.db
      .selectFrom('member_terms')
      .select(['dlg_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('dlg_id')
      .execute(),
    // Cases a group submits in its own name (CPPCC parties, sectors …) have no member submitters.
    countedCases(ctx)
      .where(handledByGovernment(ctx, 'cases.id'))
      .where('cases.submitter_type', '=', 'GROUP')
      .where(received('cases.status'))
      .select([
        'cases.group_id',
        sql<number>`count(*)`.as('lead'),
        sql<number>`count(*) filter (where ${accepted('cases.status')})`.as('accepted'),
      ])
      .groupBy('cases.group_id')
      .execute(),
  ]);
  const byGroup = new Map(counted.map((r) => [r.dlg_id, r]));
  const cosignedBy = new Map(cosignedCases.map((r) => [r.dlg_id, Number(r.cosigned)]));
  const ownCases = new Map(groupCases.map((r) => [r.group_id, r]));
  const sizes = new Map(members.map((r) => [r.dlg_id, Number(r.n)]));
  const drill = reportDrillBase(ctx);
  // 参与人数 opens the people who led or co-signed a case the report counts: the register's received cases of its filters.
  const tookPartIn = caseQueryText({ ...drill.cases, figure: 'received' });
  const rows: StatRow[] = groups.map((g) => {
    const r = byGroup.get(g.id);
    const own = ownCases.get(g.id);
    return {
      label: g.name,
      figures: {
        lead: casesOf({ figure: 'received', groupId: g.id }),
        cosigned: casesOf({ figure: 'received', cosignerGroupId: g.id }),
        accepted: casesOf({ figure: 'accepted', groupId: g.id }),
        participants: membersOf({ DLG_ID: g.id, tookPartIn }),
        members: membersOf({ DLG_ID: g.id }),
      },
      counts: {
        lead: Number(r?.lead ?? 0) + Number(own?.lead ?? 0),
        cosigned: cosignedBy.get(g.id) ?? 0,
        accepted: Number(r?.accepted ?? 0) + Number(own?.accepted ?? 0),
        participants: Number(r?.participants ?? 0),
        members: sizes.get(g.id) ?? 0,
      },
    };
  });
  const npc = ctx.body === 'NPC';
  const table = statTable({
    label: { key: 'group', title: npc ? '代表团' : '提案单位（界别）', width: 22 },
    columns: [
      count('lead', '领衔件'),
      count('cosigned', npc ? '附议件' : '联名件'),
      count('accepted', '立案件'),
      count('participants', '参与人数'),
      count('members', '总人数'),
      rateOf('participationRate', '参与率', ['participants'], ['members']),
    ],
    rows,
    drill,
    totalFigures: {
      lead: casesOf({ figure: 'received' }),
      accepted: casesOf({ figure: 'accepted' }),
      participants: membersOf({ Body: ctx.body, tookPartIn }),
      members: membersOf({ Body: ctx.body }),
    },
  });
  return {
    blocks: [
      table,
      {
        type: 'paragraph',
        text: '领衔件、立案件按领衔人所在代表团（提案单位）统计，含以提案单位名义提出的件；附议件为本团人员附议（联名）的件数；参与人数为领衔或附议过的人数。',
      },
    ],
  };
}

/** 代表领衔建议统计: per delegation, every deputy who led or co-signed, with the titles they led; subtotals per delegation. */
/** What each deputy's (member's) figures count; their lists are the register's. */
const SUBMITTER_COLUMNS: Record<'lead' | 'cosigned' | 'accepted', Localized> = {
  lead: {
    zh: '本人领衔提交、未撤回的件（含并案、不予立案的件）。',
    en: 'Cases they led, submitted and not withdrawn (merged and rejected ones included).',
  },
  cosigned: {
    zh: '本人附议（联名）的件；小计、合计为各人之和，一件多人附议时重复计入，故不可点开。',
    en: "Cases they co-signed; a subtotal adds up each person's, so a case two of them co-signed counts twice there and opens no list.",
  },
  accepted: { zh: '本人领衔、已立案的件。', en: 'Cases they led that were accepted.' },
};

export async function byLeadDeputy(ctx: ReportContext): Promise<ReportContent> {
  // A member is on a case once (case_submitters' key), so per member a plain count counts distinct cases. The titles
  // they led are gathered apart, at the same time: sorting every submission row for them slowed the counts.
  const [rows, titles] = await Promise.all([
    submissions(ctx)
      .leftJoin('member_groups as g', 'g.id', 'm.dlg_id')
      .select([
        'm.id',
        'm.staff_name',
        'g.name as group_name',
        'g.sort as group_sort',
        'g.id as group_id',
        sql<number>`count(*) filter (where s.role = 'LEAD')`.as('lead'),
        sql<number>`count(*) filter (where s.role = 'COSIGNER')`.as('cosigned'),
        sql<number>`count(*) filter (where s.role = 'LEAD' and ${accepted('s.case_status')})`.as('accepted'),
      ])
      .groupBy(['m.id', 'm.staff_name', 'g.name', 'g.sort', 'g.id'])
      .orderBy('g.sort')
      .orderBy('g.id')
      .orderBy(sql`count(*) filter (where s.role = 'LEAD')`, 'desc')
      .orderBy('m.id')
      .execute(),
    // The titles from the cases themselves, by the lead the register lists them under (one lead a case: the lead's
    // submitter row), so no submission is joined to its case.
    countedCases(ctx)
      .where(handledByGovernment(ctx, 'cases.id'))
      .where('cases.lead_member_id', 'is not', null)
      .where(received('cases.status'))
      .select(['cases.lead_member_id as member_id', sql<string>`string_agg(cases.title, '；' order by cases.case_no)`.as('titles')])
      .groupBy('cases.lead_member_id')
      .execute(),
  ]);
  const titlesOf = new Map(titles.map((t) => [t.member_id, t.titles]));
  const columns: ReportColumn[] = [
    { key: 'name', title: ctx.body === 'NPC' ? '代表' : '委员', format: 'text', width: 12, align: 'left' },
    { key: 'lead', title: '领衔', format: 'int', width: 7, align: 'right', definition: SUBMITTER_COLUMNS.lead },
    { key: 'cosigned', title: '附议', format: 'int', width: 7, align: 'right', definition: SUBMITTER_COLUMNS.cosigned },
    { key: 'accepted', title: '立案', format: 'int', width: 7, align: 'right', definition: SUBMITTER_COLUMNS.accepted },
    { key: 'titles', title: '领衔案由', format: 'text', width: 60, align: 'left' },
  ];
  const out: ReportRow[] = [];
  const total = { lead: 0, cosigned: 0, accepted: 0 };
  const base = reportDrillBase(ctx);
  // The lists behind a row's figures: a deputy's own (led, co-signed), a delegation's led cases. A subtotal of
  // co-signed cases adds up each deputy's, so a case two of them co-signed counts twice: it opens no list.
  const drills = (values: Record<string, number>, figures: Record<string, CaseFigureFilter>) => {
    const drill = Object.fromEntries(
      Object.entries(figures)
        .filter(([key]) => (values[key] ?? 0) > 0)
        .map(([key, filter]) => [key, drillTarget(base, casesOf(filter))]),
    );
    return Object.keys(drill).length > 0 ? { drill } : {};
  };
  const ledBy = (filter: CaseFigureFilter) =>
    ({
      lead: { figure: 'received', memberLed: true, ...filter },
      accepted: { figure: 'accepted', memberLed: true, ...filter },
    }) satisfies Record<string, CaseFigureFilter>;
  let i = 0;
  while (i < rows.length) {
    const groupId = rows[i]?.group_id;
    const members = [];
    while (i < rows.length && rows[i]?.group_id === groupId) members.push(rows[i++] as (typeof rows)[number]);
    const sub = { lead: 0, cosigned: 0, accepted: 0 };
    out.push({ kind: 'group', label: members[0]?.group_name ?? '未分团', cells: {} });
    for (const m of members) {
      const values = { lead: Number(m.lead), cosigned: Number(m.cosigned), accepted: Number(m.accepted) };
      for (const key of ['lead', 'cosigned', 'accepted'] as const) sub[key] += values[key];
      out.push({
        kind: 'data',
        cells: { name: m.staff_name, ...values, titles: titlesOf.get(m.id) ?? '' },
        ...drills(values, { ...ledBy({ memberId: m.id }), cosigned: { figure: 'received', cosignerId: m.id } }),
      });
    }
    for (const key of ['lead', 'cosigned', 'accepted'] as const) total[key] += sub[key];
    out.push({
      kind: 'subtotal',
      cells: { name: '小计', ...sub, titles: `${members.length}人` },
      ...(groupId ? drills(sub, ledBy({ groupId })) : {}),
    });
  }
  out.push({ kind: 'total', cells: { name: '合计', ...total, titles: `${rows.length}人` }, ...drills(total, ledBy({})) });
  return { blocks: [{ type: 'table', columns, rows: out }] };
}
