import { z } from 'zod';
import { isLogModuleName, LOG_MODULE_NAMES, LOG_MODULES } from '../domain/log-modules';
import { optionalInt, optionalText, PageQuery, SortOrder } from './common';

/** The module name of a confirmed personal profile (the personal-centre confirmation entry point). */
export const PROFILE_CONFIRM_MODULE = LOG_MODULES.profileConfirm;

export const LogBody = z.object({
  Module: z
    .string({ error: 'common.requiredField' })
    .trim()
    .min(1, 'common.requiredField')
    .refine((name) => isLogModuleName(name), 'common.invalidField'),
  User_ID: z.coerce.number<number | string>().int().positive().optional(),
  Description: z.string({ error: 'common.requiredField' }).trim().min(1, 'common.requiredField').max(2000),
});

export const LogInfoQuery = z.object({ User_ID: z.coerce.number<number | string>().int().positive().optional() });

const dateText = () =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'common.invalidField')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'common.invalidField')
    .optional()
    .or(z.literal('').transform(() => undefined));

/** The columns the activity log sorts by (newest first unless told). */
export const LOG_SORT_FIELDS = ['create_Time', 'username', 'module', 'ip'] as const;

const moduleName = () =>
  z.preprocess(
    (v: string | undefined) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(LOG_MODULE_NAMES, 'common.invalidField').optional(),
  );

export const LogListQuery = PageQuery.extend({
  User_ID: optionalInt(),
  /** User name or staff name, contained. */
  user: optionalText(),
  module: moduleName(),
  keyword: optionalText(),
  from: dateText(),
  to: dateText(),
  sortField: z.enum(LOG_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});
export type TLogListQuery = z.infer<typeof LogListQuery>;

export interface LogEntry {
  id: number;
  user_ID: number | null;
  username: string;
  /** The user's name now; blank when the account no longer exists. */
  staff_Name: string;
  module: string;
  description: string;
  ip: string;
  user_Agent: string;
  create_Time: string;
}
