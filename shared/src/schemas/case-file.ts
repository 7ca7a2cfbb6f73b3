import { z } from 'zod';
import type { AssignmentRole, AssignmentStatus, CaseKind, CaseStatus, ResultCategory, Satisfaction } from '../domain/enums';
import type { DeadlineLight } from './case-register';
import type { CaseAttachment, CaseConsultation } from './case-handling';
import type { CosignStatus } from './case-submitter';

/** `Case/Detail?id=`: one case file. */
export const CaseDetailQuery = z.object({ id: z.coerce.number({ error: 'case.notFound' }).int().positive('case.notFound') });

/**
 * The workflow actions on a case as a whole: the office's, and the submitter's (edit / submit /
 * withdraw their draft, answer a co-signing invitation, evaluate the replies). A unit's actions are on
 * its own assignments (`CaseAssignment.actions`).
 */
export const CASE_ACTION_NAMES = [
  'register',
  'accept',
  'merge',
  'reject',
  'assign',
  'removeAssignment',
  'urge',
  'decideReturn',
  'close',
  'withdraw',
  'editDraft',
  'submit',
  'respondCosign',
  'evaluate',
] as const;
export type CaseActionName = (typeof CASE_ACTION_NAMES)[number];

/** What a handling unit may do on one of its own assignments. */
export const UNIT_ACTION_NAMES = ['sign', 'requestReturn', 'consult', 'reply'] as const;
export type UnitActionName = (typeof UNIT_ACTION_NAMES)[number];

export interface CasePerson {
  memberId: number;
  name: string;
  groupName: string;
  /** A co-signer's answer to the invitation (a lead submitter is CONFIRMED). */
  cosignStatus: CosignStatus;
  /** The last moment an invited co-signer may answer (ISO), or null. */
  respondBy: string | null;
}

export interface CaseAssignment {
  id: number;
  unitId: number;
  unitName: string;
  role: AssignmentRole;
  status: AssignmentStatus;
  assignedAt: string;
  dueAt: string;
  signedAt: string | null;
  returnReason: string;
  contactName: string;
  contactPhone: string;
  /** The re-handling due time, once sent back (round 2). */
  rehandleDueAt: string | null;
  /** Null once replied or void. */
  light: DeadlineLight | null;
  /** What the caller may do on it now (only ever on their own unit's assignments). */
  actions: UnitActionName[];
}

export interface CaseReply {
  id: number;
  assignmentId: number;
  unitName: string;
  round: number;
  docNo: string;
  repliedAt: string;
  resultCategory: ResultCategory;
  adoption: string;
  consultMethod: string;
  signer: string;
  content: string;
  attachments: CaseAttachment[];
  /** A 协办 unit's opinion to the lead unit, not a reply to the submitter. */
  isOpinion: boolean;
}

export interface CaseEvaluation {
  id: number;
  assignmentId: number | null;
  unitName: string;
  memberName: string;
  round: number;
  workSatisfaction: Satisfaction;
  resultSatisfaction: Satisfaction;
  comment: string;
  evaluatedAt: string;
}

export interface CaseEvent {
  id: number;
  step: string;
  action: string;
  operator: string;
  at: string;
  note: string;
}

/** Everything about one case, and what the caller may do with it now. Times are ISO text. */
export interface CaseFile {
  id: number;
  version: number;
  body: 'NPC' | 'CPPCC';
  kind: CaseKind;
  caseNo: string | null;
  title: string;
  /** A motion's 案由 is `title`; its 理由 and 办法 are `reason` and `solution`. */
  content: string;
  reason: string;
  solution: string;
  status: CaseStatus;
  sessionId: number;
  sessionName: string;
  period: 'DURING' | 'BETWEEN';
  category: string;
  categoryLabel: string;
  property: string;
  isKey: boolean;
  reviewOpinion: string;
  submittedAt: string | null;
  registeredAt: string | null;
  acceptedAt: string | null;
  assignedAt: string | null;
  closedAt: string | null;
  /** The main case this one was merged into. */
  mergedInto: { id: number; caseNo: string | null; title: string } | null;
  /** The cases merged into this one. */
  merged: Array<{ id: number; caseNo: string | null; title: string }>;
  lead: CasePerson | null;
  /** The submitting group, for a case a group submitted. */
  group: { id: number; name: string } | null;
  cosigners: CasePerson[];
  assignments: CaseAssignment[];
  consultations: CaseConsultation[];
  replies: CaseReply[];
  /** The replies the submitter may rate now (one per handling unit), when `evaluate` is an action. */
  toEvaluate: Array<{ assignmentId: number; unitName: string; replyId: number; round: number }>;
  evaluations: CaseEvaluation[];
  events: CaseEvent[];
  /** The actions the caller may take on the case as it is now. */
  actions: CaseActionName[];
}
