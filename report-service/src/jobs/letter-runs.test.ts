import { API_PATHS, withParams, type ReportManifestEntry, type ReportRunView } from '@proposal-desk/shared';
import { strFromU8, unzipSync } from 'fflate';
import type { PgBoss } from 'pg-boss';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../test/harness';
import { closeReportRenderers, reportRenderer } from '../reports/render/engine';
import { startBoss } from './boss';
import { reportFileRenderer } from './report-file-renderer';
import { ReportJobs } from './report-jobs';
import { RUN_CATALOGUE } from './start-jobs';

// Letters to every unit or submitter as one batch run, rendered for real (Chromium), one file per recipient.

let t: TestApp;
let boss: PgBoss;
let npc: string;

beforeAll(async () => {
  t = await createTestApp();
  boss = await startBoss(t.database, t.databaseUrl, t.ctx.logger);
  t.ctx.reportJobs = new ReportJobs({
    db: t.ctx.db,
    boss,
    logger: t.ctx.logger,
    renderer: reportFileRenderer(t.ctx.db, reportRenderer(t.ctx.env)),
    catalogue: RUN_CATALOGUE,
    workers: 2,
  });
  await t.ctx.reportJobs.start();
  npc = `Bearer ${await t.login('npc01', PASSWORDS.demo)}`;
}, 120_000);

afterAll(async () => {
  t.ctx.reportJobs?.stop();
  await boss.stop({ graceful: false, timeout: 2000 });
  await closeReportRenderers();
  await t.close();
});

async function settled(id: number): Promise<ReportRunView> {
  for (let i = 0; i < 600; i++) {
    const res = await request(t.app).get(withParams(API_PATHS.reportRun, { id })).set('Authorization', npc);
    const run = res.body.data as ReportRunView;
    if (run.status !== 'queued' && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`run ${id} did not settle`);
}

async function zipOf(id: number): Promise<Record<string, Uint8Array>> {
  const res = await request(t.app)
    .get(withParams(API_PATHS.reportRunZip, { id }))
    .set('Authorization', npc)
    .buffer(true)
    .parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return unzipSync(new Uint8Array(res.body as Buffer));
}

describe('letters as a batch run', () => {
  it('writes the assignment letter to every unit with assignments of the session not yet replied to, each file named by its unit', async () => {
    const created = await request(t.app)
      .post(API_PATHS.reportRuns)
      .set('Authorization', npc)
      .send({ letters: { id: 'assignmentLetterPrint', params: { body: 'NPC', docSeq: 3 } }, formats: 'pdf' });
    expect(created.status).toBe(200);
    const run = await settled(created.body.data.id);
    const units = await t.ctx.db
      .selectFrom('assignments as a')
      .innerJoin('cases', 'cases.id', 'a.case_id')
      .innerJoin('meetings as m', 'm.id', 'cases.session_id')
      .innerJoin('handling_units as u', 'u.id', 'a.unit_id')
      .select(['u.name'])
      .distinct()
      .where('a.status', '!=', 'VOID')
      // Without a range of 交办日期 a letter lists what the unit has not replied to yet.
      .where((eb) => eb.not(eb.exists(eb.selectFrom('replies as r').select('r.id').whereRef('r.assignment_id', '=', 'a.id'))))
      .where('cases.body', '=', 'NPC')
      .where('m.is_current', '=', true)
      .execute();
    expect(run).toMatchObject({ status: 'complete', total: units.length, failed: 0, title: `交办函（${units.length} 份）` });
    const files = await zipOf(run.id);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as ReportManifestEntry[];
    expect(manifest.map((entry) => entry.file.replace(/^\d+ 交办函_|\.pdf$/g, '')).sort()).toEqual(units.map((u) => u.name).sort());
    expect(new Set(manifest.map((entry) => entry.params.unitId)).size).toBe(units.length);
    expect(manifest.every((entry) => entry.format === 'pdf' && entry.rows > 0)).toBe(true);
  }, 240_000);

  it('writes one letter per deputy in Word, and refuses Word for a report without it', async () => {
    const created = await request(t.app)
      .post(API_PATHS.reportRuns)
      .set('Authorization', npc)
      .send({ letters: { id: 'memberLetterPrint', params: { body: 'NPC' } }, formats: 'docx' });
    expect(created.status).toBe(200);
    const run = await settled(created.body.data.id);
    expect(run.status).toBe('complete');
    expect(run.total).toBeGreaterThan(10);
    const files = await zipOf(run.id);
    const names = Object.keys(files).filter((name) => name.endsWith('.docx'));
    expect(names).toHaveLength(run.total);
    expect(names.every((name) => /^\d+ 一人一函_.+\.docx$/.test(name))).toBe(true);

    const refused = await request(t.app)
      .post(API_PATHS.reportRuns)
      .set('Authorization', npc)
      .send({ reports: [{ id: 'caseStatusReportPrint', params: { body: 'NPC' } }], formats: 'docx' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('报表「办理状态统计」没有 Word 格式');
  }, 240_000);
});
