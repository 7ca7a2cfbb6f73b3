import { z } from 'zod';
import { PageQuery } from './common';
import { optionalBody, optionalKeyword } from './case-fields';

/** `Case/Search`: the case picker of one-case documents — 案号 or 案由 contains the keyword, within the caller's scope. */
export const CaseSearchQuery = PageQuery.extend({
  keyword: optionalKeyword(),
  body: optionalBody(),
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
