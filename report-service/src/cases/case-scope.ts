import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { DataScope } from '../auth/context';
import type { Database } from '../db/schema';

const nothing = (): Expression<SqlBool> => sql<SqlBool>`false`;

/**
 * The cases a data scope may see, as a condition on `cases` (domain.md "data scope"): all; one body;
 * the cases assigned to a unit; the cases a member leads, co-signs or is invited to co-sign (once submitted), and the main cases those were
 * merged into; or none. Every case list and
 * report filters through this one function.
 */
export function caseScopeCondition(scope: DataScope) {
  return (eb: ExpressionBuilder<Database, 'cases'>): Expression<SqlBool> => {
    switch (scope.kind) {
      case 'all':
        return sql<SqlBool>`true`;
      case 'body':
        return eb('cases.body', '=', scope.body);
      case 'unit': {
        const { unitId } = scope;
        if (unitId === null) return nothing();
        return eb.exists(
          eb
            .selectFrom('assignments as scope_a')
            .select('scope_a.id')
            .whereRef('scope_a.case_id', '=', 'cases.id')
            .where('scope_a.unit_id', '=', unitId),
        );
      }
      case 'member': {
        const { memberId } = scope;
        if (memberId === null) return nothing();
        return eb.or([
          eb('cases.lead_member_id', '=', memberId),
          eb.and([
            // The lead's draft stays private until it is submitted (also once withdrawn unsubmitted):
            // invited co-signers see it from then on.
            eb('cases.status', '<>', 'DRAFT'),
            eb.or([eb('cases.submitted_at', 'is not', null), eb('cases.status', '<>', 'WITHDRAWN')]),
            eb.exists(
              eb
                .selectFrom('case_submitters as scope_s')
                .select('scope_s.case_id')
                .whereRef('scope_s.case_id', '=', 'cases.id')
                .where('scope_s.member_id', '=', memberId)
                // Once declined, an invitation to co-sign no longer opens the case.
                .where('scope_s.cosign_status', '<>', 'DECLINED'),
            ),
          ]),
          // 并案: the submitters of a case merged into this one follow its handling and reply.
          eb.exists(
            eb
              .selectFrom('cases as scope_m')
              .innerJoin('case_submitters as scope_ms', 'scope_ms.case_id', 'scope_m.id')
              .select('scope_m.id')
              .whereRef('scope_m.merged_into_id', '=', 'cases.id')
              .where('scope_ms.member_id', '=', memberId)
              .where('scope_ms.cosign_status', '<>', 'DECLINED'),
          ),
        ]);
      }
      case 'none':
        return nothing();
    }
  };
}

/** Drafts stay with their authors: a submitter's list (and search) holds their own, nobody else's does. */
export const draftsOf =
  (scope: DataScope) =>
  (eb: ExpressionBuilder<Database, 'cases'>): Expression<SqlBool> =>
    scope.kind === 'member' && scope.memberId !== null
      ? eb.or([eb('cases.status', '<>', 'DRAFT'), eb('cases.lead_member_id', '=', scope.memberId)])
      : eb('cases.status', '<>', 'DRAFT');
