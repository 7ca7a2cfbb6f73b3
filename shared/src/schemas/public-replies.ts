import { z } from 'zod';
import { BODY_CODES, optionalBody, optionalKeyword } from './case-fields';
import { idField, optionalInt, PageQuery } from './common';

/**
 * 答复公开: the office marks a replied case publishable (or not, with a reason) and chooses how its submitter is
 * shown; a signed-out page, an Atom feed and a JSON export list what it published, with personal data removed.
 */

/** How a published case names its submitter: by name, or only as 代表 / 委员. */
export const SUBMITTER_SHOWN = ['NAME', 'TITLE'] as const;
export type SubmitterShown = (typeof SUBMITTER_SHOWN)[number];

export const PUBLICATION_REASON_MAX = 200;

/** `Case/Publish`: publishable or not (then with a reason), and how the submitter is shown. */
export const CasePublishBody = z
  .object({
    id: idField(),
    version: z.coerce.number<number | string>({ error: 'case.versionRequired' }).check(z.int32({ error: 'case.versionRequired' })),
    publishable: z.boolean({ error: 'publication.choose' }),
    reason: z.string().trim().max(PUBLICATION_REASON_MAX, 'publication.reasonTooLong').default(''),
    submitterShown: z.enum(SUBMITTER_SHOWN, { error: 'publication.submitterShown' }).default('TITLE'),
  })
  .superRefine((value, ctx) => {
    if (!value.publishable && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'publication.reasonRequired' });
  });
export type TCasePublishBody = z.infer<typeof CasePublishBody>;

/** The office's decision on a case, as its file shows it (null: not decided yet). */
export const CasePublication = z.object({
  publishable: z.boolean(),
  reason: z.string(),
  submitterShown: z.enum(SUBMITTER_SHOWN),
  decidedBy: z.string(),
  decidedAt: z.string().describe('ISO time of the decision'),
});
export type CasePublication = z.infer<typeof CasePublication>;

/** `GET /api/Public/Replies`: the published cases, newest reply first, filtered by body, session, category and words. */
export const PublicRepliesQuery = PageQuery.extend({
  body: optionalBody(),
  sessionId: optionalInt(),
  category: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{0,40}$/, 'report.categoryInvalid')
    .optional()
    .transform((v) => (v ? v : undefined)),
  keyword: optionalKeyword(),
});
export type TPublicRepliesQuery = z.infer<typeof PublicRepliesQuery>;

/**
 * One published case: what the public may read, and nothing else (domain.md "Public replies"); in every text, ID numbers,
 * phone numbers and e-mail addresses read ＊＊＊ (domain.md "Public text").
 */
export const PublicReply = z.object({
  caseNo: z.string(),
  title: z.string(),
  body: z.enum(BODY_CODES),
  session: z.string(),
  category: z.string().describe('The category’s name (类别)'),
  units: z.array(z.string()).describe('The units that handled it, lead units first'),
  submitter: z.string().describe('The submitter’s name, or 代表 / 委员 only, as the office chose'),
  reply: z.object({
    text: z.string().describe('The reply in force, with phone numbers, ID numbers and e-mail addresses masked as ＊＊＊'),
    docNo: z.string().describe('The reply’s document number (文号)'),
    date: z.string().describe('The day of the reply, YYYY-MM-DD (Beijing)'),
  }),
  publishedAt: z.string().describe('ISO time the office published it'),
});
export type PublicReply = z.infer<typeof PublicReply>;

/** The choices of the public page: each body's sessions with published cases, and their categories. */
export const PublicReplyOptions = z.object({
  sessions: z.array(z.object({ id: z.number().check(z.int32()), body: z.enum(BODY_CODES), name: z.string() })),
  categories: z.array(z.object({ body: z.enum(BODY_CODES), code: z.string(), name: z.string() })),
});
export type PublicReplyOptions = z.infer<typeof PublicReplyOptions>;

/** The open-data export: every published case at once, with when it was made. */
export const PublicRepliesExport = z.object({
  generatedAt: z.string().describe('ISO time the export was made'),
  replies: z.array(PublicReply),
});
export type PublicRepliesExport = z.infer<typeof PublicRepliesExport>;
