import { z } from 'zod';
import { CaseRef } from './case-fields';

/**
 * A case's own files (the photo or survey behind a suggestion, the scanned paper original): sent as the
 * upload call answered them (`Upload/PostFile`), so they follow its rules (types, size, content, stored
 * name with its 16-character suffix). The server takes only the caller's own uploads.
 */
export const CASE_ATTACHMENTS_MAX = 10;

/** When a file joined the case: with the deputy's draft, with the office's entry (录入), or added later by the office. */
export const CASE_ATTACHMENT_STAGES = ['DRAFT', 'ENTRY', 'OFFICE'] as const;
export type CaseAttachmentStage = (typeof CASE_ATTACHMENT_STAGES)[number];

/** One uploaded file as the upload call answered it: the stored name and its address. */
const UploadedAttachment = z.object({ name: z.string().trim().min(1).max(255), url: z.string().trim().min(1).max(600) });

/** The attachments of a draft or an entry: at most 10 uploads of the caller's ('' or none: no files). */
export const caseAttachmentsField = () =>
  z.array(UploadedAttachment, { error: 'case.attachmentUnknown' }).max(CASE_ATTACHMENTS_MAX, 'case.tooManyAttachments').default([]);

/** `Case/AddAttachments`: the office adds files to a case of its body (not to a deputy's draft). */
export const CaseAddAttachmentsBody = CaseRef.extend({
  attachments: z
    .array(UploadedAttachment, { error: 'case.attachmentUnknown' })
    .min(1, 'case.attachmentsRequired')
    .max(CASE_ATTACHMENTS_MAX, 'case.tooManyAttachments'),
});
export type TCaseAddAttachmentsBody = z.infer<typeof CaseAddAttachmentsBody>;

/** `Case/RemoveAttachment`: the office takes one file off a case of its body (the stored file stays). */
export const CaseRemoveAttachmentBody = CaseRef.extend({
  attachmentId: z.coerce.number({ error: 'case.attachmentUnknown' }).check(z.int32()).positive('case.attachmentUnknown'),
});
export type TCaseRemoveAttachmentBody = z.infer<typeof CaseRemoveAttachmentBody>;

/** A file of the case, as the case file shows it: the upload's name and address, who added it, when and at which stage. */
export const CaseFileAttachment = z.object({
  id: z.number().check(z.int32()),
  name: z.string().describe('The stored name (shown without its 16-character suffix)'),
  url: z.string().describe('The download address'),
  stage: z.enum(CASE_ATTACHMENT_STAGES).describe('DRAFT (the deputy’s draft), ENTRY (the office’s 录入) or OFFICE (added later)'),
  addedBy: z.string().describe('Who added it'),
  addedAt: z.string().describe('When (ISO)'),
});
export type CaseFileAttachment = z.infer<typeof CaseFileAttachment>;
