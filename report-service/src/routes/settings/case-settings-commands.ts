import { DEADLINE_FIELDS, DEADLINE_KEYS, LOG_MODULES, type CaseSettings, type TCaseSettingsSaveBody } from '@proposal-desk/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../lib/activity-log';
import { type BothLanguages, joinChanges } from '../../lib/describe-changes';
import { writeAndLog, type Db } from '../../lib/write-and-log';
import { readCaseSettings } from './case-settings-queries';

/** How the log names each setting, in both languages. */
const LABELS: Record<Exclude<keyof CaseSettings, 'units'>, BothLanguages> = {
  npcPattern: { zh: '人大案号格式', en: 'NPC case number pattern' },
  cppccPattern: { zh: '政协案号格式', en: 'CPPCC case number pattern' },
  digits: { zh: '序号位数', en: 'sequence digits' },
  replyMonths: { zh: '答复期限', en: 'reply deadline' },
  coOpinionMonths: { zh: '协办意见期限', en: 'co-handling opinion deadline' },
  rehandleMonths: { zh: '重新办理期限', en: 're-handling deadline' },
  returnDays: { zh: '申请退回期限', en: 'return request window' },
  cosignDays: { zh: '联名响应期限', en: 'co-signing window' },
  reminderDays: { zh: '到期提醒提前', en: 'reminder lead time' },
  extensionMonths: { zh: '延期上限', en: 'extension ceiling' },
  extensionsMax: { zh: '延期次数上限', en: 'extensions per assignment' },
};

const valueText = (key: keyof typeof LABELS, value: string | number): BothLanguages =>
  key === 'npcPattern' || key === 'cppccPattern'
    ? { zh: `“${value}”`, en: ` “${value}”` }
    : key === 'digits'
      ? { zh: `${value}位`, en: ` ${value}` }
      : DEADLINE_FIELDS[key] === 'months'
        ? { zh: `${value}个月`, en: ` ${value} months` }
        : DEADLINE_FIELDS[key] === 'times'
          ? { zh: `${value}次`, en: ` ${value} times` }
          : { zh: `${value}个工作日`, en: ` ${value} working days` };

/** "答复期限3个月→4个月；人大案号格式“R{jie}-{ci}-{seq}”→“…”" (and in English), or 无改动. */
function describe(before: CaseSettings, after: TCaseSettingsSaveBody): BothLanguages {
  const changes = (Object.keys(LABELS) as Array<keyof typeof LABELS>)
    .filter((key) => before[key] !== after[key])
    .map((key) => {
      const [from, to] = [valueText(key, before[key]), valueText(key, after[key])];
      return { zh: `${LABELS[key].zh}${from.zh}→${to.zh}`, en: `${LABELS[key].en}${from.en} →${to.en}` };
    });
  return joinChanges(changes, '；', '; ');
}

/** Writes one `app_settings` key, merged into what it holds (keys this screen does not know stay as they are). */
async function writeSetting(trx: Transaction<Database>, key: string, value: Record<string, unknown>): Promise<void> {
  const row = await trx.selectFrom('app_settings').select('value').where('key', '=', key).forUpdate().executeTakeFirst();
  const merged = JSON.stringify({ ...(row?.value as Record<string, unknown> | undefined), ...value });
  await trx
    .insertInto('app_settings')
    .values({ key, value: merged })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: merged }))
    .execute();
}

/**
 * Saves the 案号 pattern and the deadlines with one activity-log entry naming each old and new value, in one
 * transaction. Nothing keeps the settings in memory: the next registration and assignment read them.
 */
export function saveCaseSettings(db: Db, actor: Actor, body: TCaseSettingsSaveBody): Promise<CaseSettings> {
  return writeAndLog(db, actor, LOG_MODULES.caseSettings, async (trx) => {
    // Locks both rows first, so two saves at once log what each really replaced.
    await trx.selectFrom('app_settings').select('key').where('key', 'in', ['caseNumberPattern', 'caseDeadlines']).forUpdate().execute();
    const before = await readCaseSettings(trx);
    await writeSetting(trx, 'caseNumberPattern', { NPC: body.npcPattern, CPPCC: body.cppccPattern, digits: body.digits });
    await writeSetting(trx, 'caseDeadlines', Object.fromEntries(DEADLINE_KEYS.map((key) => [key, body[key]])));
    return {
      result: await readCaseSettings(trx),
      description: { key: 'log.caseSettings.saved', params: { changes: describe(before, body) } },
    };
  });
}
