import { API_PATHS, withParams } from '@proposal-desk/shared';
import { sql } from 'kysely';
import request from 'supertest';
import { SCHEDULE_QUEUE } from './queues';
import { JobsFixture } from './report-jobs.test-util';

// A schedule's firings: one run per cron slot, and the slot is the one pg-boss filed the occurrence under.

const fixture = new JobsFixture();
beforeAll(() => fixture.start(), 60000);
afterAll(() => fixture.close());

/** A schedule for 08:00 Shanghai time every day (pg-boss is not told of it: the tests fire it). */
async function addDailySchedule(name: string): Promise<number> {
  const { id } = await fixture.t.ctx.db
    .insertInto('report_schedules')
    .values({
      name,
      cron: '0 8 * * *',
      timezone: 'Asia/Shanghai',
      request: JSON.stringify({ reports: [{ id: 'caseStatusReportPrint', params: {} }], formats: 'xlsx' }),
      run_as_user_id: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('the cron slot a schedule fires for', () => {
  const at = (iso: string) => new Date(iso);

  it('has one run: a second firing of the same slot (another instance, the catch-up at start) creates none', async () => {
    fixture.renderer.delayMs = 0;
    const scheduleId = await addDailySchedule('每日报表');
    const jobs = fixture.t.ctx.reportJobs!;
    const fire = (id: string, createdOn: string) => jobs.fireSchedule({ id, data: { scheduleId }, createdOn: at(createdOn) });
    const runsOf = () =>
      fixture.t.ctx.db.selectFrom('report_runs').select(['id', 'fired_slot']).where('schedule_id', '=', scheduleId).orderBy('id').execute();

    // Two instances fire the 08:00 slot at once: one run, and neither firing throws.
    const pair = await Promise.all([fire('slot-a', '2026-03-02T00:00:04Z'), fire('slot-b', '2026-03-02T00:00:09Z')]);
    const firstRun = pair.find((id) => id !== null)!;
    expect(pair.filter((id) => id !== null)).toEqual([firstRun]);
    // The same slot caught up hours later, and a retry of a firing that lost the slot: no new run.
    expect(await fire('slot-c', '2026-03-02T05:41:10Z')).toBeNull();
    expect(await fire(pair[0] === null ? 'slot-a' : 'slot-b', '2026-03-02T00:00:09Z')).toBeNull();
    // A retry of the firing that made the run continues it.
    expect(await fire(pair[0] === null ? 'slot-b' : 'slot-a', '2026-03-02T00:00:04Z')).toBe(firstRun);
    // The next day's slot is a run of its own.
    const nextRun = await fire('slot-d', '2026-03-03T00:00:02Z');
    expect(nextRun).not.toBeNull();
    expect(await runsOf()).toEqual([
      { id: firstRun, fired_slot: at('2026-03-02T00:00:00Z') },
      { id: nextRun, fired_slot: at('2026-03-03T00:00:00Z') },
    ]);

    // The API shows the slot; "run now" has none.
    const shown = await fixture.waitForRun(firstRun, fixture.adminToken);
    expect(shown).toMatchObject({ status: 'complete', scheduleId, firedSlot: '2026-03-02T00:00:00.000Z' });
    await fixture.waitForRun(nextRun!, fixture.adminToken);
    const now = await request(fixture.t.app)
      .post(withParams(API_PATHS.reportScheduleRunNow, { id: scheduleId }))
      .set({ Authorization: `Bearer ${fixture.adminToken}` });
    expect(await fixture.waitForRun(now.body.data.id, fixture.adminToken)).toMatchObject({ scheduleId, firedSlot: null });
    await fixture.t.ctx.db.deleteFrom('report_runs').where('schedule_id', '=', scheduleId).execute();
    await fixture.t.ctx.db.deleteFrom('report_schedules').where('id', '=', scheduleId).execute();
  });
});

describe('a firing forwarded by pg-boss', () => {
  it('runs for the slot pg-boss filed the occurrence under, not the one its creation time falls in', async () => {
    // A daily 08:00 schedule whose occurrence pg-boss filed under the current minute (a cron pass sends
    // such a forwarding job; here the test sends it): the run belongs to that minute, where the job's
    // creation time alone would name the last 08:00.
    const scheduleId = await addDailySchedule('转发测试');
    const key = String(scheduleId);
    const forwardId = await fixture.boss.send(
      '__pgboss__send-it',
      { name: SCHEDULE_QUEUE, key, data: { scheduleId }, options: {} },
      { singletonKey: `test-${key}`, singletonSeconds: 60 },
    );
    expect(forwardId).not.toBeNull();
    const { rows } = await sql<{ slot: string }>`
      select (extract(epoch from singleton_on) * 1000)::bigint::text as slot from pgboss.job where id = ${forwardId}`.execute(
      fixture.t.ctx.db,
    );
    const filed = Number(rows[0]!.slot);
    let run: { fired_slot: Date | null } | undefined;
    for (let i = 0; i < 200 && !run; i++) {
      run = await fixture.t.ctx.db.selectFrom('report_runs').select('fired_slot').where('schedule_id', '=', scheduleId).executeTakeFirst();
      if (!run) await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(run?.fired_slot?.getTime()).toBe(filed);
    await fixture.t.ctx.db.deleteFrom('report_runs').where('schedule_id', '=', scheduleId).execute();
    await fixture.t.ctx.db.deleteFrom('report_schedules').where('id', '=', scheduleId).execute();
  });
});
