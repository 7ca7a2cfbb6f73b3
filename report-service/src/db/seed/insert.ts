import { type Insertable, type Kysely, sql } from 'kysely';
import type { NewLogEntry } from '../log-chain/append';
import type { Database } from '../schema';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters, and fast on PGlite. */
export const BATCH_SIZE = 500;

/** The tables the seed fills, in an order that satisfies the foreign keys. */
export const SEEDED_TABLES = [
  'departments',
  'meetings',
  'member_groups',
  'handling_units',
  'member_terms',
  'staff',
  'users',
  'user_roles',
  'dictionaries',
  'holidays',
  'cases',
  'case_submitters',
  'assignments',
  'replies',
  'evaluations',
  'scores',
  'case_events',
  'notices',
  'activity_logs',
] as const satisfies ReadonlyArray<keyof Database>;

export type SeededTable = (typeof SEEDED_TABLES)[number];

/** A table the seed fills with plain inserts: the activity log's entries are appended to its hash chain instead. */
export type InsertedTable = Exclude<SeededTable, 'activity_logs'>;

export type InsertedRows = { [T in InsertedTable]: Array<Insertable<Database[T]>> };

export type SeedRows = InsertedRows & { activity_logs: NewLogEntry[] };

export async function insertInBatches<T extends InsertedTable>(
  db: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH_SIZE))
      .execute();
  }
}

/**
 * Rows are inserted with their ids (so the data can reference itself before it is written); the
 * identity sequences are then moved past them so the application's own inserts do not collide.
 */
export async function syncIdentity(db: Kysely<Database>, table: SeededTable): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(db);
}
