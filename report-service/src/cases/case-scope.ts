import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { DataScope } from '../auth/context';
import type { Database } from '../db/schema';

const nothing = (): Expression<SqlBool> => sql<SqlBool>`false`;

/**
 * A case its submitter has sent: not a draft, nor a draft withdrawn before it was ever submitted. A draft is its
 * author's alone (domain.md "Who may read a file": a draft's files, the author), whoever else reads the body.
 */
const submitted = (eb: ExpressionBuilder<Database, 'cases'>): Expression<SqlBool> =>
  eb.and([eb('cases.status', '<>', 'DRAFT'), eb.or([eb('cases.submitted_at', 'is not', null), eb('cases.status', '<>', 'WITHDRAWN')])]);

/**
 * The cases a data scope may see, as a condition on `cases` (domain.md "data scope"): all; one body;
 * the cases assigned to a unit; the cases a member leads, co-signs or is invited to co-sign (once submitted), and the
 * main cases those were merged into; or none. A draft is seen by its author only, in every scope. Every case list,
 * case read and report filters through this one function.
 */
export function caseScopeCondition(scope: DataScope) {
  return (eb: ExpressionBuilder<Database, 'cases'>): Expression<SqlBool> => {
    switch (scope.kind) {
      case 'all':
        return submitted(eb);
      case 'body':
        return eb.and([eb('cases.body', '=', scope.body), submitted(eb)]);
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
            // The lead's draft stays private until it is submitted: invited co-signers see it from then on.
            submitted(eb),
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
