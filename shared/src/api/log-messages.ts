import { COMMITMENT_LOG_MESSAGES } from './commitment-messages';
import { FILE_LOG_MESSAGES } from './file-messages';
import { LOG_INTEGRITY_LOG_MESSAGES } from './log-integrity-messages';
import type { Language } from './languages';
import { fillMessage, renderStoredMessage, type StoredMessage } from './stored-messages';

/**
 * The activity log's descriptions of what the product writes, in both languages. The Chinese text is the
 * entry's `description`, which the log's hash chain covers; the key and parameters are stored beside it
 * so that the log list can show an English reader the English text (only while the Chinese rendering of
 * the stored key and parameters is still the chained description). `noun` is a case kind as a noun,
 * `ref` a case's number (or `#id` before it has one); names, titles and numbers come as entered; lists,
 * labels and optional clauses come as texts of both languages.
 */
export const LOG_MESSAGES = {
  // Cases (建议管理 / 提案管理)
  'log.case.draftSaved': { zh: '暂存{noun}「{title}」{files}', en: 'Saved the {noun} “{title}” as a draft{files}' },
  'log.case.submitted': { zh: '提交{noun}「{title}」', en: 'Submitted the {noun} “{title}”' },
  'log.case.cosigned': { zh: '确认附议{noun} {ref}「{title}」', en: 'Confirmed co-signing the {noun} {ref} “{title}”' },
  'log.case.cosignDeclined': { zh: '谢绝附议{noun} {ref}「{title}」', en: 'Declined to co-sign the {noun} {ref} “{title}”' },
  'log.case.registered': { zh: '登记{noun} {ref}「{title}」', en: 'Registered the {noun} {ref} “{title}”' },
  'log.case.entered': { zh: '录入{noun} {ref}「{title}」{files}', en: 'Entered the {noun} {ref} “{title}”{files}' },
  'log.case.imported': { zh: '导入{noun} {count} 件{skipped}', en: 'Imported {count} {noun}(s){skipped}' },
  'log.case.accepted': { zh: '立案{noun} {ref}「{title}」', en: 'Accepted the {noun} {ref} “{title}”' },
  'log.case.merged': { zh: '并案 {ref}「{title}」 并入 {mainRef}', en: 'Merged {ref} “{title}” into {mainRef}' },
  'log.case.rejected': { zh: '不予立案 {ref}「{title}」', en: 'Did not accept {ref} “{title}”' },
  'log.case.withdrawn': { zh: '撤回{noun} {ref}「{title}」', en: 'Withdrew the {noun} {ref} “{title}”' },
  'log.case.closed': { zh: '办结{noun} {ref}「{title}」', en: 'Closed the {noun} {ref} “{title}”' },
  'log.case.attachmentsAdded': { zh: '添加附件 {ref}「{title}」（{names}）', en: 'Added attachments to {ref} “{title}” ({names})' },
  'log.case.attachmentRemoved': { zh: '删除附件 {ref}「{title}」（{name}）', en: 'Removed an attachment of {ref} “{title}” ({name})' },
  'log.case.assigned': { zh: '交办 {ref} 至 {units}', en: 'Assigned {ref} to {units}' },
  'log.case.unassigned': { zh: '撤销 {ref} 对 {unit} 的交办', en: 'Removed the assignment of {ref} to {unit}' },
  'log.case.assignmentWithdrawn': { zh: '撤回 {ref} 对 {unit} 的交办', en: 'Withdrew the assignment of {ref} to {unit}' },
  'log.case.urged': { zh: '催办 {ref}（{unit}）', en: 'Urged {ref} ({unit})' },
  'log.case.returnApproved': { zh: '同意退回 {ref}（{unit}）', en: 'Approved the return of {ref} ({unit})' },
  'log.case.returnDenied': { zh: '不同意退回 {ref}（{unit}）', en: 'Refused the return of {ref} ({unit})' },
  'log.case.signed': { zh: '签收 {ref}（{unit}）', en: 'Signed for {ref} ({unit})' },
  'log.case.published': { zh: '答复公开 {ref}：{decision}', en: 'Publication of {ref}: {decision}' },
  'log.case.extensionRequested': { zh: '申请延期 {ref}（{unit}，至 {to}）', en: 'Asked to extend {ref} ({unit}, to {to})' },
  'log.case.extensionApproved': {
    zh: '同意延期 {ref}（{unit}，{from} → {to}）',
    en: 'Approved the extension of {ref} ({unit}, {from} → {to})',
  },
  'log.case.extensionRefused': { zh: '不同意延期 {ref}（{unit}）', en: 'Refused the extension of {ref} ({unit})' },
  'log.case.returnRequested': { zh: '申请退回 {ref}（{unit}）', en: 'Asked to return {ref} ({unit})' },
  'log.case.consulted': {
    zh: '记录面商 {ref}（{unit}，{method}，{heldOn}）',
    en: 'Recorded a consultation on {ref} ({unit}, {method}, {heldOn})',
  },
  'log.case.opinionSent': {
    zh: '提交协办意见 {ref}（{unit}，文号 {docNo}）',
    en: 'Sent the co-handling opinion on {ref} ({unit}, letter {docNo})',
  },
  'log.case.replied': { zh: '答复 {ref}（{unit}，{round}文号 {docNo}）', en: 'Replied to {ref} ({unit}, {round}letter {docNo})' },
  'log.case.evaluated': { zh: '测评{noun} {ref}「{title}」', en: 'Evaluated the {noun} {ref} “{title}”' },
  'log.case.evaluatedRehandle': {
    zh: '测评{noun} {ref}「{title}」，交{units}重新办理',
    en: 'Evaluated the {noun} {ref} “{title}”; sent back to {units} to handle again',
  },
  'log.case.importTemplate': { zh: '下载{noun}导入模板', en: 'Downloaded the {noun} import template' },
  'log.case.exported': { zh: '导出{noun}清单 {count} 条', en: 'Exported the {noun} list: {count} rows' },
  'log.case.assignmentsExported': { zh: '导出{title} {count} 条', en: 'Exported {title}: {count} rows' },
  // Users, sign-in and sessions
  'log.user.added': { zh: '新增用户 {name}（{username}），角色：{roles}', en: 'Added the user {name} ({username}), roles: {roles}' },
  'log.user.updated': { zh: '修改用户 {name}（{username}）：{changes}', en: 'Changed the user {name} ({username}): {changes}' },
  'log.user.deleted': { zh: '删除用户 {names}', en: 'Deleted the users {names}' },
  'log.user.passwordReset': { zh: '重置用户 {name}（{username}）的密码', en: 'Reset the password of {name} ({username})' },
  'log.user.loginLink': {
    zh: '为用户 {name}（{username}）生成免登录链接，有效期{hours}小时',
    en: 'Issued a sign-in link for {name} ({username}), valid for {hours} hours',
  },
  'log.user.enabled': { zh: '启用用户 {name}（{username}）', en: 'Enabled the user {name} ({username})' },
  'log.user.disabled': { zh: '停用用户 {name}（{username}）', en: 'Disabled the user {name} ({username})' },
  'log.user.ownPassword': { zh: '{name}修改了自己的密码{elsewhere}', en: '{name} changed their own password{elsewhere}' },
  'log.user.signedOutElsewhere': {
    zh: '{name}退出了其他设备上的登录（{count} 处）',
    en: '{name} signed out on the other devices ({count})',
  },
  'log.user.signedIn': { zh: '{name}（{username}）{how}登录', en: '{name} ({username}) signed in {how}' },
  'log.user.signInFailed': { zh: '{how}登录失败：{reason}', en: 'Sign-in {how} refused: {reason}' },
  'log.user.signedOut': { zh: '{name}退出登录', en: '{name} signed out' },
  'log.user.registered': { zh: '{name}注册账号，待管理员启用', en: '{name} registered an account, to be enabled by an administrator' },
  // Deputies and members
  'log.member.added': { zh: '添加代表委员 {name}（ID {id}）', en: 'Added the deputy or member {name} (ID {id})' },
  'log.member.updated': { zh: '修改代表委员 {name}（ID {id}）', en: 'Changed the deputy or member {name} (ID {id})' },
  'log.member.ownProfile': { zh: '{name}修改了个人信息', en: '{name} changed their personal information' },
  'log.member.moved': { zh: '调整代表委员 {name}（ID {id}）', en: 'Moved the deputy or member {name} (ID {id})' },
  'log.member.deleted': { zh: '删除代表委员 {name}（ID {id}）', en: 'Deleted the deputy or member {name} (ID {id})' },
  'log.member.imported': { zh: '导入代表委员 {count} 条{skipped}', en: 'Imported {count} deputies and members{skipped}' },
  'log.member.exported': { zh: '导出代表委员名单 {count} 条', en: 'Exported the list of deputies and members: {count} rows' },
  'log.member.importTemplate': { zh: '下载代表委员导入模板', en: 'Downloaded the import template of deputies and members' },
  // Settings
  'log.department.added': { zh: '新增部门“{name}”（上级：{parent}）', en: 'Added the department “{name}” (under: {parent})' },
  'log.department.updated': { zh: '修改部门“{name}”：{changes}', en: 'Changed the department “{name}”: {changes}' },
  'log.department.deleted': { zh: '删除部门“{name}”', en: 'Deleted the department “{name}”' },
  'log.role.added': { zh: '新增角色“{title}”（{name}，编码{code}）', en: 'Added the role “{title}” ({name}, code {code})' },
  'log.role.updated': { zh: '修改角色“{title}”（{name}）：{changes}', en: 'Changed the role “{title}” ({name}): {changes}' },
  'log.role.deleted': { zh: '删除角色{names}', en: 'Deleted the roles {names}' },
  'log.role.menus': {
    zh: '设置角色“{title}”（{name}）的菜单权限，共{count}项',
    en: 'Set the menus of the role “{title}” ({name}): {count} in all',
  },
  'log.menu.added': { zh: '新增菜单{menu}', en: 'Added the menu {menu}' },
  'log.menu.updated': { zh: '修改菜单{menu}：{changes}', en: 'Changed the menu {menu}: {changes}' },
  'log.menu.deleted': { zh: '删除菜单{menu}，连同下级共{count}项', en: 'Deleted the menu {menu} with its children: {count} in all' },
  'log.staff.added': { zh: '新增人员“{name}”（{where}）', en: 'Added the staff member “{name}” ({where})' },
  'log.staff.updated': { zh: '修改人员“{name}”：{changes}', en: 'Changed the staff member “{name}”: {changes}' },
  'log.staff.deleted': { zh: '删除人员{names}', en: 'Deleted the staff members {names}' },
  'log.holiday.added': { zh: '新增节假日{holiday}', en: 'Added the holiday {holiday}' },
  'log.holiday.updated': { zh: '修改节假日{holiday}：{changes}', en: 'Changed the holiday {holiday}: {changes}' },
  'log.holiday.deleted': { zh: '删除节假日{holidays}', en: 'Deleted the holidays {holidays}' },
  'log.caseSettings.saved': { zh: '修改办理设置：{changes}', en: 'Changed the handling settings: {changes}' },
  'log.documentSettings.saved': { zh: '修改公文设置：{changes}', en: 'Changed the document settings: {changes}' },
  // Notices, files and reports
  'log.notice.cleared': { zh: '清空{kind} {count} 条', en: 'Cleared {count} {kind}' },
  'log.notice.reminders': { zh: '发送办理提醒 {count} 条', en: 'Sent {count} handling reminders' },
  'log.file.uploaded': { zh: '上传文件 {name}（{size}）', en: 'Uploaded the file {name} ({size})' },
  'log.file.downloaded': { zh: '下载文件 {name}', en: 'Downloaded the file {name}' },
  'log.report.downloaded': { zh: '下载报表{format}：{title}（{id}）', en: 'Downloaded the report as {format}: {title} ({id})' },
  'log.run.created': { zh: '创建报表任务 #{runId}', en: 'Created the report run #{runId}' },
  'log.run.cancelled': { zh: '取消报表任务 #{runId}', en: 'Cancelled the report run #{runId}' },
  'log.run.finished': {
    zh: '任务 #{runId} {verdict}。{title}：共 {total} 份，完成 {done} 份，失败 {failed} 份',
    en: 'Run #{runId}: {verdict}. {title}: {total} in all, {done} done, {failed} failed',
  },
  'log.run.downloaded': { zh: '下载报表任务 #{runId}：{title}', en: 'Downloaded the report run #{runId}: {title}' },
  'log.schedule.added': { zh: '新增报表计划「{name}」({cron} {timezone})', en: 'Added the report schedule “{name}” ({cron} {timezone})' },
  'log.schedule.updated': {
    zh: '修改报表计划「{name}」({cron} {timezone})',
    en: 'Changed the report schedule “{name}” ({cron} {timezone})',
  },
  'log.schedule.deleted': { zh: '删除报表计划「{name}」', en: 'Deleted the report schedule “{name}”' },
  'log.schedule.enabled': { zh: '启用报表计划「{name}」', en: 'Enabled the report schedule “{name}”' },
  'log.schedule.disabled': { zh: '停用报表计划「{name}」', en: 'Disabled the report schedule “{name}”' },
  'log.schedule.ranNow': { zh: '立即运行报表计划「{name}」→ 任务 #{runId}', en: 'Ran the report schedule “{name}” now → run #{runId}' },
  // The demo office's history (db/seed)
  'log.demo.userDisabled': { zh: '停用用户 {username}', en: 'Disabled the user {username}' },
  'log.demo.userAdded': { zh: '新增用户 {username}', en: 'Added the user {username}' },
  'log.demo.roleMenus': { zh: '修改角色“{title}”的菜单权限', en: 'Changed the menus of the role “{title}”' },
  'log.demo.signedIn': { zh: '登录系统', en: 'Signed in' },
  'log.demo.registeredSession': { zh: '登记大会期间代表建议', en: 'Registered suggestions made during the session' },
  'log.demo.printedStatus': { zh: '打印办理状态统计', en: 'Printed the handling status statistics' },
  'log.demo.assignedProposals': { zh: '交办政协提案', en: 'Assigned CPPCC proposals' },
  'log.demo.exportedUnits': { zh: '导出承办单位统计', en: 'Exported the handling unit statistics' },
  'log.demo.evaluatedProposal': { zh: '对提案办理情况进行测评', en: 'Evaluated the handling of a proposal' },
  'log.demo.signedFor': { zh: '签收交办的{noun}', en: 'Signed for an assigned {noun}' },
  'log.demo.uploadedReply': { zh: '上传答复函', en: 'Uploaded a reply letter' },
  'log.demo.viewedReport': { zh: '查看人大代表建议办理情况报告', en: 'Viewed the report on the handling of NPC deputies’ suggestions' },
  ...COMMITMENT_LOG_MESSAGES,
  ...FILE_LOG_MESSAGES,
  ...LOG_INTEGRITY_LOG_MESSAGES,
} as const satisfies Record<string, { zh: string; en: string }>;

export type LogMessageKey = keyof typeof LOG_MESSAGES;

/** An activity-log entry's message: its key and parameters. */
export type LogMessage = StoredMessage<LogMessageKey>;

/** A log message's text in a language (the Chinese one is the entry's chained description). */
export function logText(message: LogMessage, lang: Language): string {
  return fillMessage(LOG_MESSAGES[message.key][lang], lang, message.params);
}

/**
 * The description an entry shows a reader: in English, the English text of its stored message, but only
 * while that message rendered in Chinese is exactly the chained description — an entry without a message
 * (written through `Log/Log`, or before messages were kept), with a key or parameters edited since, or
 * with a description clipped when stored, shows the description as stored.
 */
export function shownLogDescription(
  entry: { description: string; message_key: string | null; message_params: unknown },
  lang: Language,
): string {
  if (lang === 'zh' || entry.message_key === null) return entry.description;
  if (renderStoredMessage(LOG_MESSAGES, entry.message_key, entry.message_params, 'zh') !== entry.description) return entry.description;
  return renderStoredMessage(LOG_MESSAGES, entry.message_key, entry.message_params, lang) ?? entry.description;
}
