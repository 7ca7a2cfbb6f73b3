import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { beijingDayOf } from '../../lib/beijing-time';

/**
 * A stored file by id and stored name (the download address keeps the specification's shape); null when either
 * does not match. Who may read it is fileReadable's to say, not the name's.
 */
export async function findStoredFile(db: Kysely<Database>, id: number, storedName: string) {
  const row = await db
    .selectFrom('files')
    .select(['id', 'stored_name', 'original_name', 'mime', 'size'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && row.stored_name === storedName ? row : null;
}

/** The bytes a user stored today (Beijing day), towards the daily upload quota. */
export async function bytesStoredToday(db: Kysely<Database>, userId: number, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('upload_days')
    .select('bytes')
    .where('user_id', '=', userId)
    .where('day', '=', beijingDayOf(now))
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}
