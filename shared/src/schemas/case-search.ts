import { z } from 'zod';
import { PageQuery } from './common';
import { BODY_CODES, CASE_KIND_CODES, CASE_STATUS_CODES, optionalBody, optionalId, optionalKeyword } from './case-fields';

/** `Case/Search`: the case picker of one-case documents — 案号 or 案由 contains the keyword, within the caller's scope. */
export const CaseSearchQuery = PageQuery.extend({
  keyword: optionalKeyword(),
  body: optionalBody(),
  kind: z.preprocess(
    (v: string | undefined) => (v === '' ? undefined : v),
    z.enum(['SUGGESTION', 'MOTION', 'PROPOSAL'], { error: 'common.invalidField' }).optional(),
  ),
  /** A case not to offer (the case being merged is no main case of its own). */
  excludeId: optionalId().describe('A case left out of the hits'),
});
export type TCaseSearchQuery = z.infer<typeof CaseSearchQuery>;

/** One case of the picker. */
export const CaseSearchItem = z.object({
  id: z.number().check(z.int32()),
  body: z.enum(BODY_CODES),
  kind: z.enum(CASE_KIND_CODES),
  /** 案号 (null before registration). */
  caseNo: z.string().nullable().describe('案号 (null before registration)'),
  /** 案由. */
  title: z.string().describe('案由'),
  status: z.enum(CASE_STATUS_CODES),
  sessionName: z.string(),
});
export type CaseSearchItem = z.infer<typeof CaseSearchItem>;
