import { CASE_STATUSES, CASE_TRANSITIONS, ROLE_CODES, type CaseStatus } from '@proposal-desk/shared';
import { DomainError } from '../errors';
import { allowedCaseActions, CASE_ACTIONS, nextCaseStatus, type CaseAction } from './case-workflow';

const OFFICE: Partial<Record<CaseStatus, CaseAction[]>> = {
  DRAFT: ['withdraw'],
  SUBMITTED: ['register', 'withdraw'],
  REGISTERED: ['accept', 'merge', 'reject', 'withdraw'],
  ACCEPTED: ['assign'],
  EVALUATED: ['close'],
};
const UNIT: Partial<Record<CaseStatus, CaseAction[]>> = {
  ASSIGNED: ['sign'],
  IN_PROGRESS: ['reply'],
  REHANDLING: ['reply'],
};
const SUBMITTER: Partial<Record<CaseStatus, CaseAction[]>> = {
  DRAFT: ['submit', 'withdraw'],
  SUBMITTED: ['withdraw'],
  REGISTERED: ['withdraw'],
  REPLIED: ['evaluate'],
  EVALUATED: ['rehandle'],
};

const SEATS: ReadonlyArray<[string, string[], Partial<Record<CaseStatus, CaseAction[]>>]> = [
  ['NPC office staff', [ROLE_CODES.npcStaff], OFFICE],
  ['CPPCC office staff', [ROLE_CODES.cppccStaff], OFFICE],
  ['office leader', [ROLE_CODES.leader], OFFICE],
  ['administrator', [ROLE_CODES.admin], OFFICE],
  ['handling-unit lead', [ROLE_CODES.unitLead], UNIT],
  ['handling-unit clerk', [ROLE_CODES.unitClerk], UNIT],
  ['deputy', [ROLE_CODES.deputy], SUBMITTER],
  ['CPPCC member', [ROLE_CODES.member], SUBMITTER],
  ['deputy who is also office staff', [ROLE_CODES.deputy, ROLE_CODES.npcStaff], OFFICE],
  ['user without a workflow role', [], {}],
];

const refusal = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
};

describe('case workflow', () => {
  describe.each(SEATS)('%s', (_, roles, expected) => {
    it.each(CASE_STATUSES.map((s) => s.value))('in %s may take exactly its seat’s actions', (status) => {
      expect(allowedCaseActions(roles, status)).toEqual(expected[status] ?? []);
    });
  });

  it('moves a case along the table when the seat may act', () => {
    expect(nextCaseStatus([ROLE_CODES.deputy], 'DRAFT', 'submit')).toBe('SUBMITTED');
    expect(nextCaseStatus([ROLE_CODES.npcStaff], 'SUBMITTED', 'register')).toBe('REGISTERED');
    expect(nextCaseStatus([ROLE_CODES.npcStaff], 'REGISTERED', 'merge')).toBe('MERGED');
    expect(nextCaseStatus([ROLE_CODES.unitLead], 'ASSIGNED', 'sign')).toBe('IN_PROGRESS');
    expect(nextCaseStatus([ROLE_CODES.unitClerk], 'REHANDLING', 'reply')).toBe('REPLIED');
    expect(nextCaseStatus([ROLE_CODES.member], 'EVALUATED', 'rehandle')).toBe('REHANDLING');
    expect(nextCaseStatus([ROLE_CODES.leader], 'EVALUATED', 'close')).toBe('CLOSED');
  });

  it('refuses an action of another seat as forbidden, whatever the status', () => {
    const unitAccepts = refusal(() => nextCaseStatus([ROLE_CODES.unitLead], 'REGISTERED', 'accept'));
    expect(unitAccepts).toMatchObject({ kind: 'forbidden', key: 'auth.forbidden' });
    expect(refusal(() => nextCaseStatus([ROLE_CODES.deputy], 'EVALUATED', 'close')).kind).toBe('forbidden');
    expect(refusal(() => nextCaseStatus([ROLE_CODES.npcStaff], 'ASSIGNED', 'sign')).kind).toBe('forbidden');
    expect(refusal(() => nextCaseStatus([], 'DRAFT', 'submit')).kind).toBe('forbidden');
  });

  it('refuses a transition the table does not allow as a conflict naming the current status', () => {
    const late = refusal(() => nextCaseStatus([ROLE_CODES.npcStaff], 'ASSIGNED', 'accept'));
    expect(late).toMatchObject({
      kind: 'conflict',
      key: 'case.illegalTransition',
      params: { action: { zh: '立案' }, status: { zh: '已交办', en: 'Assigned' } },
    });
    expect(refusal(() => nextCaseStatus([ROLE_CODES.deputy], 'ACCEPTED', 'withdraw')).kind).toBe('conflict');
    expect(refusal(() => nextCaseStatus([ROLE_CODES.unitLead], 'REPLIED', 'reply')).kind).toBe('conflict');
    for (const terminal of ['MERGED', 'REJECTED', 'CLOSED', 'WITHDRAWN'] as const) {
      expect(refusal(() => nextCaseStatus([ROLE_CODES.admin], terminal, 'withdraw')).kind).toBe('conflict');
    }
  });

  it('has an action for every transition of the table', () => {
    const targets = new Set<CaseStatus>(Object.values(CASE_ACTIONS).map((a) => a.to));
    for (const next of Object.values(CASE_TRANSITIONS).flat()) expect(targets).toContain(next);
  });
});
