/** The messages of closing a case with every unit done (`MESSAGES`): open assignments, withdrawing one, co-unit opinions. */
export const CASE_CLOSING_MESSAGES = {
  'case.assignmentsOpen': {
    zh: '尚有承办单位未办结：{units}。请待其答复或提交意见，或撤回其交办并说明理由后再办结',
    en: 'Units still at work: {units}. Wait for their reply or opinion, or withdraw their assignment with a reason, before closing',
  },
  'case.assignmentWithdrawn': { zh: '已撤回交办', en: 'Assignment withdrawn' },
  'case.assignmentDone': {
    zh: '该交办已办复或已作废，无需撤回',
    en: 'This assignment was already answered or voided; nothing to withdraw',
  },
  'case.assignmentLastLive': {
    zh: '这是本案件唯一的承办单位，不能撤回其交办',
    en: 'This is the case’s only handling unit; its assignment cannot be withdrawn',
  },
  'case.withdrawOnlyCo': {
    zh: '只能撤回协办单位的交办；其他承办单位的交办可在签收前撤销，或经退回申请作废',
    en: 'Only a co-handling unit’s assignment can be withdrawn; another unit’s is removed before it signs, or ended by a return request',
  },
  'case.caseClosedForUnit': { zh: '案件已办结，无需再办理', en: 'The case is closed; nothing is left to handle' },
  'case.opinionsMissing': {
    zh: '尚未收到协办单位意见：{units}。确认不等其意见即答复？',
    en: 'No opinion yet from the co-handling units: {units}. Reply without it?',
  },
} as const;
