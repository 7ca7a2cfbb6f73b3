import {
  AssignmentFilter,
  CASE_STATUSES,
  HOME_LIST_PATHS,
  homeLink,
  type AssignmentStage,
  type BodyCode,
  type CaseHome,
  type Language,
  type SubmitterHome,
  type UnitHome,
} from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext, DataScope } from '../../auth/context';
import { partyOf } from '../../cases/case-workflow';
import { caseScopeCondition } from '../../cases/case-scope';
import { findCurrentSessions, sessionBodiesOf, submitterBodyOf } from '../../cases/session-queries';
import type { Database } from '../../db/schema';
import { formatBeijingDateTime } from '../../lib/beijing-time';
import { findOpenNotices } from '../notices/notice-queries';
import { countAssignmentStages } from './assignment-list-queries';
import { officeBodiesOf, officeBodyHome } from './case-home-office-queries';
import type { CountedFigures } from './office-home-cache';

const RECENT_NOTICES = 5;
/** The unit's figures in the order of its work: to sign, to reply, overdue among those, replied. */
const UNIT_STAGES: readonly AssignmentStage[] = ['pending', 'handling', 'overdue', 'replied'];

type Caller = Pick<AuthContext, 'userId' | 'roleCodes' | 'scope'>;

/** How the office's figures of a body are had: counted now (the default), or kept (OfficeHomeCache). */
export type OfficeFigures = (body: BodyCode, scope: DataScope, now: Date) => CountedFigures;

const countNow =
  (db: Kysely<Database>): OfficeFigures =>
  (body, scope, now) => ({ countedAt: now, figures: officeBodyHome(db, scope, body, now) });

/** A unit's assignments in each stage of its workspace (件次): the workspace's own counts, unfiltered. */
export async function unitHome(db: Kysely<Database>, unitId: number | null, now: Date): Promise<UnitHome> {
  const counts = unitId === null ? null : await countAssignmentStages(db, unitId, AssignmentFilter.parse({}), now);
  return {
    seat: 'unit',
    stages: UNIT_STAGES.map((stage) => ({
      key: stage,
      count: counts?.[stage] ?? 0,
      unit: 'assignment',
      link: homeLink(HOME_LIST_PATHS.assignments, { stage }),
    })),
  };
}

/** A member's cases by status (their scope: a draft is its author's only), the cases they lead awaiting evaluation, and open invitations to co-sign. */
async function countSubmitterFigures(db: Kysely<Database>, scope: DataScope, memberId: number, now: Date) {
  const [statusRows, awaiting, invitations] = await Promise.all([
    db
      .selectFrom('cases')
      .where(caseScopeCondition(scope))
      .select(['cases.status', (eb) => eb.fn.countAll<string | number>().as('count')])
      .groupBy('cases.status')
      .execute(),
    db
      .selectFrom('cases')
      .where('cases.lead_member_id', '=', memberId)
      .where('cases.status', '=', 'REPLIED')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('case_submitters')
      .innerJoin('cases', 'cases.id', 'case_submitters.case_id')
      .where('case_submitters.member_id', '=', memberId)
      .where('case_submitters.role', '=', 'COSIGNER')
      .where('case_submitters.cosign_status', '=', 'INVITED')
      .where((eb) => eb.or([eb('case_submitters.respond_by', 'is', null), eb('case_submitters.respond_by', '>=', now)]))
      .where('cases.status', 'not in', ['DRAFT', 'WITHDRAWN'])
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    byStatus: new Map(statusRows.map((r) => [r.status, Number(r.count)])),
    awaitingEvaluation: Number(awaiting.count),
    invitations: Number(invitations.count),
  };
}

/** A deputy's or member's cases by status, replies awaiting their evaluation and open invitations to co-sign (件). */
export async function submitterHome(db: Kysely<Database>, caller: Caller, now: Date): Promise<SubmitterHome> {
  const memberId = caller.scope.kind === 'member' ? caller.scope.memberId : null;
  const body = await submitterBodyOf(db, caller);
  const counts =
    memberId === null
      ? { byStatus: new Map<string, number>(), awaitingEvaluation: 0, invitations: 0 }
      : await countSubmitterFigures(db, caller.scope, memberId, now);
  const mine = HOME_LIST_PATHS.mine[body];
  return {
    seat: 'submitter',
    body,
    byStatus: CASE_STATUSES.map(({ value }) => ({
      key: value,
      count: counts.byStatus.get(value) ?? 0,
      unit: 'case',
      link: homeLink(mine, { status: value }),
    })),
    figures: [
      {
        key: 'awaitingEvaluation',
        count: counts.awaitingEvaluation,
        unit: 'case',
        link: homeLink(mine, { status: 'REPLIED', submitterRole: 'LEAD' }),
      },
      { key: 'invitations', count: counts.invitations, unit: 'case', link: homeLink(mine, { tab: 'invitations' }) },
    ],
  };
}

/** The office's figures of each body in the caller's scope, as of when the oldest of them was counted. */
async function officeHome(caller: Caller, now: Date, officeFigures: OfficeFigures) {
  const counted = officeBodiesOf(caller.scope).map((body) => officeFigures(body, caller.scope, now));
  const bodies = await Promise.all(counted.map((c) => c.figures));
  const countedAt = new Date(Math.min(now.getTime(), ...counted.map((c) => c.countedAt.getTime())));
  return { home: { seat: 'office' as const, bodies }, countedAt };
}

/** The figures of the caller's seat (the office's queues and charts, a unit's workspace, or a submitter's own cases) and when they were counted. */
async function seatHome(db: Kysely<Database>, caller: Caller, now: Date, officeFigures: OfficeFigures) {
  const countedNow = async <T>(home: Promise<T>) => ({ home: await home, countedAt: now });
  switch (partyOf(caller.roleCodes)) {
    case 'office':
      return officeHome(caller, now, officeFigures);
    case 'unit':
      return countedNow(unitHome(db, caller.scope.kind === 'unit' ? caller.scope.unitId : null, now));
    case 'submitter':
      return countedNow(submitterHome(db, caller, now));
    case null:
      return countedNow(Promise.resolve({ seat: 'none' as const }));
  }
}

/**
 * `Case/Home` for one caller: their seat's figures (as of when they were counted), the current sessions of
 * the bodies in their scope and their newest notices.
 */
export async function findCaseHome(
  db: Kysely<Database>,
  caller: Caller,
  lang: Language,
  now = new Date(),
  officeFigures: OfficeFigures = countNow(db),
): Promise<CaseHome> {
  const [seat, sessions, notices] = await Promise.all([
    seatHome(db, caller, now, officeFigures),
    sessionBodiesOf(db, caller).then((bodies) => findCurrentSessions(db, bodies)),
    findOpenNotices(db, caller.userId, lang, RECENT_NOTICES),
  ]);
  return { ...seat.home, asOf: formatBeijingDateTime(seat.countedAt), sessions, notices };
}
