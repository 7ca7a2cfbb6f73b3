import { COMMITMENT_EVENT_MESSAGES } from './commitment-messages';
import type { Language } from './languages';
import { fillMessage, type StoredMessage } from './stored-messages';

/**
 * What a case's timeline says of each step (`case_events`), in both languages: the writer stores the key
 * and its parameters with the Chinese text, and the case file shows the reader's language. `noun` is the
 * case kind as a noun ("建议" / "suggestion"); unit, people's names, titles and numbers come as entered;
 * lists and labels come as texts of both languages.
 */
export const CASE_EVENT_MESSAGES = {
  'event.draftSaved': { zh: '暂存{noun}', en: 'Saved the {noun} as a draft' },
  'event.submitted': { zh: '提交{noun}', en: 'Submitted the {noun}' },
  'event.registered': { zh: '登记，编号{caseNo}', en: 'Registered as {caseNo}' },
  'event.entered': { zh: '录入并登记，编号{caseNo}', en: 'Entered and registered as {caseNo}' },
  'event.imported': { zh: '导入并登记，编号{caseNo}', en: 'Imported and registered as {caseNo}' },
  'event.accepted': {
    zh: '审查立案，类别：{category}，性质：{property}{key}',
    en: 'Accepted; category: {category}, property: {property}{key}',
  },
  'event.acceptedInCategory': { zh: '审查立案，类别：{category}', en: 'Accepted; category: {category}' },
  'event.merged': { zh: '并案，并入{mainCaseNo}', en: 'Merged into {mainCaseNo}' },
  'event.mergedPlain': { zh: '并案', en: 'Merged' },
  'event.rejected': { zh: '不予立案', en: 'Not accepted' },
  'event.withdrawn': { zh: '撤回{noun}', en: 'Withdrew the {noun}' },
  'event.closed': { zh: '{noun}办结', en: 'The {noun} is closed' },
  'event.closedPlain': { zh: '办结', en: 'Closed' },
  'event.cosigned': { zh: '{member}确认附议', en: '{member} confirmed co-signing' },
  'event.cosignDeclined': { zh: '{member}谢绝附议', en: '{member} declined to co-sign' },
  'event.attached': { zh: '添加附件：{names}', en: 'Attachments added: {names}' },
  'event.detached': { zh: '删除附件：{name}', en: 'Attachment removed: {name}' },
  'event.assigned': { zh: '交办：{units}', en: 'Assigned to {units}' },
  'event.unassigned': { zh: '撤销交办：{unit}', en: 'Assignment removed: {unit}' },
  'event.assignmentWithdrawn': { zh: '撤回交办：{unit}', en: 'Assignment withdrawn: {unit}' },
  'event.urged': { zh: '催办：{unit}', en: 'Urged: {unit}' },
  'event.returnApproved': { zh: '同意退回：{unit}', en: 'Return approved: {unit}' },
  'event.returnDenied': { zh: '不同意退回：{unit}', en: 'Return refused: {unit}' },
  'event.signed': { zh: '{unit}签收', en: '{unit} signed for it' },
  'event.published': { zh: '设为答复公开（提出者显示为：{submitter}）', en: 'Published (the submitter shown as: {submitter})' },
  'event.unpublished': { zh: '设为不公开', en: 'Marked not to be published' },
  'event.extensionRequested': { zh: '{unit}申请延期至 {to}', en: '{unit} asked for an extension to {to}' },
  'event.extensionApproved': { zh: '同意{unit}延期：{from} → {to}', en: 'Extension for {unit} approved: {from} → {to}' },
  'event.extensionRefused': { zh: '不同意{unit}延期至 {to}', en: 'Extension for {unit} to {to} refused' },
  'event.returnRequested': { zh: '{unit}申请退回', en: '{unit} asked to return it' },
  'event.consulted': { zh: '{unit}面商（{method}）', en: '{unit} consulted the submitter ({method})' },
  'event.opinion': { zh: '{unit}提交协办意见', en: '{unit} sent its co-handling opinion' },
  'event.replied': { zh: '{unit}答复', en: '{unit} replied' },
  'event.repliedWithDocNo': { zh: '{unit}答复（{docNo}）', en: '{unit} replied ({docNo})' },
  'event.allReplied': { zh: '各承办单位均已答复', en: 'Every handling unit has replied' },
  'event.repliedAgain': { zh: '重新办理后再次答复', en: 'Replied again after handling it again' },
  'event.evaluated': { zh: '测评：办理工作{work}，办理结果{result}', en: 'Evaluated: handling work {work}, result {result}' },
  'event.evaluatedAgain': {
    zh: '再次测评：办理工作{work}，办理结果{result}',
    en: 'Evaluated again: handling work {work}, result {result}',
  },
  'event.evaluatedAll': { zh: '对各承办单位办理情况进行测评', en: 'Evaluated the handling of every unit' },
  'event.rehandling': { zh: '测评不满意，交{units}重新办理', en: 'Unsatisfied: sent back to {units} to handle again' },
  ...COMMITMENT_EVENT_MESSAGES,
} as const satisfies Record<string, { zh: string; en: string }>;

export type CaseEventKey = keyof typeof CASE_EVENT_MESSAGES;

/** A timeline entry's message: its key and parameters. */
export type CaseEventMessage = StoredMessage<CaseEventKey>;

/** A timeline entry's text in a language. */
export function caseEventText(message: CaseEventMessage, lang: Language): string {
  return fillMessage(CASE_EVENT_MESSAGES[message.key][lang], lang, message.params);
}
