import type { AssignmentFigure, TAssignmentFactFilter } from '@proposal-desk/shared';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DataScope } from '../../auth/context';
import type { Database } from '../../db/schema';
import type { ReportContext } from '../report-context';
import { caseConditions, caseSelectionOf, type CaseSelection } from './filters';

/** Which assignments the facts cover: the caller's scope, the cases, the units, the assignment days and the day of the figures. */
export interface FactScope extends CaseSelection {
  db: Kysely<Database>;
  scope: DataScope;
  /** Assignment-date range (inclusive, Beijing days as instants). */
  from: Date | null;
  to: Date | null;
  /** The moment the figures are taken at. */
  asOf: Date;
  unitId: number | null;
  unitSystem: string | null;
}

/**
 * One row per live (non-void) assignment the figures count, with the facts every figure is made of,
 * as of `asOf`:
 * - signed: signed for by then; replied: a reply (any round) sent by then, the reply in force being the
 *   latest round; answered: a reply of the assignment's current round (round 2 once sent back);
 * - overdue: not answered, past the due time in force (the re-handling one once sent back), on a case
 *   not closed by then (a closed case has nothing open: domain.md "Closing");
 * - result / consult / adoption: of the reply in force; work / outcome: the latest evaluation.
 * A unit user only ever sees their own unit's assignments, whatever the case's other units.
 */
export function assignmentFacts(facts: FactScope) {
  const { asOf } = facts;
  let query = facts.db
    .selectFrom('assignments as a')
    .innerJoin('cases', 'cases.id', 'a.case_id')
    .innerJoin('handling_units as u', 'u.id', 'a.unit_id')
    // The reply and the evaluation in force: the latest round by `asOf`, one row per assignment
    // (derived tables joined by hash rather than lateral lookups: one pass over each table).
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('replies as r')
          .distinctOn('r.assignment_id')
          .select(['r.assignment_id', 'r.round', 'r.result_category', 'r.consult_method', 'r.adoption', 'r.replied_at'])
          .where('r.replied_at', '<=', asOf)
          .orderBy('r.assignment_id')
          .orderBy('r.round', 'desc')
          .orderBy('r.replied_at', 'desc')
          .as('lr'),
      (join) => join.onRef('lr.assignment_id', '=', 'a.id'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('evaluations as e')
          .distinctOn('e.assignment_id')
          .select(['e.assignment_id', 'e.work_satisfaction', 'e.result_satisfaction'])
          .where('e.evaluated_at', '<=', asOf)
          .where('e.assignment_id', 'is not', null)
          .orderBy('e.assignment_id')
          .orderBy('e.round', 'desc')
          .orderBy('e.evaluated_at', 'desc')
          .as('le'),
      (join) => join.onRef('le.assignment_id', '=', 'a.id'),
    )
    .where('a.status', '!=', 'VOID')
    .where('a.assigned_at', '<=', asOf)
    .where(caseConditions(facts.scope, facts));
  if (facts.from) query = query.where('a.assigned_at', '>=', facts.from);
  if (facts.to) query = query.where('a.assigned_at', '<=', facts.to);
  if (facts.scope.kind === 'unit') query = query.where('a.unit_id', '=', facts.scope.unitId ?? -1);
  if (facts.unitId !== null) query = query.where('a.unit_id', '=', facts.unitId);
  if (facts.unitSystem) query = query.where('u.system', '=', facts.unitSystem);
  const dueInForce = sql<Date>`coalesce(a.rehandle_due_at, a.due_at)`;
  // The round in force: 2 once sent back (as a reply counts it: reply-commands), else 1.
  const roundInForce = sql<number>`case when a.rehandle_due_at is not null or a.status = 'REHANDLE' then 2 else 1 end`;
  const answered = sql<boolean>`(lr.replied_at is not null and lr.round >= ${roundInForce})`;
  return query.select([
    'a.id as assignment_id',
    'a.unit_id',
    'u.name as unit_name',
    'u.system as unit_system',
    'u.sort as unit_sort',
    'a.role',
    'a.status as assignment_status',
    'a.case_id',
    'a.assigned_at',
    'a.signed_at',
    dueInForce.as('due_at'),
    'cases.body',
    'cases.status as case_status',
    'cases.case_no',
    'cases.title',
    'lr.result_category',
    'lr.consult_method',
    'lr.adoption',
    'lr.replied_at',
    'le.work_satisfaction',
    'le.result_satisfaction',
    sql<boolean>`(a.signed_at is not null and a.signed_at <= ${asOf})`.as('signed'),
    sql<boolean>`(lr.replied_at is not null)`.as('replied'),
    sql<boolean>`(not ${answered} and ${dueInForce} < ${asOf} and not coalesce(cases.closed_at <= ${asOf}, false))`.as('overdue'),
  ]);
}

/** Each figure over assignments as a condition on the facts' columns: ASSIGNMENT_FIGURES says what each counts. */
const FIGURE_CONDITIONS: Record<AssignmentFigure, string> = {
  all: 'true',
  pending: 'not signed and not replied',
  handling: 'signed and not replied',
  signed: 'signed or replied',
  replied: 'replied',
  notReplied: 'not replied',
  evaluated: 'work_satisfaction is not null',
  rehandling: "assignment_status = 'REHANDLE'",
  closed: "case_status = 'CLOSED'",
  overdue: 'overdue',
  returnRequested: "assignment_status = 'RETURN_REQUESTED'",
};

/** The part of a list filter that picks among the facts: a figure, a row (unit, role, system) and the reply's or rating's codes. */
export type FactFilter = Pick<
  TAssignmentFactFilter,
  | 'figure'
  | 'part'
  | 'role'
  | 'unitId'
  | 'unitSystem'
  | 'resultCategory'
  | 'consultMethod'
  | 'adoption'
  | 'workSatisfaction'
  | 'resultSatisfaction'
>;

const anyOf = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/**
 * A fact filter as one SQL condition over the facts: the reports count with it and the assignment list
 * filters with it. Codes are validated enum values (written as literals); ids are parameters.
 */
export function factCondition(filter: FactFilter): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = [sql.raw(FIGURE_CONDITIONS[filter.figure ?? 'all'])];
  if (filter.part) conditions.push(sql.raw(filter.part === 'co' ? "role = 'CO'" : "role <> 'CO'"));
  if (filter.role) conditions.push(anyOf('role', [filter.role]));
  if (filter.unitId) conditions.push(sql`unit_id = ${filter.unitId}`);
  if (filter.unitSystem) conditions.push(anyOf('unit_system', [filter.unitSystem]));
  if (filter.resultCategory) conditions.push(anyOf('result_category', filter.resultCategory));
  if (filter.consultMethod) conditions.push(anyOf('consult_method', filter.consultMethod));
  if (filter.adoption) conditions.push(anyOf('adoption', filter.adoption));
  if (filter.workSatisfaction) conditions.push(anyOf('work_satisfaction', filter.workSatisfaction));
  if (filter.resultSatisfaction) conditions.push(anyOf('result_satisfaction', filter.resultSatisfaction));
  return sql<boolean>`(${sql.join(
    conditions.map((c) => sql`(${c})`),
    sql` and `,
  )})`;
}

/** `count(*) filter (where …)` of a fact filter. */
export const countOf = (filter: FactFilter) => sql<number>`count(*) filter (where ${factCondition(filter)})`;

/** A report's facts: its scope, cases, units, assignment days and day. */
export const factScopeOf = (ctx: ReportContext): FactScope => ({
  db: ctx.db,
  scope: ctx.scope,
  ...caseSelectionOf(ctx),
  from: ctx.from,
  to: ctx.to,
  asOf: ctx.asOf,
  unitId: ctx.scope.kind === 'unit' ? null : ctx.unitId,
  unitSystem: ctx.unitSystem,
});

/** The figures the statistics count, written once as fact filters. */
export const FACT = {
  all: { figure: 'all' },
  main: { part: 'main' },
  co: { part: 'co' },
  pending: { figure: 'pending' },
  handling: { figure: 'handling' },
  signed: { figure: 'signed' },
  replied: { figure: 'replied' },
  notReplied: { figure: 'notReplied' },
  mainReplied: { figure: 'replied', part: 'main' },
  coReplied: { figure: 'replied', part: 'co' },
  evaluated: { figure: 'evaluated' },
  rehandling: { figure: 'rehandling' },
  closed: { figure: 'closed' },
  overdue: { figure: 'overdue' },
} as const satisfies Record<string, FactFilter>;
