import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The version of the data reports show: `stamp` changes with every committed write to it (migration 010). */
export async function readDataVersion(db: Kysely<Database>): Promise<{ version: number; stamp: string }> {
  const row = await db.selectFrom('data_version').select(['version', 'stamp']).executeTakeFirstOrThrow();
  return { version: Number(row.version), stamp: row.stamp };
}
