/** The messages of the handling settings (办理设置) in the catalogue (`MESSAGES`): the 案号 pattern's rules and the deadlines' bounds. */
export const CASE_SETTINGS_MESSAGES = {
  'settings.patternRequired': { zh: '请输入案号格式', en: 'Enter the case number pattern' },
  'settings.patternTooLong': { zh: '案号格式不能超过40个字符', en: 'The case number pattern must be at most 40 characters' },
  'settings.patternUnknownPart': {
    zh: '案号格式只能使用 {jie}（届）、{ci}（次）、{seq}（序号）三个占位符',
    en: 'The pattern may only use the placeholders {jie} (term), {ci} (session) and {seq} (sequence)',
  },
  'settings.patternNeedsSeq': {
    zh: '案号格式须以 {seq}（序号）结尾，且只能出现一次',
    en: 'The pattern must end with {seq} (the sequence), once',
  },
  'settings.patternNeedsSession': {
    zh: '案号格式须包含 {jie}（届）和 {ci}（次）各一次：案号按届次分别编号，缺少届次会重号',
    en: 'The pattern must hold {jie} (term) and {ci} (session) once each: numbers restart every session, so without them they repeat',
  },
  'settings.patternAmbiguous': {
    zh: '占位符之间及 {seq} 之前须有非数字的分隔符（如“-”），否则不同届次的案号可能相同',
    en: 'Put a non-digit separator (such as “-”) between the placeholders and before {seq}, or numbers of different sessions could read the same',
  },
  'settings.patternsClash': {
    zh: '政协案号格式须以与人大不同的文字开头（如 R 与 Z），否则两边的案号可能相同',
    en: 'The CPPCC pattern must begin with other text than the NPC one (such as R and Z), or the two bodies’ numbers could be the same',
  },
  'settings.digitsRange': { zh: '序号位数须为1–8之间的整数', en: 'The sequence digits must be a whole number from 1 to 8' },
  'settings.replyMonthsRange': {
    zh: '答复期限须为1–24之间的整数（月）',
    en: 'The reply deadline must be a whole number of months from 1 to 24',
  },
  'settings.coOpinionMonthsRange': {
    zh: '协办意见期限须为1–24之间的整数（月）',
    en: 'The co-unit opinion deadline must be a whole number of months from 1 to 24',
  },
  'settings.rehandleMonthsRange': {
    zh: '重新办理期限须为1–24之间的整数（月）',
    en: 'The re-handling deadline must be a whole number of months from 1 to 24',
  },
  'settings.returnDaysRange': {
    zh: '申请退回期限须为1–365之间的整数（工作日）',
    en: 'The return window must be a whole number of working days from 1 to 365',
  },
  'settings.cosignDaysRange': {
    zh: '联名响应期限须为1–365之间的整数（工作日）',
    en: 'The co-signing window must be a whole number of working days from 1 to 365',
  },
  'settings.reminderDaysRange': {
    zh: '到期提醒提前天数须为1–365之间的整数（工作日）',
    en: 'The reminder lead time must be a whole number of working days from 1 to 365',
  },
  'settings.extensionMonthsRange': {
    zh: '延期上限须为1–24之间的整数（月）',
    en: 'The extension ceiling must be a whole number of months from 1 to 24',
  },
  'settings.extensionsMaxRange': {
    zh: '延期次数上限须为0–10之间的整数',
    en: 'The number of extensions must be a whole number from 0 to 10',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
