import { MEMBER_EXCEL_HEADERS, type MemberOptions } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import type request from 'supertest';
import { type AnyProbe, listHolds, probe } from './probe';
import { type FixtureCase, SLOW_REPORT, type World } from './world';

/** The NPC delegation the submitter belongs to, and a profile body for a new deputy in it. */
async function newDeputyBody(w: World) {
  const group = await w.t.ctx.db.selectFrom('member_groups').select('id').where('body', '=', 'NPC').orderBy('id').executeTakeFirstOrThrow();
  return {
    Staff_Name: w.unique('新代表'),
    SPV_ID: w.npcSession,
    DLG_ID: group.id,
    Type: 1,
    BackGround: '群众',
    Address: '某单位 职员',
    Mobile: `137${String(w.serial()).padStart(8, '0')}`,
    Native_place: '某区某路1号',
    Remark: '某单位',
  };
}

/** The submitter's profile as the office edits it: every field, unchanged. */
async function submitterProfile(w: World) {
  const res = await w.send('npcOffice', 'npcList', { query: { intPageIndex: 1, intPageSize: 5 }, body: { HR_ID: w.memberOf.submitter } });
  const row = res.body.data.rows?.[0] ?? res.body.data[0];
  return {
    ID: w.memberOf.submitter,
    Staff_Name: row.staff_Name,
    BackGround: row.backGround || '群众',
    Address: row.address || '某单位 职员',
    Mobile: row.mobile || '13700000001',
    Native_place: row.native_Place || row.native_place || '某区某路1号',
    Remark: row.remark || '某单位',
  };
}

/** An import sheet of one new NPC deputy, in the delegate list's columns. */
async function memberSheet(w: World): Promise<Buffer> {
  const H = MEMBER_EXCEL_HEADERS;
  const options = (await w.send('npcOffice', 'npcOptions', { body: {} })).body.data as MemberOptions;
  const session = options.sessions.find((s) => s.body === 'NPC' && s.isCurrent)!.label;
  const group = options.delegations.find((d) => d.body === 'NPC')!.label;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('名单');
  sheet.addRow([H.name, H.account, H.session, H.group, H.type, H.background, H.address, H.mobile, H.nativePlace, H.remark]);
  sheet.addRow([
    w.unique('导入代表'),
    '',
    session,
    group,
    '',
    '群众',
    '某局 职员',
    `136${String(w.serial()).padStart(8, '0')}`,
    '某路1号',
    '某局',
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A run of the printer's test page started by the NPC office, finished. */
async function finishedRun(w: World): Promise<{ id: number }> {
  const started = await w.send('npcOffice', 'reportRunStart', { body: { reports: [{ id: 'test', params: {} }], formats: 'pdf' } });
  if (started.status !== 200) throw new Error(`run: ${started.status} ${JSON.stringify(started.body)}`);
  const id = started.body.data.id as number;
  await w.runSettled(id);
  return { id };
}

/** A schedule for a row that changes or deletes one. */
const newSchedule = async (w: World) => {
  const res = await w.send('admin', 'reportScheduleAdd', { body: scheduleBody(w) });
  if (res.status !== 200) throw new Error(`schedule: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id as number };
};
const scheduleBody = (w: World) => ({
  name: w.unique('每周报表'),
  cron: '0 8 * * 1',
  request: { reports: [{ id: 'test', params: {} }], formats: 'pdf' },
  runAsUserId: w.userOf('npcOffice'),
  enabled: false,
});

/** The commitment the read case's lead reply made (a B reply promises). */
const commitmentOf = async (w: World, kase: FixtureCase) =>
  (await w.t.ctx.db.selectFrom('case_commitments').select('id').where('case_id', '=', kase.id).executeTakeFirstOrThrow()).id;

type ReportParams = (w: World, kase: FixtureCase) => Promise<Record<string, string | number>> | Record<string, string | number>;

const reportRead = (id: string, params: ReportParams, shows?: (res: request.Response, w: World) => boolean | Promise<boolean>) =>
  probe<FixtureCase>({
    prepare: (w) => w.readCase(),
    attempt: async (w, _seat, kase) => ({ params: { id }, query: await params(w, kase) }),
    shows: shows ? (res, w) => shows(res, w) : undefined,
  });

/** The lead unit's letter, not the one a unit user gets of its own whatever unit it names. */
const leadUnitsName = async (w: World) =>
  (await w.t.ctx.db.selectFrom('handling_units').select('name').where('id', '=', w.unitOf.leadUnit).executeTakeFirstOrThrow()).name;
const letterParams: ReportParams = (w) => ({ body: 'NPC', sessionId: w.npcSession, unitId: w.unitOf.leadUnit });

export const OFFICE_PROBES: Record<string, AnyProbe> = {
  npcList: probe({
    attempt: (w) => ({ query: { intPageIndex: 1, intPageSize: 20 }, body: { HR_ID: w.memberOf.submitter } }),
    shows: (res, w) => JSON.stringify(res.body.data).includes(`"hR_ID":${w.memberOf.submitter}`),
  }),
  npcAdd: probe({ writes: true, attempt: async (w) => ({ body: await newDeputyBody(w) }) }),
  npcUpdate: probe<Record<string, unknown>>({ prepare: submitterProfile, writes: true, attempt: (_w, _seat, body) => ({ body }) }),
  npcChange: probe({ writes: true, attempt: (w) => ({ body: { ID: w.memberOf.otherDeputy, Type: 1 } }) }),
  npcDelete: probe<{ id: number }>({
    prepare: async (w) => ({ id: (await w.send('npcOffice', 'npcAdd', { body: await newDeputyBody(w) })).body.data.hR_ID }),
    writes: true,
    attempt: (_w, _seat, member) => ({ body: { ID: member.id } }),
  }),
  npcOptions: probe({ attempt: () => ({ body: {} }) }),
  npcExcel: probe({ attempt: (w) => ({ body: { HR_ID: w.memberOf.submitter } }) }),
  npcImport: probe({
    writes: true,
    attempt: async (w) => ({ query: { mode: 'validOnly' }, files: [{ name: '代表名单.xlsx', data: await memberSheet(w) }] }),
    // A row outside the caller's body is refused on its own, as every bad row of an import is.
    shows: (res) => res.body.data.imported === 1,
  }),
  npcImportTemplate: probe({ attempt: () => ({}) }),

  noticeList: probe({ attempt: () => ({}) }),
  noticeClear: probe({ attempt: () => ({ body: {} }) }),

  commitmentList: probe<FixtureCase>({
    prepare: (w) => w.readCase(),
    attempt: async (w, _seat, kase) => ({ query: { keyword: (await w.caseOf(kase.id)).title, pageSize: 50 } }),
    shows: (res, _w, kase) => listHolds(res, kase.id),
  }),
  commitmentRequestUpdate: probe<{ commitmentId: number }>({
    prepare: async (w) => ({ commitmentId: await commitmentOf(w, await w.replied()) }),
    writes: true,
    attempt: (_w, _seat, ctx) => ({ body: { commitmentIds: [ctx.commitmentId], note: '请报告进展' } }),
    shows: (res) => JSON.stringify(res.body.data).includes('"done":true') || !JSON.stringify(res.body.data).includes('"done":false'),
  }),
  commitmentReport: probe<FixtureCase & { commitmentId: number }>({
    prepare: async (w) => {
      const kase = await w.replied();
      return { ...kase, commitmentId: await commitmentOf(w, kase) };
    },
    writes: true,
    state: (w, kase) => w.versionOf(kase.id),
    attempt: async (w, _seat, kase) => ({
      body: {
        id: kase.id,
        version: await w.versionOf(kase.id),
        commitmentId: kase.commitmentId,
        progress: 'IN_PROGRESS',
        text: '已开工',
        reportedOn: w.today,
      },
    }),
  }),

  reportList: probe({ attempt: () => ({}) }),
  reportOptions: probe({ attempt: () => ({}) }),
  'reportData:document': reportRead('npcContentAdvicePrint', (_w, kase) => ({ caseId: kase.id })),
  'reportData:statistic': reportRead('caseUnitReportPrint', (w) => ({ body: 'NPC', sessionId: w.npcSession })),
  'reportData:narrative': reportRead('npcProcessReportPrint', (w) => ({ sessionId: w.npcSession })),
  'reportData:assignmentLetter': reportRead('assignmentLetterPrint', letterParams, async (res, w) =>
    String(res.body.data.title).includes(await leadUnitsName(w)),
  ),
  'reportData:memberLetter': reportRead('memberLetterPrint', (w) => ({
    body: 'NPC',
    sessionId: w.npcSession,
    memberId: w.memberOf.submitter,
  })),
  'reportPdf:document': reportRead('npcContentAdvicePrint', (_w, kase) => ({ caseId: kase.id })),
  'reportXlsx:statistic': reportRead('caseUnitReportPrint', (w) => ({ body: 'NPC', sessionId: w.npcSession })),
  'reportDocx:assignmentLetter': reportRead('assignmentLetterPrint', letterParams, async (res, w) =>
    decodeURIComponent(String(res.headers['content-disposition'])).includes(await leadUnitsName(w)),
  ),

  reportRunStart: probe({ writes: true, attempt: () => ({ body: { reports: [{ id: 'test', params: {} }], formats: 'pdf' } }) }),
  reportRuns: probe<{ id: number }>({
    prepare: finishedRun,
    attempt: () => ({ query: { pageIndex: 1, pageSize: 100 } }),
    shows: (res, _w, run) => (res.body.data.rows as Array<{ id: number }>).some((row) => row.id === run.id),
  }),
  reportRun: probe<{ id: number }>({ prepare: finishedRun, attempt: (_w, _seat, run) => ({ params: { id: run.id } }) }),
  reportRunCancel: probe<{ id: number }>({
    // A run of the report the walk's renderer holds until cancelled: it is still running when the seat cancels.
    prepare: async (w) => {
      const started = await w.send('npcOffice', 'reportRunStart', { body: { reports: [{ id: SLOW_REPORT, params: {} }], formats: 'pdf' } });
      return { id: started.body.data.id as number };
    },
    writes: true,
    attempt: (_w, _seat, run) => ({ params: { id: run.id } }),
  }),
  reportRunZip: probe<{ id: number }>({ prepare: finishedRun, attempt: (_w, _seat, run) => ({ params: { id: run.id } }) }),
  reportSchedules: probe({ attempt: () => ({}) }),
  reportScheduleCronPreview: probe({ attempt: () => ({ query: { cron: '0 8 * * 1' } }) }),
  reportScheduleAdd: probe({ writes: true, attempt: (w) => ({ body: scheduleBody(w) }) }),
  reportSchedule: probe<{ id: number }>({
    prepare: newSchedule,
    writes: true,
    attempt: (w, _seat, schedule) => ({ params: { id: schedule.id }, body: scheduleBody(w) }),
  }),
  reportScheduleDelete: probe<{ id: number }>({
    prepare: newSchedule,
    writes: true,
    attempt: (_w, _seat, schedule) => ({ params: { id: schedule.id } }),
  }),
  reportScheduleState: probe<{ id: number }>({
    prepare: newSchedule,
    writes: true,
    attempt: (_w, _seat, schedule) => ({ params: { id: schedule.id }, body: { enabled: false } }),
  }),
  reportScheduleRunNow: probe<{ id: number }>({
    prepare: newSchedule,
    writes: true,
    attempt: (_w, _seat, schedule) => ({ params: { id: schedule.id } }),
  }),

  publicReplies: probe({ attempt: () => ({ query: { pageIndex: 1, pageSize: 10 } }) }),
  publicReplyOptions: probe({ attempt: () => ({}) }),
  publicRepliesFeed: probe({ attempt: () => ({}) }),
  publicRepliesExport: probe({ attempt: () => ({}) }),
  publicRepliesSchema: probe({ attempt: () => ({}) }),
};
