import { z } from 'zod';

/** The two tabs of the notice popover. */
export const NOTICE_KINDS = ['notice', 'email'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** `Notice/Clear`: clears one tab, or both when `kind` is absent. */
export const NoticeClearBody = z.object({ kind: z.enum(NOTICE_KINDS, { error: 'common.invalidField' }).optional() });

/** One uncleared notice of the popover. */
export interface NoticeItem {
  id: number;
  kind: NoticeKind;
  title: string;
  content: string;
  time: string;
  /** The address inside the app the notice opens (a filtered list); empty or absent when it opens nothing. */
  link?: string;
}
