import { z } from 'zod';
import { flag, MOBILE_LENGTH, optionalInt, optionalText, PageQuery, SortOrder } from './common';

/** `GetUserInfo`: the signed-in user and their access state. */
export const CurrentUserInfo = z.object({
  user_ID: z.number().check(z.int32()),
  username: z.string(),
  staff_Name: z.string(),
  dept_ID: z.number().check(z.int32()).nullable(),
  /** Blank when the user has no department. */
  dept_Name: z.string(),
  hR_ID: z.number().check(z.int32()).nullable().describe('The member profile the account is linked to (null: none)'),
  type: z.number().check(z.int32()).nullable().describe('The user type (USER_TYPES)'),
  dlg_ID: z.number().check(z.int32()).nullable().describe('The delegation or submitting unit (member group) of the user'),
  unit_ID: z.number().check(z.int32()).nullable().describe('The handling unit of the user'),
  /** Blank when the user has no handling unit. */
  unit_Name: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  roles: z.array(z.string()).describe('The names of the user’s roles'),
  roleCodes: z.array(z.string()).describe('The codes of the user’s roles'),
  level: z.number().check(z.int32()).describe('The highest role level of the user (ROLE_LEVELS)'),
  ability: z.array(z.string()).describe('The abilities the user’s roles grant'),
});
export type CurrentUserInfo = z.infer<typeof CurrentUserInfo>;

export const UserIdQuery = z.object({
  User_ID: z.coerce.number<number | string>({ error: 'user.notFound' }).check(z.int32()).positive('user.notFound'),
});
export const PwdStatusQuery = z.object({ userID: z.coerce.number<number | string>().check(z.int32()).positive().optional() });
export const SetStateQuery = z.object({
  User_ID: z.coerce.number<number | string>({ error: 'user.notFound' }).check(z.int32()).positive('user.notFound'),
  State: z.preprocess((v) => (v === 'true' ? 1 : v === 'false' ? 0 : v), z.coerce.number<number | string>().check(z.int32()).min(0).max(1)),
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

/** A role of a user in the user list. */
export const RoleOfUser = z.object({ id: z.number().check(z.int32()), code: z.string(), name: z.string(), title: z.string() });

/** A row of the user list. */
export const UserRow = z.object({
  user_ID: z.number().check(z.int32()),
  username: z.string(),
  staff_Name: z.string(),
  dept_ID: z.number().check(z.int32()).nullable(),
  /** Blank when the user has no department. */
  dept_Name: z.string(),
  unit_ID: z.number().check(z.int32()).nullable().describe('The handling unit of the user'),
  /** Blank when the user has no handling unit. */
  unit_Name: z.string(),
  hR_ID: z.number().check(z.int32()).nullable().describe('The member profile the account is linked to (null: none)'),
  type: z.number().check(z.int32()).nullable().describe('The user type (USER_TYPES)'),
  mobile: z.string(),
  email: z.string(),
  state: z.number().check(z.int32()).describe('1 enabled, 0 disabled'),
  pwd_Status: z.number().check(z.int32()).describe('0 fine, 1 must change at next sign-in, 2 weak'),
  roles: z.array(RoleOfUser),
  last_Login: z.string().nullable().describe('When the user last signed in (ISO time; null: never)'),
  create_Time: z.string(),
});
export type UserRow = z.infer<typeof UserRow>;

/** What `User/Add` answers: the user, and the generated password when none was given (shown once). */
export const AddedUser = UserRow.extend({
  password: z.string().optional().describe('The generated password, shown once (absent when the administrator set one)'),
});
export type AddedUser = z.infer<typeof AddedUser>;

/** What `User/SetState` answers: the user and their new state. */
export const UserStateAnswer = z.object({
  user_ID: z.number().check(z.int32()),
  state: z.number().check(z.int32()).describe('1 enabled, 0 disabled'),
});

/** What `User/AdminResetPwd` answers: the user, and the generated password when none was given (shown once). */
export const AdminResetAnswer = z.object({
  user_ID: z.number().check(z.int32()),
  password: z.string().optional().describe('The generated password, shown once (absent when the administrator set one)'),
});

/** A one-time sign-in link (`User/IssueLoginLink`). */
export const LoginLink = z.object({
  uuid: z.string(),
  url: z.string().describe('The link within the web client (`/#/freeLogin?uuid=…`)'),
  expiresAt: z.string().describe('When the link stops working (ISO time)'),
});
export type LoginLink = z.infer<typeof LoginLink>;

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
  User_ID: z.coerce.number<number | string>().check(z.int32()).positive().optional(),
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
  roleIds: z.array(z.coerce.number<number | string>().check(z.int32()).positive()).max(20).default([]),
  state: z.coerce.number<number | string>().check(z.int32()).min(0).max(1).optional(),
});
export type TUserSaveBody = z.infer<typeof UserSaveBody>;

export const UserIdsBody = z.object({ ids: z.array(z.coerce.number<number | string>().check(z.int32()).positive()).min(1).max(500) });
export const AdminResetBody = z.object({
  User_ID: z.coerce.number<number | string>().check(z.int32()).positive(),
  password: z.string().min(6, 'login.passwordTooShort').max(4096).optional(),
});
export const LoginLinkBody = z.object({
  User_ID: z.coerce.number<number | string>().check(z.int32()).positive(),
  hours: z.coerce.number<number | string>().check(z.int32()).min(1).max(720).default(72),
});
export { flag };
