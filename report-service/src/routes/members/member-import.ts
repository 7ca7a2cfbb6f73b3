import { type BodyCode, type Language, MEMBER_TYPES, MemberProfileBody, type TMemberProfileBody, translate } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/context';
import type { Database } from '../../db/schema';
import { type CheckedRows as ImportChecked, issueProblems, type RowProblem, RowChecks } from '../../lib/import-rows';
import type { ImportColumn, MemberSheetRows } from './member-import-sheet';
import { findAllPlaces, findSessionTerms } from './member-queries';

type Place = { id: number; name: string; body: BodyCode };

/** The body field of each column: the same schema as AddNPC decides what is valid. */
const FIELD_COLUMNS: Record<string, ImportColumn> = {
  Staff_Name: 'name',
  Case_ID: 'account',
  SPV_ID: 'session',
  DLG_ID: 'group',
  Type: 'type',
  BackGround: 'background',
  Address: 'address',
  Mobile: 'mobile',
  Native_place: 'nativePlace',
  Remark: 'remark',
};

export type CheckedRows = ImportChecked<TMemberProfileBody>;
type Problem = RowProblem<ImportColumn>;

const byName = (places: Place[]) => {
  const map = new Map<string, Place[]>();
  for (const place of places) map.set(place.name, [...(map.get(place.name) ?? []), place]);
  return map;
};

function typeOf(text: string | undefined): number | undefined | null {
  if (!text) return undefined;
  const found = MEMBER_TYPES.find((t) => t.value === text || t.zh === text || t.en.toLowerCase() === text.toLowerCase());
  return found ? Number(found.value) : null;
}

/** Office staff import only into their own body (levels 4–5 into both). */
const canWrite = (caller: AuthContext, body: BodyCode) =>
  caller.scope.kind === 'all' || (caller.scope.kind === 'body' && caller.scope.body === body);

/** A person's place in a session: the same name and phone twice in one session is one person imported twice. */
const termKey = (sessionId: number | null | undefined, name: string, mobile: string) =>
  `${sessionId ?? ''}|${name.trim()}|${mobile.trim()}`;

/** Where each person of the rows' sessions already is: the list, or the first row of this file. */
async function existingTerms(db: Kysely<Database>, sessionIds: number[]): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  if (sessionIds.length === 0) return known;
  for (const term of await findSessionTerms(db, sessionIds)) known.set(termKey(term.spv_id, term.staff_name, term.mobile), 'list');
  return known;
}

/** Checks every row with the AddNPC schema after turning session and group names into their ids; a person already in the session (or earlier in the file) is refused. */
export async function checkImportRows(
  db: Kysely<Database>,
  caller: AuthContext,
  rows: MemberSheetRows,
  lang: Language,
): Promise<CheckedRows> {
  const { groups, sessions } = await findAllPlaces(db);
  const rowSessionIds = new Set(rows.flatMap(({ cells }) => sessions.filter((m) => m.name === cells.session).map((m) => m.id)));
  const seenTerms = await existingTerms(db, [...rowSessionIds]);
  const groupsByName = byName(groups);
  const sessionsByName = byName(sessions);
  const checks = new RowChecks<ImportColumn, TMemberProfileBody>(rows.headers, lang);

  for (const { row, cells } of rows) {
    const problems: Problem[] = [];
    const sessionMatches = cells.session ? sessionsByName.get(cells.session) : undefined;
    const session = sessionMatches?.[0];
    if (cells.session && !session) problems.push({ column: 'session', key: 'member.sessionNotFound' });
    const groupMatches = cells.group ? groupsByName.get(cells.group) : undefined;
    const group = groupMatches?.find((g) => !session || g.body === session.body) ?? groupMatches?.[0];
    if (cells.group && !group) problems.push({ column: 'group', key: 'member.groupNotFound' });
    if (group && session && group.body !== session.body) problems.push({ column: 'group', key: 'member.bodyMismatch' });
    const body = group?.body ?? session?.body;
    if (body && !canWrite(caller, body)) problems.push({ column: group ? 'group' : 'session', key: 'auth.outOfScope' });
    const type = typeOf(cells.type);
    if (type === null) problems.push({ column: 'type', key: 'member.importTypeInvalid' });

    const parsed = MemberProfileBody.safeParse({
      Staff_Name: cells.name ?? '',
      Case_ID: cells.account ?? '',
      SPV_ID: session?.id,
      DLG_ID: group?.id,
      Type: type ?? undefined,
      BackGround: cells.background ?? '',
      Address: cells.address ?? '',
      Mobile: cells.mobile ?? '',
      Native_place: cells.nativePlace ?? '',
      Remark: cells.remark ?? '',
    });
    if (!parsed.success) problems.push(...issueProblems(parsed.error.issues, (field) => FIELD_COLUMNS[field]));

    if (parsed.success) {
      const key = termKey(parsed.data.SPV_ID, parsed.data.Staff_Name, parsed.data.Mobile);
      const where = seenTerms.get(key);
      if (where) {
        const place = where === 'list' ? translate('member.inList', lang) : translate('member.inRow', lang, { row: where });
        problems.push({ column: 'name', key: 'member.importDuplicate', params: { where: place } });
      } else seenTerms.set(key, String(row));
    }

    checks.add(row, problems, parsed.success ? parsed.data : undefined);
  }
  return checks.result;
}
