import { z } from 'zod';

/** The two tabs of the notice popover. */
export const NOTICE_KINDS = ['notice', 'email'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** `Notice/Clear`: clears one tab, or both when `kind` is absent. */
export const NoticeClearBody = z.object({ kind: z.enum(NOTICE_KINDS, { error: 'common.invalidField' }).optional() });

/** One uncleared notice of the popover. */
export const NoticeItem = z.object({
  id: z.number().check(z.int32()),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  content: z.string(),
  /** When it was sent (ISO). */
  time: z.string().describe('When it was sent (ISO)'),
  /** The address inside the app the notice opens (a filtered list); empty or absent when it opens nothing. */
  link: z
    .string()
    .optional()
    .describe('The address inside the app the notice opens (a filtered list); empty or absent when it opens nothing'),
});
export type NoticeItem = z.infer<typeof NoticeItem>;

/** What `Notice/Clear` answers: how many notices it cleared. */
export const NoticeClearAnswer = z.object({ cleared: z.number().check(z.int32()) });
