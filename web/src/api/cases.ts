import { API_PATHS, type CaseSummary } from '@proposal-desk/shared';
import { apiPath, request } from './request';

/** The home page's overview of the caller's current cases and notices. */
export const fetchCaseSummary = () => request<CaseSummary>({ url: apiPath(API_PATHS.caseSummary), method: 'GET' });
