/**
 * The modules of the activity log, written once: the server stores the Chinese name (the log keeps
 * what it wrote, whatever the reader's language) and the web shows the label of the reader's language.
 */
export const LOG_MODULE_LABELS = {
  login: { zh: '系统登录', en: 'Sign-in' },
  logout: { zh: '退出', en: 'Sign-out' },
  register: { zh: '注册', en: 'Registration' },
  password: { zh: '密码', en: 'Password' },
  profileConfirm: { zh: '个人信息确认', en: 'Profile confirmation' },
  user: { zh: '用户管理', en: 'Users' },
  role: { zh: '角色管理', en: 'Roles' },
  department: { zh: '部门管理', en: 'Departments' },
  menu: { zh: '菜单管理', en: 'Menus' },
  staff: { zh: '人员管理', en: 'Staff' },
  holiday: { zh: '节假日', en: 'Holidays' },
  caseSettings: { zh: '办理设置', en: 'Handling settings' },
  member: { zh: '代表委员', en: 'Deputies and members' },
  upload: { zh: '文件', en: 'Files' },
  export: { zh: '导出', en: 'Exports' },
  report: { zh: '报表中心', en: 'Reports' },
  reportRun: { zh: '报表任务', en: 'Report runs' },
  reportSchedule: { zh: '报表计划', en: 'Report schedules' },
  notice: { zh: '消息', en: 'Notices' },
  npcCase: { zh: '建议管理', en: 'Suggestions' },
  cppccCase: { zh: '提案管理', en: 'Proposals' },
  npcHandling: { zh: '建议办理', en: 'Handling suggestions' },
  cppccHandling: { zh: '提案办理', en: 'Handling proposals' },
  evaluation: { zh: '提案测评', en: 'Evaluations' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type LogModuleKey = keyof typeof LOG_MODULE_LABELS;

/** Module key → the name stored in the log (`LOG_MODULES.user` is '用户管理'). */
export const LOG_MODULES = Object.fromEntries(Object.entries(LOG_MODULE_LABELS).map(([key, label]) => [key, label.zh])) as {
  readonly [K in LogModuleKey]: (typeof LOG_MODULE_LABELS)[K]['zh'];
};

export type LogModuleName = (typeof LOG_MODULES)[LogModuleKey];

/** Every stored module name, in the order of the filter list. */
export const LOG_MODULE_NAMES: readonly LogModuleName[] = Object.values(LOG_MODULES);

export const isLogModuleName = (name: string): name is LogModuleName => (LOG_MODULE_NAMES as readonly string[]).includes(name);

/** The label of a stored module name in a language; a name outside the list shows as stored. */
export function logModuleLabel(name: string, lang: 'zh' | 'en'): string {
  const entry = Object.values(LOG_MODULE_LABELS).find((label) => label.zh === name);
  return entry ? entry[lang] : name;
}
