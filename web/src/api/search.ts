import { API_PATHS, type GlobalSearchResult, type TGlobalSearchQuery } from '@proposal-desk/shared';
import { apiPath, request } from './request';

/** The header search's people and cases for a text, within what the caller may open. */
export const fetchGlobalSearch = (q: TGlobalSearchQuery['q'], signal?: AbortSignal) =>
  request<GlobalSearchResult>({ url: apiPath(API_PATHS.globalSearch), method: 'GET', params: { q }, signal });
