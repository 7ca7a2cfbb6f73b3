import { z } from 'zod';
import { COMMITMENT_PROGRESS, COMMITMENT_STANDINGS } from '../domain/enums';
import { CASE_NOTE_MAX } from './case-actions';
import { CaseRef, codesOf, note, optionalBody, optionalEnum, optionalId, optionalKeyword, requiredDay, requiredText } from './case-fields';
import { PageQuery, SortOrder } from './common';

/**
 * 回头看: a reply of category B or C is a commitment of its unit — the step promised and the day where the reply
 * names them — followed until the unit reports it kept or says why it cannot be; the office asks for updates
 * in the next session, and the submitter reads them on the case.
 */
export const COMMITMENT_PROGRESS_CODES = codesOf(COMMITMENT_PROGRESS);
export const COMMITMENT_STANDING_CODES = codesOf(COMMITMENT_STANDINGS);
export const COMMITMENT_SORT_FIELDS = ['caseNo', 'promisedOn', 'repliedOn', 'requestedAt'] as const;

export const CommitmentFilter = z.object({
  body: optionalBody(),
  /** The session of the case the reply answered. */
  sessionId: optionalId(),
  unitId: optionalId(),
  standing: optionalEnum(COMMITMENT_STANDING_CODES),
  /** Only those the office asked about and the unit has not answered since. */
  awaiting: z.preprocess((v) => v === true || v === 'true', z.boolean()).default(false),
  /** 案号, 案由 or the promise contains it. */
  keyword: optionalKeyword(),
});
export type TCommitmentFilter = z.infer<typeof CommitmentFilter>;

/** `Commitment/GetList`: the office's commitments of its body, a unit's own. */
export const CommitmentListQuery = PageQuery.extend({
  ...CommitmentFilter.shape,
  sortField: z.enum(COMMITMENT_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});
export type TCommitmentListQuery = z.infer<typeof CommitmentListQuery>;

/** What a unit last reported of a commitment. */
export const CommitmentUpdate = z.object({
  progress: z.enum(COMMITMENT_PROGRESS_CODES),
  text: z.string(),
  reportedOn: z.string().describe('The day of the report (YYYY-MM-DD)'),
  reportedBy: z.string(),
});
export type CommitmentUpdate = z.infer<typeof CommitmentUpdate>;

/** One commitment as the case file and the 回头看 list show it. Days are YYYY-MM-DD (Beijing). */
export const Commitment = z.object({
  id: z.number().check(z.int32()),
  caseId: z.number().check(z.int32()),
  /** The case's version, for the actions on it. */
  caseVersion: z.number().check(z.int32()),
  caseNo: z.string().nullable(),
  title: z.string(),
  sessionName: z.string(),
  unitId: z.number().check(z.int32()),
  unitName: z.string(),
  category: z.enum(['B', 'C']),
  promise: z.string().describe('The step promised ("" when the reply names none: its text is the promise)'),
  promisedOn: z.string().nullable().describe('The day promised, if the reply names one'),
  repliedOn: z.string(),
  standing: z.enum(COMMITMENT_STANDING_CODES),
  requestedAt: z.string().nullable().describe('When the office last asked for an update the unit has not answered yet'),
  requestNote: z.string(),
  updates: z.array(CommitmentUpdate).describe('What the unit reported, oldest first'),
});
export type Commitment = z.infer<typeof Commitment>;

export const CommitmentRef = CaseRef.extend({
  commitmentId: z.coerce.number({ error: 'commitment.unknown' }).check(z.int32()).positive('commitment.unknown'),
});
export type TCommitmentRef = z.infer<typeof CommitmentRef>;

/**
 * `Commitment/RequestUpdate` (请求更新): the office asks the units of these commitments where they stand. Each is asked
 * on its own, whatever the case's version: asking changes nothing the office could have seen differently.
 */
export const CommitmentRequestBody = z.object({
  commitmentIds: z
    .array(z.coerce.number({ error: 'commitment.unknown' }).check(z.int32()).positive('commitment.unknown'), {
      error: 'commitment.noneChosen',
    })
    .min(1, 'commitment.noneChosen')
    .max(200, 'commitment.tooMany'),
  note: note(CASE_NOTE_MAX),
});
export type TCommitmentRequestBody = z.infer<typeof CommitmentRequestBody>;

/** `Commitment/Report` (报告进展): the unit's answer on its own commitment. */
export const CommitmentReportBody = CommitmentRef.extend({
  progress: z.enum(COMMITMENT_PROGRESS_CODES, { error: 'commitment.progressRequired' }),
  text: requiredText(CASE_NOTE_MAX, 'commitment.textRequired'),
  reportedOn: requiredDay(),
});
export type TCommitmentReportBody = z.infer<typeof CommitmentReportBody>;

/** What a figure of 回头看 counts (the report's columns), by standing; `all` is every commitment. */
export const COMMITMENT_FIGURES = {
  all: {
    zh: '答复类别为 B、C 的承诺事项（每个承办单位的答复各计一项）；点开为清单。',
    en: 'Commitments of replies in category B or C (one per unit’s reply); opens their list.',
  },
  KEPT: {
    zh: '承办单位报告已兑现、且不晚于承诺期限（或未约定期限）的承诺事项。',
    en: 'Commitments the unit reported kept, by the promised day or with none named.',
  },
  LATE: {
    zh: '超过承诺期限仍未兑现、或晚于期限兑现的承诺事项。',
    en: 'Commitments past their promised day and not kept, or kept after it.',
  },
  OPEN: {
    zh: '尚未兑现、承诺期限未到（或未约定期限）的承诺事项。',
    en: 'Commitments not kept yet whose day has not come (or none named).',
  },
  NOT_KEPT: { zh: '承办单位报告无法兑现的承诺事项。', en: 'Commitments the unit reported it cannot keep.' },
} as const satisfies Record<'all' | (typeof COMMITMENT_STANDING_CODES)[number], { zh: string; en: string }>;
