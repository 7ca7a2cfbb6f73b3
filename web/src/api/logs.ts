import { API_CALLS, type CallQuery } from '@proposal-desk/shared';
import { callApi } from './request';

const { logChain, logCheckpoint, logList, logModules } = API_CALLS;

/** The query of `Log/GetList` as the page sends it: blank filters are left out. */
export type LogListParams = CallQuery<typeof logList>;

/** One page of the activity log within the reader's scope. */
export const fetchLogs = (query: LogListParams, signal?: AbortSignal) => callApi(logList, { query }, signal);

/** The modules the log's filter offers: the product's own, and apart from them those of the clients' entries the reader sees. */
export const fetchLogModules = () => callApi(logModules, {});

/** The state of the activity log's hash chain (administrators only). */
export const fetchLogChain = () => callApi(logChain, {});

/** The log checked against the signed daily checkpoints of its head kept outside the database (administrators only). */
export const fetchLogCheckpoint = () => callApi(logCheckpoint, {});
