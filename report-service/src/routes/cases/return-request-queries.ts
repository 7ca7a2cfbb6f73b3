import type { BodyCode, ReturnRequestRow } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { DataScope } from '../../auth/context';
import { caseScopeCondition } from '../../cases/case-scope';
import type { Database } from '../../db/schema';

/** The open return requests of a body's cases within the scope, oldest assignment first. */
export async function findReturnRequests(db: Kysely<Database>, scope: DataScope, body: BodyCode | undefined): Promise<ReturnRequestRow[]> {
  let query = db
    .selectFrom('assignments')
    .innerJoin('cases', 'cases.id', 'assignments.case_id')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .select([
      'assignments.id as assignment_id',
      'assignments.role',
      'assignments.return_reason',
      'assignments.assigned_at',
      'cases.id as case_id',
      'cases.version',
      'cases.body',
      'cases.case_no',
      'cases.title',
      'handling_units.name as unit_name',
    ])
    .where('assignments.status', '=', 'RETURN_REQUESTED')
    .where(caseScopeCondition(scope));
  if (body) query = query.where('cases.body', '=', body);
  const rows = await query.orderBy('assignments.assigned_at').orderBy('assignments.id').limit(500).execute();
  return rows.map((r) => ({
    assignmentId: r.assignment_id,
    caseId: r.case_id,
    caseVersion: r.version,
    body: r.body,
    caseNo: r.case_no,
    title: r.title,
    unitName: r.unit_name,
    role: r.role,
    reason: r.return_reason,
    assignedAt: r.assigned_at.toISOString(),
  }));
}
