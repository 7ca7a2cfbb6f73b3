import { z } from 'zod';
import { LOG_MODULES } from '../domain/log-modules';
import { optionalInt, optionalText, PageQuery, SortOrder } from './common';
import { optionalDayField } from './day-field';

/** The module name of a confirmed personal profile (the personal-centre confirmation entry point). */
export const PROFILE_CONFIRM_MODULE = LOG_MODULES.profileConfirm;
/** The key of the notice asking a user to confirm their profile: confirming clears it. */
export const PROFILE_CONFIRM_NOTICE_KEY = 'profile:confirm';

/** The longest module name a client may write: the original client sends module names of its own. */
export const CLIENT_LOG_MODULE_MAX = 50;

export const LogBody = z.object({
  Module: z
    .string({ error: 'common.requiredField' })
    .trim()
    .min(1, 'common.requiredField')
    .max(CLIENT_LOG_MODULE_MAX, 'log.moduleTooLong')
    // Any name is stored as given; the brand lets the activity log take it alongside the product's own.
    .brand<'ClientLogModule'>(),
  User_ID: z.coerce.number<number | string>().check(z.int32()).positive().optional(),
  Description: z.string({ error: 'common.requiredField' }).trim().min(1, 'common.requiredField').max(2000),
});

/** A module name a client wrote through `Log/Log` (checked: trimmed, 1–50 characters). */
export type ClientLogModule = z.output<typeof LogBody>['Module'];

export const LogInfoQuery = z.object({ User_ID: z.coerce.number<number | string>().check(z.int32()).positive().optional() });

/** The columns the activity log sorts by (newest first unless told). */
export const LOG_SORT_FIELDS = ['create_Time', 'username', 'module', 'ip'] as const;

/** A module filter: one of the product's modules or a name a client wrote (stored names hold up to 100 characters). */
const moduleName = () =>
  z
    .string()
    .trim()
    .max(100, 'common.invalidField')
    .optional()
    .transform((v) => (v ? v : undefined));

export const LogListQuery = PageQuery.extend({
  User_ID: optionalInt(),
  /** User name or staff name, contained. */
  user: optionalText(),
  module: moduleName(),
  keyword: optionalText(),
  from: optionalDayField(),
  to: optionalDayField(),
  sortField: z.enum(LOG_SORT_FIELDS).optional(),
  sortOrder: SortOrder.optional(),
});
export type TLogListQuery = z.infer<typeof LogListQuery>;

/** An entry of the activity log. */
export const LogEntry = z.object({
  id: z.number().check(z.int32()),
  user_ID: z
    .number()
    .check(z.int32())
    .nullable()
    .describe('The user the entry is about (null: no account, e.g. a failed sign-in under an unknown name)'),
  username: z.string().describe('The login as written with the entry'),
  /** The user's name now; blank when the account no longer exists. */
  staff_Name: z.string().describe('The user’s name now; blank when the account no longer exists'),
  module: z.string(),
  description: z.string().describe('What happened: in the reader’s language for the entries the product writes, as written for the others'),
  ip: z.string(),
  user_Agent: z.string(),
  create_Time: z.string(),
});
export type LogEntry = z.infer<typeof LogEntry>;

/** What was done to the first entry that breaks the activity log's hash chain. */
export const LOG_CHAIN_PROBLEMS = ['changed', 'deleted', 'outOfOrder'] as const;

/** The state of the activity log's hash chain (`npm run log:verify` walks the same chain). */
export const LogChainState = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    entries: z.number().check(z.int32()).nonnegative().describe('The entries of the chain'),
    lastId: z.number().check(z.int32()).nullable().describe('The last entry (null: the log is empty)'),
  }),
  z.object({
    ok: z.literal(false),
    entries: z.number().check(z.int32()).nonnegative().describe('The intact entries before the first bad one'),
    firstBadId: z
      .number()
      .check(z.int32())
      .describe('The first entry that breaks the chain (deleted: the first id after the last intact entry)'),
    problem: z
      .enum(LOG_CHAIN_PROBLEMS)
      .describe(
        'changed: its stored fields differ from those written; deleted: entries are missing here; outOfOrder: not appended by the product',
      ),
    lastGoodId: z.number().check(z.int32()).nullable().describe('The last intact entry before it'),
  }),
]);
export type LogChainState = z.infer<typeof LogChainState>;
