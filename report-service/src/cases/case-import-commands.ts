import { type BodyCode, type ImportMode, type ImportReport, type Language } from '@proposal-desk/shared';
import { importDecision } from '../lib/import-rows';
import { writeAndLog, type Db } from '../lib/write-and-log';
import { writeCaseChange } from './case-action-commands';
import { type CaseActor, caseLogModule, caseNoun } from './case-actor';
import { checkCaseRows, type CaseSheetRows, type ImportedCase } from './case-import';
import { keepCaseNumber, nextCaseNumber } from './case-number-commands';
import { nextCaseStatus } from './case-workflow';
import { insertEnteredCase } from './office-commands';
import { assertOfficeOf } from './office-queries';

/**
 * `Case/Import`: checks every row like 录入; mode `all` writes nothing when any row is invalid,
 * `validOnly` writes the valid rows. Each is entered and registered — keeping its 原案号, or drawing the
 * next 案号 — with its timeline entry; the cases and one activity-log entry for them commit together.
 */
export async function importCases(
  db: Db,
  actor: CaseActor,
  rows: CaseSheetRows,
  options: { body: BodyCode; mode: ImportMode; lang: Language },
): Promise<ImportReport> {
  const { body } = options;
  assertOfficeOf(actor, body);
  const checked = await checkCaseRows(db, body, rows, options.lang);
  const { report, write } = importDecision(options.mode, rows.length, checked);
  if (!write) return report;
  const status = nextCaseStatus(actor.roleCodes, 'SUBMITTED', 'register');
  // The kept numbers first: their counters move past them before any new number is drawn.
  const ordered = [...checked.valid.filter((c) => c.body.kept), ...checked.valid.filter((c) => !c.body.kept)];
  await writeAndLog(db, actor.actor, caseLogModule(body), async (trx) => {
    for (const { body: imported } of ordered) await enterImported(trx, actor, status, imported);
    const skipped = checked.invalidRows
      ? { zh: `，跳过有误的 ${checked.invalidRows} 行`, en: `; skipped ${checked.invalidRows} rows with errors` }
      : '';
    const noun = caseNoun(body, body === 'NPC' ? 'SUGGESTION' : 'PROPOSAL');
    return { result: undefined, description: { key: 'log.case.imported', params: { noun, count: ordered.length, skipped } } };
  });
  return { ...report, imported: ordered.length };
}

async function enterImported(trx: Parameters<typeof insertEnteredCase>[0], actor: CaseActor, status: string, imported: ImportedCase) {
  const kase = await insertEnteredCase(trx, imported.entry);
  let caseNo: string;
  if (imported.kept) {
    await keepCaseNumber(trx, kase.body, kase.session_id, imported.kept.seq);
    caseNo = imported.kept.caseNo;
  } else caseNo = await nextCaseNumber(trx, kase.body, kase.session_id);
  await writeCaseChange(trx, actor, kase, {
    patch: { status, case_no: caseNo, registered_at: new Date() },
    event: { step: 'REGISTERED', message: { key: 'event.imported', params: { caseNo } } },
  });
}
