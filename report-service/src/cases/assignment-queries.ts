import { OPEN_ASSIGNMENT_STATUSES } from './office-actions';
import { USER_STATES } from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The handling units with these ids (and the contact an assignment copies when none is given). */
export function findUnits(trx: Transaction<Database>, ids: readonly number[]) {
  return trx
    .selectFrom('handling_units')
    .select(['id', 'name', 'contact_name', 'contact_phone'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Unit id → role of the case's assignments that are not void. */
export async function findOpenUnitIds(trx: Transaction<Database>, caseId: number): Promise<Map<number, string>> {
  const rows = await trx
    .selectFrom('assignments')
    .select(['unit_id', 'role'])
    .where('case_id', '=', caseId)
    .where('status', '<>', 'VOID')
    .execute();
  return new Map(rows.map((r) => [r.unit_id, r.role]));
}

/** The units of the case's assignments still waiting for an answer (and of which role), by name, in assignment order. */
export async function findOpenAssignments(
  trx: Transaction<Database>,
  caseId: number,
  roles?: ReadonlyArray<'SOLE' | 'LEAD' | 'CO' | 'SEPARATE'>,
) {
  let select = trx
    .selectFrom('assignments')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .select(['assignments.id', 'assignments.role', 'handling_units.name as unit_name'])
    .where('assignments.case_id', '=', caseId)
    .where('assignments.status', 'in', [...OPEN_ASSIGNMENT_STATUSES]);
  if (roles) select = select.where('assignments.role', 'in', [...roles]);
  return select.orderBy('assignments.id').execute();
}

/** One assignment of the case, with its unit's name. */
export function findAssignment(trx: Transaction<Database>, caseId: number, assignmentId: number) {
  return trx
    .selectFrom('assignments')
    .innerJoin('handling_units', 'handling_units.id', 'assignments.unit_id')
    .select([
      'assignments.id',
      'assignments.unit_id',
      'assignments.role',
      'assignments.assigned_at',
      'assignments.status',
      'assignments.due_at',
      'assignments.original_due_at',
      'assignments.signed_at',
      'assignments.return_reason',
      'handling_units.name as unit_name',
    ])
    .where('assignments.id', '=', assignmentId)
    .where('assignments.case_id', '=', caseId)
    .executeTakeFirst();
}

/** The enabled users of a handling unit, who get its notices. */
export async function unitUserIds(trx: Transaction<Database>, unitId: number): Promise<number[]> {
  const rows = await trx.selectFrom('users').select('id').where('unit_id', '=', unitId).where('state', '=', USER_STATES.ENABLED).execute();
  return rows.map((r) => r.id);
}
