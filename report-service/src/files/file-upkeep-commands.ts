import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { beijingDayOf } from '../lib/beijing-time';

const DAY_MS = 86_400_000;
/** Days of stored bytes kept per user: only today's count towards the quota; a week is left to read. */
const UPLOAD_DAYS_KEPT = 7;

/**
 * Removes the files nobody owns: an upload not attached within a day of its upload, and a file its owner dropped
 * (its bytes go with it). Answers how many went. Old days of the upload quota's counts go too.
 */
export async function removeUnownedFiles(db: Kysely<Database>, now = new Date()): Promise<number> {
  const removed = await db
    .deleteFrom('files')
    .where('owner_case_id', 'is', null)
    .where('owner_reply_id', 'is', null)
    .where((eb) => eb.or([eb('attached_at', 'is not', null), eb('created_at', '<', new Date(now.getTime() - DAY_MS))]))
    .executeTakeFirst();
  await db
    .deleteFrom('upload_days')
    .where('day', '<', beijingDayOf(new Date(now.getTime() - UPLOAD_DAYS_KEPT * DAY_MS)))
    .execute();
  return Number(removed.numDeletedRows);
}
