import { createHash } from 'node:crypto';
import { API_PATHS, type ReportManifestEntry, withParams } from '@proposal-desk/shared';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import type { PgBoss } from 'pg-boss';
import request from 'supertest';
import { PASSWORDS, type TestApp } from '../../test/harness';
import { RENDER_QUEUE } from './queues';
import { ReportJobs } from './report-jobs';
import { type FakeRenderer, JobsFixture, PACK } from './report-jobs.test-util';
import { insertRun, orphanedQueuedItems } from './run-store';

const fixture = new JobsFixture();
let t: TestApp;
let boss: PgBoss;
let renderer: FakeRenderer;
let staffToken = '';
let adminToken = '';
const jobsOptions = () => fixture.options();
const waitForRun = (...args: Parameters<JobsFixture['waitForRun']>) => fixture.waitForRun(...args);

beforeAll(async () => {
  await fixture.start();
  ({ t, boss, renderer, staffToken, adminToken } = fixture);
}, 60000);
afterAll(() => fixture.close());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('report runs', () => {
  it('renders a pack in both formats and hands it out as one ZIP whose manifest matches the files', async () => {
    renderer.delayMs = 0;
    const created = await request(t.app)
      .post(API_PATHS.reportRuns)
      .set(auth(staffToken))
      .send({ pack: { body: 'NPC', sessionId: 3 }, formats: 'both' });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe('报表任务已创建');
    const run = await waitForRun(created.body.data.id);
    expect(run.status).toBe('complete');
    expect(run).toMatchObject({ total: 6, done: 6, failed: 0, title: '人大报表包' });
    expect(run.items.map((i) => `${i.reportId}.${i.format}`)).toEqual(PACK.flatMap((id) => [`${id}.pdf`, `${id}.xlsx`]));

    const zip = await request(t.app)
      .get(withParams(API_PATHS.reportRunZip, { id: run.id }))
      .set(auth(staffToken))
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('人大报表包.zip')}`);
    const files = unzipSync(new Uint8Array(zip.body as Buffer));
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as ReportManifestEntry[];
    expect(manifest).toHaveLength(6);
    expect(manifest[0]).toMatchObject({
      file: '01 办理状态统计.pdf',
      report: 'caseStatusReportPrint',
      format: 'pdf',
      rows: 7,
      engine: 'fake',
    });
    for (const entry of manifest) {
      const content = files[entry.file];
      expect(content).toBeDefined();
      expect(createHash('sha256').update(content!).digest('hex')).toBe(entry.sha256);
      expect(entry.bytes).toBe(content!.length);
      expect(strFromU8(content!)).toContain('"body":"NPC","sessionId":3');
    }
    const notices = await request(t.app).get(API_PATHS.noticeList).set(auth(staffToken));
    expect(notices.body.data.map((n: { title: string }) => n.title)).toContain('报表任务已完成：人大报表包');
  });

  it('cancels a running run: renders in flight stop and nothing more starts', async () => {
    renderer.delayMs = 60000;
    const created = await request(t.app)
      .post(API_PATHS.reportRuns)
      .set(auth(staffToken))
      .send({ reports: PACK.map((id) => ({ id, params: {} })), formats: 'both' });
    const id = created.body.data.id as number;
    await waitForRun(id, staffToken, (r) => r.items.some((i) => i.status === 'running'));
    const abortedBefore = renderer.aborted;
    const cancel = await request(t.app).post(withParams(API_PATHS.reportRunCancel, { id })).set(auth(staffToken));
    expect(cancel.body.msg).toBe('报表任务已取消');
    const run = await waitForRun(id);
    expect(run.status).toBe('cancelled');
    for (let i = 0; i < 50 && renderer.active > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(renderer.active).toBe(0);
    expect(renderer.aborted).toBeGreaterThan(abortedBefore);
    expect(run.items.every((i) => i.status === 'cancelled')).toBe(true);
    const again = await request(t.app).post(withParams(API_PATHS.reportRunCancel, { id })).set(auth(staffToken));
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('任务已结束，不能取消');
    renderer.delayMs = 0;
    const entries = await t.ctx.db
      .selectFrom('activity_logs')
      .select('description')
      .where('module', '=', '报表任务')
      .orderBy('id')
      .execute();
    const about = entries.map((e) => e.description).filter((d) => d.endsWith(`#${id}`));
    expect(about).toEqual([`创建报表任务 #${id}`, `取消报表任务 #${id}`]);
  });

  it('keeps per-report errors: a request error fails at once, an engine error after its retries', async () => {
    renderer.refused.add('caseTypeReportPrint');
    renderer.failing.add('npcTransactionList');
    renderer.callsOf.clear();
    const created = await request(t.app)
      .post(API_PATHS.reportRuns)
      .set(auth(staffToken))
      .send({ reports: PACK.map((id) => ({ id, params: {} })), formats: 'pdf' });
    const run = await waitForRun(created.body.data.id);
    renderer.refused.clear();
    renderer.failing.clear();
    expect(run).toMatchObject({ status: 'failed', done: 1, failed: 2 });
    expect(run.items.find((i) => i.reportId === 'caseTypeReportPrint')).toMatchObject({ status: 'failed', error: 'run.reportUnknown' });
    expect(renderer.callsOf.get('caseTypeReportPrint')).toBe(1);
    expect(renderer.callsOf.get('npcTransactionList')).toBeGreaterThan(1);
    expect(run.items.find((i) => i.reportId === 'npcTransactionList')).toMatchObject({
      status: 'failed',
      error: 'engine crashed on npcTransactionList',
    });
  }, 60000);

  it('tries a render refused as busy again, and it completes', async () => {
    renderer.busyOnce.add('caseStatusReportPrint');
    renderer.callsOf.clear();
    const created = await request(t.app)
      .post(API_PATHS.reportRuns)
      .set(auth(staffToken))
      .send({ reports: [{ id: 'caseStatusReportPrint', params: {} }], formats: 'pdf' });
    const run = await waitForRun(created.body.data.id);
    expect(run).toMatchObject({ status: 'complete', done: 1, failed: 0 });
    expect(renderer.callsOf.get('caseStatusReportPrint')).toBe(2);
  }, 60000);

  it('refuses bad requests with clear messages and hides other users’ runs', async () => {
    const both = await request(t.app)
      .post(API_PATHS.reportRuns)
      .set(auth(staffToken))
      .send({ pack: { body: 'NPC' }, reports: [{ id: 'x' }] });
    expect(both.status).toBe(400);
    expect(both.body.msg).toBe('请选择报表包、报表清单或信函（三选一）');
    const unknown = await request(t.app)
      .post(API_PATHS.reportRuns)
      .set(auth(staffToken))
      .send({ reports: [{ id: 'nope' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('所选报表不存在或您无权使用');
    const mine = await request(t.app).get(API_PATHS.reportRuns).set(auth(staffToken));
    expect(mine.body.data.total).toBeGreaterThanOrEqual(3);
    const other = await t.login('unit01', PASSWORDS.demo);
    const theirs = await request(t.app).get(API_PATHS.reportRuns).set(auth(other));
    expect(theirs.body.data.total).toBe(0);
    const peek = await request(t.app)
      .get(withParams(API_PATHS.reportRun, { id: mine.body.data.rows[0].id }))
      .set(auth(other));
    expect(peek.status).toBe(404);
  });
});

describe('a schedule firing retried after a crash', () => {
  it('continues the run it started instead of starting a second one', async () => {
    const items = [{ reportId: 'caseStatusReportPrint', params: {}, format: 'pdf' as const }];
    const run = { userId: 1, scheduleId: null, title: '重试测试', request: {}, items, triggerJob: 'schedule-job:test-1' };
    const first = (await insertRun(t.ctx.db, run))!;
    const again = await insertRun(t.ctx.db, run);
    expect(again).toEqual(first);
    const runs = await t.ctx.db.selectFrom('report_runs').select('id').where('trigger_job', '=', 'schedule-job:test-1').execute();
    expect(runs).toHaveLength(1);
    // Once its item has started, a further retry has nothing left to send.
    await t.ctx.db.updateTable('report_run_items').set({ status: 'running' }).where('run_id', '=', first.runId).execute();
    expect(await insertRun(t.ctx.db, run)).toEqual({ runId: first.runId, items: [] });
    await t.ctx.db.deleteFrom('report_runs').where('id', '=', first.runId).execute();
  });
});

describe('a run whose jobs were never sent', () => {
  /** A run's rows as the run API commits them, when the process dies before sending the run's jobs. */
  const insertUnsent = async (title: string) => {
    const items = PACK.map((reportId) => ({ reportId, params: {}, format: 'xlsx' as const }));
    return (await insertRun(t.ctx.db, { userId: 1, scheduleId: null, title, request: {}, items }))!;
  };

  it('is rendered when an instance starts, and later ones while it runs; each file once', async () => {
    renderer.delayMs = 0;
    renderer.callsOf.clear();
    // This instance's own sweep stays out of the way: the instance started below is the one that recovers.
    t.ctx.reportJobs!.stop();
    const beforeStart = await insertUnsent('中断的任务');
    for (const item of beforeStart.items) expect(await boss.getJobById(RENDER_QUEUE, item.jobId)).toBeNull();

    // An instance starts (it only sends; the workers already running render).
    const restarted = new ReportJobs({ ...jobsOptions(), workers: 0, recoveryIntervalMs: 300 });
    await restarted.start();
    try {
      expect(await waitForRun(beforeStart.runId, adminToken)).toMatchObject({ status: 'complete', total: 3, done: 3, failed: 0 });
      expect(PACK.map((id) => renderer.callsOf.get(id))).toEqual([1, 1, 1]);
      // Its periodic sweep catches a run that lost its jobs while it was up.
      const whileUp = await insertUnsent('运行中中断的任务');
      expect(await waitForRun(whileUp.runId, adminToken)).toMatchObject({ status: 'complete', total: 3, done: 3, failed: 0 });
      expect(PACK.map((id) => renderer.callsOf.get(id))).toEqual([2, 2, 2]);
      expect(await restarted.recoverQueuedItems()).toBe(0);
    } finally {
      restarted.stop();
    }
  });

  it('finds for the sweep only the waiting files whose job is missing or failed', async () => {
    const run = await insertUnsent('部分丢失的任务');
    const [failed, waiting, missing] = run.items;
    // Jobs due in an hour, so no worker takes them while the test looks; one of them has failed.
    await boss.insert(
      RENDER_QUEUE,
      [failed!, waiting!].map((item) => ({ id: item.jobId, data: { itemId: item.itemId }, startAfter: 3600 })),
    );
    await sql`update pgboss.job set state = 'failed' where name = ${RENDER_QUEUE} and id = ${failed!.jobId}`.execute(t.ctx.db);
    try {
      const found = (await orphanedQueuedItems(t.ctx.db, RENDER_QUEUE)).filter((item) => run.items.some((i) => i.itemId === item.itemId));
      expect(found).toEqual([failed, missing]);
    } finally {
      await sql`delete from pgboss.job where name = ${RENDER_QUEUE} and id in (${failed!.jobId}, ${waiting!.jobId})`.execute(t.ctx.db);
      await t.ctx.db.deleteFrom('report_runs').where('id', '=', run.runId).execute();
    }
  });

  it('leaves a run whose jobs were sent alone: the sweep sends none of its waiting files again', async () => {
    renderer.delayMs = 60000;
    const created = await request(t.app)
      .post(API_PATHS.reportRuns)
      .set(auth(staffToken))
      .send({ reports: PACK.map((id) => ({ id, params: {} })), formats: 'both' });
    const id = created.body.data.id as number;
    const started = await waitForRun(id, staffToken, (r) => r.items.some((i) => i.status === 'running'));
    expect(started.items.filter((i) => i.status === 'queued').length).toBeGreaterThan(0);
    expect(await t.ctx.reportJobs!.recoverQueuedItems()).toBe(0);
    const items = await t.ctx.db.selectFrom('report_run_items').select(['id', 'job_id']).where('run_id', '=', id).execute();
    const jobs = await Promise.all(items.map((item) => boss.getJobById(RENDER_QUEUE, item.job_id)));
    expect(jobs.map((job) => job?.data)).toEqual(items.map((item) => ({ itemId: item.id })));
    await request(t.app).post(withParams(API_PATHS.reportRunCancel, { id })).set(auth(staffToken));
    await waitForRun(id);
    renderer.delayMs = 0;
  });
});

describe('report schedules', () => {
  const schedule = {
    name: '月度报表包',
    cron: '0 8 1 * *',
    timezone: 'Asia/Shanghai',
    request: { pack: { body: 'CPPCC' }, formats: 'xlsx' },
    runAsUserId: 3,
    keepRuns: 1,
  };

  it('are for administrators, validate cron and time zone, and run now under the chosen user', async () => {
    expect((await request(t.app).post(API_PATHS.reportSchedules).set(auth(staffToken)).send(schedule)).status).toBe(403);
    const badCron = await request(t.app)
      .post(API_PATHS.reportSchedules)
      .set(auth(adminToken))
      .send({ ...schedule, cron: 'every day' });
    expect(badCron.status).toBe(400);
    expect(badCron.body.msg).toBe('Cron 表达式应有 5 个字段（分 时 日 月 周），现有 2 个');
    const badZone = await request(t.app)
      .post(API_PATHS.reportSchedules)
      .set(auth(adminToken))
      .send({ ...schedule, timezone: 'Mars/Base' });
    expect(badZone.body.msg).toBe('时区不正确，请从列表中选择（如 Asia/Shanghai）');

    const added = await request(t.app).post(API_PATHS.reportSchedules).set(auth(adminToken)).send(schedule);
    expect(added.status).toBe(200);
    const id = added.body.data.id as number;
    expect((await boss.getSchedules('report-schedule')).map((s) => s.key)).toContain(String(id));

    const first = await request(t.app).post(withParams(API_PATHS.reportScheduleRunNow, { id })).set(auth(adminToken));
    const firstRun = await waitForRun(first.body.data.id, adminToken);
    expect(firstRun).toMatchObject({ status: 'complete', scheduleId: id, userName: expect.any(String), total: 3 });
    const second = await request(t.app).post(withParams(API_PATHS.reportScheduleRunNow, { id })).set(auth(adminToken));
    await waitForRun(second.body.data.id, adminToken);
    // keep 1 run: the first one and its outputs are gone
    const left = await t.ctx.db.selectFrom('report_runs').select('id').where('schedule_id', '=', id).execute();
    expect(left.map((r) => r.id)).toEqual([second.body.data.id]);
    expect(await t.ctx.db.selectFrom('report_outputs').select('item_id').where('run_id', '=', firstRun.id).execute()).toHaveLength(0);

    const off = await request(t.app).post(withParams(API_PATHS.reportScheduleState, { id })).set(auth(adminToken)).send({ enabled: false });
    expect(off.status).toBe(200);
    expect((await boss.getSchedules('report-schedule')).map((s) => s.key)).not.toContain(String(id));
    const list = await request(t.app).get(API_PATHS.reportSchedules).set(auth(adminToken));
    expect(list.body.data.find((s: { id: number }) => s.id === id)).toMatchObject({ enabled: false, runAsName: expect.any(String) });
  }, 60000);
});
