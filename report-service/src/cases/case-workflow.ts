import { canTransition, CASE_STATUSES, ROLE_LEVELS, roleLevel, type CaseStatus } from '@proposal-desk/shared';
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

/** What each action is called in a refusal ("cannot …"). */
export const CASE_ACTION_LABELS: Record<
  | CaseAction
  | 'removeAssignment'
  | 'withdrawAssignment'
  | 'urge'
  | 'decideReturn'
  | 'requestReturn'
  | 'consult'
  | 'editDraft'
  | 'respondCosign',
  { zh: string; en: string }
> = {
  editDraft: { zh: '修改', en: 'edited' },
  submit: { zh: '提交', en: 'submitted' },
  respondCosign: { zh: '附议', en: 'co-signed' },
  register: { zh: '登记', en: 'registered' },
  accept: { zh: '立案', en: 'accepted' },
  merge: { zh: '并案', en: 'merged' },
  reject: { zh: '不予立案', en: 'rejected' },
  assign: { zh: '交办', en: 'assigned' },
  removeAssignment: { zh: '撤销交办', en: 'unassigned' },
  withdrawAssignment: { zh: '撤回交办', en: 'given a withdrawn assignment' },
  urge: { zh: '催办', en: 'urged' },
  decideReturn: { zh: '处理退回申请', en: 'given a return decision' },
  sign: { zh: '签收', en: 'signed for' },
  requestReturn: { zh: '申请退回', en: 'returned' },
  consult: { zh: '记录面商', en: 'given a consultation record' },
  reply: { zh: '答复', en: 'replied to' },
  evaluate: { zh: '测评', en: 'evaluated' },
  rehandle: { zh: '重新办理', en: 're-handled' },
  close: { zh: '办结', en: 'closed' },
  withdraw: { zh: '撤回', en: 'withdrawn' },
};

/** Refuses an action the case's status does not allow (409), naming the status and the action. */
export function illegalTransition(status: CaseStatus, action: keyof typeof CASE_ACTION_LABELS): DomainError {
  const label = CASE_STATUSES.find((s) => s.value === status);
  return new DomainError('conflict', 'case.illegalTransition', {
    status: label ? { zh: label.zh, en: label.en } : status,
    action: CASE_ACTION_LABELS[action],
  });
}

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
  if (!canTransition(status, to)) throw illegalTransition(status, action);
  return to;
}
