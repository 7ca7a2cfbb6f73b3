import { HOME_LIST_PATHS, homeLink } from '../schemas/case-home';
import type { BodyCode } from '../domain/enums';
import type { DrillTarget } from './report-data';

/**
 * The web page that shows a figure's list: the body's case register for cases and its 回头看 for commitments
 * (their body is the page's, so it leaves the query), the figure's assignment list (件次清单) for assignments. Every filter of the
 * API call is the page's URL query, so the page calls the API with the same filters.
 */
export function drillHref(drill: DrillTarget): string {
  const { body, ...rest } = drill.query;
  if (drill.list === 'cases' && (body === 'NPC' || body === 'CPPCC')) {
    return homeLink(HOME_LIST_PATHS.register[body as BodyCode], rest);
  }
  if (drill.list === 'members') return homeLink(HOME_LIST_PATHS.members, drill.query);
  if (drill.list === 'commitments') return homeLink(HOME_LIST_PATHS.commitments[body === 'CPPCC' ? 'CPPCC' : 'NPC'], rest);
  return homeLink(HOME_LIST_PATHS.figureAssignments, drill.query);
}

/** What a link to a figure's list says after the figure, to a screen reader. */
export const openListText = (lang: 'zh' | 'en' = 'zh') => (lang === 'en' ? ', open the list' : '，打开列表');

/** What a table figure's link says to a screen reader: the row, the column and the figure, e.g. "市教育局 · 已签收：7 件，打开列表". */
export function drillLabel(parts: {
  row?: string | undefined;
  column: string;
  value: string;
  list: DrillTarget['list'];
  lang?: 'zh' | 'en';
}) {
  const head = [parts.row, parts.column].filter(Boolean).join(' · ');
  const en = parts.lang === 'en';
  const nouns = {
    cases: en ? 'cases' : '件',
    assignments: en ? 'assignments' : '件次',
    commitments: en ? 'commitments' : '项',
    members: en ? 'people' : '人',
  };
  const noun = nouns[parts.list];
  return `${head}${en ? ': ' : '：'}${parts.value} ${noun}${openListText(parts.lang)}`;
}
