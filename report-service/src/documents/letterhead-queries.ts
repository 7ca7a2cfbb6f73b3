import { DEFAULT_DOCUMENT_SETTINGS, type BodyCode, type DocumentSettings, type Letterhead } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const DOCUMENT_SETTINGS_KEY = 'documentSettings';

/** Both bodies' letterheads: what the office saved over the defaults. */
export async function readDocumentSettings(db: Kysely<Database>): Promise<DocumentSettings> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', DOCUMENT_SETTINGS_KEY).executeTakeFirst();
  const saved = (row?.value ?? {}) as Partial<Record<BodyCode, Partial<Letterhead>>>;
  return {
    NPC: { ...DEFAULT_DOCUMENT_SETTINGS.NPC, ...saved.NPC },
    CPPCC: { ...DEFAULT_DOCUMENT_SETTINGS.CPPCC, ...saved.CPPCC },
  };
}

export const letterheadOf = async (db: Kysely<Database>, body: BodyCode): Promise<Letterhead> => (await readDocumentSettings(db))[body];
