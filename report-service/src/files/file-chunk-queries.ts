import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The bytes of a stored file, a chunk at a time in order: a download holds one chunk in memory, not the file. */
export async function* fileChunks(db: Kysely<Database>, fileId: number): AsyncGenerator<Uint8Array> {
  let after = -1;
  for (;;) {
    const chunk = await db
      .selectFrom('file_chunks')
      .select(['seq', 'data'])
      .where('file_id', '=', fileId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
    if (!chunk) return;
    after = chunk.seq;
    yield chunk.data;
  }
}
