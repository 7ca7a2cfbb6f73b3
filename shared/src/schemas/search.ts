import { z } from 'zod';
import { CaseSearchItem } from './case-search';
import { BODY_CODES } from './case-fields';

/** At most this many results of each group (people, cases) come back; `more…` says when others matched. */
export const SEARCH_GROUP_LIMIT = 8;

/** The longest text the header search takes. */
export const SEARCH_TEXT_MAX = 100;

const HAN = /\p{Script=Han}/u;

/**
 * Whether a text is long enough to search people and cases: one Chinese character names enough (a surname,
 * 徐), any other text needs two characters (a single letter or digit would match nearly everything).
 */
export function searchTextReady(text: string): boolean {
  const needle = text.trim();
  return HAN.test(needle) ? needle.length >= 1 : needle.length >= 2;
}

/** `Search/Global?q=`: the people and cases whose names, 案号, 案由 or submitters' names contain the text, within the caller's scope. */
export const GlobalSearchQuery = z.object({
  q: z
    .string({ error: 'common.invalidField' })
    .trim()
    .max(SEARCH_TEXT_MAX, 'case.keywordTooLong')
    .optional()
    .transform((v) => v ?? ''),
});
export type TGlobalSearchQuery = z.infer<typeof GlobalSearchQuery>;

/** A deputy or member (one term: a person elected twice has a profile per session), from the delegate list. */
export const SearchMember = z.object({
  kind: z.literal('member'),
  id: z.number().check(z.int32()),
  name: z.string(),
  body: z.enum(BODY_CODES).nullable(),
  groupName: z.string().nullable(),
  sessionId: z.number().check(z.int32()).nullable(),
  sessionName: z.string().nullable(),
});
export type SearchMember = z.infer<typeof SearchMember>;

/** A member of the offices' or units' staff (人员管理). */
export const SearchStaff = z.object({
  kind: z.literal('staff'),
  id: z.number().check(z.int32()),
  name: z.string(),
  post: z.string(),
  /** The unit or department the person works in. */
  placeName: z.string().nullable().describe('The unit or department the person works in'),
});
export type SearchStaff = z.infer<typeof SearchStaff>;

/** A user account (用户管理). */
export const SearchUser = z.object({
  kind: z.literal('user'),
  id: z.number().check(z.int32()),
  name: z.string(),
  username: z.string(),
  /** 1 enabled, 0 disabled. */
  state: z.number().check(z.int32()).describe('1 enabled, 0 disabled'),
});
export type SearchUser = z.infer<typeof SearchUser>;

export const SearchPerson = z.discriminatedUnion('kind', [SearchMember, SearchStaff, SearchUser]);
export type SearchPerson = z.infer<typeof SearchPerson>;

/** The submitter whose name a case was found by: its lead, or a co-signer who confirmed. */
export const SearchCaseSubmitter = z.object({ name: z.string(), role: z.enum(['LEAD', 'COSIGNER']) });
export type SearchCaseSubmitter = z.infer<typeof SearchCaseSubmitter>;

/** A case the header search found: by its 案号 or 案由, or by the name of a deputy or member on it. */
export const SearchCase = CaseSearchItem.extend({
  /** Its lead, else a co-signer, whose name contains the text (null when none does). */
  submitter: SearchCaseSubmitter.nullable().describe('Its lead, else a co-signer, whose name contains the text (null when none does)'),
});
export type SearchCase = z.infer<typeof SearchCase>;

/**
 * What the header search found: each group at most SEARCH_GROUP_LIMIT long, best matches first. The cases
 * include those a deputy or member whose name matches leads or co-signed (within the caller's case scope).
 */
export const GlobalSearchResult = z.object({
  people: z.array(SearchPerson),
  morePeople: z.boolean(),
  cases: z.array(SearchCase),
  moreCases: z.boolean(),
});
export type GlobalSearchResult = z.infer<typeof GlobalSearchResult>;
