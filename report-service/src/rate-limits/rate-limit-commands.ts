import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../lib/write-and-log';

/** A fixed window's count of a key, as its upsert left it. */
export interface Counted {
  hits: number;
  resetsAt: Date;
}

/**
 * Counts one hit of `key` in its window, in one statement: a window that has ended starts again at 1 and ends
 * `windowMs` after `now`. Concurrent hits from several instances are each counted (the row's lock orders them).
 */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number, now: Date): Promise<Counted> {
  const ends = new Date(now.getTime() + windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, expires_at: ends })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.expires_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        expires_at: sql<Date>`case when rate_limits.expires_at <= ${now} then excluded.expires_at else rate_limits.expires_at end`,
      }),
    )
    .returning(['hits', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetsAt: new Date(row.expires_at) };
}

/** The count of `key` in its window, when the window has not ended. */
export async function readCount(db: Kysely<Database>, key: string, now: Date): Promise<Counted | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'expires_at'])
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { hits: row.hits, resetsAt: new Date(row.expires_at) };
}

/** Takes one hit back (a request the limiter was told not to count). */
export async function uncountHit(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`greatest(hits - 1, 0)` })
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .execute();
}

export async function clearKey(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** A limiter's mark of `key`, while it has not expired. */
export async function readMark(db: Kysely<Database>, key: string, now: Date): Promise<unknown> {
  const row = await db.selectFrom('rate_limits').select('mark').where('key', '=', key).where('expires_at', '>', now).executeTakeFirst();
  return row?.mark ?? undefined;
}

/** A mark to keep until `expiresAt`, or null to forget the key. */
export type MarkChange = { mark: unknown; expiresAt: Date } | null;

/**
 * Changes the mark of `key` as `change` says, given the mark in force (undefined when none or expired). The row is
 * locked meanwhile, so changes from several instances at once are applied one after the other, none lost.
 */
export function changeMark(db: Kysely<Database>, key: string, now: Date, change: (mark: unknown) => MarkChange): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('rate_limits')
      .values({ key, mark: null, expires_at: new Date(0) })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const row = await trx
      .selectFrom('rate_limits')
      .select(['mark', 'expires_at'])
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const next = change(new Date(row.expires_at) > now ? (row.mark ?? undefined) : undefined);
    if (!next) await trx.deleteFrom('rate_limits').where('key', '=', key).execute();
    else
      await trx
        .updateTable('rate_limits')
        .set({ mark: JSON.stringify(next.mark), expires_at: next.expiresAt })
        .where('key', '=', key)
        .execute();
  });
}

/** Sets the mark of `key` whatever it was. */
export async function writeMark(db: Kysely<Database>, key: string, mark: unknown, expiresAt: Date): Promise<void> {
  await db
    .insertInto('rate_limits')
    .values({ key, mark: JSON.stringify(mark), expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ mark: JSON.stringify(mark), expires_at: expiresAt }))
    .execute();
}

/** Deletes the rows that have expired; answers how many. */
export async function pruneExpired(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
