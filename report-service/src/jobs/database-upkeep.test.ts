import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { PgBoss } from 'pg-boss';
import { createTestApp, type TestApp } from '../../test/harness';
import { checkAssignmentFacts } from '../db/facts/assignment-facts-queries';
import { checkLogCheckpoints } from '../db/log-chain/check-checkpoints';
import { readChainHead } from '../db/log-chain/checkpoints';
import { startBoss } from './boss';
import { runDatabaseUpkeep, startDatabaseUpkeep, UPKEEP_CRON, UPKEEP_TIME_ZONE } from './database-upkeep';
import { UPKEEP_QUEUE } from './queues';

// The nightly upkeep: the activity log's checkpoint written, the case counts' changes folded into one row a count, and
// on PGlite (which has no autovacuum) the database vacuumed and analysed.
let t: TestApp;
let boss: PgBoss | undefined;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 2000 });
  await t.close();
});

const countRows = async (relation: string) =>
  Number((await sql<{ n: string | number }>`select count(*) as n from ${sql.table(relation)}`.execute(t.ctx.db)).rows[0]?.n);

test('writes the day’s checkpoint of the log, folds the case counts the writes appended, keeps their sums, and vacuums PGlite', async () => {
  const db = t.ctx.db;
  const { id } = await db
    .selectFrom('cases')
    .select('id')
    .where('status', '=', 'SUBMITTED')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  // Each move appends a change to the count it leaves and to the one it joins.
  for (const status of ['REGISTERED', 'SUBMITTED', 'REGISTERED', 'SUBMITTED'] as const)
    await db.updateTable('cases').set({ status }).where('id', '=', id).execute();
  const source = await countRows('case_counts_source');
  expect(await countRows('case_counts')).toBeGreaterThan(source);

  const result = await runDatabaseUpkeep(db, t.database.kind, t.ctx.env.DATA_DIR);

  expect(await countRows('case_counts')).toBe(source);
  expect(await checkAssignmentFacts(db)).toEqual(expect.objectContaining({ differences: 0 }));
  expect(result.vacuumed).toBe(t.database.kind === 'pglite');
  // The day's checkpoint of the activity log's head, outside the database; once a day.
  const { entries, lastId } = await readChainHead(db);
  expect(result.checkpoint).toMatchObject({ written: true, entries, lastId });
  const checkpoints = await checkLogCheckpoints(db, t.ctx.env.DATA_DIR);
  expect(checkpoints).toMatchObject({ checkpoints: 1, latest: { day: result.checkpoint.day, matches: true }, badLines: 0 });
  expect((await runDatabaseUpkeep(db, t.database.kind, t.ctx.env.DATA_DIR)).checkpoint).toMatchObject({ written: false });
  if (result.vacuumed) {
    const { rows } = await sql<{ last_vacuum: Date | null }>`
      select last_vacuum from pg_stat_user_tables where relname = 'cases'`.execute(db);
    expect(rows[0]?.last_vacuum).not.toBeNull();
  }
});

test('is scheduled every night at 03:30 Beijing time', async () => {
  boss = await startBoss(t.database, t.databaseUrl, t.ctx.logger);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'upkeep-start-'));
  await startDatabaseUpkeep({ boss, db: t.ctx.db, kind: t.database.kind, dataDir, logger: t.ctx.logger });
  expect(await boss.getSchedule(UPKEEP_QUEUE)).toMatchObject({ cron: UPKEEP_CRON, timezone: UPKEEP_TIME_ZONE });
  // A new installation has the day's checkpoint from its start, not from its first night.
  expect(await checkLogCheckpoints(t.ctx.db, dataDir)).toMatchObject({ checkpoints: 1, latest: { matches: true } });
  expect(UPKEEP_CRON).toBe('30 3 * * *');
  expect(UPKEEP_TIME_ZONE).toBe('Asia/Shanghai');
});
