import {
  HOME_LIST_PATHS,
  homeLink,
  type BodyCode,
  type CaseStatus,
  type HomeFigure,
  type HomeMonth,
  type HomeUnitOverdue,
  type OfficeBodyHome,
  type OfficeQueueKey,
} from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { DataScope } from '../../auth/context';
import { caseScopeCondition } from '../../cases/case-scope';
import type { Database } from '../../db/schema';
import { compactCaseCounts } from '../../db/upkeep/upkeep-commands';
import { lastBeijingMonths, type BeijingMonth } from './home-months';

const CHART_MONTHS = 12;
const CHART_UNITS = 10;

/** The queues that are cases in one status, and that status. */
const STATUS_QUEUES: ReadonlyArray<readonly [OfficeQueueKey, CaseStatus]> = [
  ['toRegister', 'SUBMITTED'],
  ['toReview', 'REGISTERED'],
  ['toAssign', 'ACCEPTED'],
  ['toClose', 'EVALUATED'],
];

/** The bodies an office caller's scope covers. */
export function officeBodiesOf(scope: DataScope): BodyCode[] {
  if (scope.kind === 'all') return ['NPC', 'CPPCC'];
  if (scope.kind === 'body') return [scope.body];
  return [];
}

/**
 * Once a body's kept case counts have this many rows of changes, they are folded into one row a count: the nightly
 * upkeep folds them too, this keeps a day of many writes (the session's burst) quick to sum.
 */
const COMPACT_CASE_COUNTS_AFTER = 2_000;

/**
 * A body's cases the register lists (every case but drafts: the office sees all of its body), by status and by the
 * Beijing month they were submitted in since `fromMonth`, from the counts the writes keep (migration 028).
 */
async function countCases(db: Kysely<Database>, body: BodyCode, fromMonth: string) {
  const rows = await db
    .selectFrom('case_counts as k')
    .where('k.body', '=', body)
    .where('k.status', '<>', 'DRAFT')
    .select([
      'k.status',
      'k.month',
      (eb) => eb.fn.sum<string | number>('k.n').as('count'),
      (eb) => eb.fn.countAll<string | number>().as('rows'),
    ])
    .groupBy(['k.status', 'k.month'])
    .execute();
  const byStatus = new Map<string, number>();
  const submitted = new Map<string, number>();
  for (const { status, month, count } of rows) {
    byStatus.set(status, (byStatus.get(status) ?? 0) + Number(count));
    if (month !== null && month >= fromMonth) submitted.set(month, (submitted.get(month) ?? 0) + Number(count));
  }
  if (rows.reduce((sum, r) => sum + Number(r.rows), 0) > COMPACT_CASE_COUNTS_AFTER) await compactCaseCounts(db);
  return { byStatus, submitted };
}

/** A body's open assignments (件次) by unit: those past due, and those whose unit asks to return them; most overdue first. */
async function countOpenAssignments(db: Kysely<Database>, body: BodyCode, now: Date) {
  const rows = await db
    .selectFrom('open_assignments as o')
    .innerJoin('handling_units as u', 'u.id', 'o.unit_id')
    .where('o.body', '=', body)
    .select((eb) => [
      'u.id',
      'u.name',
      eb.fn.countAll<string | number>().filterWhere('o.due_at', '<', now).as('overdue'),
      eb.fn.countAll<string | number>().filterWhere('o.status', '=', 'RETURN_REQUESTED').as('returnRequests'),
    ])
    .groupBy(['u.id', 'u.name'])
    .orderBy('overdue', 'desc')
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ unitId: r.id, unitName: r.name, overdue: Number(r.overdue), returnRequests: Number(r.returnRequests) }));
}

/** The register's count of a body's cases with an overdue assignment (its `overdue` filter reads the same open assignments). */
async function countOverdueCases(db: Kysely<Database>, body: BodyCode, now: Date): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb.selectFrom('open_assignments as o').where('o.body', '=', body).where('o.due_at', '<', now).select('o.case_id').distinct().as('d'),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A body's cases within the scope with an extension request waiting for the office (件: the register lists them). */
async function countExtensionRequests(db: Kysely<Database>, scope: DataScope, body: BodyCode): Promise<number> {
  // From the waiting requests (few) to their cases, not from every case of the body to its requests.
  const row = await db
    .selectFrom('assignment_extensions as ext')
    .innerJoin('cases', 'cases.id', 'ext.case_id')
    .where('ext.status', '=', 'PENDING')
    .where('cases.body', '=', body)
    .where(caseScopeCondition(scope))
    .select((eb) => eb.fn.count<string | number>('ext.case_id').distinct().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A body's cases with a reply in each month since `from` (a `YYYY-MM`), each case once a month (件), as the register's
 * reply dates filter them: counted from the months each assignment was replied in, kept by the writes (migration
 * 027). The office sees every case of its body, and a case with a reply is never a draft, so the register's filter
 * of the body is the body.
 */
async function repliedByMonth(db: Kysely<Database>, body: BodyCode, from: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('assignment_reply_months as m')
    .where('m.body', '=', body)
    .where('m.month', '>=', from)
    .select(['m.month', (eb) => eb.fn.count<string | number>('m.case_id').distinct().as('count')])
    .groupBy('m.month')
    .execute();
  return new Map(rows.map((r) => [r.month, Number(r.count)]));
}

function monthFigures(register: string, months: BeijingMonth[], submitted: Map<string, number>, replied: Map<string, number>): HomeMonth[] {
  return months.map(({ month, firstDay, lastDay }) => ({
    month,
    submitted: {
      key: 'submitted',
      count: submitted.get(month) ?? 0,
      unit: 'case',
      link: homeLink(register, { submittedFrom: firstDay, submittedTo: lastDay }),
    },
    replied: {
      key: 'replied',
      count: replied.get(month) ?? 0,
      unit: 'case',
      link: homeLink(register, { repliedFrom: firstDay, repliedTo: lastDay }),
    },
  }));
}

/** What the office sees of one body: its queues, its cases over the last 12 months and the units most overdue. */
export async function officeBodyHome(db: Kysely<Database>, scope: DataScope, body: BodyCode, now: Date): Promise<OfficeBodyHome> {
  const months = lastBeijingMonths(now, CHART_MONTHS);
  const fromMonth = months[0]!.month;
  const [cases, units, overdueCases, replied, extensionRequests] = await Promise.all([
    countCases(db, body, fromMonth),
    countOpenAssignments(db, body, now),
    countOverdueCases(db, body, now),
    repliedByMonth(db, body, fromMonth),
    countExtensionRequests(db, scope, body),
  ]);
  const overdueAssignments = units.reduce((sum, u) => sum + u.overdue, 0);
  const returnRequests = units.reduce((sum, u) => sum + u.returnRequests, 0);
  const overdueUnits: HomeUnitOverdue[] = units
    .filter((u) => u.overdue > 0)
    .slice(0, CHART_UNITS)
    .map((u) => ({
      unitId: u.unitId,
      unitName: u.unitName,
      count: u.overdue,
      link: homeLink(HOME_LIST_PATHS.figureAssignments, { body, unitId: u.unitId, figure: 'overdue' }),
    }));
  const register = HOME_LIST_PATHS.register[body];
  const statusQueue = ([key, status]: readonly [OfficeQueueKey, CaseStatus]): HomeFigure<OfficeQueueKey> => ({
    key,
    count: cases.byStatus.get(status) ?? 0,
    unit: 'case',
    link: homeLink(register, { status }),
  });
  const [toRegister, toReview, toAssign, toClose] = STATUS_QUEUES.map(statusQueue) as [
    HomeFigure<OfficeQueueKey>,
    HomeFigure<OfficeQueueKey>,
    HomeFigure<OfficeQueueKey>,
    HomeFigure<OfficeQueueKey>,
  ];
  return {
    body,
    queues: [
      toRegister,
      toReview,
      toAssign,
      {
        key: 'returnRequests',
        count: returnRequests,
        unit: 'assignment',
        link: homeLink(HOME_LIST_PATHS.figureAssignments, { body, figure: 'returnRequested' }),
      },
      { key: 'extensionRequests', count: extensionRequests, unit: 'case', link: homeLink(register, { extension: 'PENDING' }) },
      { key: 'overdue', count: overdueAssignments, unit: 'assignment', link: homeLink(register, { overdue: true }), cases: overdueCases },
      toClose,
    ],
    months: monthFigures(register, months, cases.submitted, replied),
    overdueUnits,
  };
}
