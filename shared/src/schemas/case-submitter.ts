import { z } from 'zod';
import type { Satisfaction } from '../domain/enums';
import { CASE_COSIGNERS_MAX, CASE_TEXT_MAX, CASE_TITLE_MAX } from './case-actions';
import { caseAttachmentsField } from './case-attachments';
import { BODY_CODES, CASE_KIND_CODES, CASE_PERIOD_CODES, CaseRef, note } from './case-fields';

/**
 * What a deputy or member does in their own workspace: keep a draft, submit it with co-signers, answer
 * an invitation to co-sign, and rate each reply. Body and session come from the caller's own profile;
 * the server refuses a case the caller neither submitted nor co-signed (404, as outside the scope).
 */

const memberId = z.coerce.number({ error: 'case.memberUnknown' }).check(z.int32()).positive('case.memberUnknown');

/** `Case/SaveDraft` (暂存): creates a draft (no `id`) or updates the caller's own draft (`id` and `version`). */
export const CaseDraftBody = z
  .object({
    id: z.coerce.number({ error: 'case.notFound' }).check(z.int32()).positive('case.notFound').optional(),
    version: z.coerce.number({ error: 'case.versionRequired' }).check(z.int32()).min(1, 'case.versionRequired').optional(),
    kind: z.enum(CASE_KIND_CODES, { error: 'case.kindInvalid' }),
    title: z.string({ error: 'case.titleRequired' }).trim().min(1, 'case.titleRequired').max(CASE_TITLE_MAX, 'case.titleTooLong'),
    content: note(CASE_TEXT_MAX),
    reason: note(CASE_TEXT_MAX),
    solution: note(CASE_TEXT_MAX),
    period: z.enum(CASE_PERIOD_CODES, { error: 'common.invalidField' }).default('DURING'),
    cosignerIds: z.array(memberId).max(CASE_COSIGNERS_MAX, 'case.tooManyCosigners').default([]),
    /** The draft's files (the photo or survey behind it): the whole list, as the upload call answered them. */
    attachments: caseAttachmentsField(),
  })
  .refine((v) => (v.id === undefined) === (v.version === undefined), { error: 'case.versionRequired', path: ['version'] });
export type TCaseDraftBody = z.infer<typeof CaseDraftBody>;

/** `Case/Submit` (提交): the draft goes to the office; its co-signers are invited to confirm. */
export const CaseSubmitBody = CaseRef;

/** `Case/RespondCosign` (附议/联名): an invited co-signer confirms or declines, before the deadline. */
export const CaseCosignAnswerBody = CaseRef.extend({
  accept: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
});

export const SATISFACTION_RATINGS = ['SATISFIED', 'BASIC', 'UNSATISFIED'] as const satisfies readonly Satisfaction[];

/** One reply's rating: 办理工作 and 办理结果, with a comment. */
export const ReplyRating = z.object({
  assignmentId: z.coerce.number({ error: 'case.assignmentUnknown' }).check(z.int32()).positive('case.assignmentUnknown'),
  work: z.enum(SATISFACTION_RATINGS, { error: 'case.ratingRequired' }),
  result: z.enum(SATISFACTION_RATINGS, { error: 'case.ratingRequired' }),
  comment: note(500),
});

/**
 * `Case/Evaluate` (测评): a rating for every reply awaiting one, all at once. In the first round any
 * 不满意 sends those units' assignments back (重新办理); the second round's ratings are final.
 */
export const CaseEvaluateBody = CaseRef.extend({
  ratings: z.array(ReplyRating, { error: 'case.ratingsRequired' }).min(1, 'case.ratingsRequired').max(20, 'case.ratingsRequired'),
});
export type TCaseEvaluateBody = z.infer<typeof CaseEvaluateBody>;

/**
 * `Case/CosignerOptions?keyword=`: whom the caller may invite to co-sign, found by name — deputies or
 * members of the caller's own body and session, not the caller; at most 20, names and groups only.
 */
export const CosignerSearchQuery = z.object({
  keyword: z.string().trim().max(50, 'case.keywordTooLong').optional().default(''),
});

/** A deputy or member the caller may invite to co-sign. */
export const CosignerOption = z.object({
  memberId: z.number().check(z.int32()),
  name: z.string(),
  groupName: z.string().describe('The delegation or group (界别/代表团), empty when none'),
});
export type CosignerOption = z.infer<typeof CosignerOption>;

export const COSIGN_STATUSES = ['INVITED', 'CONFIRMED', 'DECLINED'] as const;
export type CosignStatus = (typeof COSIGN_STATUSES)[number];

/** A co-signing invitation in the invitee's workspace (`Case/CosignInvitations`). */
export const CosignInvitationRow = z.object({
  caseId: z.number().check(z.int32()),
  caseVersion: z.number().check(z.int32()),
  body: z.enum(BODY_CODES),
  kind: z.enum(CASE_KIND_CODES),
  title: z.string(),
  leadName: z.string().describe('The lead submitter’s name'),
  submittedAt: z.string().nullable(),
  /** The last moment to answer (ISO). */
  respondBy: z.string().nullable().describe('The last moment to answer (ISO)'),
  status: z.enum(COSIGN_STATUSES).describe('The invitee’s answer so far'),
});
export type CosignInvitationRow = z.infer<typeof CosignInvitationRow>;
