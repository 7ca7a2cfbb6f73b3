import type { LogModuleName } from '@proposal-desk/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { type Actor, type LogDescription, recordActivity } from './activity-log';

/** The database or an open transaction: a command takes either, so a caller can fold several into one. */
export type Db = Kysely<Database>;

/** Runs `work` in a new transaction, or in the caller's when `db` already is one (kysely cannot nest them). */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/**
 * What a logged write answers: its result, and what its activity-log entry says — a message of LOG_MESSAGES
 * (the product's writes), or a text as written.
 */
export interface LoggedWrite<T> {
  result: T;
  description: LogDescription;
}

/**
 * A write and its activity-log entry, committed together or not at all: `write` runs in the
 * transaction (every query through `trx`) and answers its result and the entry's description.
 */
export function writeAndLog<T>(
  db: Db,
  actor: Actor,
  module: LogModuleName,
  write: (trx: Transaction<Database>) => Promise<LoggedWrite<T>>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const { result, description } = await write(trx);
    await recordActivity(trx, actor, module, description);
    return result;
  });
}
