import { API_CALLS } from '@proposal-desk/shared';
import { callApi } from './request';

/** The home page of the caller's seat: its figures (each with the list it opens), the current sessions and notices. */
export const fetchCaseHome = () => callApi(API_CALLS.caseHome, {});
