import { type GlobalSearchResult, SEARCH_GROUP_LIMIT, type SearchCase, type SearchPerson, searchTextReady } from '@proposal-desk/shared';
import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { routesOf } from '../../http/routes';
import { memberVisibleTo } from '../members/member-queries';
import { findGrantedScreens, type Ranked, searchCaseHits, searchMembers, searchPatterns, searchStaff, searchUsers } from './search-queries';

const NOTHING: GlobalSearchResult = { people: [], morePeople: false, cases: [], moreCases: false };
const KIND_ORDER: Record<SearchPerson['kind'], number> = { member: 0, staff: 1, user: 2 };

/** The people of every list, best matches first (deputies before staff before accounts on a tie), at most the limit. */
export function presentPeople(found: readonly Ranked<SearchPerson>[]): Pick<GlobalSearchResult, 'people' | 'morePeople'> {
  const sorted = found
    .map((person, index) => ({ person, index }))
    .sort((a, b) => a.person.rank - b.person.rank || KIND_ORDER[a.person.kind] - KIND_ORDER[b.person.kind] || a.index - b.index);
  const people = sorted.slice(0, SEARCH_GROUP_LIMIT).map(({ person: { rank: _rank, ...person } }) => person as SearchPerson);
  return { people, morePeople: sorted.length > SEARCH_GROUP_LIMIT };
}

function presentCases(found: readonly SearchCase[]): Pick<GlobalSearchResult, 'cases' | 'moreCases'> {
  return { cases: found.slice(0, SEARCH_GROUP_LIMIT), moreCases: found.length > SEARCH_GROUP_LIMIT };
}

/**
 * `Search/Global`: the header search's people and cases. Each group comes only from a screen the caller
 * may open — the delegate list (its data scope), the staff and user settings (administrators), the case
 * file (the case scope) — so a result never leads where the caller cannot go. A deputy's or member's name
 * also finds the cases they lead or co-signed that the caller may see.
 */
export function searchRouter(ctx: AppContext): Router {
  const { db } = ctx;

  return routesOf({
    globalSearch: async ({ query: { q }, caller }) => {
      if (!searchTextReady(q)) return NOTHING;
      const screens = await findGrantedScreens(db, caller.userId);
      const patterns = searchPatterns(q);
      // One more than shown tells whether there are more.
      const fetch = SEARCH_GROUP_LIMIT + 1;
      const [members, staff, users, cases] = await Promise.all([
        screens.has('DelegateList') ? searchMembers(db, memberVisibleTo(caller), patterns, fetch) : [],
        caller.isAdmin && screens.has('StaffManagement') ? searchStaff(db, patterns, fetch) : [],
        caller.isAdmin && screens.has('UserManagement') ? searchUsers(db, patterns, fetch) : [],
        screens.has('CaseFile') ? searchCaseHits(db, caller.scope, patterns, fetch) : [],
      ]);
      return { ...presentPeople([...members, ...staff, ...users]), ...presentCases(cases) };
    },
  });
}
