import { canTransition, CASE_STATUSES, labelOf, ROLE_LEVELS, roleLevel, type CaseStatus } from '@proposal-desk/shared';
import { DomainError } from '../errors';

/** The three seats of the workflow (domain.md "Workflow of one case"), by the caller's role level. */
export type CaseParty = 'office' | 'unit' | 'submitter';

/**
 * Every action of the workflow: the status it moves a case to, and who may take it. Which statuses it
 * may start from is not repeated here: that is the transition table of shared/src/domain/enums.ts.
 * Office staff act on their own body's cases, units on their assignments, submitters on their own
 * cases: that is the data scope (case-scope.ts), checked when the case is loaded.
 */
export const CASE_ACTIONS = {
  submit: { to: 'SUBMITTED', by: ['submitter'] },
  register: { to: 'REGISTERED', by: ['office'] },
  accept: { to: 'ACCEPTED', by: ['office'] },
  merge: { to: 'MERGED', by: ['office'] },
  reject: { to: 'REJECTED', by: ['office'] },
  assign: { to: 'ASSIGNED', by: ['office'] },
  sign: { to: 'IN_PROGRESS', by: ['unit'] },
  reply: { to: 'REPLIED', by: ['unit'] },
  evaluate: { to: 'EVALUATED', by: ['submitter'] },
  // A 不满意 evaluation sends the case back to the units.
  rehandle: { to: 'REHANDLING', by: ['submitter'] },
  close: { to: 'CLOSED', by: ['office'] },
  withdraw: { to: 'WITHDRAWN', by: ['submitter', 'office'] },
} as const satisfies Record<string, { to: CaseStatus; by: readonly CaseParty[] }>;

export type CaseAction = keyof typeof CASE_ACTIONS;

const ACTIONS = Object.keys(CASE_ACTIONS) as CaseAction[];

/** The seat of a caller with these role codes: office staff, leaders and administrators act for the office. */
export function partyOf(roleCodes: readonly string[]): CaseParty | null {
  const level = roleLevel(roleCodes);
  if (level >= ROLE_LEVELS.OFFICE_STAFF) return 'office';
  if (level === ROLE_LEVELS.UNIT_STAFF) return 'unit';
  if (level === ROLE_LEVELS.SUBMITTER) return 'submitter';
  return null;
}

const mayTake = (party: CaseParty | null, action: CaseAction) =>
  party !== null && (CASE_ACTIONS[action].by as readonly CaseParty[]).includes(party);

/** The actions a caller with these roles may take on a case in this status, in workflow order. */
export function allowedCaseActions(roleCodes: readonly string[], status: CaseStatus): CaseAction[] {
  const party = partyOf(roleCodes);
  return ACTIONS.filter((action) => mayTake(party, action) && canTransition(status, CASE_ACTIONS[action].to));
}

/**
 * The status a case in `status` moves to when a caller with these roles takes `action`. Refuses with
 * `forbidden` when the caller's seat never takes that action, and with `conflict` when the transition
 * table does not allow it from the case's current status.
 */
export function nextCaseStatus(roleCodes: readonly string[], status: CaseStatus, action: CaseAction): CaseStatus {
  if (!mayTake(partyOf(roleCodes), action)) throw new DomainError('forbidden', 'auth.forbidden', { action });
  const { to } = CASE_ACTIONS[action];
  // No catalogue message names the status yet; the case commands (issue 11) add one.
  if (!canTransition(status, to)) throw new DomainError('conflict', 'auth.forbidden', { action, status: labelOf(CASE_STATUSES, status) });
  return to;
}
