import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { API_PATHS, type Paged, type ReportRunView, withParams } from '@proposal-desk/shared';
import pg from 'pg';
import { api, type Instance, signIn, startInstance, stopInstance } from './instances';
import { databaseUrlFor, pgTemplateDb, TEST_TARGET } from './targets';

// Batch runs across processes: a run survives `kill -9` of the instance rendering it, and with several
// instances on PostgreSQL a schedule fires once per occurrence. Real servers, real queue, real renders.

const ADMIN_PASSWORD = 'Admin@2026';
const live: Instance[] = [];

afterAll(async () => {
  for (const instance of live) await stopInstance(instance);
});

async function launch(name: string, env: Record<string, string>): Promise<Instance> {
  const instance = await startInstance(name, env);
  live.push(instance);
  return instance;
}

function kill9(instance: Instance): Promise<number | null> {
  instance.child.kill('SIGKILL');
  return instance.exited;
}

async function runOf(instance: Instance, token: string, id: number): Promise<ReportRunView> {
  const res = await api<ReportRunView>(instance, token, withParams(API_PATHS.reportRun, { id }));
  if (res.status !== 200) throw new Error(`run ${id}: ${res.status} ${res.body.msg}`);
  return res.body.data;
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  explain: () => Promise<string> = async () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}\n${await explain().catch((error: Error) => error.message)}`);
}

/**
 * The cron slots pg-boss fired for a schedule, as epoch ms: its cron pass files each occurrence as one
 * forwarding job under the occurrence's slot (its singleton slot, one job per slot), and forwards it to
 * the schedule queue. Only forwarded ones (completed).
 */
async function firedSlots(databaseUrl: string, scheduleId: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ slot: string }>(
      `select (extract(epoch from singleton_on) * 1000)::bigint::text as slot from pgboss.job
       where name = '__pgboss__send-it' and state = 'completed' and data->>'name' = 'report-schedule' and data->>'key' = $1
       order by singleton_on`,
      [String(scheduleId)],
    );
    return rows.map((row) => Number(row.slot));
  } finally {
    await client.end();
  }
}

/** What pg-boss and the runs table say of a schedule's firings, for a failure message. */
async function firingJournal(databaseUrl: string, scheduleId: number, instances: Instance[]): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sendIts = await client.query(
      `select singleton_on, data->>'slot' as slot, state, retry_count, created_on, started_on, completed_on from pgboss.job
       where name = '__pgboss__send-it' and data->>'name' = 'report-schedule' and data->>'key' = $1 order by created_on`,
      [String(scheduleId)],
    );
    const firings = await client.query(
      `select id, state, retry_count, created_on, started_on, completed_on from pgboss.job
       where name = 'report-schedule' order by created_on`,
    );
    const runs = await client.query(
      'select id, fired_slot, trigger_job, status, created_at from report_runs where schedule_id = $1 order by id',
      [scheduleId],
    );
    const table = (rows: object[]) => rows.map((row) => JSON.stringify(row)).join('\n');
    const outputs = instances.map((instance) => `--- ${instance.name}\n${instance.output().slice(-4000)}`).join('\n');
    return `send-it jobs:\n${table(sendIts.rows)}\nschedule jobs:\n${table(firings.rows)}\nruns:\n${table(runs.rows)}\n${outputs}`;
  } finally {
    await client.end();
  }
}

/** The cron slots of a schedule's runs, as epoch ms (null for a run without one). */
async function scheduledRunSlots(instance: Instance, token: string, scheduleId: number): Promise<(number | null)[]> {
  const runs = await api<Paged<ReportRunView>>(instance, token, `${API_PATHS.reportRuns}?pageSize=100`);
  if (runs.status !== 200) throw new Error(`runs: ${runs.status}`);
  return runs.body.data.rows
    .filter((run) => run.scheduleId === scheduleId)
    .map((run) => (run.firedSlot === null ? null : new Date(run.firedSlot).getTime()));
}

const settled = (run: ReportRunView) => run.status !== 'queued' && run.status !== 'running';

/** Starts a pack, waits until some files are rendered, kills the instance rendering it, and returns the run id. */
async function packKilledMidway(first: Instance, token: string): Promise<number> {
  const created = await api<{ id: number }>(first, token, API_PATHS.reportRuns, {
    method: 'POST',
    body: { pack: { body: 'NPC' }, formats: 'xlsx' },
  });
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  const midway = await waitFor(
    'a few files rendered',
    async () => {
      const run = await runOf(first, token, id);
      return run.done >= 2 ? run : undefined;
    },
    120000,
  );
  expect(midway.done).toBeLessThan(midway.total);
  await kill9(first);
  return id;
}

async function expectCompleteWithoutDuplicates(instance: Instance, token: string, id: number): Promise<void> {
  const run = await waitFor(
    'the run to finish',
    async () => {
      const current = await runOf(instance, token, id);
      return settled(current) ? current : undefined;
    },
    180000,
  );
  expect(run).toMatchObject({ status: 'complete', failed: 0 });
  expect(run.done).toBe(run.total);
  expect(run.items.every((item) => item.status === 'complete' && (item.bytes ?? 0) > 0)).toBe(true);
  const zip = await fetch(`${instance.url}${withParams(API_PATHS.reportRunZip, { id })}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(zip.status).toBe(200);
  // Read to the end: an unread body keeps its connection open after the test.
  expect(
    Buffer.from(await zip.arrayBuffer())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
}

if (TEST_TARGET === 'pglite') {
  describe('a batch run on the embedded database', () => {
    it('survives kill -9 of its instance: after a restart the unfinished files are rendered and nothing is lost', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-run-kill-'));
      const env = { DATA_DIR: dataDir, WORKERS: '1' };
      const first = await launch('first', env);
      const token = await signIn(first, 'admin', ADMIN_PASSWORD);
      const id = await packKilledMidway(first, token);
      const second = await launch('restarted', env);
      await expectCompleteWithoutDuplicates(second, await signIn(second, 'admin', ADMIN_PASSWORD), id);
    }, 420000);
  });
} else {
  describe('batch runs with two instances on PostgreSQL', () => {
    let databaseUrl = '';
    const dbName = `proposal_desk_cluster_${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: databaseUrlFor('postgres') });
      await admin.connect();
      await admin.query(`create database ${dbName} template ${pgTemplateDb()}`);
      await admin.end();
      databaseUrl = databaseUrlFor(dbName);
    });
    afterAll(async () => {
      for (const instance of live.splice(0)) await stopInstance(instance);
      const admin = new pg.Client({ connectionString: databaseUrlFor('postgres') });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    });

    it('completes a pack on the other instance when the one rendering it is killed, and fires a schedule once a minute', async () => {
      const shared = {
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pd-cluster-')),
        WORKERS: '1',
      };
      const a = await launch('a', shared);
      const b = await launch('b', shared);
      const token = await signIn(a, 'admin', ADMIN_PASSWORD);

      const addingMinute = Math.floor(Date.now() / 60000) * 60000;
      const schedule = await api<{ id: number }>(a, token, API_PATHS.reportSchedules, {
        method: 'POST',
        body: {
          name: '每分钟测试',
          cron: '* * * * *',
          request: { reports: [{ id: 'caseOrgReportPrint', params: {} }], formats: 'xlsx' },
          runAsUserId: 1,
        },
      });
      expect(schedule.status).toBe(200);
      const scheduleId = schedule.body.data.id;

      const id = await packKilledMidway(a, token);
      await expectCompleteWithoutDuplicates(b, token, id);

      // The slots pg-boss fired while both instances ran (the killed one among them): at least two.
      const fired = await waitFor(
        'two cron slots fired',
        async () => {
          const slots = await firedSlots(databaseUrl, scheduleId);
          return slots.length >= 2 ? slots : undefined;
        },
        180000,
      );
      // Each gets its run, however late its firing is handled (one the killed instance held is retried
      // once it expires), keyed by the slot it was fired for, not by when the run was inserted.
      const runSlots = await waitFor(
        'a run for every fired slot',
        async () => {
          const slots = await scheduledRunSlots(b, token, scheduleId);
          return fired.every((slot) => slots.includes(slot)) ? slots : undefined;
        },
        180000,
        () => firingJournal(databaseUrl, scheduleId, [a, b]),
      );
      // Exactly one run per fired slot: no slot twice, and no run for a slot pg-boss never fired (read
      // after the runs, so every run's firing is in it).
      expect(runSlots).not.toContain(null);
      expect(new Set(runSlots).size).toBe(runSlots.length);
      const firedSinceListed = await firedSlots(databaseUrl, scheduleId);
      expect(runSlots.filter((slot) => !firedSinceListed.includes(slot!))).toEqual([]);
      // The first slot may be the minute the schedule was added in (its occurrence still due), none earlier.
      expect(Math.min(...fired)).toBeGreaterThanOrEqual(addingMinute);
      await api(b, token, withParams(API_PATHS.reportScheduleState, { id: scheduleId }), {
        method: 'POST',
        body: { enabled: false },
      });
    }, 600000);
  });
}
