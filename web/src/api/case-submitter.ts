import { API_CALLS, type CallBody } from '@proposal-desk/shared';
import { callApi } from './request';

const { caseSaveDraft, caseSubmit, caseRespondCosign, caseEvaluate, caseCosignInvitations, caseCosignerOptions } = API_CALLS;

export type CaseDraftValues = CallBody<typeof caseSaveDraft>;
export type CaseSubmitValues = CallBody<typeof caseSubmit>;
export type CaseCosignAnswerValues = CallBody<typeof caseRespondCosign>;
export type CaseEvaluateValues = CallBody<typeof caseEvaluate>;

/** 暂存: a new draft (no id) or the caller's own draft (id and version); answers the draft's id and new version. */
export const saveCaseDraft = (body: CaseDraftValues) => callApi(caseSaveDraft, { body });
/** 提交: the draft goes to the office and its co-signers are invited. */
export const submitCase = (body: CaseSubmitValues) => callApi(caseSubmit, { body });
/** 确认附议 / 谢绝附议 of an invited co-signer. */
export const respondCosign = (body: CaseCosignAnswerValues) => callApi(caseRespondCosign, { body });
/** 测评: a rating of every reply awaiting one. */
export const evaluateCase = (body: CaseEvaluateValues) => callApi(caseEvaluate, { body });

/** The caller's invitations to co-sign, the open ones first. */
export const fetchCosignInvitations = (signal?: AbortSignal) => callApi(caseCosignInvitations, {}, signal);

/** Whom the caller may invite to co-sign, found by name. */
export const fetchCosignerOptions = (keyword: string, signal?: AbortSignal) => callApi(caseCosignerOptions, { query: { keyword } }, signal);
