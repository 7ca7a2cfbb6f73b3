import {
  CaseFilter,
  HOME_LIST_PATHS,
  homeLink,
  type BodyCode,
  type CaseStatus,
  type HomeFigure,
  type HomeMonth,
  type HomeUnitOverdue,
  type OfficeBodyHome,
  type OfficeQueueKey,
  type TCaseFilter,
} from '@proposal-desk/shared';
import { sql, type Kysely } from 'kysely';
import type { DataScope } from '../../auth/context';
import { assignmentStage } from '../../cases/assignment-stages';
import { OPEN_ASSIGNMENT_STATUSES } from '../../cases/office-actions';
import { caseScopeCondition } from '../../cases/case-scope';
import type { Database } from '../../db/schema';
import { filteredCases } from './case-list-queries';
import { lastBeijingMonths, type BeijingMonth } from './home-months';

const CHART_MONTHS = 12;
/** The register's filter as its URL would give it. */
const registerFilter = (params: Partial<Record<keyof TCaseFilter, unknown>>): TCaseFilter => CaseFilter.parse(params);
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

/** The register's cases of a body, counted by status (through the register's own filter, so the figures agree with it). */
async function countByStatus(db: Kysely<Database>, scope: DataScope, body: BodyCode): Promise<Map<string, number>> {
  const rows = await filteredCases(db, scope, registerFilter({ body }))
    .select(['cases.status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy('cases.status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.count)]));
}

/** The register's count of a body's cases with an overdue assignment (its `overdue` filter). */
async function countOverdueCases(db: Kysely<Database>, scope: DataScope, body: BodyCode): Promise<number> {
  const row = await filteredCases(db, scope, registerFilter({ body, overdue: true }))
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A body's assignments within the scope: open return requests and overdue ones (件次). */
async function countAssignments(db: Kysely<Database>, scope: DataScope, body: BodyCode, now: Date) {
  const row = await db
    .selectFrom('assignments as a')
    .innerJoin('cases', 'cases.id', 'a.case_id')
    .where(caseScopeCondition(scope))
    .where('cases.body', '=', body)
    // Both figures count open assignments only: the rest (most of them, at scale) are not joined at all.
    .where('a.status', 'in', [...OPEN_ASSIGNMENT_STATUSES])
    .select((eb) => [
      eb.fn.countAll<string | number>().filterWhere('a.status', '=', 'RETURN_REQUESTED').as('returnRequests'),
      eb.fn.countAll<string | number>().filterWhere(assignmentStage('overdue', now)).as('overdue'),
    ])
    .executeTakeFirstOrThrow();
  return { returnRequests: Number(row.returnRequests), overdue: Number(row.overdue) };
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

/** `expr` (a time) as the Beijing month it falls in, `YYYY-MM`. */
const beijingMonthOf = (column: string) => sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;

/** A body's cases submitted in each month since `from` (件). */
async function submittedByMonth(db: Kysely<Database>, scope: DataScope, body: BodyCode, from: Date): Promise<Map<string, number>> {
  const month = beijingMonthOf('cases.submitted_at');
  const rows = await filteredCases(db, scope, registerFilter({ body }))
    .where('cases.submitted_at', '>=', from)
    .select([month.as('month'), (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy(month)
    .execute();
  return new Map(rows.map((r) => [r.month, Number(r.count)]));
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

/** The units with the most overdue assignments on a body's cases. */
async function topOverdueUnits(db: Kysely<Database>, scope: DataScope, body: BodyCode, now: Date): Promise<HomeUnitOverdue[]> {
  const rows = await db
    .selectFrom('assignments as a')
    .innerJoin('cases', 'cases.id', 'a.case_id')
    .innerJoin('handling_units as u', 'u.id', 'a.unit_id')
    .where(caseScopeCondition(scope))
    .where('cases.body', '=', body)
    .where(assignmentStage('overdue', now))
    .select(['u.id', 'u.name', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy(['u.id', 'u.name'])
    .orderBy('count', 'desc')
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(CHART_UNITS)
    .execute();
  return rows.map((r) => ({
    unitId: r.id,
    unitName: r.name,
    count: Number(r.count),
    link: homeLink(HOME_LIST_PATHS.figureAssignments, { body, unitId: r.id, figure: 'overdue' }),
  }));
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
  const from = months[0]!.start;
  const [byStatus, overdueCases, assignments, submitted, replied, overdueUnits, extensionRequests] = await Promise.all([
    countByStatus(db, scope, body),
    countOverdueCases(db, scope, body),
    countAssignments(db, scope, body, now),
    submittedByMonth(db, scope, body, from),
    repliedByMonth(db, body, months[0]!.month),
    topOverdueUnits(db, scope, body, now),
    countExtensionRequests(db, scope, body),
  ]);
  const register = HOME_LIST_PATHS.register[body];
  const statusQueue = ([key, status]: readonly [OfficeQueueKey, CaseStatus]): HomeFigure<OfficeQueueKey> => ({
    key,
    count: byStatus.get(status) ?? 0,
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
        count: assignments.returnRequests,
        unit: 'assignment',
        link: homeLink(HOME_LIST_PATHS.figureAssignments, { body, figure: 'returnRequested' }),
      },
      { key: 'extensionRequests', count: extensionRequests, unit: 'case', link: homeLink(register, { extension: 'PENDING' }) },
      { key: 'overdue', count: assignments.overdue, unit: 'assignment', link: homeLink(register, { overdue: true }), cases: overdueCases },
      toClose,
    ],
    months: monthFigures(register, months, submitted, replied),
    overdueUnits,
  };
}
