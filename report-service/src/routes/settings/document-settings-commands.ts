import { BODY_CODES, LOG_MODULES, type DocumentSettings, type Letterhead } from '@proposal-desk/shared';
import { type BothLanguages, joinChanges } from '../../lib/describe-changes';
import type { Actor } from '../../lib/activity-log';
import { writeAndLog, type Db } from '../../lib/write-and-log';
import { DOCUMENT_SETTINGS_KEY, readDocumentSettings } from '../../documents/letterhead-queries';

const BODY_NAMES: Record<keyof DocumentSettings, BothLanguages> = { NPC: { zh: '人大', en: 'NPC' }, CPPCC: { zh: '政协', en: 'CPPCC' } };
const FIELD_NAMES: Record<keyof Letterhead, BothLanguages> = {
  office: { zh: '发文机关', en: 'issuing office' },
  numberPattern: { zh: '文号格式', en: 'document number pattern' },
  contact: { zh: '联系人及电话', en: 'contact' },
};

/** "人大发文机关“…”→“…”" for each changed field, or 无改动. */
function describe(before: DocumentSettings, after: DocumentSettings): BothLanguages {
  const changes = BODY_CODES.flatMap((body) =>
    (Object.keys(FIELD_NAMES) as Array<keyof Letterhead>)
      .filter((field) => before[body][field] !== after[body][field])
      .map((field) => ({
        zh: `${BODY_NAMES[body].zh}${FIELD_NAMES[field].zh}“${before[body][field]}”→“${after[body][field]}”`,
        en: `${BODY_NAMES[body].en} ${FIELD_NAMES[field].en} “${before[body][field]}” → “${after[body][field]}”`,
      })),
  );
  return joinChanges(changes, '；', '; ');
}

/** Saves both letterheads with one activity-log entry naming each old and new value, in one transaction. */
export function saveDocumentSettings(db: Db, actor: Actor, body: DocumentSettings): Promise<DocumentSettings> {
  return writeAndLog(db, actor, LOG_MODULES.caseSettings, async (trx) => {
    await trx.selectFrom('app_settings').select('key').where('key', '=', DOCUMENT_SETTINGS_KEY).forUpdate().execute();
    const before = await readDocumentSettings(trx);
    const value = JSON.stringify(body);
    await trx
      .insertInto('app_settings')
      .values({ key: DOCUMENT_SETTINGS_KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    return {
      result: await readDocumentSettings(trx),
      description: { key: 'log.documentSettings.saved', params: { changes: describe(before, body) } },
    };
  });
}
