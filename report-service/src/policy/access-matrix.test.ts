import { readFileSync } from 'node:fs';
import path from 'node:path';
import type request from 'supertest';
import { type AnyProbe } from '../../test/access/probe';
import { ACCESS_PROBES } from '../../test/access/probes';
import { buildWorld, type World } from '../../test/access/world';
import { ACCESS_MATRIX_PAGE, accessMatrixMarkdown } from './access-matrix-doc';
import { ACCESS_MATRIX, type AccessRow, callsWithoutRow, type Seat, SEATS, type Verdict } from './access-matrix';

/**
 * Walks the access matrix: every row × every seat over the demo office, each seat's attempt made as a user in that
 * seat would make it. A `Y` must succeed and show the thing, a `0` succeed and show nothing of it, a `-` be refused
 * (403/404; 401 signed out) with no data, leaving what it aimed at as it was. With ACCESS_MATRIX_DISCOVER=1 it prints
 * the verdicts the product gives instead (to write a new row from, after reading each one).
 */

const discovering = process.env.ACCESS_MATRIX_DISCOVER === '1';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 120_000);
afterAll(() => w.close());

/** A refusal's JSON, as sent: a download's refusal arrives as bytes. */
function envelopeOf(res: request.Response): { data?: unknown } | null {
  if (Buffer.isBuffer(res.body)) {
    if (!String(res.headers['content-type'] ?? '').includes('json')) return null;
    return JSON.parse(res.body.toString('utf8')) as { data?: unknown };
  }
  return res.body as { data?: unknown };
}

/** What the answer amounts to; anything else (a 400, a 409, a 5xx, a 401 to a signed-in seat) is named with its status. */
async function verdictOf(res: request.Response, seat: Seat, p: AnyProbe, ctx: never): Promise<Verdict | string> {
  if (res.status >= 200 && res.status < 300) return !p.shows || (await p.shows(res, w, ctx)) ? 'Y' : '0';
  const refusals = p.refusedWith ?? [403, 404];
  const refused =
    seat === 'signedOut' ? res.status === 401 || (p.refusedWith?.includes(res.status) ?? false) : refusals.includes(res.status);
  if (!refused) return `${res.status} ${JSON.stringify(envelopeOf(res)?.['msg' as never] ?? '').slice(0, 80)}`;
  const envelope = envelopeOf(res);
  if (envelope && envelope.data !== undefined && envelope.data !== null) return `${res.status} with data`;
  return '-';
}

async function walkRow(row: AccessRow, p: AnyProbe): Promise<{ actual: Record<Seat, string>; problems: string[] }> {
  const problems: string[] = [];
  const actual = {} as Record<Seat, string>;
  const prepare = () => (p.prepare ? p.prepare(w) : Promise.resolve(undefined as never));
  let shared: never | undefined;
  const sharedCtx = async () => (shared ??= await prepare());
  for (const seat of SEATS) {
    const expected = row.verdicts[seat];
    const fresh = p.writes && (discovering || expected !== '-');
    const ctx = fresh ? await prepare() : await sharedCtx();
    const before = !fresh && p.state ? await p.state(w, ctx) : undefined;
    const res = await w.send(seat, row.call, await p.attempt(w, seat, ctx));
    actual[seat] = await verdictOf(res, seat, p, ctx);
    if (p.undo && res.status < 300) await p.undo(w, seat, ctx);
    if (p.endsSessions && seat !== 'signedOut') await w.renew(seat);
    if (actual[seat] !== expected) problems.push(`${row.key} as ${seat}: expected ${expected}, got ${actual[seat]}`);
    if (!fresh && p.state && actual[seat] === '-') {
      const after = await p.state(w, ctx);
      if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${row.key} as ${seat}: refused, yet it changed the case`);
    }
  }
  return { actual, problems };
}

it('has a row for every declared call, a probe for every row, and its page in docs/ is the table', () => {
  expect(callsWithoutRow()).toEqual([]);
  expect(ACCESS_MATRIX.filter((row) => !ACCESS_PROBES[row.key]).map((row) => row.key)).toEqual([]);
  // `npm run access-matrix` writes it.
  expect(readFileSync(path.resolve(__dirname, '../../..', ACCESS_MATRIX_PAGE), 'utf8')).toBe(accessMatrixMarkdown());
});

it('holds: every call × every seat answers as the table says', async () => {
  const problems: string[] = [];
  const discovered: string[] = [];
  for (const row of ACCESS_MATRIX) {
    const p = ACCESS_PROBES[row.key];
    if (!p) continue;
    try {
      const started = performance.now();
      const walked = await walkRow(row, p);
      if (discovering) discovered.push(`  // ${row.key}: ${Math.round(performance.now() - started)} ms`);
      problems.push(...walked.problems);
      discovered.push(
        `  ${`'${row.key}':`.padEnd(36)} '${SEATS.map((seat) => walked.actual[seat].padEnd(3).slice(0, 3))
          .join(' ')
          .trimEnd()}',`,
      );
    } catch (error) {
      problems.push(`${row.key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (discovering) console.log(discovered.join('\n'));
  expect(problems).toEqual([]);
}, 900_000);
