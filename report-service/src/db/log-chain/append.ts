import type { LogMessage, LogSource } from '@proposal-desk/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { paramsJson } from '../../lib/message-params';
import { chainTime, clip, entryHash, GENESIS_HASH } from './chain-hash';

/** An entry to append to the activity log. */
export interface NewLogEntry {
  userId: number | null;
  username: string;
  module: string;
  description: string;
  ip: string;
  userAgent: string;
  /** When it happened; absent: now (the transaction's time, as the column's default). The seed gives its own. */
  at?: Date;
  /** The message `description` is the Chinese text of, kept beside it (outside the chain) for readers of English. */
  message?: LogMessage;
  /** 'client': written by a client through `Log/Log` (the chain covers it); absent: the product's. */
  source?: LogSource;
}

/** The chain's head: the last entry appended and its hash (`activity_log_chain`, one row). */
export interface ChainHead {
  lastId: number | null;
  hash: string;
}

/** Rows per INSERT (the seed appends a few dozen at once). */
const BATCH = 500;

/**
 * Locks the chain's head row until the transaction ends, so appends chain one after another: a second
 * writer waits here and then reads the head the first one wrote. A database emptied by the seed's reset
 * starts again from the genesis hash.
 */
export async function lockChainHead(trx: Transaction<Database>): Promise<ChainHead> {
  const read = () => trx.selectFrom('activity_log_chain').select(['last_id', 'hash']).where('id', '=', 1).forUpdate().executeTakeFirst();
  let head = await read();
  if (!head) {
    await trx
      .insertInto('activity_log_chain')
      .values({ id: 1, last_id: null, hash: GENESIS_HASH })
      .onConflict((oc) => oc.doNothing())
      .execute();
    head = await read();
  }
  if (!head) throw new Error('activity_log_chain has no head row');
  return { lastId: head.last_id === null ? null : Number(head.last_id), hash: head.hash };
}

/** Ids from the column's sequence and times as stored (`now()` unless given), one of each per entry. */
async function idsAndTimes(trx: Transaction<Database>, entries: readonly NewLogEntry[]): Promise<{ id: number; at: string }[]> {
  const values = sql.join(entries.map((entry, n) => sql`(${entry.at ?? null}::timestamptz, ${n}::int)`));
  const { rows } = await sql<{ id: number | string; at: string; n: number }>`
    select nextval(pg_get_serial_sequence('activity_logs', 'id')) as id, ${chainTime(sql`coalesce(v.at, now())`)} as at, v.n
    from (values ${values}) as v(at, n)`.execute(trx);
  // The chain follows the ids: the lowest id goes to the first entry.
  const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  const times = [...rows].sort((a, b) => a.n - b.n).map((r) => r.at);
  return entries.map((_, i) => ({ id: ids[i]!, at: times[i]! }));
}

async function append(trx: Transaction<Database>, entries: readonly NewLogEntry[]): Promise<void> {
  let { hash } = await lockChainHead(trx);
  const stamped = await idsAndTimes(trx, entries);
  const rows = entries.map((entry, i) => {
    const { id, at } = stamped[i]!;
    const fields = {
      id,
      at,
      userId: entry.userId,
      username: clip(entry.username, 100),
      module: clip(entry.module, 100),
      description: clip(entry.description, 2000),
      ip: clip(entry.ip, 100),
      userAgent: clip(entry.userAgent, 300),
      source: entry.source ?? 'product',
    };
    const prevHash = hash;
    hash = entryHash(fields, prevHash);
    return {
      id,
      user_id: fields.userId,
      username: fields.username,
      module: fields.module,
      description: fields.description,
      ip: fields.ip,
      user_agent: fields.userAgent,
      created_at: at,
      prev_hash: prevHash,
      hash,
      message_key: entry.message?.key ?? null,
      message_params: entry.message ? paramsJson(entry.message.params) : null,
      source: fields.source,
    };
  });
  for (let start = 0; start < rows.length; start += BATCH)
    await trx
      .insertInto('activity_logs')
      .values(rows.slice(start, start + BATCH))
      .execute();
  await trx
    .updateTable('activity_log_chain')
    .set({ last_id: rows.at(-1)!.id, hash })
    .where('id', '=', 1)
    .execute();
}

/**
 * Appends entries to the activity log, each chained onto the one before (the only way rows enter the
 * log). In the caller's transaction when `db` is one, so the entries commit with the write they describe;
 * otherwise in a transaction of their own.
 */
export async function appendLogEntries(db: Kysely<Database>, entries: readonly NewLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  if (db.isTransaction) await append(db as Transaction<Database>, entries);
  else await db.transaction().execute((trx) => append(trx, entries));
}
