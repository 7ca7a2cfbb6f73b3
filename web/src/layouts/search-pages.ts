import { buildMenu, flattenMenu } from './menu-rules';
import { filterSuggestions, findScreens, type SearchPage, type SearchScreens } from './search-suggestions';
import { useAccessStore } from '../stores/access';
import { useRoutesStore } from '../stores/routes';

/**
 * The menu pages (from the server's menu tree) the user may open whose title or path contains the text.
 * People and cases come from the server's `Search/Global`; the pages are searched here, at once.
 */
export function searchPages(text: string, translate: (title: string) => string): Promise<SearchPage[]> {
  const { admin, role, ability } = useAccessStore.getState();
  const pages = flattenMenu(buildMenu(useRoutesStore.getState().routes, { admin, role, ability }));
  return Promise.resolve(filterSuggestions(pages, text, translate));
}

/** Where the user's routes open the delegate list, the staff and user settings and a case file. */
export const searchScreens = (): SearchScreens => findScreens(useRoutesStore.getState().routes);
