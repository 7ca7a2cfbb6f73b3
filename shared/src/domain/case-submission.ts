import type { CASE_SUBMISSION_MESSAGES } from '../api/case-submission-messages';

/** Signers a motion (议案) needs when deputies, not a delegation, put it forward: the lead and nine more. */
export const MOTION_SIGNERS_MIN = 10;

/** What a submitted case holds: a draft may be partial, a submission may not. */
export interface SubmittedText {
  kind: string;
  content: string;
  reason: string;
  solution: string;
  /** The co-signers invited with it (the lead not counted). */
  cosigners: number;
}

export interface SubmissionProblem {
  field: 'content' | 'reason' | 'solution' | 'cosignerIds';
  key: keyof typeof CASE_SUBMISSION_MESSAGES;
  params?: Record<string, string | number>;
}

const blank = (text: string) => text.trim() === '';

/** Why a case cannot be submitted yet, by field: none when it can. */
export function submissionProblems(text: SubmittedText): SubmissionProblem[] {
  if (text.kind !== 'MOTION') return blank(text.content) ? [{ field: 'content', key: 'case.contentRequired' }] : [];
  const problems: SubmissionProblem[] = [];
  if (blank(text.reason)) problems.push({ field: 'reason', key: 'case.motionTextRequired' });
  if (blank(text.solution)) problems.push({ field: 'solution', key: 'case.motionTextRequired' });
  const missing = MOTION_SIGNERS_MIN - 1 - text.cosigners;
  if (missing > 0) problems.push({ field: 'cosignerIds', key: 'case.motionSignersTooFew', params: { missing } });
  return problems;
}
