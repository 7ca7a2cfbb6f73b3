import { z } from 'zod';
import type { MessageKey } from '../api/messages';
import type { BodyCode } from '../domain/enums';

/**
 * The letterhead of the documents the office sends (交办函, 一人一函, the handling report's 落款), per body:
 * kept in `app_settings` under `documentSettings`.
 */
export const DOCUMENT_OFFICE_MAX = 40;
export const DOCUMENT_NUMBER_MAX = 40;
export const DOCUMENT_CONTACT_MAX = 80;
export const DOCUMENT_NUMBER_PARTS = ['{year}', '{seq}'] as const;

const PLACEHOLDER = /\{[^{}]*\}|[{}]/g;

/** What is wrong with a 文号 pattern, or null: it holds {seq} once, {year} at most once, and nothing else in braces. */
export function documentNumberProblem(pattern: string): MessageKey | null {
  const parts = pattern.match(PLACEHOLDER) ?? [];
  if (parts.some((part) => !(DOCUMENT_NUMBER_PARTS as readonly string[]).includes(part))) return 'settings.docNumberUnknownPart';
  if (parts.filter((p) => p === '{seq}').length !== 1 || parts.filter((p) => p === '{year}').length > 1)
    return 'settings.docNumberNeedsSeq';
  return null;
}

/**
 * The 文号 of a letter: the pattern with the year and the sequence; without a sequence the place is left
 * blank (two ideographic spaces), where the office writes or stamps the number it draws on paper.
 */
export const documentNumber = (pattern: string, year: number, seq?: number) =>
  pattern.replaceAll('{year}', String(year)).replace('{seq}', seq === undefined ? '\u3000\u3000' : String(seq));

const text = (required: MessageKey | null, tooLong: MessageKey, max: number) => {
  const base = z.string({ error: required ?? tooLong }).trim();
  return (required ? base.min(1, { error: required, abort: true }) : base).max(max, { error: tooLong });
};

export const Letterhead = z.object({
  /** 发文机关: who signs the letters, e.g. 市人大常委会代表工作委员会. */
  office: text('settings.officeRequired', 'settings.officeTooLong', DOCUMENT_OFFICE_MAX),
  /** 文号 pattern, e.g. 人代交〔{year}〕{seq}号. */
  numberPattern: text('settings.docNumberRequired', 'settings.docNumberTooLong', DOCUMENT_NUMBER_MAX).superRefine((value, ctx) => {
    const problem = documentNumberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  /** 联系人及电话, printed under a letter; may be blank. */
  contact: text(null, 'settings.contactTooLong', DOCUMENT_CONTACT_MAX).default(''),
});
export type Letterhead = z.infer<typeof Letterhead>;

/** `Setting/GetDocumentSettings` answers and `Setting/SaveDocumentSettings` takes both bodies' letterheads. */
export const DocumentSettings = z.object({ NPC: Letterhead, CPPCC: Letterhead });
export type DocumentSettings = z.infer<typeof DocumentSettings>;

/** What a new installation prints until the office sets its own. */
export const DEFAULT_DOCUMENT_SETTINGS: Record<BodyCode, Letterhead> = {
  NPC: { office: '市人大常委会代表工作委员会', numberPattern: '人代交〔{year}〕{seq}号', contact: '' },
  CPPCC: { office: '市政协提案委员会', numberPattern: '政提交〔{year}〕{seq}号', contact: '' },
};
