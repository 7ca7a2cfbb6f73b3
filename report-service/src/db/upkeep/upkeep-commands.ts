import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** Folds the changes the writes append to the kept case counts into one row a count (migration 028). */
export async function compactCaseCounts(db: Kysely<Database>): Promise<void> {
  await sql`select compact_case_counts()`.execute(db);
}

/**
 * VACUUM ANALYZE of the whole database: frees the room of the rows the writes replaced (every workflow step rewrites
 * a case and its kept facts), marks the pages whose rows all readers see, so the statistics' covering indexes answer
 * without reading the table, and refreshes the planner's statistics. Embedded PGlite has no autovacuum to do it.
 */
export async function vacuumAnalyze(db: Kysely<Database>): Promise<void> {
  await sql`vacuum analyze`.execute(db);
}
