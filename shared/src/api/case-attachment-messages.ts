/** The messages of a case's own attachments (`MESSAGES`): adding, removing, and files that may not be attached. */
export const CASE_ATTACHMENT_MESSAGES = {
  'case.attachmentsRequired': { zh: '请选择要添加的附件', en: 'Choose the files to add' },
  'case.attachmentNotOwn': { zh: '只能添加您本人上传的文件', en: 'Only files you uploaded yourself can be attached' },
  'case.attachmentTwice': { zh: '该文件已是本案件的附件', en: 'This file is already attached to the case' },
  'case.attachmentsAdded': { zh: '已添加附件', en: 'Attachments added' },
  'case.attachmentRemoved': { zh: '已删除附件', en: 'Attachment removed' },
} as const;
