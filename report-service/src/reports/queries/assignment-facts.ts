import { sql } from 'kysely';
import type { ReportContext } from '../report-context';
import { caseFilter } from './filters';

/**
 * One row per live (non-void) assignment the report counts, with the facts every per-unit figure is
 * made of. The definitions live here once, so "已答复" is the same number in every report:
 * - signed: signed for by `asOf`;
 * - replied: the unit has sent a reply (any round) by `asOf` — the reply in force is the latest round;
 * - overdue: not replied by `asOf` and past its due date, on a case not closed by then (a closed case has
 *   nothing open: domain.md "Closing");
 * - result / consult / adoption: of the reply in force; work / outcome: the latest evaluation.
 * A unit user only ever sees their own unit's assignments (ctx.unitId), whatever the case's other units.
 */
export function assignmentFacts(ctx: ReportContext) {
  const { asOf } = ctx;
  let query = ctx.db
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
          .select(['r.assignment_id', 'r.result_category', 'r.consult_method', 'r.adoption', 'r.replied_at'])
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
    .where(caseFilter(ctx));
  if (ctx.from) query = query.where('a.assigned_at', '>=', ctx.from);
  if (ctx.to) query = query.where('a.assigned_at', '<=', ctx.to);
  if (ctx.unitId !== null) query = query.where('a.unit_id', '=', ctx.unitId);
  if (ctx.unitSystem) query = query.where('u.system', '=', ctx.unitSystem);
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
    'a.due_at',
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
    sql<boolean>`(lr.replied_at is null and a.due_at < ${asOf} and not coalesce(cases.closed_at <= ${asOf}, false))`.as('overdue'),
  ]);
}

/** `count(*) filter (where …)` over the facts; conditions are fixed strings written in this folder. */
export const countWhere = (condition: string) => sql<number>`count(*) filter (where ${sql.raw(condition)})`;

/** Conditions over assignment facts, written once. */
export const FACT = {
  all: 'true',
  main: "role <> 'CO'",
  co: "role = 'CO'",
  pending: 'not signed and not replied',
  handling: 'signed and not replied',
  replied: 'replied',
  mainReplied: "replied and role <> 'CO'",
  coReplied: "replied and role = 'CO'",
  evaluated: 'work_satisfaction is not null',
  rehandling: "assignment_status = 'REHANDLE'",
  closed: "case_status = 'CLOSED'",
  overdue: 'overdue',
  signed: 'signed or replied',
} as const;
