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

/**
 * Who wrote an entry: the product (every write it logs) or a client through `Log/Log` (its own module and text,
 * told apart in the list and its filter). The chain covers it, so an entry cannot be moved from one to the other.
 */
export const LOG_SOURCES = ['product', 'client'] as const;
export type LogSource = (typeof LOG_SOURCES)[number];

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
  /** Only the product's entries, or only those clients wrote through `Log/Log`. */
  source: z.enum(LOG_SOURCES).optional(),
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
  source: z
    .enum(LOG_SOURCES)
    .describe('product: written by the product; client: written by a client through Log/Log (its module and text as the client sent them)'),
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

/** The modules of the log's filter: the product's own, and apart from them those clients wrote through `Log/Log`. */
export const LogModuleList = z.object({
  product: z.array(z.string()).describe('The product’s modules, in their order'),
  client: z.array(z.string()).describe('The modules clients wrote in the reader’s entries, sorted'),
});
export type LogModuleList = z.infer<typeof LogModuleList>;

/** Why a checkpoint of the log's head no longer matches: its last entry is gone, or holds another hash. */
export const LOG_CHECKPOINT_MISMATCHES = ['gone', 'otherHash'] as const;

const checkpointHead = {
  day: z.string().describe('The Beijing calendar day the checkpoint was written (YYYY-MM-DD)'),
  at: z.string().describe('When it was written (ISO time)'),
  entries: z.number().check(z.int32()).nonnegative().describe('The entries of the chain then'),
  lastId: z.number().check(z.int32()).nullable().describe('Its last entry then (null: the log was empty)'),
};

/**
 * The activity log checked against the daily checkpoints of its head that the nightly upkeep signs and writes
 * outside the database (`DATA_DIR/log-checkpoints/`); `npm run log:verify` checks the same.
 */
export const LogCheckpointState = z.object({
  checkpoints: z.number().check(z.int32()).nonnegative().describe('The checkpoints checked (those since the last reset of the log)'),
  latest: z
    .object({ ...checkpointHead, matches: z.boolean().describe('Whether its last entry is still there with the same hash') })
    .nullable()
    .describe('The latest checkpoint (null: none written yet)'),
  firstMismatch: z
    .object({
      ...checkpointHead,
      reason: z.enum(LOG_CHECKPOINT_MISMATCHES).describe('gone: its last entry is no longer in the log; otherHash: it holds another hash'),
      later: z.number().check(z.int32()).nonnegative().describe('Later checkpoints that no longer match either'),
    })
    .nullable()
    .describe('The earliest checkpoint that no longer matches: the log was cut or rewritten at or before its last entry'),
  badLines: z.number().check(z.int32()).nonnegative().describe('Lines whose signature does not verify with the server’s key'),
  firstBadLine: z
    .object({ file: z.string(), line: z.number().check(z.int32()).positive(), day: z.string().nullable() })
    .nullable()
    .describe('The first such line: its file, line number and day (null when unreadable)'),
  restart: z
    .object({
      kind: z.enum(['reset', 'restore']).describe('reset: the seed emptied the log; restore: a backup was put back'),
      day: z.string(),
      at: z.string(),
      lastId: z.number().check(z.int32()).nullable().describe('restore: the last entry the backup held'),
    })
    .nullable()
    .describe('The latest reset or restore: checkpoints past what it kept describe a log it replaced and are not checked'),
  cutBeforeReset: z
    .object({
      day: z.string().describe('The day of the reset'),
      emptied: z.object({ entries: z.number().check(z.int32()).nonnegative(), lastId: z.number().check(z.int32()).nullable() }),
      checkpoint: z.object(checkpointHead),
    })
    .nullable()
    .describe('A reset that emptied a log already shorter than (or other than) the checkpoint before it said: cut before the reset'),
  keyMissing: z.boolean().describe('Checkpoints exist but the server’s checkpoint key does not: none can be verified'),
});
export type LogCheckpointState = z.infer<typeof LogCheckpointState>;
