import { z } from 'zod';
import { optionalText, PageQuery, SortOrder } from './common';

/** The abilities a role can grant (stored on the role, handed out in `GetUserInfo.ability`). */
export const ROLE_ABILITIES = [
  { value: 'case:read', zh: '查看建议提案', en: 'Read cases' },
  { value: 'case:submit', zh: '提出建议提案', en: 'Submit cases' },
  { value: 'case:register', zh: '登记审查', en: 'Register and review cases' },
  { value: 'case:assign', zh: '交办', en: 'Assign cases' },
  { value: 'case:handle', zh: '签收办理', en: 'Handle cases' },
  { value: 'case:reply', zh: '审定答复', en: 'Approve replies' },
  { value: 'case:evaluate', zh: '办理测评', en: 'Evaluate handling' },
  { value: 'report:print', zh: '打印报表', en: 'Print reports' },
  { value: 'report:export', zh: '导出报表', en: 'Export reports' },
  { value: 'delegate:edit', zh: '维护代表委员名单', en: 'Edit the delegate list' },
  { value: 'log:read', zh: '查看操作日志', en: 'Read the activity log' },
  { value: 'setting:manage', zh: '系统设置', en: 'Manage settings' },
] as const;
export type RoleAbility = (typeof ROLE_ABILITIES)[number]['value'];
const ABILITY_VALUES: readonly string[] = ROLE_ABILITIES.map((ability) => ability.value);

/** A role code has at most this many digits. */
export const ROLE_CODE_MAX = 10;

export const ROLE_SORT_FIELDS = ['id', 'code', 'name', 'title', 'userCount'] as const;

/** `Role/GetList`: keyword over code, name and title. */
export const RoleListQuery = PageQuery.extend({
  keyword: optionalText(),
  sortField: z.enum(ROLE_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});

const roleCode = () =>
  z.preprocess(
    (v: number | string) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: 'role.codeRequired' })
      .trim()
      .min(1, 'role.codeRequired')
      .max(ROLE_CODE_MAX, 'role.codeInvalid')
      // The level helper's codes (22, 28, 23…) are digits; other roles take any other digits.
      .regex(/^\d{1,10}$/, 'role.codeInvalid'),
  );

/** `Role/Add` and `Role/Update`; description and abilities are kept when absent on update. */
export const RoleSaveBody = z.object({
  id: z.coerce.number<number | string>().check(z.int32()).positive('role.notFound').optional(),
  code: roleCode(),
  name: z
    .string({ error: 'role.nameRequired' })
    .trim()
    .min(1, 'role.nameRequired')
    .max(50, 'role.nameInvalid')
    .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'role.nameInvalid'),
  title: z.string({ error: 'role.titleRequired' }).trim().min(1, 'role.titleRequired').max(50),
  description: z.string().trim().max(500).optional(),
  abilities: z
    .array(
      z
        .string()
        .trim()
        .refine((value) => ABILITY_VALUES.includes(value), 'role.abilityInvalid'),
    )
    .max(100)
    .optional(),
});
export type TRoleSaveBody = z.infer<typeof RoleSaveBody>;

export const RoleUpdateBody = RoleSaveBody.extend({
  id: z.coerce.number<number | string>({ error: 'role.notFound' }).check(z.int32()).positive('role.notFound'),
});

export const RoleIdQuery = z.object({
  roleId: z.coerce.number<number | string>({ error: 'role.notFound' }).check(z.int32()).positive('role.notFound'),
});

/** `Role/SetMenus`: the complete list of menus the role sees (replaces the previous one). */
export const RoleMenusBody = z.object({
  roleId: z.coerce.number<number | string>({ error: 'role.notFound' }).check(z.int32()).positive('role.notFound'),
  menuIds: z
    .array(z.coerce.number<number | string>().check(z.int32()).positive('menu.unknownIds'), { error: 'menu.idsRequired' })
    .max(1000),
});

/** A role of the settings list. */
export const RoleRow = z.object({
  id: z.number().check(z.int32()),
  code: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  abilities: z.array(z.string()),
  level: z.number().check(z.int32()).describe('The role level of the code (ROLE_LEVELS)'),
  userCount: z.number().check(z.int32()).describe('How many users hold the role'),
  create_Time: z.string(),
});
export type RoleRow = z.infer<typeof RoleRow>;

/** A role in a select. */
export const RoleOption = z.object({
  id: z.number().check(z.int32()),
  code: z.string(),
  name: z.string(),
  title: z.string(),
  level: z.number().check(z.int32()).describe('The role level of the code (ROLE_LEVELS)'),
});
export type RoleOption = z.infer<typeof RoleOption>;

/** `Role/SetMenus`: the role and the menus it now grants, ascending. */
export const RoleMenusSaved = z.object({ roleId: z.number().check(z.int32()), menuIds: z.array(z.number().check(z.int32())) });
