import type { BodyCode, ReportRunItemView, ReportRunStatus, ReportRunView } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

type RunRow = {
  id: number;
  title: string;
  status: string;
  total: number;
  done: number;
  failed: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  schedule_id: number | null;
  fired_slot: Date | null;
  staff_name: string;
};

const runColumns = [
  'r.id',
  'r.title',
  'r.status',
  'r.total',
  'r.done',
  'r.failed',
  'r.created_at',
  'r.started_at',
  'r.finished_at',
  'r.schedule_id',
  'r.fired_slot',
  'u.staff_name',
] as const;

function toView(row: RunRow, items: ReportRunItemView[]): ReportRunView {
  return {
    id: row.id,
    title: row.title,
    status: row.status as ReportRunStatus,
    total: row.total,
    done: row.done,
    failed: row.failed,
    createdAt: new Date(row.created_at).toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    scheduleId: row.schedule_id,
    firedSlot: iso(row.fired_slot),
    userName: row.staff_name,
    items,
  };
}

/** One run with its items; `ownerId` limits it to that user's runs (null = any run, for administrators). */
export async function findRun(
  db: Kysely<Database>,
  runId: number,
  ownerId: number | null,
  titleOf: (id: string) => string,
): Promise<ReportRunView | null> {
  let query = db.selectFrom('report_runs as r').innerJoin('users as u', 'u.id', 'r.user_id').select(runColumns).where('r.id', '=', runId);
  if (ownerId !== null) query = query.where('r.user_id', '=', ownerId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const items = await db
    .selectFrom('report_run_items as i')
    .leftJoin('report_outputs as o', 'o.item_id', 'i.id')
    .select(['i.seq', 'i.report_id', 'i.format', 'i.status', 'i.error', 'o.bytes'])
    .where('i.run_id', '=', runId)
    .orderBy('i.seq')
    .execute();
  return toView(
    row,
    items.map((i) => ({
      seq: i.seq,
      reportId: i.report_id,
      title: titleOf(i.report_id),
      format: i.format as 'pdf' | 'xlsx',
      status: i.status as ReportRunStatus,
      error: i.error,
      bytes: i.bytes,
    })),
  );
}

/**
 * Whose runs a list shows: the user's own, and for whoever manages schedules (administrators) also every
 * run a schedule started, whichever user it runs as — "run now" points there.
 */
export interface RunListScope {
  ownerId: number;
  withScheduled: boolean;
}

/** A page of the runs in scope, newest first (items omitted: the list shows progress only). */
export async function listRuns(
  db: Kysely<Database>,
  scope: RunListScope,
  page: { pageIndex: number; pageSize: number; status?: string | undefined },
): Promise<{ rows: ReportRunView[]; total: number }> {
  let base = db
    .selectFrom('report_runs as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .where((eb) =>
      scope.withScheduled
        ? eb.or([eb('r.user_id', '=', scope.ownerId), eb('r.schedule_id', 'is not', null)])
        : eb('r.user_id', '=', scope.ownerId),
    );
  if (page.status) base = base.where('r.status', '=', page.status);
  const [rows, count] = await Promise.all([
    base
      .select(runColumns)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => toView(r, [])), total: Number(count.n) };
}

/** The body of a session (meeting), or undefined when there is none with that id. */
export async function findSessionBody(db: Kysely<Database>, sessionId: number): Promise<BodyCode | undefined> {
  const row = await db.selectFrom('meetings').select('body').where('id', '=', sessionId).executeTakeFirst();
  return row?.body;
}
