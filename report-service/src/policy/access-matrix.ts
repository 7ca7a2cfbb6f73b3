import { API_CALLS, type CallName } from '@proposal-desk/shared';
import { ACCESS_ROWS } from './access-rows';

/**
 * Who may see and do what, call by call: one row per declared call (or per thing a call reaches, `call:what`), one
 * column per seat. A seat is a kind of caller and, for calls about a case, where the caller stands to that case: an
 * NPC suggestion led by a deputy (submitter), co-signed by another (cosigner), assigned to one unit to lead and to
 * another to help (co-unit). The API test `access-matrix.test.ts` walks every row × every seat over the demo office and
 * holds the product to it; `docs/access-matrix.md` is this table in words.
 */
export const SEATS = [
  'admin',
  'leader',
  'npcOffice',
  'cppccOffice',
  'leadUnit',
  'coUnit',
  'otherUnit',
  'submitter',
  'cosigner',
  'otherDeputy',
  'signedOut',
] as const;
export type Seat = (typeof SEATS)[number];

/** Column headings of the table, in SEATS order. */
export const SEAT_TITLES: Record<Seat, { zh: string; en: string }> = {
  admin: { zh: '系统管理员', en: 'admin' },
  leader: { zh: '办公室领导', en: 'leader' },
  npcOffice: { zh: '人大办公室（本件所属）', en: 'NPC office' },
  cppccOffice: { zh: '政协办公室（另一方）', en: 'CPPCC office' },
  leadUnit: { zh: '主办单位', en: 'lead unit' },
  coUnit: { zh: '协办单位', en: 'co-unit' },
  otherUnit: { zh: '无关单位', en: 'other unit' },
  submitter: { zh: '领衔代表', en: 'submitter' },
  cosigner: { zh: '附议代表', en: 'co-signer' },
  otherDeputy: { zh: '无关代表', en: 'other deputy' },
  signedOut: { zh: '未登录', en: 'signed out' },
};

/**
 * What a seat gets: `Y` the call succeeds (and, where the thing can be seen, shows it); `0` it succeeds but shows
 * nothing of the thing (a list within the caller's scope); `-` refused: 403 or 404 (401 signed out), never data.
 */
export type Verdict = 'Y' | '0' | '-';
export const VERDICTS: readonly Verdict[] = ['Y', '0', '-'];

export interface AccessRow {
  key: string;
  call: CallName;
  /** What the row is about, when a call reaches several things (`downloadFile:reply`). */
  what: string | null;
  verdicts: Record<Seat, Verdict>;
}

function parseRow(key: string, text: string): AccessRow {
  const [call, what = null] = key.split(':') as [CallName, string?];
  if (!(call in API_CALLS)) throw new Error(`access matrix: ${key} names no declared call`);
  const cells = text.trim().split(/\s+/);
  if (cells.length !== SEATS.length || !cells.every((cell) => (VERDICTS as readonly string[]).includes(cell)))
    throw new Error(`access matrix: ${key} needs ${SEATS.length} verdicts of ${VERDICTS.join(' ')}, has "${text}"`);
  const verdicts = Object.fromEntries(SEATS.map((seat, i) => [seat, cells[i] as Verdict])) as Record<Seat, Verdict>;
  return { key, call, what, verdicts };
}

/** Every row of the table, in its order. */
export const ACCESS_MATRIX: readonly AccessRow[] = Object.entries(ACCESS_ROWS).map(([key, text]) => parseRow(key, text));

/** The declared calls that have no row: the access-matrix test fails on any. */
export const callsWithoutRow = (): CallName[] =>
  (Object.keys(API_CALLS) as CallName[]).filter((name) => !ACCESS_MATRIX.some((row) => row.call === name));
