import type {
  AssignmentFactRow,
  AssignmentRole,
  AssignmentStatus,
  CaseStatus,
  Paged,
  TAssignmentFactListQuery,
} from '@proposal-desk/shared';
import { sql, type Kysely } from 'kysely';
import type { DataScope } from '../../auth/context';
import type { Database } from '../../db/schema';
import { containsPattern, isoOf, offsetOf, sortOrderOf } from '../../lib/list-query';
import { assignmentFacts, factCondition, isCurrent, type FactScope } from '../../reports/queries/assignment-facts';
import { endOfDay, startOfDay } from '../../reports/report-context';

/** The facts a list filter covers: the caller's scope, the cases, the assignment days and the day of the figures (its end, else now). */
function factScopeOfFilter(db: Kysely<Database>, scope: DataScope, filter: TAssignmentFactListQuery, now: Date): FactScope {
  return {
    db,
    scope,
    body: filter.body ?? null,
    sessionId: filter.sessionId ?? null,
    category: filter.category,
    property: filter.property,
    isKey: filter.isKey,
    from: filter.assignedFrom ? startOfDay(filter.assignedFrom) : null,
    to: filter.assignedTo ? endOfDay(filter.assignedTo) : null,
    asOf: filter.asOf ? endOfDay(filter.asOf) : now,
    current: !filter.asOf || isCurrent(endOfDay(filter.asOf), now),
    unitId: null,
    unitSystem: null,
  };
}

/** The facts of the filter: the same facts and figure conditions the statistics count with. */
function filteredFacts(db: Kysely<Database>, scope: DataScope, filter: TAssignmentFactListQuery, now: Date) {
  let query = db
    .with('af', () => assignmentFacts(factScopeOfFilter(db, scope, filter, now)))
    .selectFrom('af')
    .where(factCondition(filter));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    query = query.where(sql<boolean>`(case_no ilike ${pattern} or title ilike ${pattern})`);
  }
  return query;
}

const SORT_COLUMNS = { caseNo: 'case_no', assignedAt: 'assigned_at', dueAt: 'due_at', repliedAt: 'replied_at' } as const;

/** One page of the assignments behind a figure: by unit (configured order), lead roles first, then case number, unless sorted. */
export async function findAssignmentFactPage(
  db: Kysely<Database>,
  scope: DataScope,
  query: TAssignmentFactListQuery,
  now: Date = new Date(),
): Promise<Paged<AssignmentFactRow>> {
  let select = filteredFacts(db, scope, query, now).selectAll();
  const order = sortOrderOf(query.sortOrder);
  if (query.sortField && query.sortField !== 'unit') select = select.orderBy(sql.ref(SORT_COLUMNS[query.sortField]), order);
  select = select
    .orderBy(sql.ref('unit_sort'), query.sortField === 'unit' ? order : 'asc')
    .orderBy(sql.ref('unit_id'))
    .orderBy(sql`role = 'CO'`)
    .orderBy(sql.ref('case_no'))
    .orderBy(sql.ref('assignment_id'));
  const [rows, count] = await Promise.all([
    select.limit(query.pageSize).offset(offsetOf(query)).execute(),
    filteredFacts(db, scope, query, now)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      assignmentId: r.assignment_id,
      caseId: r.case_id,
      body: r.body,
      caseNo: r.case_no,
      title: r.title,
      caseStatus: r.case_status as CaseStatus,
      unitId: r.unit_id,
      unitName: r.unit_name,
      role: r.role as AssignmentRole,
      status: r.assignment_status as AssignmentStatus,
      assignedAt: isoOf(r.assigned_at) ?? '',
      dueAt: isoOf(r.due_at) ?? '',
      signedAt: isoOf(r.signed_at),
      repliedAt: isoOf(r.replied_at),
      resultCategory: r.result_category,
      consultMethod: r.consult_method,
      workSatisfaction: r.work_satisfaction,
      resultSatisfaction: r.result_satisfaction,
      overdue: Boolean(r.overdue),
    })),
    total: Number(count.n),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}
