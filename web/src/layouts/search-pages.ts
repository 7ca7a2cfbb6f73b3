import { buildMenu, flattenMenu } from './menu-rules';
import { filterSuggestions, type SearchPage } from './search-suggestions';
import { useAccessStore } from '../stores/access';
import { useRoutesStore } from '../stores/routes';

/**
 * Search suggestions: the spec leaves the original call's body unknown and the API has no search
 * endpoint, so suggestions are the menu pages (from the server's menu tree) the user may open.
 */
export function searchPages(text: string, translate: (title: string) => string): Promise<SearchPage[]> {
  const { admin, role, ability } = useAccessStore.getState();
  const pages = flattenMenu(buildMenu(useRoutesStore.getState().routes, { admin, role, ability }));
  return Promise.resolve(filterSuggestions(pages, text, translate));
}
