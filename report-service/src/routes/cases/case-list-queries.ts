import {
  deadlineLight,
  type AssignmentRole,
  type CaseRow,
  type Language,
  type CaseStatus,
  type Paged,
  type TCaseFilter,
  type TCaseListQuery,
} from '@proposal-desk/shared';
import { type Expression, expressionBuilder, type ExpressionBuilder, type Kysely, type OrderByModifiers, sql, type SqlBool } from 'kysely';
import type { DataScope } from '../../auth/context';
import { caseFigureCondition } from '../../cases/case-figures';
import { caseScopeCondition } from '../../cases/case-scope';
import type { Database } from '../../db/schema';
import { beijingMidnight } from '../../lib/beijing-time';
import { containsPattern, isoOf, matchOperator, offsetOf, sortOrderOf } from '../../lib/list-query';

/** The first instant of a Beijing day, and the first of the day after: a day range includes both ends. */
const dayStart = (day: string) => beijingMidnight(day);
const dayAfter = (day: string) => beijingMidnight(day, 1);

type CasesEb = ExpressionBuilder<Database, 'cases'>;

/**
 * The earliest due time in force (the re-handling one once sent back) of a case's assignments still to be answered:
 * the open assignments the writes keep (migration 028; a closed case has none), read from their index by case. A
 * deputy or member waits for the reply, so theirs is the reply's: the co-units' earlier opinion days are left out.
 */
const openDue = (eb: CasesEb, scope: DataScope) =>
  eb
    .selectFrom('open_assignments as due_a')
    .select(sql<Date>`min(due_a.due_at)`.as('due'))
    .whereRef('due_a.case_id', '=', 'cases.id')
    .$if(scope.kind === 'member', (due) => due.where('due_a.role', '<>', 'CO'));

/** The cases of the filter within the scope. */
export function filteredCases(db: Kysely<Database>, scope: DataScope, filter: TCaseFilter) {
  let query = db.selectFrom('cases').where(caseScopeCondition(scope));
  if (filter.body) query = query.where('cases.body', '=', filter.body);
  if (filter.sessionId) query = query.where('cases.session_id', '=', filter.sessionId);
  if (filter.status) query = query.where('cases.status', '=', filter.status);
  if (filter.kind) query = query.where('cases.kind', '=', filter.kind);
  if (filter.category) query = query.where('cases.category', '=', filter.category === '-' ? '' : filter.category);
  if (filter.figure) query = query.where(caseFigureCondition(filter.figure));
  if (filter.memberLed !== undefined) query = query.where('cases.lead_member_id', filter.memberLed ? 'is not' : 'is', null);
  if (filter.unitSystem) {
    const system = filter.unitSystem;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('assignments as s_a')
          .innerJoin('handling_units as s_u', 's_u.id', 's_a.unit_id')
          .select('s_a.id')
          .whereRef('s_a.case_id', '=', 'cases.id')
          .where('s_a.status', '<>', 'VOID')
          .where('s_u.system', '=', system),
      ),
    );
  }
  if (filter.cosignerGroupId || filter.cosignerId) {
    const { cosignerGroupId, cosignerId } = filter;
    query = query.where((eb) => {
      let cosigned = eb
        .selectFrom('case_submitters as c_s')
        .innerJoin('member_terms as c_m', 'c_m.id', 'c_s.member_id')
        .select('c_s.case_id')
        .whereRef('c_s.case_id', '=', 'cases.id')
        .where('c_s.role', '=', 'COSIGNER');
      if (cosignerGroupId) cosigned = cosigned.where('c_m.dlg_id', '=', cosignerGroupId);
      if (cosignerId) cosigned = cosigned.where('c_s.member_id', '=', cosignerId);
      return eb.exists(cosigned);
    });
  }
  if (filter.property) query = query.where('cases.property', '=', filter.property);
  if (filter.isKey !== undefined) query = query.where('cases.is_key', '=', filter.isKey);
  if (filter.extension)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('assignment_extensions as ext')
          .select('ext.id')
          .whereRef('ext.case_id', '=', 'cases.id')
          .where('ext.status', '=', filter.extension ?? 'PENDING'),
      ),
    );
  if (filter.likelyDuplicate !== undefined) query = query.where('cases.duplicate_of_id', filter.likelyDuplicate ? 'is not' : 'is', null);
  if (filter.memberId) query = query.where('cases.lead_member_id', '=', filter.memberId);
  if (filter.submitterRole) {
    // Only a deputy or member has a part of their own; the scope already holds just the cases they are on.
    const own = scope.kind === 'member' ? scope.memberId : null;
    if (own === null) query = query.where(sql<SqlBool>`false`);
    else query = query.where('cases.lead_member_id', filter.submitterRole === 'LEAD' ? '=' : '<>', own);
  }
  if (filter.groupId) {
    const groupId = filter.groupId;
    query = query.where((eb) =>
      eb.or([
        eb('cases.group_id', '=', groupId),
        eb.exists(
          eb
            .selectFrom('member_terms as g_m')
            .select('g_m.id')
            .whereRef('g_m.id', '=', 'cases.lead_member_id')
            .where('g_m.dlg_id', '=', groupId),
        ),
      ]),
    );
  }
  if (filter.unitId || filter.unitRole) {
    const { unitId, unitRole } = filter;
    query = query.where((eb) => {
      let handled = eb
        .selectFrom('assignments as u_a')
        .select('u_a.id')
        .whereRef('u_a.case_id', '=', 'cases.id')
        .where('u_a.status', '<>', 'VOID');
      if (unitId) handled = handled.where('u_a.unit_id', '=', unitId);
      if (unitRole) handled = handled.where('u_a.role', '=', unitRole);
      return eb.exists(handled);
    });
  }
  if (filter.submittedFrom) query = query.where('cases.submitted_at', '>=', dayStart(filter.submittedFrom));
  if (filter.submittedTo) query = query.where('cases.submitted_at', '<', dayAfter(filter.submittedTo));
  if (filter.assignedFrom) query = query.where('cases.assigned_at', '>=', dayStart(filter.assignedFrom));
  if (filter.assignedTo) query = query.where('cases.assigned_at', '<', dayAfter(filter.assignedTo));
  if (filter.repliedFrom || filter.repliedTo) {
    const { repliedFrom, repliedTo } = filter;
    query = query.where((eb) => {
      let replied = eb
        .selectFrom('replies as r_r')
        .innerJoin('assignments as r_a', 'r_a.id', 'r_r.assignment_id')
        .select('r_r.id')
        .whereRef('r_a.case_id', '=', 'cases.id');
      if (repliedFrom) replied = replied.where('r_r.replied_at', '>=', dayStart(repliedFrom));
      if (repliedTo) replied = replied.where('r_r.replied_at', '<', dayAfter(repliedTo));
      return eb.exists(replied);
    });
  }
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    const like = matchOperator(filter.keyword);
    query = query.where((eb) =>
      eb.or([eb('cases.case_no', like, pattern), eb('cases.title', like, pattern), eb('cases.content', like, pattern)]),
    );
  }
  if (filter.overdue) {
    // The open assignments kept by the writes (migration 028): open to their unit, on a case not closed (domain.md
    // "Closing"), with the due time in force (the re-handling one once sent back, as the units' workspace counts it).
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('open_assignments as o_a')
          .select('o_a.assignment_id')
          .whereRef('o_a.case_id', '=', 'cases.id')
          // With a unit (and role) asked for, it is that unit's assignment that is overdue.
          .$if(filter.unitId !== undefined, (q) => q.where('o_a.unit_id', '=', filter.unitId ?? -1))
          .$if(filter.unitRole !== undefined, (q) => q.where('o_a.role', '=', filter.unitRole ?? 'SOLE'))
          .where('o_a.due_at', '<', sql<Date>`now()`),
      ),
    );
  }
  return query;
}

const SORT_COLUMNS = {
  caseNo: 'cases.case_no',
  title: 'cases.title',
  status: 'cases.status',
  submittedAt: 'cases.submitted_at',
  registeredAt: 'cases.registered_at',
  assignedAt: 'cases.assigned_at',
} as const;

/** A register filter with its sort: what the list page and the export read. */
export type CaseListQuery = TCaseFilter & Pick<TCaseListQuery, 'sortField' | 'sortOrder'>;

const casesEb = expressionBuilder<Database, 'cases'>();

/** The register's order: the caller's sort, else the newest first (index cases_body_newest); the case id settles ties. */
function listOrder(query: CaseListQuery, scope: DataScope): Array<[Expression<unknown>, OrderByModifiers]> {
  if (query.sortField === undefined)
    return [
      [casesEb.fn.coalesce('cases.submitted_at', 'cases.created_at'), 'desc'],
      [casesEb.ref('cases.id'), 'desc'],
    ];
  const first = query.sortField === 'dueAt' ? openDue(casesEb, scope) : casesEb.ref(SORT_COLUMNS[query.sortField]);
  return [
    [first, sortOrderOf(query.sortOrder)],
    [casesEb.ref('cases.id'), 'asc'],
  ];
}

/**
 * The ids of the filter's cases in the register's order, all of them or one page: an export reads them all once, then
 * its rows a batch of ids at a time, instead of sorting the whole filter again for each page past an ever larger offset.
 */
export async function orderedCaseIds(
  db: Kysely<Database>,
  scope: DataScope,
  query: CaseListQuery,
  page?: { limit: number; offset: number },
): Promise<number[]> {
  let select = filteredCases(db, scope, query).select('cases.id');
  for (const [expression, direction] of listOrder(query, scope)) select = select.orderBy(expression, direction);
  if (page) select = select.limit(page.limit).offset(page.offset);
  return (await select.execute()).map((r) => r.id);
}

/** The register's rows: a page of the filter in its order, or the cases of the given ids in the order given. */
export async function findCaseRows(
  db: Kysely<Database>,
  scope: DataScope,
  query: CaseListQuery,
  page: { limit: number; offset: number } | { ids: readonly number[] },
  lang: Language = 'zh',
): Promise<CaseRow[]> {
  const select = filteredCases(db, scope, query)
    .innerJoin('meetings', 'meetings.id', 'cases.session_id')
    .leftJoin('member_terms as lead', 'lead.id', 'cases.lead_member_id')
    .leftJoin('member_groups as grp', (join) => join.on((eb) => eb('grp.id', '=', eb.fn.coalesce('cases.group_id', 'lead.dlg_id'))))
    .select((eb) => [
      'cases.id',
      'cases.version',
      'cases.body',
      'cases.kind',
      'cases.case_no',
      'cases.title',
      'cases.status',
      'cases.session_id',
      'meetings.name as session_name',
      'cases.category',
      'cases.property',
      'cases.is_key',
      'cases.lead_member_id',
      'lead.staff_name as lead_name',
      'grp.name as group_name',
      'cases.submitted_at',
      'cases.registered_at',
      'cases.assigned_at',
      'cases.duplicate_of_id',
      'cases.duplicate_likeness',
      openDue(eb, scope).as('due_at'),
    ]);
  // A page's ids come first, in the list's order, and then their rows: sorting the filter's ids alone reads the cases'
  // index, where sorting whole rows joined with their session and submitter read every case (the due-date sort of
  // 53,000 cases: ~130 → ~50 ms on PostgreSQL).
  const ids = 'ids' in page ? page.ids : await orderedCaseIds(db, scope, query, page);
  if (ids.length === 0) return [];
  const position = new Map(ids.map((id, i) => [id, i]));
  const rows = (await select.where('cases.id', 'in', [...ids]).execute()).sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  const [units, labels, originals] = await Promise.all([
    unitsOf(
      db,
      rows.map((r) => r.id),
    ),
    categoryLabels(db, lang),
    earlierCasesOf(db, [...new Set(rows.flatMap((r) => (r.duplicate_of_id === null ? [] : [r.duplicate_of_id])))]),
  ]);
  const now = new Date();
  return rows.map((r) => {
    const dueAt = r.due_at ? new Date(r.due_at as unknown as string) : null;
    const earlier = r.duplicate_of_id === null ? undefined : originals.get(r.duplicate_of_id);
    return {
      id: r.id,
      version: r.version,
      body: r.body,
      kind: r.kind,
      caseNo: r.case_no,
      title: r.title,
      status: r.status as CaseStatus,
      sessionId: r.session_id,
      sessionName: r.session_name,
      category: r.category,
      categoryLabel: labels.get(`${r.body}:${r.category}`) ?? r.category,
      property: r.property,
      isKey: r.is_key,
      submitter: r.lead_name ?? r.group_name ?? '',
      leadMemberId: r.lead_member_id,
      groupName: r.group_name ?? '',
      units: units.get(r.id) ?? [],
      submittedAt: isoOf(r.submitted_at),
      registeredAt: isoOf(r.registered_at),
      assignedAt: isoOf(r.assigned_at),
      dueAt: isoOf(dueAt),
      light: r.status === 'CLOSED' ? null : deadlineLight(isoOf(dueAt), now),
      duplicateOf: earlier ? { id: r.duplicate_of_id!, ...earlier, likeness: r.duplicate_likeness ?? 0 } : null,
    };
  });
}

/**
 * The 案号 of the earlier cases a page's rows nearly copy (疑似重复), read for the page's few ids rather than joined:
 * an export reads its rows a thousand at a time, and a join would read every case for each of those pages.
 */
/** The earlier cases flagged rows repeat, by id: named by 案号, or before one by title and status. */
async function earlierCasesOf(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, { caseNo: string | null; title: string; status: CaseStatus }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('cases').select(['id', 'case_no', 'title', 'status']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { caseNo: r.case_no, title: r.title, status: r.status as CaseStatus }]));
}

/** Case id → its units that are not void, with their roles, in assignment order. */
async function unitsOf(db: Kysely<Database>, caseIds: number[]): Promise<Map<number, Array<{ name: string; role: AssignmentRole }>>> {
  const byCase = new Map<number, Array<{ name: string; role: AssignmentRole }>>();
  if (caseIds.length === 0) return byCase;
  const rows = await db
    .selectFrom('assignments')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .select(['assignments.case_id', 'assignments.role', 'handling_units.name'])
    .where('assignments.case_id', 'in', caseIds)
    .where('assignments.status', '<>', 'VOID')
    .orderBy('assignments.id')
    .execute();
  for (const row of rows) byCase.set(row.case_id, [...(byCase.get(row.case_id) ?? []), { name: row.name, role: row.role }]);
  return byCase;
}

/** `body:code` → label of every category, in the reader's language. */
export async function categoryLabels(db: Kysely<Database>, lang: Language = 'zh'): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('dictionaries')
    .select(['body', 'code', 'label_zh', 'label_en'])
    .where('kind', '=', 'category')
    .execute();
  const labelOf = (row: (typeof rows)[number]) => (lang === 'en' && row.label_en ? row.label_en : row.label_zh);
  return new Map(
    rows.flatMap((r) =>
      (r.body ? [`${r.body}:${r.code}`] : [`NPC:${r.code}`, `CPPCC:${r.code}`]).map((key) => [key, labelOf(r)] as [string, string]),
    ),
  );
}

/** One page of the register. */
export async function findCasePage(
  db: Kysely<Database>,
  scope: DataScope,
  query: TCaseListQuery,
  lang: Language = 'zh',
): Promise<Paged<CaseRow>> {
  const [rows, count] = await Promise.all([
    findCaseRows(db, scope, query, { limit: query.pageSize, offset: offsetOf(query) }, lang),
    filteredCases(db, scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n), pageIndex: query.pageIndex, pageSize: query.pageSize };
}
