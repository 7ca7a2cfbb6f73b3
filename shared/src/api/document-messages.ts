/** The messages of the office's documents in the catalogue (`MESSAGES`): letterhead settings and letter parameters. */
export const DOCUMENT_MESSAGES = {
  'settings.officeRequired': { zh: '请填写发文机关', en: 'Enter the issuing office' },
  'settings.officeTooLong': { zh: '发文机关不能超过40个字', en: 'The issuing office may have at most 40 characters' },
  'settings.docNumberRequired': { zh: '请填写文号格式', en: 'Enter the document number pattern' },
  'settings.docNumberTooLong': { zh: '文号格式不能超过40个字', en: 'The document number pattern may have at most 40 characters' },
  'settings.docNumberUnknownPart': {
    zh: '文号格式只能使用 {year} 和 {seq}',
    en: 'The document number pattern may only use {year} and {seq}',
  },
  'settings.docNumberNeedsSeq': {
    zh: '文号格式须包含一个 {seq}（序号），{year} 至多一个',
    en: 'The document number pattern needs one {seq} (the number) and at most one {year}',
  },
  'settings.contactTooLong': { zh: '联系人及电话不能超过80个字', en: 'The contact may have at most 80 characters' },
  'report.letterUnitRequired': { zh: '请选择承办单位', en: 'Choose the handling unit' },
  'report.memberInvalid': { zh: '请选择代表或委员', en: 'Choose a deputy or member' },
  'report.docSeqInvalid': { zh: '文号序号须为 1–99999 的整数', en: 'The document number must be a whole number from 1 to 99999' },
  'run.noWord': { zh: '报表「{title}」没有 Word 格式', en: 'The report “{title}” is not offered in Word' },
  'publication.choose': { zh: '请选择是否公开', en: 'Choose whether to publish' },
  'publication.reasonRequired': { zh: '不公开时请填写理由', en: 'Give the reason for not publishing' },
  'publication.reasonTooLong': { zh: '理由不能超过200个字', en: 'The reason may have at most 200 characters' },
  'publication.submitterShown': { zh: '提出者只能显示为姓名或“代表/委员”', en: 'The submitter is shown by name or as deputy/member only' },
  'publication.notReplied': { zh: '案件答复后才能公开', en: 'A case can be published once it is replied' },
  'publication.saved': { zh: '已保存公开设置', en: 'Publication saved' },
  'public.busy': { zh: '访问过于频繁，请稍后再试', en: 'Too many requests; please try again shortly' },
  'report.formatNotOffered': { zh: '该报表没有 {format} 格式', en: 'This report is not offered as {format}' },
} as const satisfies Record<string, { zh: string; en: string }>;
