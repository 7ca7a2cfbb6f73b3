import { API_CALLS } from '@proposal-desk/shared';
import { ACCESS_MATRIX, SEAT_TITLES, SEATS, type Verdict } from './access-matrix';

/** Where the page lives, from the project's root. */
export const ACCESS_MATRIX_PAGE = 'docs/access-matrix.md';

const MARK: Record<Verdict, string> = { Y: '✓', '0': '○', '-': '✗' };

/** What some rows are about, in words (`downloadFile:reply` → "a lead unit's reply letter"). */
const WHAT: Record<string, string> = {
  draft: 'a deputy’s draft',
  case: 'a file of the case',
  reply: 'the lead unit’s reply letter',
  opinion: 'the co-unit’s opinion',
  unattached: 'an upload of the lead unit’s, not yet attached',
  other: 'the submitter’s, not the caller’s own',
  asOther: 'in the submitter’s name',
  document: 'the case’s one-case document',
  statistic: 'a unit statistic of the session',
  narrative: 'the yearly handling report',
  assignmentLetter: 'the lead unit’s 交办函',
  memberLetter: 'the submitter’s 一人一函',
};

/** The access matrix as the Markdown page `docs/access-matrix.md` (written by `npm run access-matrix`). */
export function accessMatrixMarkdown(): string {
  const head = `| call | what | ${SEATS.map((seat) => SEAT_TITLES[seat].en).join(' | ')} |`;
  const rule = `|---|---|${SEATS.map(() => ':-:').join('|')}|`;
  const lines: string[] = [];
  let tag = '';
  for (const row of ACCESS_MATRIX) {
    const call = API_CALLS[row.call];
    if (call.tag !== tag) {
      tag = call.tag;
      lines.push('', `### ${tag}`, '', head, rule);
    }
    const what = row.what ? (WHAT[row.what] ?? row.what) : '';
    lines.push(
      `| \`${call.method.toUpperCase()} ${call.path}\` | ${what} | ${SEATS.map((seat) => MARK[row.verdicts[seat]]).join(' | ')} |`,
    );
  }
  return `# Who may do what: the access matrix

<!-- Written by \`npm run access-matrix\` from report-service/src/policy/access-rows.ts; edit the rows there. -->

Every declared call of the API, by seat: a kind of caller and, for calls about a case, where the caller stands to
that case — an NPC suggestion its submitter leads and a deputy co-signs, assigned to one unit to lead and to another
to help. The NPC office is the case's own; the CPPCC office, the other unit and the other deputy (of the same
session) have no part in it. The demo accounts in the seats: admin, leader01, npc01, cppcc01, unit01, unit02, a
third unit's clerk, dlg001, dlg002 and a third deputy (the last two accounts are added by the test).

✓ the call succeeds (and, where the thing can be seen, shows it) · ○ it succeeds but shows nothing of the thing (a list
within the caller's own scope, a batch that leaves the case out, a letter of the caller's own unit) · ✗ refused: 403 or
404 (401 signed out), with no data, and a refused write changes nothing.

The API test \`report-service/src/policy/access-matrix.test.ts\` walks every row for every seat over the demo office,
on PGlite and on PostgreSQL, and fails on a call without a row.
${lines.join('\n')}
`;
}
