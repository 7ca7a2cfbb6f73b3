import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A stored file by id and stored name; null when either does not match. */
export async function findStoredFile(db: Kysely<Database>, id: number, storedName: string) {
  const row = await db.selectFrom('files').select(['stored_name', 'mime', 'data']).where('id', '=', id).executeTakeFirst();
  return row && row.stored_name === storedName ? row : null;
}
