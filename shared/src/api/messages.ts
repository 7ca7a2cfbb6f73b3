import type { Language } from './languages';

/**
 * Every message the server sends and the forms show, in both languages. Keys are stable; zod schemas
 * use the keys as their messages so the same text appears on both sides. `{name}` is a parameter.
 */
export const MESSAGES = {
  'common.ok': { zh: '操作成功', en: 'Done' },
  'common.saved': { zh: '保存成功', en: 'Saved' },
  'common.added': { zh: '添加成功', en: 'Added' },
  'common.deleted': { zh: '删除成功', en: 'Deleted' },
  'common.invalidField': { zh: '{field}格式不正确', en: '{field} is invalid' },
  'common.requiredField': { zh: '{field}不能为空', en: '{field} is required' },
  'common.notFound': { zh: '访问资源不存在', en: 'Resource not found' },
  'common.badJson': { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  'common.internal': { zh: '服务器发生错误，请稍后重试', en: 'Server error, please try again later' },
  'common.duplicate': { zh: '数据已存在，不能重复', en: 'This already exists' },
  'common.badReference': { zh: '关联的数据不存在或仍被引用', en: 'A related record is missing or still in use' },
  'common.tooMany': { zh: '请求过多，请稍后再试', en: 'Too many requests, try again later' },
  'auth.tokenMissing': { zh: '未登录或登录已过期，请重新登录', en: 'Not signed in or the session has expired; please sign in' },
  'auth.tokenInvalid': { zh: '登录已失效，请重新登录', en: 'The session is no longer valid; please sign in again' },
  'auth.forbidden': { zh: '没有权限执行该操作', en: 'You are not allowed to do this' },
  'auth.outOfScope': { zh: '该数据不在您的权限范围内', en: 'This data is outside your scope' },
  'login.usernameRequired': { zh: '用户名不能为空', en: 'User name is required' },
  'login.passwordTooShort': { zh: '密码不能少于6位', en: 'The password must be at least 6 characters' },
  'login.phoneInvalid': { zh: '请输入正确的手机号', en: 'Please enter a valid mobile number' },
  'login.wrongCredentials': { zh: '用户名或密码错误', en: 'Wrong user name or password' },
  'login.wrongPhoneCredentials': { zh: '手机号或密码错误', en: 'Wrong mobile number or password' },
  'login.disabled': { zh: '账号已停用，请联系管理员', en: 'This account is disabled; please contact an administrator' },
  'login.locked': {
    zh: '登录失败次数过多，账号已锁定，请{minutes}分钟后再试',
    en: 'Too many failed sign-ins: the account is locked, try again in {minutes} minutes',
  },
  'login.encryptionRequired': {
    zh: '密码须加密传输，请刷新页面后重试',
    en: 'The password must be sent encrypted; reload the page and retry',
  },
  'login.uuidInvalid': { zh: '登录链接无效或已过期', en: 'The sign-in link is invalid or has expired' },
  'login.uuidRequired': { zh: '登录链接缺少标识', en: 'The sign-in link has no identifier' },
  'login.success': { zh: '登录成功', en: 'Signed in' },
  'login.socialNotConfigured': {
    zh: '未配置第三方登录，请使用用户名和密码登录',
    en: 'Social sign-in is not configured; please sign in with user name and password',
  },
  'login.refreshInvalid': { zh: '令牌无效或已过期，请重新登录', en: 'The token is invalid or expired; please sign in again' },
  'logout.success': { zh: '退出成功', en: 'Signed out' },
  'register.success': {
    zh: '注册成功，账号需管理员启用后方可登录',
    en: 'Registered: an administrator must enable the account before you can sign in',
  },
  'register.usernameTaken': { zh: '用户名已存在', en: 'This user name is taken' },
  'register.mobileTaken': { zh: '该手机号已被使用', en: 'This mobile number is already in use' },
  'password.oldRequired': { zh: '请输入原密码', en: 'Please enter the original password' },
  'password.oldLength': { zh: '原密码不能少于6位', en: 'The original password must be at least 6 characters' },
  'password.newRequired': { zh: '请输入新密码', en: 'Please enter the new password' },
  'password.confirmRequired': { zh: '请再次输入新密码', en: 'Please confirm the new password' },
  'password.mismatch': { zh: '两次输入的密码不一致', en: 'The passwords do not match' },
  'password.level1': { zh: '密码不能少于6位', en: 'At least 6 characters' },
  'password.level2': {
    zh: '密码不能少于7位，且须包含数字、小写字母、大写字母中的两种',
    en: 'At least 7 characters with two of: digits, lowercase, uppercase',
  },
  'password.level3': {
    zh: '密码不能少于8位，且须包含数字、小写字母、大写字母和特殊字符',
    en: 'At least 8 characters with digits, lowercase, uppercase and a special character',
  },
  'password.oldWrong': { zh: '原密码不正确', en: 'The original password is wrong' },
  'password.sameAsOld': { zh: '新密码不能与原密码相同', en: 'The new password must differ from the old one' },
  'password.changed': { zh: '密码修改成功', en: 'Password changed' },
  'password.reset': { zh: '密码已重置，用户下次登录时须修改密码', en: 'Password reset: the user must change it at next sign-in' },
  'user.notFound': { zh: '用户不存在', en: 'User not found' },
  'user.stateChanged': { zh: '账号状态已更新', en: 'Account state updated' },
  'user.cannotDisableSelf': { zh: '不能停用自己的账号', en: 'You cannot disable your own account' },
  'user.lastAdmin': { zh: '至少须保留一个启用的系统管理员', en: 'At least one enabled administrator must remain' },
  'user.loginLinkIssued': { zh: '免登录链接已生成', en: 'Sign-in link issued' },
  'profile.staffNameRequired': { zh: '请输入姓名', en: 'Please enter the name' },
  'profile.backgroundRequired': { zh: '请输入政治面貌', en: 'Please enter the political background' },
  'profile.addressRequired': { zh: '请输入单位职务', en: 'Please enter the unit and post' },
  'profile.mobileRequired': { zh: '请输入联系电话', en: 'Please enter the phone number' },
  'profile.mobileEmpty': { zh: '手机号码不能为空', en: 'The mobile number cannot be empty' },
  'profile.mobileInvalid': { zh: '请输入正确的手机号', en: 'Please enter a valid mobile number' },
  'profile.nativePlaceRequired': { zh: '请输入联系地址', en: 'Please enter the contact address' },
  'profile.remarkRequired': { zh: '请输入单位地址', en: 'Please enter the work unit' },
  'member.notFound': { zh: '人员不存在', en: 'Person not found' },
  'member.inUse': { zh: '该人员已有案件或账号，不能删除', en: 'This person has cases or an account and cannot be deleted' },
  'member.groupRequired': { zh: '请选择代表团或提案单位', en: 'Please choose a delegation or group' },
  'member.sessionRequired': { zh: '请选择届次', en: 'Please choose a session' },
  'upload.noFile': { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  'upload.badType': { zh: '不支持的文件类型：{name}', en: 'File type not allowed: {name}' },
  'upload.badContent': { zh: '文件内容与扩展名不符：{name}', en: 'The file content does not match its extension: {name}' },
  'upload.tooLarge': { zh: '文件超过大小限制（{max}）', en: 'The file is larger than the limit ({max})' },
  'upload.tooMany': { zh: '一次最多上传{max}个文件', en: 'At most {max} files at once' },
  'log.written': { zh: '记录成功', en: 'Recorded' },
  'notice.cleared': { zh: '消息已清空', en: 'Messages cleared' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;

/** Whether a string is a message key of the catalogue. */
export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** The text of a message in a language, with `{name}` parameters filled in. */
export function translate(key: MessageKey, lang: Language, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}
