import type { CaseFigure, CaseStatus, TCaseFilter } from '@proposal-desk/shared';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/** Statuses of accepted cases (立案 and every later handling step). */
export const ACCEPTED_STATUSES = ['ACCEPTED', 'ASSIGNED', 'IN_PROGRESS', 'REPLIED', 'EVALUATED', 'REHANDLING', 'CLOSED'] as const;
/** Statuses of received cases: everything submitted and not withdrawn. */
export const RECEIVED_STATUSES = ['SUBMITTED', 'REGISTERED', 'MERGED', 'REJECTED', ...ACCEPTED_STATUSES] as const;

/** Each figure over cases (CASE_FIGURES says what each counts) as the statuses it takes: the reports count with it, the register filters with it. */
const FIGURE_STATUSES: Record<CaseFigure, readonly CaseStatus[]> = {
  received: RECEIVED_STATUSES,
  accepted: ACCEPTED_STATUSES,
  merged: ['MERGED'],
  rejected: ['REJECTED'],
  closed: ['CLOSED'],
};

/** A figure over cases as a condition on `cases`. */
export const caseFigureCondition =
  (figure: CaseFigure) =>
  (eb: ExpressionBuilder<Database, 'cases'>): Expression<SqlBool> =>
    eb('cases.status', 'in', [...FIGURE_STATUSES[figure]]);

/** `count(*) filter (where …)` of a figure over cases, for a report's select. */
export const countCases = (figure: CaseFigure) =>
  sql<number>`count(*) filter (where cases.status in (${sql.join(FIGURE_STATUSES[figure].map((s) => sql.lit(s)))}))`;

/** The register's filters a case figure of a report's row narrows to: a figure, and the row's group, member, category or property. */
export type CaseFigureFilter = Pick<
  TCaseFilter,
  'figure' | 'groupId' | 'cosignerGroupId' | 'memberId' | 'cosignerId' | 'memberLed' | 'category' | 'property' | 'isKey'
>;
