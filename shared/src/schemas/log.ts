import { z } from 'zod';
import { optionalInt, optionalText, PageQuery } from './common';

/** The module name of a confirmed personal profile (the personal-centre confirmation entry point). */
export const PROFILE_CONFIRM_MODULE = '个人信息确认';

export const LogBody = z.object({
  Module: z.string({ error: 'common.requiredField' }).trim().min(1, 'common.requiredField').max(100),
  User_ID: z.coerce.number().int().positive().optional(),
  Description: z.string({ error: 'common.requiredField' }).trim().min(1, 'common.requiredField').max(2000),
});

export const LogInfoQuery = z.object({ User_ID: z.coerce.number().int().positive().optional() });

const dateText = () =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'common.invalidField')
    .optional()
    .or(z.literal('').transform(() => undefined));

export const LogListQuery = PageQuery.extend({
  User_ID: optionalInt(),
  module: optionalText(),
  keyword: optionalText(),
  from: dateText(),
  to: dateText(),
});

export interface LogEntry {
  id: number;
  user_ID: number | null;
  username: string;
  module: string;
  description: string;
  ip: string;
  create_Time: string;
}

/** Module names the server writes to the activity log. */
export const LOG_MODULES = {
  login: '登录',
  logout: '退出',
  register: '注册',
  password: '密码',
  user: '用户管理',
  role: '角色管理',
  department: '部门管理',
  menu: '菜单管理',
  staff: '人员管理',
  member: '代表委员',
  upload: '文件',
  export: '导出',
  report: '报表',
  notice: '消息',
} as const;
