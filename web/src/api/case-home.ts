import { API_PATHS, type CaseHome } from '@proposal-desk/shared';
import { apiPath, request } from './request';

/** The home page of the caller's seat: its figures (each with the list it opens), the current sessions and notices. */
export const fetchCaseHome = () => request<CaseHome>({ url: apiPath(API_PATHS.caseHome), method: 'GET' });
