import { createHash } from 'node:crypto';
import type { LogSource } from '@proposal-desk/shared';
import { type RawBuilder, sql } from 'kysely';

/**
 * The activity log is a hash chain: each entry stores the hash of the entry before it (`prev_hash`) and
 * its own `hash`, SHA-256 over its stored fields and that previous hash. Editing, deleting or slipping in
 * a row behind the product's back breaks a link that `verifyLogChain` finds and names.
 */

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The stored time as the hash reads it: UTC to the microsecond, whatever the session's time zone. */
const TIME_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

/** SQL for a timestamptz as the hash reads it (`2026-01-12T01:02:03.456789Z`). */
export const chainTime = (time: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`to_char(${time} at time zone 'UTC', ${sql.lit(TIME_FORMAT)})`;

/** An entry as read from `activity_logs` (its time as `chainTime` writes it), columns named as stored. */
export interface StoredLogEntry {
  id: number | string;
  at: string;
  user_id: number | null;
  username: string;
  module: string;
  description: string;
  ip: string;
  user_agent: string;
  /** Absent in a database before migration 035: every entry there is the product's. */
  source?: LogSource | undefined;
}

/** The hash of a stored entry chained onto `prevHash`. */
export const storedEntryHash = (row: StoredLogEntry, prevHash: string): string =>
  entryHash(
    {
      id: row.id,
      at: row.at,
      userId: row.user_id,
      username: row.username,
      module: row.module,
      description: row.description,
      ip: row.ip,
      userAgent: row.user_agent,
      source: row.source ?? 'product',
    },
    prevHash,
  );

/** The fields of an entry the hash covers, as stored. */
export interface ChainedFields {
  id: number | string;
  /** `created_at` as `chainTime` writes it. */
  at: string;
  userId: number | null;
  username: string;
  module: string;
  description: string;
  ip: string;
  userAgent: string;
  source: LogSource;
}

/**
 * The canonical form the hash is taken over: a JSON array of the fields in a fixed order, the id as a
 * string, then the previous entry's hash; a client's entry has 'client' before that hash (a product's has
 * nothing there, so the entries chained before migration 035 keep their hashes, and the two kinds never
 * share a form). `chainHashSql` builds the same text in SQL.
 */
export function canonicalEntry(entry: ChainedFields, prevHash: string): string {
  return JSON.stringify([
    String(entry.id),
    entry.at,
    entry.userId,
    entry.username,
    entry.module,
    entry.description,
    entry.ip,
    entry.userAgent,
    ...(entry.source === 'client' ? ['client'] : []),
    prevHash,
  ]);
}

/** The entry's hash: SHA-256 (hex) of its canonical form. */
export const entryHash = (entry: ChainedFields, prevHash: string): string =>
  createHash('sha256').update(canonicalEntry(entry, prevHash), 'utf8').digest('hex');

/**
 * The same hash computed by the database over a row of `activity_logs` named `alias` (to_json escapes a
 * text as JSON.stringify does). A PostgreSQL restore checks the chain with it inside its own transaction,
 * where no JavaScript runs; a test keeps the two equal.
 */
export function chainHashSql(alias: string, { withSource = true }: { withSource?: boolean } = {}): string {
  const text = (expression: string) => `to_json(${expression})::text`;
  const parts = [
    text(`${alias}.id::text`),
    text(`to_char(${alias}.created_at at time zone 'UTC', '${TIME_FORMAT}')`),
    `coalesce(to_json(${alias}.user_id)::text, 'null')`,
    text(`${alias}.username`),
    text(`${alias}.module`),
    text(`${alias}.description`),
    text(`${alias}.ip`),
    // A client's entry: its source, and the comma after it (the text is joined by commas below).
    `${text(`${alias}.user_agent`)}${withSource ? ` || (case when ${alias}.source = 'client' then ',"client"' else '' end)` : ''}`,
    text(`${alias}.prev_hash`),
  ];
  return `encode(sha256(convert_to('[' || ${parts.join(` || ',' || `)} || ']', 'UTF8')), 'hex')`;
}

/**
 * A text as the database stores it: a lone UTF-16 surrogate (a clipped emoji, or `\ud800` in a JSON body)
 * reaches PostgreSQL as U+FFFD, so it is replaced before the hash is taken over it.
 */
export const wellFormed = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** At most `max` UTF-16 units of a text, not cutting a character in two. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return wellFormed(text);
  const cut = text.slice(0, max);
  return wellFormed(/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut);
}
