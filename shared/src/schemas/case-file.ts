import { z } from 'zod';
import { ASSIGNMENT_STATUSES, RESULT_CATEGORIES, SATISFACTIONS } from '../domain/enums';
import { ASSIGNMENT_ROLE_CODES, BODY_CODES, CASE_KIND_CODES, CASE_PERIOD_CODES, CASE_STATUS_CODES, codesOf } from './case-fields';
import { DEADLINE_LIGHTS } from './case-register';
import { CaseFileAttachment } from './case-attachments';
import { CaseAttachment, CaseConsultation } from './case-handling';
import { COSIGN_STATUSES } from './case-submitter';
import { CaseExtension } from './case-extensions';
import { Commitment } from './commitments';
import { CasePublication } from './public-replies';

/** `Case/Detail?id=`: one case file. */
export const CaseDetailQuery = z.object({ id: z.coerce.number({ error: 'case.notFound' }).check(z.int32()).positive('case.notFound') });

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
  'withdrawAssignment',
  'urge',
  'decideReturn',
  'close',
  'withdraw',
  'editDraft',
  'submit',
  'respondCosign',
  'evaluate',
  'attach',
  'publish',
] as const;
export type CaseActionName = (typeof CASE_ACTION_NAMES)[number];

/** What a handling unit may do on one of its own assignments. */
export const UNIT_ACTION_NAMES = ['sign', 'requestReturn', 'requestExtension', 'consult', 'reply'] as const;
export type UnitActionName = (typeof UNIT_ACTION_NAMES)[number];

const SATISFACTION_CODES = codesOf(SATISFACTIONS);
const ASSIGNMENT_STATUS_CODES = codesOf(ASSIGNMENT_STATUSES);
const RESULT_CODES = codesOf(RESULT_CATEGORIES);

/** A short reference to another case (merged into, or merged in). */
const CaseLink = z.object({ id: z.number().check(z.int32()), caseNo: z.string().nullable(), title: z.string() });

export const CasePerson = z.object({
  memberId: z.number().check(z.int32()),
  name: z.string(),
  groupName: z.string(),
  /** A co-signer's answer to the invitation (a lead submitter is CONFIRMED). */
  cosignStatus: z.enum(COSIGN_STATUSES).describe('A co-signer’s answer to the invitation (a lead submitter is CONFIRMED)'),
  /** The last moment an invited co-signer may answer (ISO), or null. */
  respondBy: z.string().nullable().describe('The last moment an invited co-signer may answer (ISO), or null'),
});
export type CasePerson = z.infer<typeof CasePerson>;

export const CaseAssignment = z.object({
  id: z.number().check(z.int32()),
  unitId: z.number().check(z.int32()),
  unitName: z.string(),
  role: z.enum(ASSIGNMENT_ROLE_CODES),
  status: z.enum(ASSIGNMENT_STATUS_CODES),
  assignedAt: z.string(),
  dueAt: z.string(),
  signedAt: z.string().nullable(),
  /** Why the unit asked to return it ('' for a submitter). */
  returnReason: z.string().describe("Why the unit asked to return it ('' for a submitter)"),
  contactName: z.string(),
  contactPhone: z.string(),
  /** 延期: the due time it was first given, when an approved extension moved it; null otherwise. */
  originalDueAt: z.string().nullable().describe('The due time first given, when an extension moved it; null otherwise'),
  /** The re-handling due time, once sent back (round 2). */
  rehandleDueAt: z.string().nullable().describe('The re-handling due time, once sent back (round 2)'),
  /** Null once replied or void. */
  light: z.enum(DEADLINE_LIGHTS).nullable().describe('The deadline light; null once replied or void'),
  /** What the caller may do on it now (only ever on their own unit's assignments). */
  actions: z.array(z.enum(UNIT_ACTION_NAMES)).describe('What the caller may do on it now (only ever on their own unit’s assignments)'),
});
export type CaseAssignment = z.infer<typeof CaseAssignment>;

export const CaseReply = z.object({
  id: z.number().check(z.int32()),
  assignmentId: z.number().check(z.int32()),
  unitName: z.string(),
  round: z.number().check(z.int32()),
  docNo: z.string(),
  repliedAt: z.string(),
  resultCategory: z.enum(RESULT_CODES),
  adoption: z.string(),
  consultMethod: z.string(),
  signer: z.string(),
  content: z.string(),
  attachments: z.array(CaseAttachment),
  /** A 协办 unit's opinion to the lead unit, not a reply to the submitter. */
  isOpinion: z.boolean().describe('A 协办 unit’s opinion to the lead unit, not a reply to the submitter'),
});
export type CaseReply = z.infer<typeof CaseReply>;

export const CaseEvaluation = z.object({
  id: z.number().check(z.int32()),
  assignmentId: z.number().check(z.int32()).nullable(),
  unitName: z.string(),
  memberName: z.string(),
  round: z.number().check(z.int32()),
  workSatisfaction: z.enum(SATISFACTION_CODES),
  resultSatisfaction: z.enum(SATISFACTION_CODES),
  comment: z.string(),
  evaluatedAt: z.string(),
});
export type CaseEvaluation = z.infer<typeof CaseEvaluation>;

/** One step of the case's timeline. */
export const CaseEvent = z.object({
  id: z.number().check(z.int32()),
  step: z.string(),
  action: z.string().describe('What the step did, in the reader’s language (as stored for entries written before messages were kept)'),
  operator: z.string(),
  at: z.string(),
  /** '' for a submitter on the office's internal steps. */
  note: z.string(),
});
export type CaseEvent = z.infer<typeof CaseEvent>;

/** Everything about one case, and what the caller may do with it now. Times are ISO text. */
export const CaseFile = z.object({
  id: z.number().check(z.int32()),
  version: z.number().check(z.int32()),
  body: z.enum(BODY_CODES),
  kind: z.enum(CASE_KIND_CODES),
  caseNo: z.string().nullable(),
  title: z.string(),
  /** A motion's 案由 is `title`; its 理由 and 办法 are `reason` and `solution`. */
  content: z.string(),
  reason: z.string().describe('A motion’s 理由'),
  solution: z.string().describe('A motion’s 办法'),
  status: z.enum(CASE_STATUS_CODES),
  sessionId: z.number().check(z.int32()),
  sessionName: z.string(),
  period: z.enum(CASE_PERIOD_CODES),
  category: z.string(),
  categoryLabel: z.string(),
  property: z.string(),
  isKey: z.boolean(),
  reviewOpinion: z.string(),
  submittedAt: z.string().nullable(),
  registeredAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  assignedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The main case this one was merged into. */
  mergedInto: CaseLink.nullable().describe('The main case this one was merged into'),
  /** The cases merged into this one. */
  merged: z.array(CaseLink).describe('The cases merged into this one'),
  lead: CasePerson.nullable(),
  /** The submitting group, for a case a group submitted. */
  group: z
    .object({ id: z.number().check(z.int32()), name: z.string() })
    .nullable()
    .describe('The submitting group, for a case a group submitted'),
  cosigners: z.array(CasePerson),
  /** The case's own files (not the replies'), with who added them, when and at which stage. */
  attachments: z
    .array(CaseFileAttachment)
    .describe('The case’s own files (not the replies’), with who added them, when and at which stage'),
  assignments: z.array(CaseAssignment),
  consultations: z.array(CaseConsultation),
  replies: z.array(CaseReply),
  /** The replies the submitter may rate now (one per handling unit), when `evaluate` is an action. */
  toEvaluate: z
    .array(
      z.object({
        assignmentId: z.number().check(z.int32()),
        unitName: z.string(),
        replyId: z.number().check(z.int32()),
        round: z.number().check(z.int32()),
      }),
    )
    .describe('The replies the submitter may rate now (one per handling unit), when `evaluate` is an action'),
  evaluations: z.array(CaseEvaluation),
  /** 延期: every extension request of the case's assignments, oldest first. */
  extensions: z.array(CaseExtension),
  /** 回头看: the commitments of the case's B and C replies, with what their units reported. */
  commitments: z.array(Commitment),
  /** 答复公开: the office's decision, to the office only (null: none yet, or not the office). */
  publication: CasePublication.nullable(),
  events: z.array(CaseEvent),
  /** The actions the caller may take on the case as it is now. */
  actions: z.array(z.enum(CASE_ACTION_NAMES)).describe('The actions the caller may take on the case as it is now'),
});
export type CaseFile = z.infer<typeof CaseFile>;
