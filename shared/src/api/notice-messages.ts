/**
 * The notices a submitter gets as the case moves (domain.md "Notices to submitters"), as `MESSAGES`: a
 * title and a content per event, rendered in the reader's language when the notice list is read. `noun`,
 * `units`, `round` and `answer` come as texts of both languages; names, titles and numbers as entered.
 */
export const NOTICE_MESSAGES = {
  'notice.invited.title': { zh: '附议邀请：{title}', en: 'Invitation to co-sign: {title}' },
  'notice.invited.content': {
    zh: '{lead}邀请您附议{noun}「{title}」，请于{lastDay}前确认或谢绝。',
    en: '{lead} invites you to co-sign the {noun} “{title}”; please confirm or decline by {lastDay}.',
  },
  'notice.registered.title': { zh: '{noun}已登记：{caseNo}', en: 'Your {noun} is registered: {caseNo}' },
  'notice.registered.content': {
    zh: '您提出的{noun}「{title}」已登记，编号 {caseNo}。',
    en: 'Your {noun} “{title}” is registered as {caseNo}.',
  },
  'notice.accepted.title': { zh: '{noun}已立案：{caseNo}', en: 'Your {noun} is accepted: {caseNo}' },
  'notice.accepted.content': {
    zh: '您提出的{noun}「{title}」已立案，将交承办单位办理。',
    en: 'Your {noun} “{title}” is accepted and goes to the handling units.',
  },
  'notice.rejected.title': { zh: '{noun}不予立案：{caseNo}', en: 'Your {noun} is not accepted: {caseNo}' },
  'notice.rejected.content': {
    zh: '您提出的{noun}「{title}」不予立案。理由：{reason}',
    en: 'Your {noun} “{title}” is not accepted. Reason: {reason}',
  },
  'notice.merged.title': { zh: '{noun}已并案：{caseNo}', en: 'Your {noun} is merged: {caseNo}' },
  'notice.merged.content': {
    zh: '您提出的{noun}「{title}」已并入 {mainCaseNo} 一并办理。',
    en: 'Your {noun} “{title}” is merged into {mainCaseNo} and handled with it.',
  },
  'notice.assigned.title': { zh: '{noun}已交办：{caseNo}', en: 'Your {noun} is assigned: {caseNo}' },
  'notice.assigned.content': {
    zh: '您提出的{noun}「{title}」已交{units}办理，答复期限 {due}。',
    en: 'Your {noun} “{title}” is assigned to {units}; the reply is due by {due}.',
  },
  'notice.replied.title': { zh: '{noun}已答复：{caseNo}', en: 'Your {noun} has a reply: {caseNo}' },
  'notice.replied.content': {
    zh: '{unit}已答复您提出的{noun}「{title}」{round}，请查看答复。',
    en: '{unit} has replied{round} to your {noun} “{title}”; please read the reply.',
  },
  'notice.rehandling.title': { zh: '{noun}重新办理：{caseNo}', en: 'Your {noun} is handled again: {caseNo}' },
  'notice.rehandling.content': {
    zh: '根据测评意见，您提出的{noun}「{title}」已交{units}重新办理，将再次答复。',
    en: 'After the evaluation, your {noun} “{title}” goes back to {units}, who will reply again.',
  },
  'notice.closed.title': { zh: '{noun}已办结：{caseNo}', en: 'Your {noun} is closed: {caseNo}' },
  'notice.closed.content': {
    zh: '您提出的{noun}「{title}」已办结，感谢您的履职。',
    en: 'Your {noun} “{title}” is closed. Thank you.',
  },
  'notice.cosign.title': { zh: '附议{answer}：{name}', en: 'Co-signing {answer}: {name}' },
  'notice.cosign.content': {
    zh: '{member}{answer}附议您领衔的{noun}「{title}」。',
    en: '{member} {answer} co-signing your {noun} “{title}”.',
  },
} as const;

/** The events a submitter is told of. */
export type SubmitterNoticeEvent =
  | 'invited'
  | 'registered'
  | 'accepted'
  | 'rejected'
  | 'merged'
  | 'assigned'
  | 'replied'
  | 'rehandling'
  | 'closed'
  | 'cosign'
  | 'commitment';
