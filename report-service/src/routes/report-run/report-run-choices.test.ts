import { API_PATHS, type ReportCronPreview, type ReportRunView, reportDefinition, withParams } from '@proposal-desk/shared';
import type { PgBoss } from 'pg-boss';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { startBoss } from '../../jobs/boss';
import { ReportJobs } from '../../jobs/report-jobs';
import type { ReportFileRenderer } from '../../jobs/renderer';
import { packContents } from '../../jobs/start-jobs';
import { mayUse } from '../../reports/load-report';

/** Renders nothing real: the choices are under test, not the files. */
const renderer: ReportFileRenderer = {
  renderFile: (_caller, reportId, _params, format) =>
    Promise.resolve({ content: Buffer.from(`${reportId}.${format}`), title: reportId, rows: 1, engine: 'fake' }),
};

/** An internal report id (camelCase ASCII such as cppccTransactionList) inside a user's message. */
const INTERNAL_ID = /[a-z]+[A-Z][A-Za-z]+/;

let t: TestApp;
let boss: PgBoss;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  boss = await startBoss(t.database, t.databaseUrl, t.ctx.logger);
  t.ctx.reportJobs = new ReportJobs({
    db: t.ctx.db,
    boss,
    logger: t.ctx.logger,
    renderer,
    workers: 1,
    // The product's own catalogue: who may use what is under test.
    catalogue: {
      packContents,
      mayUse: (caller, id) => {
        const definition = reportDefinition(id);
        return definition !== undefined && mayUse(caller, definition);
      },
      titleOf: (id) => reportDefinition(id)?.title.zh ?? id,
    },
  });
  await t.ctx.reportJobs.start();
  tokens.admin = await t.login('admin', PASSWORDS.admin);
  for (const name of ['npc01', 'unit01', 'leader01']) tokens[name] = await t.login(name, PASSWORDS.demo);
}, 60000);
afterAll(async () => {
  t.ctx.reportJobs?.stop();
  await boss.stop({ graceful: false, timeout: 2000 });
  await t.close();
});

const auth = (who: string, lang = 'zh') => ({ Authorization: `Bearer ${tokens[who]}`, 'Accept-Language': lang });
const createRun = (who: string, body: object, lang?: string) => request(t.app).post(API_PATHS.reportRuns).set(auth(who, lang)).send(body);

async function userIdOf(username: string): Promise<{ id: number; name: string }> {
  const row = await t.ctx.db.selectFrom('users').select(['id', 'staff_name']).where('username', '=', username).executeTakeFirstOrThrow();
  return { id: row.id, name: row.staff_name };
}

describe('a run the caller may not make', () => {
  it('refuses the other body’s pack and report by their names, never by an internal id', async () => {
    const pack = await createRun('npc01', { pack: { body: 'CPPCC' }, formats: 'pdf' });
    expect(pack.status).toBe(400);
    expect(pack.body.msg).toBe('您无权生成政协的报表');

    const list = await createRun('npc01', { reports: [{ id: 'cppccTransactionList', params: {} }], formats: 'pdf' });
    expect(list.status).toBe(400);
    expect(list.body.msg).toBe('您无权使用报表「政协提案办理清单」');
    expect(list.body.msg).not.toMatch(INTERNAL_ID);
    const english = await createRun('npc01', { reports: [{ id: 'cppccTransactionList', params: {} }], formats: 'pdf' }, 'en');
    expect(english.body.msg).toBe('You may not use the report “CPPCC handling list”');

    // A report with a body parameter asked for the other body is the same refusal, not an empty sheet.
    const other = await createRun('npc01', { reports: [{ id: 'caseStatusReportPrint', params: { body: 'CPPCC' } }], formats: 'pdf' });
    expect(other.body.msg).toBe('您无权生成政协的报表');

    const unknown = await createRun('npc01', { reports: [{ id: 'noSuchReport', params: {} }], formats: 'pdf' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('所选报表不存在或您无权使用');
  });

  it('refuses a pack to a handling unit, whose catalogue holds only part of it', async () => {
    const pack = await createRun('unit01', { pack: { body: 'NPC' }, formats: 'pdf' });
    expect(pack.status).toBe(400);
    expect(pack.body.msg).toBe('您无权生成人大的报表');
  });

  it('takes only a session that exists and belongs to the body, with clear messages', async () => {
    const typed = await createRun('npc01', { pack: { body: 'NPC', sessionId: 'abc7' }, formats: 'pdf' });
    expect(typed.status).toBe(400);
    expect(typed.body.msg).toBe('届次会议不正确，请从列表中选择');
    expect(typed.body.errors).toEqual([{ field: 'pack.sessionId', message: '届次会议不正确，请从列表中选择' }]);

    const cppccSession = await t.ctx.db.selectFrom('meetings').select('id').where('body', '=', 'CPPCC').executeTakeFirstOrThrow();
    const foreign = await createRun('npc01', { pack: { body: 'NPC', sessionId: cppccSession.id }, formats: 'pdf' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('所选届次会议不存在，或不属于人大');
    const missing = await createRun('npc01', { pack: { body: 'NPC', sessionId: 99999 }, formats: 'pdf' });
    expect(missing.body.msg).toBe('所选届次会议不存在，或不属于人大');
    const inList = await createRun('npc01', { reports: [{ id: 'npcTransactionList', params: { sessionId: cppccSession.id } }] });
    expect(inList.body.msg).toBe('所选届次会议不存在，或不属于人大');

    const npcSession = await t.ctx.db.selectFrom('meetings').select('id').where('body', '=', 'NPC').executeTakeFirstOrThrow();
    const good = await createRun('npc01', { pack: { body: 'NPC', sessionId: npcSession.id }, formats: 'pdf' });
    expect(good.status).toBe(200);
  });
});

describe('schedules', () => {
  const base = { name: '选择测试', cron: '0 8 1 * *', timezone: 'Asia/Shanghai', request: { pack: { body: 'NPC' }, formats: 'xlsx' } };

  it('refuse a bad time zone, a cron field out of range, a date that never comes and a run-as user without the right', async () => {
    const admin = await userIdOf('admin');
    const npc01 = await userIdOf('npc01');
    const save = (body: object) =>
      request(t.app)
        .post(API_PATHS.reportSchedules)
        .set(auth('admin'))
        .send({ ...base, runAsUserId: admin.id, ...body });

    for (const timezone of ['Mars/Base', '+08:00', 'abc7']) {
      const res = await save({ timezone });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('时区不正确，请从列表中选择（如 Asia/Shanghai）');
    }
    const range = await save({ cron: '99 8 * * *' });
    expect(range.status).toBe(400);
    expect(range.body.msg).toBe('“分”字段的 99 超出范围 0–59');
    expect(range.body.errors).toEqual([{ field: 'cron', message: '“分”字段的 99 超出范围 0–59' }]);
    expect((await save({ cron: '0 8 *' })).body.msg).toBe('Cron 表达式应有 5 个字段（分 时 日 月 周），现有 3 个');
    expect((await save({ cron: '0 8 31 2 *' })).body.msg).toBe('该表达式永远不会触发（如 2 月 31 日），请检查日和月');
    expect((await save({ request: { pack: { body: 'NPC', sessionId: 'abc7' }, formats: 'xlsx' } })).body.msg).toBe(
      '届次会议不正确，请从列表中选择',
    );

    const wrongBody = await save({ runAsUserId: npc01.id, request: { pack: { body: 'CPPCC' }, formats: 'xlsx' } });
    expect(wrongBody.status).toBe(400);
    expect(wrongBody.body.msg).toBe(`运行身份“${npc01.name}”无权生成政协的报表`);
    const report = await save({
      runAsUserId: npc01.id,
      request: { reports: [{ id: 'cppccTransactionList', params: {} }], formats: 'xlsx' },
    });
    expect(report.body.msg).toBe(`运行身份“${npc01.name}”无权使用报表「政协提案办理清单」`);

    const fine = await save({ cron: '0 8 * * MON-FRI', timezone: 'Europe/London' });
    expect(fine.status).toBe(200);
    await request(t.app)
      .delete(withParams(API_PATHS.reportSchedule, { id: fine.body.data.id }))
      .set(auth('admin'));
  });

  it('preview the next five firings in the schedule’s time zone, or say why there are none', async () => {
    const preview = async (cron: string, timezone: string, who = 'admin') =>
      request(t.app).get(API_PATHS.reportScheduleCronPreview).query({ cron, timezone }).set(auth(who));

    const monthly = await preview('0 8 1 * *', 'Asia/Shanghai');
    expect(monthly.status).toBe(200);
    const answer = monthly.body.data as ReportCronPreview;
    expect(answer.problem).toBeNull();
    expect(answer.next).toHaveLength(5);
    // 08:00 in Shanghai is 00:00 UTC, on the 1st, a month apart, all still to come.
    for (const iso of answer.next) expect(iso).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/);
    expect(new Date(answer.next[0]!).getTime()).toBeGreaterThan(Date.now());
    expect(new Set(answer.next.map((iso) => iso.slice(0, 7))).size).toBe(5);

    const london = (await preview('30 6 * * *', 'Europe/London')).body.data as ReportCronPreview;
    expect(london.next).toHaveLength(5);
    for (const iso of london.next) expect(['06:30', '05:30']).toContain(iso.slice(11, 16));

    expect((await preview('99 8 * * *', 'Asia/Shanghai')).body.data).toEqual({
      next: [],
      problem: { key: 'schedule.cronFieldRange', params: { part: { zh: '分', en: 'minute' }, value: '99', min: 0, max: 59 } },
    });
    expect(((await preview('0 8 31 2 *', 'Asia/Shanghai')).body.data as ReportCronPreview).problem).toEqual({ key: 'schedule.cronNever' });
    expect(((await preview('0 8 1 * *', 'Mars/Base')).body.data as ReportCronPreview).problem).toEqual({ key: 'schedule.timezoneInvalid' });
    expect((await preview('0 8 1 * *', 'Asia/Shanghai', 'npc01')).status).toBe(403);
  });
});

describe('the runs list', () => {
  it('shows an administrator the runs of the schedules they manage, with their owner; nobody else’s scope widens', async () => {
    const npc01 = await userIdOf('npc01');
    const added = await request(t.app)
      .post(API_PATHS.reportSchedules)
      .set(auth('admin'))
      .send({
        ...{ name: '人大月报（npc01）', cron: '0 8 1 * *', timezone: 'Asia/Shanghai' },
        request: { pack: { body: 'NPC' }, formats: 'xlsx' },
        runAsUserId: npc01.id,
      });
    expect(added.status).toBe(200);
    const started = await request(t.app)
      .post(withParams(API_PATHS.reportScheduleRunNow, { id: added.body.data.id }))
      .set(auth('admin'));
    expect(started.status).toBe(200);
    const runId = started.body.data.id as number;

    const listOf = async (who: string) =>
      (await request(t.app).get(API_PATHS.reportRuns).query({ pageSize: 100 }).set(auth(who))).body.data.rows as ReportRunView[];
    const adminRows = await listOf('admin');
    expect(adminRows.find((r) => r.id === runId)).toMatchObject({
      title: '人大月报（npc01）',
      userName: npc01.name,
      scheduleId: added.body.data.id,
    });
    // The administrator opens its files too.
    const detail = await request(t.app)
      .get(withParams(API_PATHS.reportRun, { id: runId }))
      .set(auth('admin'));
    expect(detail.status).toBe(200);
    expect(detail.body.data.items.length).toBeGreaterThan(0);

    // Its owner sees it as before; a unit and a leader (who manage no schedules) do not.
    expect((await listOf('npc01')).map((r) => r.id)).toContain(runId);
    expect((await listOf('unit01')).map((r) => r.id)).not.toContain(runId);
    expect((await listOf('leader01')).map((r) => r.id)).not.toContain(runId);
    expect(
      (
        await request(t.app)
          .get(withParams(API_PATHS.reportRun, { id: runId }))
          .set(auth('unit01'))
      ).status,
    ).toBe(404);
    // A run npc01 started by hand stays theirs alone.
    const own = await createRun('npc01', { reports: [{ id: 'npcTransactionList', params: {} }], formats: 'pdf' });
    expect((await listOf('admin')).map((r) => r.id)).not.toContain(own.body.data.id);
  }, 60000);
});
