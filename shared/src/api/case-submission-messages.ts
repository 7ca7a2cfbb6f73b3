/** The messages of what a submission and a review must hold (`MESSAGES`): the text, a motion's signers, the body's properties. */
export const CASE_SUBMISSION_MESSAGES = {
  'case.contentRequired': { zh: '提交前请填写内容', en: 'Write the content before submitting' },
  'case.motionTextRequired': {
    zh: '提交议案前请填写理由和办法',
    en: 'Write the reason and the proposed solution before submitting a motion',
  },
  'case.motionSignersTooFew': {
    zh: '议案须由代表团或十名以上代表联名提出：请再邀请至少 {missing} 名代表联名，或改为建议',
    en: 'A motion needs a delegation or at least ten deputies: invite at least {missing} more co-signers, or make it a suggestion',
  },
  'case.propertyNotOfBody': { zh: '该性质不适用于本方面的案件', en: 'This property does not apply to this body’s cases' },
} as const;
