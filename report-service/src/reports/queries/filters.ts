import { type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { BodyCode } from '@proposal-desk/shared';
import type { DataScope } from '../../auth/context';
import type { Database } from '../../db/schema';
import { caseScopeCondition } from '../../cases/case-scope';
import type { ReportContext } from '../report-context';

/** The cases figures are counted over, beyond the caller's scope: a body, a session, a category, a property, key cases. */
export interface CaseSelection {
  body: BodyCode | null;
  sessionId: number | null;
  /** A category code; '-' for cases not categorised yet. */
  category?: string | undefined;
  property?: string | undefined;
  isKey?: boolean | undefined;
}

/** A data scope and a case selection as one condition on `cases`: the reports and the lists behind their figures share it. */
export function caseConditions(scope: DataScope, selection: CaseSelection) {
  return (eb: ExpressionBuilder<Database, 'cases'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [caseScopeCondition(scope)(eb)];
    if (selection.body) conditions.push(eb('cases.body', '=', selection.body));
    if (selection.sessionId) conditions.push(eb('cases.session_id', '=', selection.sessionId));
    if (selection.category) conditions.push(eb('cases.category', '=', selection.category === '-' ? '' : selection.category));
    if (selection.property) conditions.push(eb('cases.property', '=', selection.property));
    if (selection.isKey !== undefined) conditions.push(eb('cases.is_key', '=', selection.isKey));
    return eb.and(conditions);
  };
}

/** A report's case selection: its body and session, and the case filters in force. */
export const caseSelectionOf = (ctx: ReportContext): CaseSelection => ({
  body: ctx.body,
  sessionId: ctx.session?.id ?? null,
  category: ctx.params.category,
  property: ctx.params.property,
  isKey: ctx.params.keyOnly ? true : undefined,
});

/**
 * The cases a report counts: the caller's data scope, the report's body and session, and the case
 * filters in force (category, property, key cases). Every query goes through this one condition.
 */
export const caseFilter = (ctx: ReportContext) => caseConditions(ctx.scope, caseSelectionOf(ctx));

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

export { ACCEPTED_STATUSES, RECEIVED_STATUSES } from '../../cases/case-figures';
