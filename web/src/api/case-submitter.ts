import {
  API_PATHS,
  type CaseActionAnswer,
  type CaseCosignAnswerBody,
  type CaseDraftBody,
  type CaseEvaluateBody,
  type CaseSubmitBody,
  type CosignerOption,
  type CosignInvitationRow,
} from '@proposal-desk/shared';
import type { z } from 'zod';
import { apiPath, request } from './request';

export type CaseDraftValues = z.input<typeof CaseDraftBody>;
export type CaseSubmitValues = z.input<typeof CaseSubmitBody>;
export type CaseCosignAnswerValues = z.input<typeof CaseCosignAnswerBody>;
export type CaseEvaluateValues = z.input<typeof CaseEvaluateBody>;

const post =
  <Values>(path: string) =>
  (values: Values) =>
    request<CaseActionAnswer>({ url: apiPath(path), method: 'POST', data: values });

/** 暂存: a new draft (no id) or the caller's own draft (id and version); answers the draft's id and new version. */
export const saveCaseDraft = post<CaseDraftValues>(API_PATHS.caseSaveDraft);
/** 提交: the draft goes to the office and its co-signers are invited. */
export const submitCase = post<CaseSubmitValues>(API_PATHS.caseSubmit);
/** 确认附议 / 谢绝附议 of an invited co-signer. */
export const respondCosign = post<CaseCosignAnswerValues>(API_PATHS.caseRespondCosign);
/** 测评: a rating of every reply awaiting one. */
export const evaluateCase = post<CaseEvaluateValues>(API_PATHS.caseEvaluate);

/** The caller's invitations to co-sign, the open ones first. */
export const fetchCosignInvitations = (signal?: AbortSignal) =>
  request<CosignInvitationRow[]>({ url: apiPath(API_PATHS.caseCosignInvitations), method: 'GET', signal });

/** Whom the caller may invite to co-sign, found by name. */
export const fetchCosignerOptions = (keyword: string, signal?: AbortSignal) =>
  request<CosignerOption[]>({ url: apiPath(API_PATHS.caseCosignerOptions), method: 'GET', params: { keyword }, signal });
