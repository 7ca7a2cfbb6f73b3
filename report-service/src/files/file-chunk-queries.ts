import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** The bytes of a stored file, a chunk at a time in order: a download holds one chunk in memory, not the file. */
export async function* fileChunks(db: Kysely<Database>, fileId: number): AsyncGenerator<Uint8Array> {
  let after = -1;
  for (;;) {
    const chunk = await db
      .selectFrom('file_chunks')
      // As base64 text: PGlite answers a 512 KB bytea in about 220 ms, its base64 in about 5 (measured 2026-12).
      .select(['seq', sql<string>`encode(data, 'base64')`.as('data')])
      .where('file_id', '=', fileId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
    if (!chunk) return;
    after = chunk.seq;
    yield Buffer.from(chunk.data, 'base64');
  }
}
