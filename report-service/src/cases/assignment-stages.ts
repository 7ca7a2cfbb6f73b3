import type { AssignmentStage } from '@proposal-desk/shared';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { OPEN_ASSIGNMENT_STATUSES } from './office-actions';

/** The due time in force of `assignments as a`. */
export const dueInForce = sql<Date>`coalesce(a.rehandle_due_at, a.due_at)`;

/**
 * The stages of a unit's workspace as conditions on `assignments as a`, written once for the list,
 * its counts, the home page and the reminders. The due time in force is the re-handling one once a
 * case was sent back.
 */
export function assignmentStage(stage: AssignmentStage, now: Date) {
  return (eb: ExpressionBuilder<Database & { a: Database['assignments'] }, 'a'>): Expression<SqlBool> => {
    switch (stage) {
      case 'pending':
        return eb.and([eb('a.status', '=', 'PENDING'), caseNotClosed]);
      case 'handling':
        return eb.and([eb('a.status', 'in', ['SIGNED', 'REHANDLE', 'RETURN_REQUESTED']), caseNotClosed]);
      case 'replied':
        return eb('a.status', '=', 'REPLIED');
      case 'overdue':
        return eb.and([eb('a.status', 'in', [...OPEN_ASSIGNMENT_STATUSES]), eb(dueInForce, '<', now), caseNotClosed]);
    }
  };
}

/**
 * A closed case leaves nothing open to a unit (domain.md "Closing"): an assignment it still shows open
 * (closed before that rule) is neither to be handled nor overdue.
 */
const caseNotClosed = sql<SqlBool>`not exists (select 1 from cases closed where closed.id = a.case_id and closed.status = 'CLOSED')`;
