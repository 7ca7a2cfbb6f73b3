/** The messages of 回头看 in the catalogue (`MESSAGES`): refusals, answers, and what the submitters hear of a unit's report. */
export const COMMITMENT_MESSAGES = {
  'commitment.unknown': { zh: '承诺事项不存在', en: 'No such commitment' },
  'commitment.noneChosen': { zh: '请选择承诺事项', en: 'Choose at least one commitment' },
  'commitment.tooMany': { zh: '一次最多选择 200 项', en: 'Choose at most 200 at once' },
  'commitment.progressRequired': { zh: '请选择进展情况', en: 'Choose where it stands' },
  'commitment.textRequired': { zh: '请填写进展说明', en: 'Say what was done' },
  'commitment.settled': {
    zh: '该承诺已报告为{progress}，不再更新',
    en: 'This commitment was reported as {progress}; it takes no more updates',
  },
  'commitment.reported': { zh: '已报告进展', en: 'Update reported' },
  'commitment.requested': { zh: '已请求更新', en: 'Update requested' },
  'notice.commitment.title': { zh: '承诺落实情况：{caseNo}', en: 'Where a promise stands: {caseNo}' },
  'notice.commitment.content': {
    zh: '{unit}就您提出的{noun}「{title}」答复中的承诺报告：{progress}。{text}',
    en: '{unit} reports on the promise in its reply to your {noun} “{title}”: {progress}. {text}',
  },
} as const satisfies Record<string, { zh: string; en: string }>;

/** The timeline's entries of 回头看 (`CASE_EVENT_MESSAGES`). */
export const COMMITMENT_EVENT_MESSAGES = {
  'event.commitmentRequested': { zh: '请{unit}报告承诺落实情况', en: '{unit} asked where its commitment stands' },
  'event.commitmentReported': { zh: '{unit}报告承诺落实情况：{progress}', en: '{unit} reported on its commitment: {progress}' },
} as const satisfies Record<string, { zh: string; en: string }>;

/** The activity log's entries of 回头看 (`LOG_MESSAGES`). */
export const COMMITMENT_LOG_MESSAGES = {
  'log.case.commitmentRequested': {
    zh: '请求更新承诺 {ref}（{unit}）',
    en: 'Asked for an update on the commitment of {ref} ({unit})',
  },
  'log.case.commitmentReported': {
    zh: '报告承诺落实情况 {ref}（{unit}，{progress}）',
    en: 'Reported on the commitment of {ref} ({unit}, {progress})',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
