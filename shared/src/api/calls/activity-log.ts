import { z } from 'zod';
import { LogBody, LogChainState, LogCheckpointState, LogEntry, LogInfoQuery, LogListQuery, LogModuleList } from '../../schemas/log';
import { callsOf, pagedOf } from '../call';

/** The calls of activity log. */
export const activityLogCalls = callsOf('Activity log')({
  logInfo: {
    method: 'get',
    path: '/api/Log/GetLogInfo',
    summary: 'Profile confirmations of a user (empty: the client asks for the profile)',
    access: 'signedIn',
    query: LogInfoQuery,
    answer: z.array(LogEntry).nullable().describe('The confirmations, newest first; null when there are none'),
  },
  logWrite: {
    method: 'post',
    path: '/api/Log/Log',
    summary: 'Writes an activity-log entry of the caller’s, stored as the client’s (the profile confirmation: as the product’s)',
    access: 'signedIn',
    body: LogBody,
    answer: z.null(),
    message: 'log.written',
  },
  logList: {
    method: 'get',
    path: '/api/Log/GetList',
    summary: 'The activity log within the caller’s scope',
    access: 'signedIn',
    query: LogListQuery,
    answer: pagedOf(LogEntry),
  },
  logModules: {
    method: 'get',
    path: '/api/Log/GetModules',
    summary: 'The modules the log’s filter offers: the product’s, and apart from them those clients wrote',
    access: 'signedIn',
    answer: LogModuleList,
  },
  logChain: {
    method: 'get',
    path: '/api/Log/GetChainState',
    summary: 'Whether the activity log’s hash chain is intact, or the first entry changed, deleted or inserted out of order',
    access: 'admin',
    answer: LogChainState,
  },
  logCheckpoint: {
    method: 'get',
    path: '/api/Log/GetCheckpointState',
    summary: 'The activity log checked against the signed daily checkpoints of its head kept outside the database',
    access: 'admin',
    answer: LogCheckpointState,
  },
});
