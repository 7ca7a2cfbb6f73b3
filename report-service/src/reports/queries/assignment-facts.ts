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
  /** The figures are taken now or at the end of a day not yet over: the kept facts (`assignment_facts`) are theirs. */
  current: boolean;
  unitId: number | null;
  unitSystem: string | null;
}

/** Whether figures taken at `asOf` are those of now: no write can yet have been made after it. */
export const isCurrent = (asOf: Date, now: Date): boolean => asOf.getTime() >= now.getTime();

/**
 * The facts of every assignment as they stood at `asOf`, derived from the source rows: the reply in force is
 * the latest round sent by then, the evaluation the latest made by then (derived tables joined by hash rather
 * than lateral lookups: one pass over each table). Taken now, they are what `assignment_facts` keeps (its
 * definition, the view `assignment_facts_source` of migration 026, picks the same rows without the day).
 */
function factsAt(db: Kysely<Database>, asOf: Date) {
  return db
    .selectFrom('assignments as a')
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
    .select([
      'a.id as assignment_id',
      'a.case_id',
      'a.unit_id',
      'a.role',
      'a.status',
      'a.assigned_at',
      'a.signed_at',
      sql<Date>`coalesce(a.rehandle_due_at, a.due_at)`.as('due_at'),
      // The round in force: 2 once sent back (as a reply counts it: reply-commands), else 1.
      sql<number>`case when a.rehandle_due_at is not null or a.status = 'REHANDLE' then 2 else 1 end`.as('round_in_force'),
      'lr.round as reply_round',
      'lr.replied_at',
      'lr.result_category',
      'lr.consult_method',
      'lr.adoption',
      'le.work_satisfaction',
      'le.result_satisfaction',
    ]);
}

/** The facts kept by the writes (migration 026), in the columns of `factsAt`. */
function keptFacts(db: Kysely<Database>): ReturnType<typeof factsAt> {
  const columns = FACT_COLUMNS.map((column) => `f.${column}` as const);
  return db.selectFrom('assignment_facts as f').select(columns) as unknown as ReturnType<typeof factsAt>;
}

const FACT_COLUMNS = [
  'assignment_id',
  'case_id',
  'unit_id',
  'role',
  'status',
  'assigned_at',
  'signed_at',
  'due_at',
  'round_in_force',
  'reply_round',
  'replied_at',
  'result_category',
  'consult_method',
  'adoption',
  'work_satisfaction',
  'result_satisfaction',
] as const;

/** The columns of a counted fact that are the fact's own or its unit's. */
const FACT_OUTPUT = [
  'f.assignment_id',
  'f.unit_id',
  'u.name as unit_name',
  'u.system as unit_system',
  'u.sort as unit_sort',
  'f.role',
  'f.status as assignment_status',
  'f.case_id',
  'f.assigned_at',
  'f.signed_at',
  'f.due_at',
  'f.result_category',
  'f.consult_method',
  'f.adoption',
  'f.replied_at',
  'f.work_satisfaction',
  'f.result_satisfaction',
] as const;

/** What a fact is counted by beyond its own columns: whether signed and replied by `asOf`, and whether overdue then. */
function figureColumns(asOf: Date, caseClosedAt: RawBuilder<Date | null>) {
  const answered = sql<boolean>`(f.replied_at is not null and f.reply_round >= f.round_in_force)`;
  return [
    sql<boolean>`(f.signed_at is not null and f.signed_at <= ${asOf})`.as('signed'),
    sql<boolean>`(f.replied_at is not null)`.as('replied'),
    sql<boolean>`(not ${answered} and f.due_at < ${asOf} and not coalesce(${caseClosedAt} <= ${asOf}, false))`.as('overdue'),
  ];
}

/**
 * What picks a fact by its own columns and its unit's (`f`, `u`): live (not void), assigned by `asOf` and within
 * the assignment days, of the caller's unit when the caller is a unit, of the chosen unit and unit system.
 */
function factOwnConditions(facts: FactScope): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = [sql`f.status <> 'VOID'`, sql`f.assigned_at <= ${facts.asOf}`];
  if (facts.from) conditions.push(sql`f.assigned_at >= ${facts.from}`);
  if (facts.to) conditions.push(sql`f.assigned_at <= ${facts.to}`);
  if (facts.scope.kind === 'unit') conditions.push(sql`f.unit_id = ${facts.scope.unitId ?? -1}`);
  if (facts.unitId !== null) conditions.push(sql`f.unit_id = ${facts.unitId}`);
  if (facts.unitSystem) conditions.push(sql`u.system = ${facts.unitSystem}`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * One row per live (non-void) assignment the figures count, with the facts every figure is made of,
 * as of `asOf` (read from the kept facts when they are current, else derived for that moment):
 * - signed: signed for by then; replied: a reply (any round) sent by then, the reply in force being the
 *   latest round; answered: a reply of the assignment's current round (round 2 once sent back);
 * - overdue: not answered, past the due time in force (the re-handling one once sent back), on a case
 *   not closed by then (a closed case has nothing open: domain.md "Closing");
 * - result / consult / adoption: of the reply in force; work / outcome: the latest evaluation.
 * A unit user only ever sees their own unit's assignments, whatever the case's other units.
 */
export function assignmentFacts(facts: FactScope) {
  const { asOf } = facts;
  return facts.db
    .selectFrom((facts.current ? keptFacts(facts.db) : factsAt(facts.db, asOf)).as('f'))
    .innerJoin('cases', 'cases.id', 'f.case_id')
    .innerJoin('handling_units as u', 'u.id', 'f.unit_id')
    .where(factOwnConditions(facts))
    .where(caseConditions(facts.scope, facts))
    .select([...FACT_OUTPUT, 'cases.body', 'cases.status as case_status', 'cases.case_no', 'cases.title'])
    .select(figureColumns(asOf, sql`cases.closed_at`));
}

/**
 * Whether the kept facts alone say which facts count: taken now, of the cases of a body and session only (no
 * category, property or key-case filter), for a caller who sees all of them (the whole office, one body) or only
 * their own unit's assignments (whose cases are in their scope by that assignment).
 */
function keptFactsSuffice(facts: FactScope): boolean {
  const filteredByCase = facts.category !== undefined || facts.property !== undefined || facts.isKey !== undefined;
  return facts.current && !filteredByCase && ['all', 'body', 'unit'].includes(facts.scope.kind);
}

/**
 * The facts the figures count, without their cases' numbers and titles: where the kept facts alone suffice, read
 * from them by body and session (they carry their case's body, session, status and closing: migration 031) without
 * joining every fact to its case; else those of `assignmentFacts`, which are the same rows.
 */
export function countedFacts(facts: FactScope) {
  const kept = () => {
    const { scope } = facts;
    let query = facts.db
      .selectFrom('assignment_facts as f')
      .innerJoin('handling_units as u', 'u.id', 'f.unit_id')
      .where(factOwnConditions(facts));
    if (scope.kind === 'body') query = query.where('f.body', '=', scope.body);
    if (facts.body) query = query.where('f.body', '=', facts.body);
    if (facts.sessionId) query = query.where('f.session_id', '=', facts.sessionId);
    return query.select([...FACT_OUTPUT, 'f.body', 'f.case_status']).select(figureColumns(facts.asOf, sql`f.case_closed_at`));
  };
  // Otherwise the same columns and more, from the rows every list shows.
  return keptFactsSuffice(facts) ? kept() : (assignmentFacts(facts) as unknown as ReturnType<typeof kept>);
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
  current: isCurrent(ctx.asOf, new Date()) || !ctx.params.asOf,
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
