import { z } from 'zod';
import { ADOPTIONS, CONSULT_METHODS, RESULT_CATEGORIES } from '../domain/enums';
import { CaseRef, codesOf, note, optionalDay, requiredDay, requiredText } from './case-fields';
import { CASE_NOTE_MAX, CASE_TEXT_MAX } from './case-actions';

/**
 * What a handling unit writes on its own assignment: consultation records (面商) and the reply (答复);
 * a 协办 unit's reply is its opinion to the lead unit. The server refuses another unit's assignment (403).
 */
/** A consultation is held one of these ways (NONE is what a reply without any consultation records). */
export const CONSULT_RECORD_METHODS = ['MEETING', 'VISIT', 'PHONE', 'OTHER'] as const;
export const RESULT_CATEGORY_CODES = codesOf(RESULT_CATEGORIES);
export const ADOPTION_CODES = codesOf(ADOPTIONS);
export const CONSULT_METHOD_CODES = codesOf(CONSULT_METHODS);
export const REPLY_ATTACHMENTS_MAX = 10;
export const COMMITMENT_PROMISE_MAX = 500;
/** The reply categories that promise a later step (正在解决或列入计划, 因条件限制需以后解决): each becomes a commitment. */
export const PROMISING_CATEGORIES = ['B', 'C'] as const;

export const AssignmentRef = CaseRef.extend({
  assignmentId: z.coerce.number({ error: 'case.assignmentUnknown' }).check(z.int32()).positive('case.assignmentUnknown'),
});

/** `Case/Consult` (面商): one consultation with the submitter; several may be recorded. */
export const CaseConsultBody = AssignmentRef.extend({
  method: z.enum(CONSULT_RECORD_METHODS, { error: 'case.consultMethodRequired' }),
  heldOn: requiredDay(),
  people: requiredText(200, 'case.consultPeopleRequired'),
  notes: note(CASE_NOTE_MAX * 4),
});
export type TCaseConsultBody = z.infer<typeof CaseConsultBody>;

/**
 * `Case/Reply` (答复, or a 协办 unit's opinion): the letter. Attachments are what the upload call
 * answered (`Upload/PostFile`), so they follow the spec's upload rules; the server checks each exists.
 */
export const CaseReplyBody = AssignmentRef.extend({
  docNo: requiredText(50, 'case.docNoRequired'),
  signer: requiredText(50, 'case.signerRequired'),
  repliedOn: requiredDay(),
  resultCategory: z.enum(RESULT_CATEGORY_CODES, { error: 'case.resultCategoryRequired' }),
  adoption: z.enum(ADOPTION_CODES, { error: 'case.adoptionRequired' }),
  content: requiredText(CASE_TEXT_MAX, 'case.replyContentRequired'),
  attachments: z
    .array(z.object({ name: z.string().trim().min(1).max(255), url: z.string().trim().min(1).max(600) }), {
      error: 'case.attachmentUnknown',
    })
    .max(REPLY_ATTACHMENTS_MAX, 'case.tooManyAttachments')
    .default([]),
  /** A reply of category B or C is a promise (回头看): the step promised and the day, where the reply names them. */
  promise: note(COMMITMENT_PROMISE_MAX),
  promisedOn: optionalDay(),
  /** A lead unit's confirmation that it replies without the opinion of a co-unit that has not sent one. */
  withoutOpinions: z.preprocess((v) => v === true || v === 'true', z.boolean()).default(false),
});
export type TCaseReplyBody = z.infer<typeof CaseReplyBody>;

/** One consultation record, as the case file shows it. */
export const CaseConsultation = z.object({
  id: z.number().check(z.int32()),
  assignmentId: z.number().check(z.int32()),
  unitName: z.string(),
  method: z.enum(CONSULT_RECORD_METHODS),
  heldOn: z.string().describe('The day it was held (YYYY-MM-DD)'),
  people: z.string().describe('Who took part'),
  notes: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type CaseConsultation = z.infer<typeof CaseConsultation>;

/** An attachment of a reply, as `Upload/PostFile` answered it: the stored name (shown without its suffix) and its address. */
export const CaseAttachment = z.object({ name: z.string(), url: z.string() });
export type CaseAttachment = z.infer<typeof CaseAttachment>;
