import { z } from 'zod';
import { optionalText, PageQuery, SortOrder } from './common';

export const ROLE_SORT_FIELDS = ['id', 'code', 'name', 'title', 'userCount'] as const;

/** `Role/GetList`: keyword over code, name and title. */
export const RoleListQuery = PageQuery.extend({
  keyword: optionalText(),
  sortField: z.enum(ROLE_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});

const roleCode = () =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: 'role.codeRequired' })
      .trim()
      .min(1, 'role.codeRequired')
      // The level helper's codes (22, 28, 23…) are digits; other roles take any other digits.
      .regex(/^\d{1,10}$/, 'role.codeInvalid'),
  );

/** `Role/Add` and `Role/Update`; description and abilities are kept when absent on update. */
export const RoleSaveBody = z.object({
  id: z.coerce.number().int().positive('role.notFound').optional(),
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
        .regex(/^[A-Za-z][\w:.-]{0,49}$/, 'role.abilityInvalid'),
    )
    .max(100)
    .optional(),
});
export type TRoleSaveBody = z.infer<typeof RoleSaveBody>;

export const RoleUpdateBody = RoleSaveBody.extend({
  id: z.coerce.number({ error: 'role.notFound' }).int().positive('role.notFound'),
});

export const RoleIdQuery = z.object({ roleId: z.coerce.number({ error: 'role.notFound' }).int().positive('role.notFound') });

/** `Role/SetMenus`: the complete list of menus the role sees (replaces the previous one). */
export const RoleMenusBody = z.object({
  roleId: z.coerce.number({ error: 'role.notFound' }).int().positive('role.notFound'),
  menuIds: z.array(z.coerce.number().int().positive('menu.unknownIds'), { error: 'menu.idsRequired' }).max(1000),
});

/** A role of the settings list. */
export interface RoleRow {
  id: number;
  code: string;
  name: string;
  title: string;
  description: string;
  abilities: string[];
  level: number;
  userCount: number;
  create_Time: string;
}

/** A role in a select. */
export interface RoleOption {
  id: number;
  code: string;
  name: string;
  title: string;
  level: number;
}
