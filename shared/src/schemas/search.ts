import { z } from 'zod';
import type { BodyCode } from '../domain/enums';
import type { CaseSearchItem } from './case-search';

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

/** `Search/Global?q=`: the people and cases whose names, 案号 or 案由 contain the text, within the caller's scope. */
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
export interface SearchMember {
  kind: 'member';
  id: number;
  name: string;
  body: BodyCode | null;
  groupName: string | null;
  sessionId: number | null;
  sessionName: string | null;
}

/** A member of the offices' or units' staff (人员管理). */
export interface SearchStaff {
  kind: 'staff';
  id: number;
  name: string;
  post: string;
  /** The unit or department the person works in. */
  placeName: string | null;
}

/** A user account (用户管理). */
export interface SearchUser {
  kind: 'user';
  id: number;
  name: string;
  username: string;
  /** 1 enabled, 0 disabled. */
  state: number;
}

export type SearchPerson = SearchMember | SearchStaff | SearchUser;

/** What the header search found: each group at most SEARCH_GROUP_LIMIT long, best matches first. */
export interface GlobalSearchResult {
  people: SearchPerson[];
  morePeople: boolean;
  cases: CaseSearchItem[];
  moreCases: boolean;
}
