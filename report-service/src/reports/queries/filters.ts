import { type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { caseScopeCondition } from '../../cases/case-scope';
import type { ReportContext } from '../report-context';

/**
 * The cases a report counts: the caller's data scope, the report's body and session, and the case
 * filters in force (category, property, key cases). Every query goes through this one condition.
 */
export function caseFilter(ctx: ReportContext) {
  return (eb: ExpressionBuilder<Database, 'cases'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [caseScopeCondition(ctx.scope)(eb), eb('cases.body', '=', ctx.body)];
    if (ctx.session) conditions.push(eb('cases.session_id', '=', ctx.session.id));
    if (ctx.params.category) conditions.push(eb('cases.category', '=', ctx.params.category));
    if (ctx.params.property) conditions.push(eb('cases.property', '=', ctx.params.property));
    if (ctx.params.keyOnly) conditions.push(eb('cases.is_key', '=', true));
    return eb.and(conditions);
  };
}

/**
 * Case-level reports (property, category, delegation) apply the date range to the submission date,
 * since not every counted case has been assigned.
 */
export function caseDateFilter(ctx: ReportContext) {
  return (eb: ExpressionBuilder<Database, 'cases'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (ctx.from) conditions.push(eb('cases.submitted_at', '>=', ctx.from));
    if (ctx.to) conditions.push(eb('cases.submitted_at', '<=', ctx.to));
    return eb.and(conditions);
  };
}

/** Statuses of accepted cases (立案 and every later handling step). */
export const ACCEPTED_STATUSES = ['ACCEPTED', 'ASSIGNED', 'IN_PROGRESS', 'REPLIED', 'EVALUATED', 'REHANDLING', 'CLOSED'] as const;
/** Statuses of received cases: everything submitted and not withdrawn. */
export const RECEIVED_STATUSES = ['SUBMITTED', 'REGISTERED', 'MERGED', 'REJECTED', ...ACCEPTED_STATUSES] as const;
