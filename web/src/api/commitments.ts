import { API_CALLS, type CallBody, type CallQuery } from '@proposal-desk/shared';
import { callApi } from './request';

const { commitmentList, commitmentRequestUpdate, commitmentReport } = API_CALLS;

export type CommitmentListParams = CallQuery<typeof commitmentList>;
export type CommitmentRequestValues = CallBody<typeof commitmentRequestUpdate>;
export type CommitmentReportValues = CallBody<typeof commitmentReport>;

/** 回头看: one page of the commitments the caller may see (the office its body's, a unit its own). */
export const fetchCommitments = (query: CommitmentListParams, signal?: AbortSignal) => callApi(commitmentList, { query }, signal);
/** 请求更新: the office asks the units of these commitments where they stand, each on its own. */
export const requestCommitmentUpdates = (body: CommitmentRequestValues) => callApi(commitmentRequestUpdate, { body });
/** 报告进展: the unit's answer on its own commitment. */
export const reportCommitment = (body: CommitmentReportValues) => callApi(commitmentReport, { body });
