import { z } from 'zod';
import type { AssignmentRole, AssignmentStatus, CaseKind, CaseStatus, ResultCategory, Satisfaction } from '../domain/enums';
import type { DeadlineLight } from './case-register';

/** `Case/Detail?id=`: one case file. */
export const CaseDetailQuery = z.object({ id: z.coerce.number({ error: 'case.notFound' }).int().positive('case.notFound') });

/** The workflow actions of the office (this issue) and of units and submitters (the next one). */
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
] as const;
export type CaseActionName = (typeof CASE_ACTION_NAMES)[number];

export interface CasePerson {
  memberId: number;
  name: string;
  groupName: string;
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
  /** Null once replied or void. */
  light: DeadlineLight | null;
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
  attachment: string;
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
  replies: CaseReply[];
  evaluations: CaseEvaluation[];
  events: CaseEvent[];
  /** The actions the caller may take on the case as it is now. */
  actions: CaseActionName[];
}
