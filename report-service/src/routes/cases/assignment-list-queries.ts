import {
  ASSIGNMENT_STAGES,
  deadlineLight,
  type AssignmentListAnswer,
  type AssignmentRole,
  type AssignmentRow,
  type AssignmentStage,
  type AssignmentStatus,
  type CaseStatus,
  type TAssignmentFilter,
  type TAssignmentListQuery,
} from '@proposal-desk/shared';
import { sql, type Kysely } from 'kysely';
import { assignmentStage, dueInForce } from '../../cases/assignment-stages';
import { returnWindowsOpen } from '../../cases/case-deadline-queries';
import { type CaseViewer, unitActionsFor } from '../../cases/case-file-actions';
import { extensionsOpen } from '../../cases/extension-queries';
import type { Database } from '../../db/schema';
import { beijingMidnight } from '../../lib/beijing-time';
import { containsPattern, offsetOf, sortOrderOf } from '../../lib/list-query';

export type AssignmentOrder = Pick<TAssignmentListQuery, 'stage' | 'sortField' | 'sortOrder'>;

/** The first instant of a Beijing day, and the first of the day after: a day range includes both ends. */
const dayStart = (day: string) => beijingMidnight(day);
const dayAfter = (day: string) => beijingMidnight(day, 1);

/** The time of the assignment's latest reply, as a subquery on `assignments as a`. */
const latestReply = sql<Date | null>`(select max(r.replied_at) from replies r where r.assignment_id = a.id)`;

/** The unit's assignments (never void) of the filter, any stage, joined to their cases. */
function unitAssignments(db: Kysely<Database>, unitId: number, filter: TAssignmentFilter) {
  let query = db
    .selectFrom('assignments as a')
    .innerJoin('cases', 'cases.id', 'a.case_id')
    .where('a.unit_id', '=', unitId)
    .where('a.status', '<>', 'VOID');
  if (filter.body) query = query.where('cases.body', '=', filter.body);
  if (filter.sessionId) query = query.where('cases.session_id', '=', filter.sessionId);
  if (filter.role) query = query.where('a.role', '=', filter.role);
  if (filter.assignedFrom) query = query.where('a.assigned_at', '>=', dayStart(filter.assignedFrom));
  if (filter.assignedTo) query = query.where('a.assigned_at', '<', dayAfter(filter.assignedTo));
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    query = query.where((eb) => eb.or([eb('cases.case_no', 'ilike', pattern), eb('cases.title', 'ilike', pattern)]));
  }
  return query;
}

/** The number of the unit's assignments in each stage under the filter (its stage aside), in one query. */
export async function countAssignmentStages(
  db: Kysely<Database>,
  unitId: number,
  filter: TAssignmentFilter,
  now: Date,
): Promise<Record<AssignmentStage, number>> {
  const row = await unitAssignments(db, unitId, filter)
    .select((eb) => ASSIGNMENT_STAGES.map((stage) => eb.fn.countAll<number>().filterWhere(assignmentStage(stage, now)(eb)).as(stage)))
    .executeTakeFirstOrThrow();
  return {
    pending: Number(row.pending),
    handling: Number(row.handling),
    replied: Number(row.replied),
    overdue: Number(row.overdue),
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** One page (or batch) of the unit's assignments in the filter's stage, in the list's order. */
export async function findAssignmentRows(
  db: Kysely<Database>,
  unitId: number,
  query: TAssignmentFilter & AssignmentOrder,
  page: { limit: number; offset: number },
  now: Date,
): Promise<AssignmentRow[]> {
  let select = unitAssignments(db, unitId, query)
    .where(assignmentStage(query.stage, now))
    .leftJoin('member_terms as lead', 'lead.id', 'cases.lead_member_id')
    .leftJoin('member_groups as grp', (join) => join.on((eb) => eb('grp.id', '=', eb.fn.coalesce('cases.group_id', 'lead.dlg_id'))))
    .select([
      'a.id',
      'a.case_id',
      'cases.version',
      'cases.body',
      'cases.kind',
      'cases.case_no',
      'cases.title',
      'cases.status as case_status',
      'lead.staff_name as lead_name',
      'grp.name as group_name',
      'a.role',
      'a.status',
      'a.assigned_at',
      'a.signed_at',
      'a.rehandle_due_at',
      dueInForce.as('due_at'),
      latestReply.as('replied_at'),
    ]);
  const sortField = query.sortField ?? (query.stage === 'replied' ? 'repliedAt' : 'dueAt');
  const order = sortOrderOf(query.sortOrder ?? (query.sortField === undefined && query.stage === 'replied' ? 'desc' : 'asc'));
  if (sortField === 'caseNo') select = select.orderBy('cases.case_no', order);
  else if (sortField === 'assignedAt') select = select.orderBy('a.assigned_at', order);
  else if (sortField === 'dueAt') select = select.orderBy(dueInForce, order);
  else select = select.orderBy(latestReply, order);
  const rows = await select.orderBy('a.id').limit(page.limit).offset(page.offset).execute();
  return rows.map((r) => {
    const dueAt = iso(r.due_at)!;
    return {
      assignmentId: r.id,
      caseId: r.case_id,
      caseVersion: r.version,
      body: r.body,
      kind: r.kind,
      caseNo: r.case_no,
      title: r.title,
      caseStatus: r.case_status as CaseStatus,
      submitter: r.lead_name ?? r.group_name ?? '',
      role: r.role as AssignmentRole,
      status: r.status as AssignmentStatus,
      round: r.rehandle_due_at ? 2 : 1,
      assignedAt: iso(r.assigned_at)!,
      dueAt,
      signedAt: iso(r.signed_at),
      repliedAt: iso(r.replied_at),
      light: r.status === 'REPLIED' || r.status === 'VOID' || r.case_status === 'CLOSED' ? null : deadlineLight(dueAt, now),
    };
  });
}

/**
 * The rows with what the viewer may do on each now, as the case file says it: the return window and the extension
 * rules are worked out with one read of the settings, the holiday calendar and the requests for the whole page.
 */
async function withUnitActions(db: Kysely<Database>, viewer: CaseViewer, unitId: number, rows: AssignmentRow[], now: Date) {
  const returnable = (row: AssignmentRow) => row.status === 'PENDING' || row.status === 'SIGNED';
  const windowOpen = await returnWindowsOpen(
    db,
    rows.filter(returnable).map((r) => new Date(r.assignedAt)),
    now,
  );
  const extendable = await extensionsOpen(
    db,
    rows.map((row) => ({ id: row.assignmentId, status: row.status, due_at: new Date(row.dueAt), caseStatus: row.caseStatus })),
    now,
  );
  return rows.map((row) => {
    const open = returnable(row) && windowOpen(new Date(row.assignedAt));
    const state = { status: row.status, role: row.role, unit_id: unitId, caseStatus: row.caseStatus };
    return { ...row, actions: unitActionsFor(viewer, state, open, extendable.has(row.assignmentId)) };
  });
}

/** One page of the unit's workspace: the rows of the stage, with what the viewer may do on each, and the count of every stage. */
export async function findAssignmentPage(
  db: Kysely<Database>,
  viewer: CaseViewer,
  unitId: number,
  query: TAssignmentListQuery,
): Promise<AssignmentListAnswer> {
  const now = new Date();
  const [rows, counts] = await Promise.all([
    findAssignmentRows(db, unitId, query, { limit: query.pageSize, offset: offsetOf(query) }, now),
    countAssignmentStages(db, unitId, query, now),
  ]);
  return { list: await withUnitActions(db, viewer, unitId, rows, now), total: counts[query.stage], counts };
}
