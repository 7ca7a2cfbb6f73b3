import { z } from 'zod';
import { flag, MOBILE_LENGTH, optionalInt, optionalText, PageQuery, SortOrder } from './common';

/** `GetUserInfo`: the signed-in user and their access state. */
export interface CurrentUserInfo {
  user_ID: number;
  username: string;
  staff_Name: string;
  dept_ID: number | null;
  dept_Name: string;
  hR_ID: number | null;
  type: number | null;
  dlg_ID: number | null;
  unit_ID: number | null;
  unit_Name: string;
  mobile: string;
  avatar: string;
  roles: string[];
  roleCodes: string[];
  level: number;
  ability: string[];
}

export const UserIdQuery = z.object({
  User_ID: z.coerce.number<number | string>({ error: 'user.notFound' }).int().positive('user.notFound'),
});
export const PwdStatusQuery = z.object({ userID: z.coerce.number<number | string>().int().positive().optional() });
export const SetStateQuery = z.object({
  User_ID: z.coerce.number<number | string>({ error: 'user.notFound' }).int().positive('user.notFound'),
  State: z.preprocess((v) => (v === 'true' ? 1 : v === 'false' ? 0 : v), z.coerce.number<number | string>().int().min(0).max(1)),
});

export const USER_SORT_FIELDS = ['username', 'staff_Name', 'dept_Name', 'state', 'last_Login', 'create_Time'] as const;

export const UserListQuery = PageQuery.extend({
  keyword: optionalText(),
  username: optionalText(),
  staff_Name: optionalText(),
  state: optionalInt(),
  roleId: optionalInt(),
  deptId: optionalInt(),
  type: optionalInt(),
  sortField: z.enum(USER_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});

/** A row of the user list. */
export interface UserRow {
  user_ID: number;
  username: string;
  staff_Name: string;
  dept_ID: number | null;
  dept_Name: string;
  unit_ID: number | null;
  unit_Name: string;
  hR_ID: number | null;
  type: number | null;
  mobile: string;
  email: string;
  state: number;
  pwd_Status: number;
  roles: Array<{ id: number; code: string; name: string; title: string }>;
  last_Login: string | null;
  create_Time: string;
}

const optionalMobile = () =>
  z
    .string()
    .trim()
    .max(MOBILE_LENGTH, 'login.phoneInvalid')
    .regex(/^1\d{10}$/, 'login.phoneInvalid')
    .optional()
    .or(z.literal('').transform(() => undefined))
    .or(z.null().transform(() => undefined));

/** Create or edit a user in settings. */
export const UserSaveBody = z.object({
  User_ID: z.coerce.number<number | string>().int().positive().optional(),
  username: z
    .string({ error: 'login.usernameRequired' })
    .trim()
    .min(1, 'login.usernameRequired')
    .max(64)
    .regex(/^[A-Za-z0-9_.@-]+$/, 'common.invalidField'),
  staff_Name: z.string({ error: 'profile.staffNameRequired' }).trim().min(1, 'profile.staffNameRequired').max(50),
  password: z.string().min(6, 'login.passwordTooShort').max(4096).optional(),
  dept_ID: optionalInt(),
  unit_ID: optionalInt(),
  hR_ID: optionalInt(),
  type: optionalInt(),
  dlg_ID: optionalInt(),
  mobile: optionalMobile(),
  email: z.string().trim().max(200).optional(),
  roleIds: z.array(z.coerce.number<number | string>().int().positive()).max(20).default([]),
  state: z.coerce.number<number | string>().int().min(0).max(1).optional(),
});
export type TUserSaveBody = z.infer<typeof UserSaveBody>;

export const UserIdsBody = z.object({ ids: z.array(z.coerce.number<number | string>().int().positive()).min(1).max(500) });
export const AdminResetBody = z.object({
  User_ID: z.coerce.number<number | string>().int().positive(),
  password: z.string().min(6, 'login.passwordTooShort').max(4096).optional(),
});
export const LoginLinkBody = z.object({
  User_ID: z.coerce.number<number | string>().int().positive(),
  hours: z.coerce.number<number | string>().int().min(1).max(720).default(72),
});
export { flag };
