import { canTransition, type CaseActionName, type CaseStatus } from '@proposal-desk/shared';
import { CASE_ACTIONS, partyOf } from './case-workflow';

/** A case takes units while it is accepted (it becomes assigned) or being handled (units are added). */
export const STATUS_AFTER_ASSIGN: Partial<Record<CaseStatus, CaseStatus>> = {
  ACCEPTED: 'ASSIGNED',
  ASSIGNED: 'ASSIGNED',
  IN_PROGRESS: 'IN_PROGRESS',
};

/** Assignment statuses still waiting for the unit's answer. */
export const OPEN_ASSIGNMENT_STATUSES = ['PENDING', 'SIGNED', 'RETURN_REQUESTED', 'REHANDLE'] as const;
const isOpen = (status: string) => (OPEN_ASSIGNMENT_STATUSES as readonly string[]).includes(status);

const TRANSITIONS = ['register', 'accept', 'merge', 'reject', 'close', 'withdraw'] as const;

/** The office's actions on a case as it is now (none for a caller who is not office staff). */
export function officeActions(
  roleCodes: readonly string[],
  status: CaseStatus,
  assignments: ReadonlyArray<{ status: string; role: string }>,
): CaseActionName[] {
  if (partyOf(roleCodes) !== 'office') return [];
  const actions: CaseActionName[] = TRANSITIONS.filter((action) => canTransition(status, CASE_ACTIONS[action].to));
  if (STATUS_AFTER_ASSIGN[status]) actions.push('assign');
  const open = assignments.filter((a) => a.status !== 'VOID');
  if (STATUS_AFTER_ASSIGN[status] && open.length > 1 && open.some((a) => a.status === 'PENDING')) actions.push('removeAssignment');
  if (status !== 'CLOSED' && assignments.some((a) => isOpen(a.status))) actions.push('urge');
  if (status !== 'CLOSED' && assignments.some((a) => isOpen(a.status) && a.role === 'CO')) actions.push('withdrawAssignment');
  if (assignments.some((a) => a.status === 'RETURN_REQUESTED')) actions.push('decideReturn');
  return actions;
}
