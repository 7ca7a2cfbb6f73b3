import { API_CALLS, type TGlobalSearchQuery } from '@proposal-desk/shared';
import { callApi } from './request';

/** The header search's people and cases for a text, within what the caller may open. */
export const fetchGlobalSearch = (q: TGlobalSearchQuery['q'], signal?: AbortSignal) =>
  callApi(API_CALLS.globalSearch, { query: { q } }, signal);
