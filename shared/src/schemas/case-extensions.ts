import { z } from 'zod';
import { CaseRef, note, requiredDay } from './case-fields';
import { CASE_NOTE_MAX, CaseSignBody } from './case-actions';

export const EXTENSION_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;

/** `Case/RequestExtension` (申请延期): the unit's own open assignment, the day it asks for and why. */
export const CaseRequestExtensionBody = CaseSignBody.extend({
  dueAt: requiredDay(),
  reason: z.string({ error: 'case.reasonRequired' }).trim().min(1, 'case.reasonRequired').max(CASE_NOTE_MAX, 'case.noteTooLong'),
});
export type TCaseRequestExtensionBody = z.infer<typeof CaseRequestExtensionBody>;

/** `Case/DecideExtension` (审批延期): approved, the due day moves; refused, with the reason the unit reads. */
export const CaseDecideExtensionBody = CaseRef.extend({
  extensionId: z.coerce.number({ error: 'case.extensionUnknown' }).check(z.int32()).positive('case.extensionUnknown'),
  approve: z.boolean({ error: 'common.invalidField' }),
  reason: note(CASE_NOTE_MAX),
}).refine((v) => v.approve || v.reason !== '', { error: 'case.reasonRequired', path: ['reason'] });
export type TCaseDecideExtensionBody = z.infer<typeof CaseDecideExtensionBody>;

/** One extension request of the case, as its file shows it. Days are YYYY-MM-DD (Beijing). */
export const CaseExtension = z.object({
  id: z.number().check(z.int32()),
  assignmentId: z.number().check(z.int32()),
  unitName: z.string(),
  status: z.enum(EXTENSION_STATUSES),
  reason: z.string(),
  /** The due day in force when it was asked. */
  fromDay: z.string(),
  /** The day asked for (the due day once approved). */
  toDay: z.string(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string(),
  /** Whether the caller may decide it now (the office, while it waits). */
  decidable: z.boolean(),
});
export type CaseExtension = z.infer<typeof CaseExtension>;
