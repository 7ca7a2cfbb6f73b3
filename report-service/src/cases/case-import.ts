import {
  type BodyCode,
  CASE_IMPORT_COLUMNS,
  CASE_IMPORT_HEADERS,
  CASE_IMPORT_HEADERS_EN,
  CASE_IMPORT_REQUIRED,
  CASE_KINDS,
  CASE_KINDS_OF_BODY,
  CaseEnterBody,
  type CaseImportColumn,
  caseImportRow,
  type Language,
  labelOf,
  splitNames,
  type TCaseEnterBody,
  translate,
} from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type CheckedRows, issueProblems, type RowProblem, RowChecks } from '../lib/import-rows';
import { readImportSheet, type SheetLayout, type SheetRow, type SheetRows } from '../lib/import-sheet';
import { formatCaseNumber, numberPattern, sequenceOf } from './case-number-commands';
import { findCasesTitled, findImportPlaces, findTakenCaseNumbers, type ImportSession } from './case-import-queries';

export type CaseSheetRow = SheetRow<CaseImportColumn>;
/** The rows of a case sheet, with its column names as written. */
export type CaseSheetRows = SheetRows<CaseImportColumn>;

/** A checked row: the entry as 录入 takes it, and the 原案号 it keeps (its sequence), if one was given. */
export interface ImportedCase {
  entry: TCaseEnterBody;
  kept?: { caseNo: string; seq: number };
}

const CASE_SHEET: SheetLayout<CaseImportColumn> = {
  headers: CASE_IMPORT_HEADERS,
  headersEn: CASE_IMPORT_HEADERS_EN,
  required: CASE_IMPORT_REQUIRED,
  read: CASE_IMPORT_COLUMNS,
};

/** The data rows of an import file laid out like the template (Chinese or English headers). */
export const readCaseSheet = (data: Buffer, lang: Language = 'zh'): Promise<CaseSheetRows> => readImportSheet(data, CASE_SHEET, lang);

/** The column of each field of `CaseEnterBody`. */
const ENTRY_COLUMNS: Record<string, CaseImportColumn> = {
  kind: 'kind',
  sessionId: 'session',
  title: 'title',
  content: 'content',
  reason: 'reason',
  solution: 'solution',
  period: 'period',
  leadMemberId: 'lead',
  groupId: 'group',
  cosignerIds: 'cosigners',
};

type Problem = RowProblem<CaseImportColumn>;
const grouped = <T extends { name: string }>(items: T[]) => {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(item.name.trim(), [...(map.get(item.name.trim()) ?? []), item]);
  return map;
};

/** What the names of a body's import stand for, loaded once for all rows. */
async function loadLookups(db: Kysely<Database>, body: BodyCode, rows: CaseSheetRow[]) {
  const places = await findImportPlaces(db, body);
  const sessions = grouped(places.sessions);
  const sessionIds = [...new Set(rows.flatMap(({ cells }) => sessions.get(cells.session ?? '')?.map((s) => s.id) ?? []))];
  const titles = [...new Set(rows.map(({ cells }) => cells.title ?? '').filter(Boolean))];
  const [taken, existing, pattern] = await Promise.all([
    findTakenCaseNumbers(db, [...new Set(rows.map(({ cells }) => cells.caseNo ?? '').filter(Boolean))]),
    findCasesTitled(db, body, sessionIds, titles),
    numberPattern(db),
  ]);
  return { sessions, groups: grouped(places.groups), members: grouped(places.members), taken, existing, pattern };
}
type Lookups = Awaited<ReturnType<typeof loadLookups>>;

/** A case's identity for duplicates: its session, subject and submitter. */
const caseKey = (sessionId: number, title: string, leadMemberId: number | null | undefined, groupId: number | null | undefined) =>
  `${sessionId}|${title.trim()}|${leadMemberId ? `M${leadMemberId}` : `G${groupId ?? ''}`}`;

/** The member terms of a session with this name: exactly one, or a problem on the column. */
function memberOf(lookups: Lookups, session: ImportSession, name: string): number | 'unknown' | 'ambiguous' {
  const terms = (lookups.members.get(name) ?? []).filter((m) => m.sessionId === session.id);
  return terms.length === 1 ? terms[0]!.id : terms.length === 0 ? 'unknown' : 'ambiguous';
}

/**
 * Checks every row of a body's import like 录入 checks an entry, after turning the names of the
 * session, lead, group and co-signers into ids: unknown names, a 原案号 out of pattern or taken, and a
 * case twice (the same session, 案由 and submitter in the register or earlier in the file) are refused.
 */
export async function checkCaseRows(
  db: Kysely<Database>,
  body: BodyCode,
  rows: CaseSheetRows,
  lang: Language,
): Promise<CheckedRows<ImportedCase>> {
  const lookups = await loadLookups(db, body, rows);
  const seen = new Map<string, string>(lookups.existing.map((c) => [caseKey(c.sessionId, c.title, c.leadMemberId, c.groupId), 'register']));
  const seenNumbers = new Map<string, number>();
  const kinds = { zh: '', en: '' };
  for (const language of ['zh', 'en'] as const)
    kinds[language] = CASE_KINDS_OF_BODY[body].map((k) => labelOf(CASE_KINDS, k, language)).join('、');
  const checks = new RowChecks<CaseImportColumn, ImportedCase>(rows.headers, lang);
  const rowSchema = caseImportRow(body);

  for (const { row, cells } of rows) {
    const problems: Problem[] = [];
    const parsed = rowSchema.safeParse(cells);
    if (!parsed.success)
      problems.push(
        ...issueProblems(parsed.error.issues, (field) => (field in CASE_IMPORT_HEADERS ? (field as CaseImportColumn) : undefined)),
      );
    for (const problem of problems) if (problem.key === 'case.importKindInvalid') problem.params = { kinds };

    const sessionName = cells.session ?? '';
    const session = lookups.sessions.get(sessionName)?.[0];
    if (sessionName && !session) problems.push({ column: 'session', key: 'case.importSessionUnknown', params: { name: sessionName } });

    let leadMemberId: number | undefined;
    const leadName = cells.lead ?? '';
    if (session && leadName) {
      const lead = memberOf(lookups, session, leadName);
      if (typeof lead === 'number') leadMemberId = lead;
      else
        problems.push({
          column: 'lead',
          key: lead === 'unknown' ? 'case.importLeadUnknown' : 'case.importLeadAmbiguous',
          params: { name: leadName },
        });
    }
    const groupName = cells.group ?? '';
    const groupId = groupName ? lookups.groups.get(groupName)?.[0]?.id : undefined;
    if (groupName && groupId === undefined) problems.push({ column: 'group', key: 'case.importGroupUnknown', params: { name: groupName } });
    const cosignerIds: number[] = [];
    if (session) {
      const names = splitNames(cells.cosigners ?? '');
      const ids = names.map((name) => memberOf(lookups, session, name));
      const wrong = names.filter((_, i) => typeof ids[i] !== 'number');
      if (wrong.length) problems.push({ column: 'cosigners', key: 'case.importCosignersUnknown', params: { names: wrong.join('、') } });
      cosignerIds.push(...ids.filter((id): id is number => typeof id === 'number'));
    }

    let kept: ImportedCase['kept'];
    const caseNo = cells.caseNo ?? '';
    if (session && caseNo) {
      const seq = sequenceOf(lookups.pattern, body, session, caseNo);
      const earlier = seenNumbers.get(caseNo);
      if (seq === null) {
        const example = formatCaseNumber(lookups.pattern, body, session, 1);
        problems.push({ column: 'caseNo', key: 'case.importNumberInvalid', params: { example } });
      } else if (lookups.taken.has(caseNo) || earlier !== undefined) {
        const where = earlier === undefined ? translate('case.inRegister', lang) : translate('member.inRow', lang, { row: earlier });
        problems.push({ column: 'caseNo', key: 'case.importNumberTaken', params: { where } });
      } else {
        kept = { caseNo, seq };
        seenNumbers.set(caseNo, row);
      }
    }

    // The row as 录入 would take it: the same schema decides what is valid. Kind and time come from
    // the row's schema; when it refused the row they are not known, and their cells have spoken already.
    const values = parsed.success ? parsed.data : undefined;
    const entry = CaseEnterBody.safeParse({
      body,
      kind: values?.kind,
      period: values?.period,
      sessionId: session?.id,
      title: cells.title ?? '',
      content: cells.content ?? '',
      reason: cells.reason ?? '',
      solution: cells.solution ?? '',
      leadMemberId,
      groupId,
      cosignerIds,
    });
    const entryColumn = (field: string) => (!values && (field === 'kind' || field === 'period') ? undefined : ENTRY_COLUMNS[field]);
    if (!entry.success) problems.push(...issueProblems(entry.error.issues, entryColumn));
    else if (problems.length === 0) {
      const key = caseKey(entry.data.sessionId, entry.data.title, entry.data.leadMemberId, entry.data.groupId);
      const where = seen.get(key);
      if (where) {
        const place = where === 'register' ? translate('case.inRegister', lang) : translate('member.inRow', lang, { row: where });
        problems.push({ column: 'title', key: 'case.importDuplicate', params: { where: place } });
      } else seen.set(key, String(row));
    }
    checks.add(row, problems, entry.success ? { entry: entry.data, kept } : undefined);
  }
  return checks.result;
}
