/** The messages of 延期 in the catalogue (`MESSAGES`): why a request is refused, and what a request or a decision did. */
export const CASE_EXTENSION_MESSAGES = {
  'case.extensionAfterDue': {
    zh: '已过办理期限（{date}），不能再申请延期',
    en: 'The due day ({date}) has passed; an extension can no longer be asked',
  },
  'case.extensionPending': { zh: '已有延期申请等待审批', en: 'An extension request is already waiting for a decision' },
  'case.extensionsUsed': { zh: '本交办最多延期 {count} 次，已用完', en: 'This assignment may be extended {count} times; none is left' },
  'case.extensionDayTooEarly': {
    zh: '延期后的期限须晚于现在的期限（{date}）',
    en: 'The new due day must be after the current one ({date})',
  },
  'case.extensionDayTooLate': { zh: '延期后的期限不能晚于 {date}', en: 'The new due day may not be after {date}' },
  'case.extensionNotOpen': { zh: '该交办已答复或已作废，不能延期', en: 'This assignment is replied or void; it cannot be extended' },
  'case.extensionUnknown': { zh: '延期申请不存在或已审批', en: 'No such extension request waiting for a decision' },
  'case.extensionRequested': { zh: '已申请延期', en: 'Extension requested' },
  'case.extensionDecided': { zh: '已审批延期申请', en: 'Extension request decided' },
} as const satisfies Record<string, { zh: string; en: string }>;
