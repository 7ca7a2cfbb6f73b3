import {
  CASE_STATUSES,
  HANDLED_CASE_STATUSES,
  REPLIED_CASE_STATUSES,
  type CaseStatus,
  type CaseSummary,
  type Language,
} from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext, DataScope } from '../../auth/context';
import type { Database } from '../../db/schema';
import { assignmentStage } from '../../cases/assignment-stages';
import { caseScopeCondition } from '../../cases/case-scope';
import { findCurrentSessions, sessionBodiesOf } from '../../cases/session-queries';
import { findOpenNotices } from '../notices/notice-queries';

const RECENT_NOTICES = 5;

/** The current sessions' cases the scope may see, counted by status. */
async function countByStatus(db: Kysely<Database>, scope: DataScope): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('cases')
    .innerJoin('meetings', 'meetings.id', 'cases.session_id')
    .where('meetings.is_current', '=', true)
    .where(caseScopeCondition(scope))
    .select(['cases.status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy('cases.status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.count)]));
}

/** Open assignments past their due day in force (the re-handling one once sent back) on the scope's current cases; a unit counts only its own. */
async function countOverdue(db: Kysely<Database>, scope: DataScope, now: Date): Promise<number> {
  let query = db
    .selectFrom('assignments as a')
    .innerJoin('cases', 'cases.id', 'a.case_id')
    .innerJoin('meetings', 'meetings.id', 'cases.session_id')
    .where('meetings.is_current', '=', true)
    .where(caseScopeCondition(scope))
    .where(assignmentStage('overdue', now));
  if (scope.kind === 'unit' && scope.unitId !== null) query = query.where('a.unit_id', '=', scope.unitId);
  const row = await query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

const sumOf = (counts: Map<string, number>, statuses: readonly CaseStatus[]) =>
  statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);

/** The home page's overview for one caller; the current sessions are those of the bodies in their scope. */
export async function summariseCases(
  db: Kysely<Database>,
  caller: Pick<AuthContext, 'scope' | 'userId' | 'roleCodes'>,
  lang: Language,
  now = new Date(),
): Promise<CaseSummary> {
  const { scope } = caller;
  const [counts, overdue, notices, sessions] = await Promise.all([
    countByStatus(db, scope),
    countOverdue(db, scope, now),
    findOpenNotices(db, caller.userId, lang, RECENT_NOTICES),
    sessionBodiesOf(db, caller).then((bodies) => findCurrentSessions(db, bodies)),
  ]);
  const byStatus = CASE_STATUSES.map(({ value }) => ({ status: value, count: counts.get(value) ?? 0 }));
  const total = byStatus.reduce((sum, row) => sum + row.count, 0);
  const handled = sumOf(counts, HANDLED_CASE_STATUSES);
  const repliedRate = handled === 0 ? 0 : sumOf(counts, REPLIED_CASE_STATUSES) / handled;
  return { sessions, byStatus, total, overdue, repliedRate, notices };
}
