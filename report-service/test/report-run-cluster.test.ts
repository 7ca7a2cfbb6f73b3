import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { API_PATHS, type Paged, type ReportRunView, withParams } from '@proposal-desk/shared';
import pg from 'pg';
import { api, type Instance, signIn, startInstance, stopInstance } from './instances';
import { expectCompleteWithoutDuplicates, packKilledMidway, waitFor } from './killed-pack';
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

if (TEST_TARGET === 'pglite') {
  describe('a batch run on the embedded database', () => {
    it('survives kill -9 of its instance: after a restart the unfinished files are rendered and nothing is lost', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-run-kill-'));
      const env = { DATA_DIR: dataDir, WORKERS: '1' };
      const first = await launch('first', env);
      const token = await signIn(first, 'admin', ADMIN_PASSWORD);
      const id = await packKilledMidway(first, token, first);
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

      const id = await packKilledMidway(a, token, a);
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
