import { z } from 'zod';
import { PageQuery } from './common';

/** `Case/Search`: the case picker of one-case documents — 案号 or 案由 contains the keyword, within the caller's scope. */
export const CaseSearchQuery = PageQuery.extend({
  keyword: z
    .string()
    .trim()
    .max(100, 'case.keywordTooLong')
    .optional()
    .transform((v) => (v ? v : undefined)),
  body: z.preprocess(
    (v: string | undefined) => (typeof v === 'string' ? (v.trim() ? v.trim().toUpperCase() : undefined) : v),
    z.enum(['NPC', 'CPPCC'], { error: 'report.bodyInvalid' }).optional(),
  ),
  kind: z.preprocess(
    (v: string | undefined) => (v === '' ? undefined : v),
    z.enum(['SUGGESTION', 'MOTION', 'PROPOSAL'], { error: 'common.invalidField' }).optional(),
  ),
});
export type TCaseSearchQuery = z.infer<typeof CaseSearchQuery>;

/** One case of the picker. */
export interface CaseSearchItem {
  id: number;
  body: 'NPC' | 'CPPCC';
  kind: 'SUGGESTION' | 'MOTION' | 'PROPOSAL';
  caseNo: string | null;
  title: string;
  status: string;
  sessionName: string;
}
