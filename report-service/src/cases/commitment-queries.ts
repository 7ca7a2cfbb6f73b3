import type { Commitment, CommitmentStanding, TCommitmentFilter, TCommitmentListQuery } from '@proposal-desk/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { beijingDayOf } from '../lib/beijing-time';
import { containsPattern, offsetOf, sortOrderOf } from '../lib/list-query';
import { caseScopeCondition } from './case-scope';
import type { CaseActor } from './case-actor';

/**
 * Where a commitment stands on a day (COMMITMENT_STANDINGS), the one definition the list filters by and the report
 * counts by: kept on or before its day (or with none) is kept; kept after it, or open past it, is late; open with
 * its day to come (or none) is open; what the unit reported it cannot keep is not kept.
 */
export function commitmentStanding(day: string) {
  return sql<CommitmentStanding>`case
    when cm.status = 'NOT_KEPT' then 'NOT_KEPT'
    when cm.status = 'KEPT' then case when cm.promised_on is not null and cm.settled_on > cm.promised_on then 'LATE' else 'KEPT' end
    when cm.promised_on is not null and cm.promised_on < ${day}::date then 'LATE'
    else 'OPEN' end`;
}

/** The commitments with their case, within what the viewer may see: the office its scope, a unit its own. */
export function commitmentsInScope(db: Kysely<Database>, viewer: Pick<CaseActor, 'scope'>) {
  let select = db.selectFrom('case_commitments as cm').innerJoin('cases', 'cases.id', 'cm.case_id').where(caseScopeCondition(viewer.scope));
  if (viewer.scope.kind === 'unit') select = select.where('cm.unit_id', '=', viewer.scope.unitId ?? 0);
  return select;
}

type CommitmentSelect = ReturnType<typeof commitmentsInScope>;

/** The list's filters, as `Commitment/GetList` and the report's drill-down name them. */
export function filterCommitments(select: CommitmentSelect, filter: Partial<TCommitmentFilter>, day: string): CommitmentSelect {
  let query = select;
  if (filter.body) query = query.where('cases.body', '=', filter.body);
  if (filter.sessionId) query = query.where('cases.session_id', '=', filter.sessionId);
  if (filter.unitId) query = query.where('cm.unit_id', '=', filter.unitId);
  if (filter.standing) query = query.where(commitmentStanding(day), '=', filter.standing);
  if (filter.awaiting) query = query.where('cm.requested_at', 'is not', null);
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    query = query.where((eb) =>
      eb.or([eb('cases.case_no', 'ilike', pattern), eb('cases.title', 'ilike', pattern), eb('cm.promise', 'ilike', pattern)]),
    );
  }
  return query;
}

/** The commitments' rows with their units' reports, in the order asked (case number by default). */
async function commitmentRows(
  db: Kysely<Database>,
  select: CommitmentSelect,
  day: string,
  order: Pick<TCommitmentListQuery, 'sortField' | 'sortOrder'>,
  page?: { limit: number; offset: number },
): Promise<Commitment[]> {
  let query = select
    .innerJoin('meetings', 'meetings.id', 'cases.session_id')
    .innerJoin('handling_units', 'handling_units.id', 'cm.unit_id')
    .innerJoin('replies', 'replies.id', 'cm.reply_id')
    .select([
      'cm.id',
      'cm.case_id',
      'cases.version',
      'cases.case_no',
      'cases.title',
      'meetings.name as session_name',
      'cm.unit_id',
      'handling_units.name as unit_name',
      'cm.category',
      'cm.promise',
      'cm.promised_on',
      'replies.replied_at',
      'cm.requested_at',
      'cm.request_note',
    ])
    .select(commitmentStanding(day).as('standing'));
  const direction = sortOrderOf(order.sortOrder);
  if (order.sortField === 'promisedOn') query = query.orderBy('cm.promised_on', direction);
  else if (order.sortField === 'repliedOn') query = query.orderBy('replies.replied_at', direction);
  else if (order.sortField === 'requestedAt') query = query.orderBy('cm.requested_at', direction);
  else query = query.orderBy('cases.case_no', direction);
  query = query.orderBy('cm.id');
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query.execute();
  const updates = await commitmentUpdates(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    caseId: r.case_id,
    caseVersion: r.version,
    caseNo: r.case_no,
    title: r.title,
    sessionName: r.session_name,
    unitId: r.unit_id,
    unitName: r.unit_name,
    category: r.category,
    promise: r.promise,
    promisedOn: r.promised_on,
    repliedOn: beijingDayOf(r.replied_at),
    standing: r.standing,
    requestedAt: r.requested_at ? r.requested_at.toISOString() : null,
    requestNote: r.request_note,
    updates: updates.get(r.id) ?? [],
  }));
}

/** What the units reported of these commitments, oldest first, by commitment. */
async function commitmentUpdates(db: Kysely<Database>, ids: readonly number[]) {
  const byCommitment = new Map<number, Commitment['updates']>();
  if (ids.length === 0) return byCommitment;
  const rows = await db
    .selectFrom('commitment_updates')
    .select(['commitment_id', 'progress', 'text', 'reported_on', 'reported_by_name'])
    .where('commitment_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const update = { progress: row.progress, text: row.text, reportedOn: row.reported_on, reportedBy: row.reported_by_name };
    byCommitment.set(row.commitment_id, [...(byCommitment.get(row.commitment_id) ?? []), update]);
  }
  return byCommitment;
}

/** `Commitment/GetList`: one page of the commitments the viewer may see, in the filter. */
export async function findCommitmentPage(
  db: Kysely<Database>,
  viewer: Pick<CaseActor, 'scope'>,
  query: TCommitmentListQuery,
  now = new Date(),
) {
  const day = beijingDayOf(now);
  const filtered = filterCommitments(commitmentsInScope(db, viewer), query, day);
  const [rows, total] = await Promise.all([
    commitmentRows(db, filtered, day, query, { limit: query.pageSize, offset: offsetOf(query) }),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n), pageIndex: query.pageIndex, pageSize: query.pageSize };
}

/** The commitments of one case, for its file (the viewer may see the case). */
export function caseCommitments(db: Kysely<Database>, caseId: number, now = new Date()): Promise<Commitment[]> {
  const select = commitmentsInScope(db, { scope: { kind: 'all' } }).where('cm.case_id', '=', caseId);
  return commitmentRows(db, select, beijingDayOf(now), {});
}
