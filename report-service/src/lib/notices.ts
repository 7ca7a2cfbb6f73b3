import type { Db } from './write-and-log';

/** Clears the user's notice about one matter (its key) once the matter is done; part of the caller's write. */
export async function clearNoticeOf(db: Db, userId: number, dedupeKey: string): Promise<void> {
  await db
    .updateTable('notices')
    .set({ cleared_at: new Date() })
    .where('user_id', '=', userId)
    .where('dedupe_key', '=', dedupeKey)
    .where('cleared_at', 'is', null)
    .execute();
}
