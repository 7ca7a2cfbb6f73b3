import type { CaseActionName, CaseStatus, UnitActionName } from '@proposal-desk/shared';
import type { DataScope } from '../auth/context';
import { officeActions } from './office-actions';
import { REPLIED_STATUSES } from './publication-commands';
import { partyOf } from './case-workflow';

/** Who looks at a case file: what they may do depends on their seat and scope. */
export interface CaseViewer {
  roleCodes: readonly string[];
  scope: DataScope;
}

interface SubmitterRow {
  member_id: number;
  role: 'LEAD' | 'COSIGNER';
  cosign_status: 'INVITED' | 'CONFIRMED' | 'DECLINED';
  respond_by: Date | null;
}

interface AssignmentState {
  status: string;
  role: string;
  unit_id: number;
  /** A closed case leaves nothing for a unit to do. */
  caseStatus: CaseStatus;
}

/** The submitter's own statuses: the lead keeps a draft, submits and withdraws it before acceptance, and evaluates replies. */
const LEAD_WITHDRAWS: readonly CaseStatus[] = ['DRAFT', 'SUBMITTED', 'REGISTERED'];

/** The member of a submitter's scope (null for any other seat). */
export const viewerMember = (viewer: CaseViewer) => (viewer.scope.kind === 'member' ? viewer.scope.memberId : null);
/** The unit of a unit user's scope (null for any other seat). */
export const viewerUnit = (viewer: CaseViewer) => (viewer.scope.kind === 'unit' ? viewer.scope.unitId : null);

/** Whether an invitation to co-sign may still be answered at `now`. */
export const cosignOpen = (row: Pick<SubmitterRow, 'cosign_status' | 'respond_by'>, now: Date) =>
  row.cosign_status === 'INVITED' && (row.respond_by === null || row.respond_by.getTime() >= now.getTime());

/** The actions on the case as a whole: the office's, or the submitter's own. */
export function caseActionsFor(
  viewer: CaseViewer,
  kase: { status: CaseStatus; lead_member_id: number | null },
  submitters: readonly SubmitterRow[],
  assignments: ReadonlyArray<{ status: string; role: string }>,
  now: Date,
): CaseActionName[] {
  const party = partyOf(viewer.roleCodes);
  // The office manages the files of any case of its body once submitted (a draft is still the deputy's).
  if (party === 'office')
    return [
      ...officeActions(viewer.roleCodes, kase.status, assignments),
      ...(kase.status === 'DRAFT' ? [] : ['attach' as const]),
      ...((REPLIED_STATUSES as readonly string[]).includes(kase.status) ? ['publish' as const] : []),
    ];
  const member = viewerMember(viewer);
  if (party !== 'submitter' || member === null) return [];
  const actions: CaseActionName[] = [];
  if (kase.lead_member_id === member) {
    if (kase.status === 'DRAFT') actions.push('editDraft', 'submit');
    if (LEAD_WITHDRAWS.includes(kase.status)) actions.push('withdraw');
    if (kase.status === 'REPLIED') actions.push('evaluate');
  }
  const own = submitters.find((s) => s.member_id === member && s.role === 'COSIGNER');
  if (own && kase.status !== 'WITHDRAWN' && kase.status !== 'DRAFT' && cosignOpen(own, now)) actions.push('respondCosign');
  return actions;
}

/**
 * What a unit user may do on one assignment: only ever their own unit's. Sign a pending one; ask to
 * return it while the window is open; ask for more time while the extension rules allow (extension-commands.ts);
 * consult and reply once signed (or sent back to re-handle).
 */
export function unitActionsFor(
  viewer: CaseViewer,
  assignment: AssignmentState,
  returnWindowOpen: boolean,
  extensionOpen = false,
): UnitActionName[] {
  if (partyOf(viewer.roleCodes) !== 'unit' || viewerUnit(viewer) !== assignment.unit_id || assignment.caseStatus === 'CLOSED') return [];
  const actions: UnitActionName[] = [];
  if (assignment.status === 'PENDING') actions.push('sign');
  if ((assignment.status === 'PENDING' || assignment.status === 'SIGNED') && returnWindowOpen) actions.push('requestReturn');
  if (extensionOpen) actions.push('requestExtension');
  if (assignment.status === 'SIGNED' || assignment.status === 'REHANDLE') actions.push('consult', 'reply');
  return actions;
}
