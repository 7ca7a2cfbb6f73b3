import { z } from 'zod';
import { ROLE_LEVELS } from '../../domain/roles';
import { BatchCaseResult, CaseActionAnswer } from '../../schemas/case-actions';
import { Commitment, CommitmentListQuery, CommitmentReportBody, CommitmentRequestBody } from '../../schemas/commitments';
import { callsOf, pagedOf } from '../call';

/** 回头看: the commitments of B and C replies, the office's requests for an update and the units' answers. */
export const commitmentsCalls = callsOf('Cases')({
  commitmentList: {
    method: 'get',
    path: '/api/Commitment/GetList',
    summary: 'A page of commitments (回头看): the office its body’s, a unit its own',
    access: { level: ROLE_LEVELS.UNIT_STAFF },
    query: CommitmentListQuery,
    answer: pagedOf(Commitment),
  },
  commitmentRequestUpdate: {
    method: 'post',
    path: '/api/Commitment/RequestUpdate',
    summary: 'The office asks the units of several commitments for an update, each on its own',
    access: { level: ROLE_LEVELS.OFFICE_STAFF },
    body: CommitmentRequestBody,
    answer: z.array(BatchCaseResult),
  },
  commitmentReport: {
    method: 'post',
    path: '/api/Commitment/Report',
    summary: 'A unit reports where its commitment stands (kept, under way, or why it cannot be kept)',
    access: { level: ROLE_LEVELS.UNIT_STAFF },
    body: CommitmentReportBody,
    answer: CaseActionAnswer,
    message: 'commitment.reported',
  },
});
