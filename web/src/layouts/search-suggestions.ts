import {
  BODIES,
  CASE_KINDS,
  CASE_STATUSES,
  labelOf,
  type CaseSearchItem,
  type RouteItem,
  type SearchCase,
  type SearchPerson,
} from '@proposal-desk/shared';
import type { TFunction } from 'i18next';
import { resolvePath } from './menu-rules';

/** A page the search dialog can suggest. */
export interface SearchPage {
  path: string;
  title: string;
}

/** The pages whose shown title, original title or path contains the text (case-insensitive); none for blank text. */
export function filterSuggestions(pages: readonly SearchPage[], text: string, translate: (title: string) => string): SearchPage[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return pages.filter((p) => [translate(p.title), p.title, p.path].some((s) => s.toLowerCase().includes(needle)));
}

/** The screens a person or case result opens, by their full path in the user's routes; a screen the user lacks is missing. */
export interface SearchScreens {
  delegates?: string;
  staff?: string;
  users?: string;
  caseFile?: string;
}

const SCREEN_VIEWS: Record<keyof SearchScreens, string> = {
  delegates: 'DelegateList',
  staff: 'StaffManagement',
  users: 'UserManagement',
  caseFile: 'CaseFile',
};

/** Where the routes (already cut to the user's roles) hold each screen's view (the first entry that opens it). */
export function findScreens(routes: readonly RouteItem[]): SearchScreens {
  const found = new Map<string, string>();
  const walk = (list: readonly RouteItem[], base: string) => {
    for (const route of list) {
      const path = resolvePath(base, route.path);
      if (route.children.length > 0) walk(route.children, path);
      else if (!found.has(route.component)) found.set(route.component, path);
    }
  };
  walk(routes, '');
  const screens: SearchScreens = {};
  for (const [screen, view] of Object.entries(SCREEN_VIEWS) as [keyof SearchScreens, string][]) {
    const path = found.get(view);
    if (path) screens[screen] = path;
  }
  return screens;
}

const withQuery = (path: string, params: Record<string, string | number | null>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * The screen a person opens: a deputy or member the delegate list filtered to their name and term; staff the
 * staff settings filtered to the name; an account the user settings filtered to the user name. Null when the
 * user cannot open that screen.
 */
export function personLink(person: SearchPerson, screens: SearchScreens): string | null {
  switch (person.kind) {
    case 'member':
      return screens.delegates ? withQuery(screens.delegates, { Staff_Name: person.name, SPV_ID: person.sessionId }) : null;
    case 'staff':
      return screens.staff ? withQuery(screens.staff, { keyword: person.name }) : null;
    case 'user':
      return screens.users ? withQuery(screens.users, { keyword: person.username }) : null;
  }
}

/** The case file of a case, or null when the user cannot open case files. */
export const caseLink = (item: CaseSearchItem, screens: SearchScreens): string | null =>
  screens.caseFile ? withQuery(screens.caseFile, { id: item.id }) : null;

type Lang = 'zh' | 'en';

/** A person's name as the result shows it (an account adds its user name). */
export const personName = (person: SearchPerson): string => (person.kind === 'user' ? `${person.name} (${person.username})` : person.name);

/** The line under a person's name: what they are, then where (delegation and session, post and unit, account state). */
export function personDetail(person: SearchPerson, t: TFunction): string {
  const parts: (string | null)[] = [];
  switch (person.kind) {
    case 'member':
      parts.push(t(`shell.searchKinds.${person.body === 'CPPCC' ? 'member' : person.body === 'NPC' ? 'deputy' : 'delegate'}`));
      parts.push(person.groupName, person.sessionName);
      break;
    case 'staff':
      parts.push(t('shell.searchKinds.staff'), person.post, person.placeName);
      break;
    case 'user':
      parts.push(t('shell.searchKinds.user'), person.state === 1 ? null : t('shell.searchDisabled'));
      break;
  }
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

/** A case's title line: its 案号 (or that it has none yet) and 案由. */
export const caseName = (item: CaseSearchItem, t: TFunction): string => `${item.caseNo ?? t('shell.searchNoCaseNo')}  ${item.title}`;

/** The line under a case: body, kind, status and session. */
export const caseDetail = (item: CaseSearchItem, lang: Lang): string =>
  [
    labelOf(BODIES, item.body, lang),
    labelOf(CASE_KINDS, item.kind, lang),
    labelOf(CASE_STATUSES, item.status, lang),
    item.sessionName,
  ].join(' · ');

/** Why a case was found by a person's name: 徐秀兰 领衔, or 附议 (a suggestion) / 联名 (a proposal); '' when it was not. */
export function caseFoundBy(item: Pick<SearchCase, 'body' | 'submitter'>, t: TFunction): string {
  if (!item.submitter) return '';
  const part = item.submitter.role === 'LEAD' ? 'lead' : item.body === 'CPPCC' ? 'joint' : 'cosigner';
  return t(`shell.searchFoundBy.${part}`, { name: item.submitter.name });
}
