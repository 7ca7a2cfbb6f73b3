import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Chinese label → English label of every dictionary entry that has one (case categories and the like):
 * an English reader's report shows the English label the office configured.
 */
export async function dictionaryTermsEn(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('dictionaries').select(['label_zh', 'label_en']).where('label_en', '<>', '').execute();
  return new Map(rows.map((r) => [r.label_zh, r.label_en]));
}
