import { API_CALLS } from '@proposal-desk/shared';
import { callApi } from './request';

const { mySessions, signOutElsewhere } = API_CALLS;

/** The signed-in user's live sessions, the current one marked. */
export const fetchMySessions = (signal?: AbortSignal) => callApi(mySessions, {}, signal);

/** Ends every other session of the signed-in user; this one stays. */
export const signOutOtherSessions = () => callApi(signOutElsewhere, {});
