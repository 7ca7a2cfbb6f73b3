/** The messages of `Log/Log` (`MESSAGES`): an entry written, its module's length, and entries written as the caller only. */
export const LOG_INTEGRITY_MESSAGES = {
  'log.written': { zh: '记录成功', en: 'Recorded' },
  'log.moduleTooLong': { zh: 'Module不能超过50个字符', en: 'Module must be at most 50 characters' },
  'log.ownEntriesOnly': {
    zh: '只能以本人身份记录操作日志（User_ID 须为当前登录用户）',
    en: 'Log entries are written as yourself only (User_ID must be the signed-in user)',
  },
} as const;

/**
 * The activity log's descriptions (`LOG_MESSAGES`) of a token refresh and of a profile confirmation: the server
 * writes the confirmation itself (in the words the web client used to send), whatever text the client sent.
 */
export const LOG_INTEGRITY_LOG_MESSAGES = {
  'log.user.tokenRefreshed': {
    zh: '{name}（{username}）刷新登录令牌，原令牌已失效',
    en: '{name} ({username}) refreshed the session token; the previous token has ended',
  },
  'log.user.profileConfirmed': { zh: '{name}确认', en: '{name} confirmed their personal information' },
} as const;
