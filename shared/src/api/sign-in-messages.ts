/** The sign-in messages of the catalogue (`MESSAGES`): wrong credentials, the account's and the address's limits, sessions. */
export const SIGN_IN_MESSAGES = {
  'login.usernameRequired': { zh: '用户名不能为空', en: 'User name is required' },
  'login.passwordTooShort': { zh: '密码不能少于6位', en: 'The password must be at least 6 characters' },
  'login.phoneInvalid': { zh: '请输入正确的手机号', en: 'Please enter a valid mobile number' },
  'login.wrongCredentials': { zh: '用户名或密码错误', en: 'Wrong user name or password' },
  'login.wrongPhoneCredentials': { zh: '手机号或密码错误', en: 'Wrong mobile number or password' },
  'login.wrongCredentialsRemaining': {
    zh: '用户名或密码错误，再失败{remaining}次账号将锁定{minutes}分钟',
    en: 'Wrong user name or password (attempts left before a {minutes}-minute lock: {remaining})',
  },
  'login.wrongPhoneCredentialsRemaining': {
    zh: '手机号或密码错误，再失败{remaining}次账号将锁定{minutes}分钟',
    en: 'Wrong mobile number or password (attempts left before a {minutes}-minute lock: {remaining})',
  },
  'login.disabled': { zh: '账号已停用，请联系管理员', en: 'This account is disabled; please contact an administrator' },
  'login.locked': {
    zh: '登录失败次数过多，账号已锁定，请{minutes}分钟后再试',
    en: 'Too many failed sign-ins: the account is locked, try again in {minutes} minutes',
  },
  'login.addressSlowDown': {
    zh: '登录失败次数过多，请{seconds}秒后再试',
    en: 'Too many failed sign-ins from this address: wait {seconds} s before trying again',
  },
  'login.addressLocked': {
    zh: '登录失败次数过多，请{minutes}分钟后再试',
    en: 'Too many failed sign-ins from this address: try again in {minutes} minutes',
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
  'session.signedOutElsewhere': { zh: '已退出其他设备上的登录', en: 'Signed out on your other devices' },
} as const satisfies Record<string, { zh: string; en: string }>;
