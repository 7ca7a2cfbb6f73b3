import { z } from 'zod';
import {
  bodyField,
  CASE_KIND_CODES,
  CASE_PERIOD_CODES,
  CASE_PROPERTY_CODES,
  ASSIGNMENT_ROLE_CODES,
  BODY_CODES,
  CASE_STATUS_CODES,
  CaseRef,
  note,
  optionalDay,
} from './case-fields';
import { caseAttachmentsField } from './case-attachments';

export const CASE_TITLE_MAX = 200;
export const CASE_TEXT_MAX = 20_000;
export const CASE_NOTE_MAX = 500;
export const CASE_COSIGNERS_MAX = 200;
export const BATCH_CASES_MAX = 200;

const memberId = z.coerce.number({ error: 'case.memberUnknown' }).check(z.int32()).positive('case.memberUnknown');

/** `Case/Register`: gives a submitted case its 案号. */
export const CaseRegisterBody = CaseRef;

/**
 * `Case/Enter`: a paper case entered by the office on a submitter's behalf, registered at once. A
 * member leads it (with co-signers), or a group submits it.
 */
export const CaseEnterBody = z
  .object({
    body: bodyField(),
    kind: z.enum(CASE_KIND_CODES, { error: 'case.kindInvalid' }),
    sessionId: z.coerce.number({ error: 'case.sessionRequired' }).check(z.int32()).positive('case.sessionRequired'),
    title: z.string({ error: 'case.titleRequired' }).trim().min(1, 'case.titleRequired').max(CASE_TITLE_MAX, 'case.titleTooLong'),
    content: note(CASE_TEXT_MAX, 'case.noteTooLong'),
    reason: note(CASE_TEXT_MAX, 'case.noteTooLong'),
    solution: note(CASE_TEXT_MAX, 'case.noteTooLong'),
    period: z.enum(CASE_PERIOD_CODES, { error: 'common.invalidField' }).default('DURING'),
    leadMemberId: memberId.optional(),
    groupId: z.coerce.number({ error: 'case.groupUnknown' }).check(z.int32()).positive('case.groupUnknown').optional(),
    cosignerIds: z.array(memberId).max(CASE_COSIGNERS_MAX, 'case.tooManyCosigners').default([]),
    /** The scanned paper original and other files, as the upload call answered them (an import row carries none). */
    attachments: caseAttachmentsField(),
  })
  .refine((v) => (v.leadMemberId === undefined) !== (v.groupId === undefined), { error: 'case.submitterRequired', path: ['leadMemberId'] });
export type TCaseEnterBody = z.infer<typeof CaseEnterBody>;

/** `Case/Accept` (立案): the review's category, property, key flag and opinion. */
export const CaseAcceptBody = CaseRef.extend({
  category: z.string({ error: 'case.categoryRequired' }).trim().min(1, 'case.categoryRequired').max(50, 'case.categoryRequired'),
  property: z.enum(CASE_PROPERTY_CODES, { error: 'case.propertyRequired' }),
  isKey: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()).default(false),
  opinion: note(CASE_NOTE_MAX),
});
export type TCaseAcceptBody = z.infer<typeof CaseAcceptBody>;

/** `Case/Merge` (并案): the case joins a main case of the same body and session and ends there. */
export const CaseMergeBody = CaseRef.extend({
  mainCaseId: z.coerce.number({ error: 'case.mainRequired' }).check(z.int32()).positive('case.mainRequired'),
  opinion: note(CASE_NOTE_MAX),
});

/** `Case/Reject` (不予立案): the reason is required. */
export const CaseRejectBody = CaseRef.extend({
  reason: z.string({ error: 'case.reasonRequired' }).trim().min(1, 'case.reasonRequired').max(CASE_NOTE_MAX, 'case.noteTooLong'),
});

/** One unit of an assignment; the due day defaults from the settings (working days, holidays skipped). */
export const AssignUnit = z.object({
  unitId: z.coerce.number({ error: 'case.unitUnknown' }).check(z.int32()).positive('case.unitUnknown'),
  role: z.enum(ASSIGNMENT_ROLE_CODES, { error: 'case.roleRequired' }),
  dueAt: optionalDay(),
  contactName: note(50),
  contactPhone: note(30),
});
export type TAssignUnit = z.infer<typeof AssignUnit>;

/** Units of one assignment: each once; at most one 主办 or 单办, and a 单办 unit alone. */
const assignUnits = z
  .array(AssignUnit, { error: 'case.unitsRequired' })
  .min(1, 'case.unitsRequired')
  .max(20, 'case.unitsRequired')
  .refine((units) => new Set(units.map((u) => u.unitId)).size === units.length, { error: 'case.unitTwice' })
  .refine((units) => units.filter((u) => u.role === 'SOLE' || u.role === 'LEAD').length <= 1, { error: 'case.oneLeadOnly' })
  .refine((units) => !units.some((u) => u.role === 'SOLE') || units.length === 1, { error: 'case.soleAlone' });

/** `Case/Assign` (交办): to one or more units; units may be added to a case already assigned. */
export const CaseAssignBody = CaseRef.extend({ units: assignUnits });
export type TCaseAssignBody = z.infer<typeof CaseAssignBody>;

/** `Case/BatchAssign`: several cases to the same units; all or none. */
export const CaseBatchAssignBody = z.object({
  cases: z.array(CaseRef, { error: 'case.casesRequired' }).min(1, 'case.casesRequired').max(BATCH_CASES_MAX, 'case.tooManyCases'),
  units: assignUnits,
});
export type TCaseBatchAssignBody = z.infer<typeof CaseBatchAssignBody>;

/** `Case/RemoveAssignment`: a unit that has not signed yet. */
export const CaseRemoveAssignmentBody = CaseRef.extend({
  assignmentId: z.coerce.number({ error: 'case.assignmentUnknown' }).check(z.int32()).positive('case.assignmentUnknown'),
});

/** `Case/WithdrawAssignment` (撤回交办): the office ends a unit's open assignment, with the reason the timeline keeps. */
export const CaseWithdrawAssignmentBody = CaseRemoveAssignmentBody.extend({
  reason: note(CASE_NOTE_MAX).refine((reason) => reason.length > 0, { error: 'case.reasonRequired' }),
});
export type TCaseWithdrawAssignmentBody = z.infer<typeof CaseWithdrawAssignmentBody>;

/** `Case/Urge` (催办): a notice to the unit's users about one open assignment. */
export const CaseUrgeBody = CaseRef.extend({
  assignmentId: z.coerce.number({ error: 'case.assignmentUnknown' }).check(z.int32()).positive('case.assignmentUnknown'),
  note: note(CASE_NOTE_MAX),
});

/** `Case/DecideReturn`: approve a unit's return request (the assignment becomes void) or deny it with a reason. */
export const CaseReturnDecisionBody = CaseRef.extend({
  assignmentId: z.coerce.number({ error: 'case.assignmentUnknown' }).check(z.int32()).positive('case.assignmentUnknown'),
  approve: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
  reason: note(CASE_NOTE_MAX),
}).refine((v) => v.approve || v.reason.length > 0, { error: 'case.reasonRequired', path: ['reason'] });

/** `Case/Close` (办结). */
export const CaseCloseBody = CaseRef;

/** `Case/Withdraw` (撤回) before acceptance. */
export const CaseWithdrawBody = CaseRef.extend({ reason: note(CASE_NOTE_MAX) });

/** `Case/Sign` (签收): a unit takes one of its assignments. */
export const CaseSignBody = CaseRef.extend({
  assignmentId: z.coerce.number({ error: 'case.assignmentUnknown' }).check(z.int32()).positive('case.assignmentUnknown'),
});

/** `Case/RequestReturn` (申请退回): a unit asks the office to take back a wrong assignment, with the reason. */
export const CaseRequestReturnBody = CaseSignBody.extend({
  reason: z.string({ error: 'case.reasonRequired' }).trim().min(1, 'case.reasonRequired').max(CASE_NOTE_MAX, 'case.noteTooLong'),
});

/** An open return request, for the office's inbox (`Case/ReturnRequests`). */
export const ReturnRequestRow = z.object({
  assignmentId: z.number().check(z.int32()),
  caseId: z.number().check(z.int32()),
  caseVersion: z.number().check(z.int32()),
  body: z.enum(BODY_CODES),
  caseNo: z.string().nullable(),
  title: z.string(),
  unitName: z.string(),
  role: z.enum(ASSIGNMENT_ROLE_CODES),
  /** The unit's reason for asking. */
  reason: z.string().describe('The unit’s reason for asking'),
  assignedAt: z.string(),
});
export type ReturnRequestRow = z.infer<typeof ReturnRequestRow>;

/** What an action answers: the case's new version and status. */
export const CaseActionAnswer = z.object({
  id: z.number().check(z.int32()),
  version: z.number().check(z.int32()).describe('The case’s new version, to send with the next action'),
  status: z.enum(CASE_STATUS_CODES),
  caseNo: z.string().nullable(),
});
export type CaseActionAnswer = z.infer<typeof CaseActionAnswer>;

const batchCases = z.array(CaseRef, { error: 'case.casesRequired' }).min(1, 'case.casesRequired').max(BATCH_CASES_MAX, 'case.tooManyCases');

/**
 * `Case/BatchAccept` (批量立案): several cases with the same property; each keeps its own category unless one is
 * chosen for all (a case with none is refused on its own); each case on its own.
 */
export const CaseBatchAcceptBody = CaseAcceptBody.omit({ id: true, version: true }).extend({
  category: z.preprocess((v) => (v === '' || v === null ? undefined : v), CaseAcceptBody.shape.category.optional()),
  cases: batchCases,
});
export type TCaseBatchAcceptBody = z.infer<typeof CaseBatchAcceptBody>;

/** `Case/BatchUrge` (批量催办): every open assignment of each case, with one note; each case on its own. */
export const CaseBatchUrgeBody = z.object({ cases: batchCases, note: note(CASE_NOTE_MAX) });
export type TCaseBatchUrgeBody = z.infer<typeof CaseBatchUrgeBody>;

/** What a batch did to one case: done, or refused with the reason in the caller's language. */
export const BatchCaseResult = z.object({
  id: z.number().check(z.int32()),
  caseNo: z.string().nullable(),
  title: z.string(),
  done: z.boolean(),
  message: z.string(),
});
export type BatchCaseResult = z.infer<typeof BatchCaseResult>;
