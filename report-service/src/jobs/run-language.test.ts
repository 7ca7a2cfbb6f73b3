import { API_PATHS, type Language, reportDefinition, withParams } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import type { PgBoss } from 'pg-boss';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../test/harness';
import { loadCallerByUserId } from '../auth/load-caller';
import { mayUse } from '../reports/load-report';
import { ReportRenderer } from '../reports/render/engine';
import { startBoss } from './boss';
import type { ReportFileRenderer } from './renderer';
import { reportFileRenderer } from './report-file-renderer';
import { ReportJobs } from './report-jobs';
import { packContents } from './start-jobs';

// Batch runs and schedules write their workbooks in the language of whoever started or saved them.

const STATUS = 'caseStatusReportPrint';

/** The language each render was asked in, by run. */
const asked = new Map<number, Language | undefined>();
const renderer: ReportFileRenderer = {
  renderFile: (_caller, reportId, _params, format, _signal, lang) => {
    asked.set(asked.size, lang);
    return Promise.resolve({ content: Buffer.from(`${reportId}.${format}`), title: reportId, rows: 1, engine: 'fake' });
  },
};

let t: TestApp;
let boss: PgBoss;
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  boss = await startBoss(t.database, t.databaseUrl, t.ctx.logger);
  t.ctx.reportJobs = new ReportJobs({
    db: t.ctx.db,
    boss,
    logger: t.ctx.logger,
    renderer,
    workers: 1,
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
  admin = await t.login('admin', PASSWORDS.admin);
}, 60000);
afterAll(async () => {
  t.ctx.reportJobs?.stop();
  await boss.stop({ graceful: false, timeout: 2000 });
  await t.close();
});

const auth = (lang: string) => ({ Authorization: `Bearer ${admin}`, 'Accept-Language': lang });

/** The language the next render is asked in (waits for the worker). */
async function nextRenderLanguage(before: number): Promise<Language | undefined> {
  for (let waited = 0; waited < 20000; waited += 100) {
    if (asked.size > before) return asked.get(before);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the run was never rendered');
}

describe('the language of a batch run', () => {
  it('renders a run in the language of whoever started it', async () => {
    const body = { reports: [{ id: STATUS, params: {} }], formats: 'xlsx' };
    let before = asked.size;
    const english = await request(t.app).post(API_PATHS.reportRunStart).set(auth('en-US,en')).send(body);
    expect(english.status).toBe(200);
    expect(await nextRenderLanguage(before)).toBe('en');
    before = asked.size;
    const chinese = await request(t.app).post(API_PATHS.reportRunStart).set(auth('zh-CN')).send(body);
    expect(chinese.status).toBe(200);
    expect(await nextRenderLanguage(before)).toBe('zh');
    // A run left without a title is named in its starter's language too.
    const titleOf = async (id: number) =>
      (await t.ctx.db.selectFrom('report_runs').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title;
    expect(await titleOf(english.body.data.id)).toBe('1-file report run');
    expect(await titleOf(chinese.body.data.id)).toBe('报表任务（1 个文件）');
  });

  it('names a pack run left without a title in the language of whoever started it', async () => {
    const started = await request(t.app)
      .post(API_PATHS.reportRunStart)
      .set(auth('en'))
      .send({ pack: { body: 'CPPCC' }, formats: 'xlsx' });
    expect(started.status).toBe(200);
    const run = await t.ctx.db.selectFrom('report_runs').select('title').where('id', '=', started.body.data.id).executeTakeFirstOrThrow();
    expect(run.title).toBe('CPPCC report pack');
  });

  it('renders a schedule’s runs in the language of whoever saved it', async () => {
    const adminUser = await t.ctx.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const saved = await request(t.app)
      .post(API_PATHS.reportScheduleAdd)
      .set(auth('en'))
      .send({
        name: 'Weekly status (English)',
        cron: '0 8 * * 1',
        request: { reports: [{ id: STATUS, params: {} }], formats: 'xlsx' },
        runAsUserId: adminUser.id,
        enabled: false,
      });
    expect(saved.status).toBe(200);
    const before = asked.size;
    const run = await request(t.app)
      .post(withParams(API_PATHS.reportScheduleRunNow, { id: saved.body.data.id }))
      .set(auth('zh-CN'));
    expect(run.status).toBe(200);
    expect(await nextRenderLanguage(before)).toBe('en');
  });
});

describe('the batch renderer', () => {
  it('writes an English workbook for an English run and a Chinese one otherwise', async () => {
    const files = reportFileRenderer(t.ctx.db, new ReportRenderer({ pdfEngine: 'react-pdf' }));
    const adminUser = await t.ctx.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const caller = (await loadCallerByUserId(t.ctx.db, adminUser.id))!;
    const titleOf = async (lang: Language) => {
      const file = await files.renderFile(caller, STATUS, {}, 'xlsx', new AbortController().signal, lang);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.content as unknown as ArrayBuffer);
      return { title: file.title, a1: workbook.worksheets[0]!.getCell('A1').text };
    };
    const definition = reportDefinition(STATUS)!;
    expect(await titleOf('en')).toEqual({ title: definition.title.en, a1: definition.title.en });
    expect(await titleOf('zh')).toEqual({ title: definition.title.zh, a1: definition.title.zh });
  });
});
