/** The messages of stored files (`MESSAGES`): an upload refused (its type, content or limits), and a file that may not be attached. */
export const FILE_MESSAGES = {
  'upload.noFile': { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  'upload.badType': { zh: '不支持的文件类型：{name}', en: 'File type not allowed: {name}' },
  'upload.badContent': { zh: '文件内容与扩展名不符：{name}', en: 'The file content does not match its extension: {name}' },
  'upload.tooLarge': { zh: '文件超过大小限制（{max}）', en: 'The file is larger than the limit ({max})' },
  'upload.tooMany': { zh: '一次最多上传{max}个文件', en: 'At most {max} files at once' },
  'upload.requestTooLarge': {
    zh: '本次上传的文件合计超过大小限制（{max}）',
    en: 'The files of this upload are larger than the limit together ({max})',
  },
  'upload.dailyQuotaUsed': {
    zh: '今日上传已达限额（{max}），请明天再试',
    en: 'Today’s upload allowance ({max}) is used up; try again tomorrow',
  },
  'file.attachedElsewhere': {
    zh: '该文件已是其他案件或答复的附件，请重新上传',
    en: 'This file is already attached elsewhere; upload it again',
  },
  'file.dropped': { zh: '该文件已被移除，请重新上传', en: 'This file was removed; upload it again' },
} as const satisfies Record<string, { zh: string; en: string }>;

/**
 * The activity log's entries of stored files (`LOG_MESSAGES`): a file by its id and the name it was uploaded
 * under, never its stored name (the download address).
 */
export const FILE_LOG_MESSAGES = {
  'log.file.stored': { zh: '上传文件 {name}（编号 {id}，{size}）', en: 'Uploaded the file {name} (no. {id}, {size})' },
  'log.file.served': { zh: '下载文件 {name}（编号 {id}）', en: 'Downloaded the file {name} (no. {id})' },
} as const satisfies Record<string, { zh: string; en: string }>;
