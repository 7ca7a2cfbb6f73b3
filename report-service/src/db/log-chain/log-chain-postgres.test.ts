import { LOG_MODULES } from '@proposal-desk/shared';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/harness';
import { jobActor, recordActivity } from '../../lib/activity-log';
import { verifyLogChain } from './verify-log-chain';

// PostgreSQL only (jest.config.js): PGlite has one connection and runs one transaction at a time anyway.
let t: TestApp;
const actor = jobActor(null, 'log-chain-test');

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

/** Backends of this database waiting for a lock: the second writer, queued behind the chain's head. */
async function waitingOnLocks(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(t.ctx.db);
  return rows[0]?.n ?? 0;
}

it('makes a second writer wait for the first one’s commit and chain onto its entry', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let firstAppended!: () => void;
  const appended = new Promise<void>((resolve) => (firstAppended = resolve));
  const first = t.ctx.db.transaction().execute(async (trx) => {
    await recordActivity(trx, actor, LOG_MODULES.menu, '先写的一条');
    firstAppended();
    await held;
  });
  await appended;
  const second = recordActivity(t.ctx.db, actor, LOG_MODULES.menu, '后写的一条');
  // The second append is queued on the head's row lock while the first transaction is open.
  while ((await waitingOnLocks()) === 0) await new Promise((resolve) => setImmediate(resolve));
  release();
  await Promise.all([first, second]);
  const rows = await t.ctx.db
    .selectFrom('activity_logs')
    .select(['description', 'hash', 'prev_hash'])
    .where('description', 'in', ['先写的一条', '后写的一条'])
    .orderBy('id')
    .execute();
  expect(rows.map((r) => r.description)).toEqual(['先写的一条', '后写的一条']);
  expect(rows[1]!.prev_hash).toBe(rows[0]!.hash);
  expect(await verifyLogChain(t.ctx.db)).toMatchObject({ ok: true });
});
