import {
  API_PATHS,
  ASSIGNMENT_STAGES,
  PAGE_SIZE_MAX,
  type AssignmentListAnswer,
  type AssignmentRow,
  type AssignmentStage,
  type CaseFile,
} from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, type TestApp } from '../../../test/harness';
import { beijingDayOf, formatBeijingDateTime } from '../../lib/beijing-time';

let t: TestApp;
let seats: CaseSeats;
const bearer = (who: string) => seats.bearer(who);

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['unit01', 'unit02', 'dlg001']);
});
afterAll(() => t.close());

const list = (who: string, query: Record<string, unknown> = {}) =>
  request(t.app).get(API_PATHS.caseAssignments).set(bearer(who)).query(query);
const listOf = async (who: string, query: Record<string, unknown> = {}) => {
  const res = await list(who, query);
  expect(res.status).toBe(200);
  return res.body.data as AssignmentListAnswer;
};
const idsOf = (rows: readonly { assignmentId: number }[]) => rows.map((r) => r.assignmentId);

/** The unit's assignments as the database holds them, read plainly, to check the list against. */
async function storedAssignments(who: string) {
  const rows = await t.ctx.db
    .selectFrom('assignments')
    .innerJoin('cases', 'cases.id', 'assignments.case_id')
    .select([
      'assignments.id',
      'assignments.status',
      'assignments.role',
      'assignments.assigned_at',
      'assignments.due_at',
      'assignments.rehandle_due_at',
      'cases.body',
      'cases.session_id',
      'cases.case_no',
      'cases.title',
    ])
    .where('assignments.unit_id', '=', seats.unitOf(who))
    .where('assignments.status', '<>', 'VOID')
    .execute();
  const replies = await t.ctx.db.selectFrom('replies').select(['assignment_id', 'replied_at']).execute();
  const latest = new Map<number, number>();
  for (const r of replies) latest.set(r.assignment_id, Math.max(latest.get(r.assignment_id) ?? 0, r.replied_at.getTime()));
  return rows.map((r) => ({ ...r, due: (r.rehandle_due_at ?? r.due_at).getTime(), repliedAt: latest.get(r.id) ?? null }));
}
type Stored = Awaited<ReturnType<typeof storedAssignments>>[number];

const OPEN = ['PENDING', 'SIGNED', 'RETURN_REQUESTED', 'REHANDLE'];
const inStage = (stage: AssignmentStage, now: number) => (a: Stored) =>
  ({
    pending: a.status === 'PENDING',
    handling: ['SIGNED', 'REHANDLE', 'RETURN_REQUESTED'].includes(a.status),
    replied: a.status === 'REPLIED',
    overdue: OPEN.includes(a.status) && a.due < now,
  })[stage];
const byDueThenId = (x: Stored, y: Stored) => x.due - y.due || x.id - y.id;

const assignedCase = (units: Array<{ unit: number | string; role: string }>) => seats.assignedCase(units);

describe('GET Case/Assignments (the unit’s workspace)', () => {
  it('lists the pending stage by default, due first, and counts every stage under the same filters', async () => {
    const page = await listOf('unit01', { pageSize: PAGE_SIZE_MAX });
    const stored = await storedAssignments('unit01');
    const now = Date.now();
    for (const stage of ASSIGNMENT_STAGES) expect([stage, page.counts[stage]]).toEqual([stage, stored.filter(inStage(stage, now)).length]);
    expect(page.counts.pending + page.counts.handling + page.counts.replied).toBe(stored.length);
    expect(page.counts.pending).toBeGreaterThan(0);
    expect(page.total).toBe(page.counts.pending);
    const pending = stored.filter(inStage('pending', now)).sort(byDueThenId);
    expect(idsOf(page.list)).toEqual(pending.slice(0, PAGE_SIZE_MAX).map((a) => a.id));
    expect(page.list.every((r) => r.status === 'PENDING' && r.light !== null && r.signedAt === null)).toBe(true);

    const overdue = await listOf('unit01', { stage: 'overdue', pageSize: PAGE_SIZE_MAX });
    expect(overdue.total).toBe(page.counts.overdue);
    expect(overdue.list.every((r) => r.light === 'red' && new Date(r.dueAt).getTime() < Date.now())).toBe(true);
  });

  it('shows a reply’s time and round; replied rows come latest reply first', async () => {
    const kase = await assignedCase([{ unit: 'unit01', role: 'SOLE' }]);
    const assignmentId = kase.assignments[0]!.id;
    const pending = await listOf('unit01', { keyword: kase.caseNo });
    expect(pending.list).toEqual([
      expect.objectContaining({ assignmentId, caseId: kase.id, caseVersion: kase.version, status: 'PENDING', round: 1, light: 'green' }),
    ]);
    expect(pending.list[0]!.submitter).toBe(kase.lead?.name ?? kase.group?.name);
    expect(pending.counts).toEqual({ pending: 1, handling: 0, replied: 0, overdue: 0 });

    const signed = await request(t.app)
      .post(API_PATHS.caseSign)
      .set(bearer('unit01'))
      .send({ id: kase.id, version: kase.version, assignmentId });
    const replied = await request(t.app)
      .post(API_PATHS.caseReply)
      .set(bearer('unit01'))
      .send({
        id: kase.id,
        version: signed.body.data.version,
        assignmentId,
        docNo: '京建函〔2026〕7号',
        signer: '张局长',
        repliedOn: beijingDayOf(new Date()),
        resultCategory: 'A',
        adoption: 'ADOPTED',
        content: '已解决。',
      });
    expect(replied.status).toBe(200);
    await t.ctx.db
      .updateTable('assignments')
      .set({ rehandle_due_at: new Date(Date.now() + 20 * 86_400_000) })
      .where('id', '=', assignmentId)
      .execute();

    const mine = await listOf('unit01', { stage: 'replied', keyword: kase.caseNo });
    expect(mine.counts).toEqual({ pending: 0, handling: 0, replied: 1, overdue: 0 });
    const row = mine.list[0]!;
    expect(row).toMatchObject({
      assignmentId,
      status: 'REPLIED',
      caseStatus: 'REPLIED',
      round: 2,
      light: null,
      caseVersion: replied.body.data.version,
      actions: [],
    });
    expect(row.signedAt).not.toBeNull();
    const stored = await t.ctx.db
      .selectFrom('replies')
      .select('replied_at')
      .where('assignment_id', '=', assignmentId)
      .executeTakeFirstOrThrow();
    expect(row.repliedAt).toBe(stored.replied_at.toISOString());

    const all = await listOf('unit01', { stage: 'replied', pageSize: PAGE_SIZE_MAX });
    const expected = (await storedAssignments('unit01'))
      .filter(inStage('replied', Date.now()))
      .sort((x, y) => (y.repliedAt ?? 0) - (x.repliedAt ?? 0) || x.id - y.id);
    expect(idsOf(all.list)).toEqual(expected.slice(0, PAGE_SIZE_MAX).map((a) => a.id));
    expect(all.list[0]!.assignmentId).toBe(assignmentId);
  });

  it('filters by body, session, role, assignment days and keyword; pages and sorts on request', async () => {
    const stored = await storedAssignments('unit01');
    const now = Date.now();
    const handling = stored.filter(inStage('handling', now));
    const sample = handling[0]!;
    const day = beijingDayOf(sample.assigned_at);
    const cases: Array<[Record<string, unknown>, (a: Stored) => boolean]> = [
      [{ body: 'cppcc' }, (a) => a.body === 'CPPCC'],
      [{ sessionId: sample.session_id }, (a) => a.session_id === sample.session_id],
      [{ role: 'LEAD' }, (a) => a.role === 'LEAD'],
      [{ assignedFrom: day, assignedTo: day }, (a) => beijingDayOf(a.assigned_at) === day],
      [{ keyword: sample.case_no }, (a) => (a.case_no ?? '').includes(sample.case_no!) || a.title.includes(sample.case_no!)],
      [
        { keyword: sample.title.slice(2, 6) },
        (a) => (a.case_no ?? '').includes(sample.title.slice(2, 6)) || a.title.includes(sample.title.slice(2, 6)),
      ],
    ];
    for (const [filter, keep] of cases) {
      const page = await listOf('unit01', { ...filter, stage: 'handling', pageSize: PAGE_SIZE_MAX });
      const expected = stored.filter(keep);
      expect(expected.length).toBeGreaterThan(0);
      expect([filter, page.counts.handling, page.counts.replied]).toEqual([
        filter,
        expected.filter(inStage('handling', now)).length,
        expected.filter(inStage('replied', now)).length,
      ]);
      expect(idsOf(page.list).sort()).toEqual(
        expected
          .filter(inStage('handling', now))
          .map((a) => a.id)
          .sort(),
      );
    }

    const six = await listOf('unit01', { stage: 'handling', pageSize: 6 });
    const first = await listOf('unit01', { stage: 'handling', pageSize: 3, pageIndex: 1 });
    const second = await listOf('unit01', { stage: 'handling', pageSize: 3, pageIndex: 2 });
    expect(idsOf([...first.list, ...second.list])).toEqual(idsOf(six.list));
    expect(six.list.length).toBe(Math.min(6, handling.length));

    const byAssigned = await listOf('unit01', { stage: 'handling', sortField: 'assignedAt', sortOrder: 'desc', pageSize: PAGE_SIZE_MAX });
    const expected = [...handling].sort((x, y) => y.assigned_at.getTime() - x.assigned_at.getTime() || x.id - y.id);
    expect(idsOf(byAssigned.list)).toEqual(expected.slice(0, PAGE_SIZE_MAX).map((a) => a.id));
    const bad = await list('unit01', { assignedFrom: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'assignedFrom', message: '请输入正确的日期（YYYY-MM-DD）' }]);
  });

  it('offers on each row what the case file offers the unit on that assignment', async () => {
    for (const stage of ['pending', 'handling'] as const) {
      const page = await listOf('unit01', { stage, pageSize: 8 });
      expect(page.list.length).toBeGreaterThan(0);
      for (const row of page.list) {
        const caseFile = (await request(t.app).get(API_PATHS.caseDetail).set(bearer('unit01')).query({ id: row.caseId })).body
          .data as CaseFile;
        expect([row.assignmentId, row.actions]).toEqual([
          row.assignmentId,
          caseFile.assignments.find((a) => a.id === row.assignmentId)!.actions,
        ]);
      }
    }
  });

  it('shows a unit only its own assignments and nobody else the workspace', async () => {
    const own = new Set((await storedAssignments('unit01')).map((a) => a.id));
    for (const stage of ASSIGNMENT_STAGES) {
      const page = await listOf('unit02', { stage, pageSize: PAGE_SIZE_MAX });
      expect(page.list.some((r) => own.has(r.assignmentId))).toBe(false);
    }
    const unit02 = await storedAssignments('unit02');
    expect((await listOf('unit02')).counts.pending).toBe(unit02.filter((a) => a.status === 'PENDING').length);
    for (const who of ['npc01', 'dlg001']) {
      const res = await list(who);
      expect([who, res.status]).toEqual([who, 403]);
      expect((await request(t.app).get(API_PATHS.caseAssignmentsExport).set(bearer(who))).status).toBe(403);
    }
  });
});

describe('GET Case/AssignmentsExport', () => {
  it('writes every row of the stage and filters in the list’s order and logs the export', async () => {
    const query = { stage: 'replied', sortField: 'assignedAt', sortOrder: 'asc' };
    const res = await request(t.app).get(API_PATHS.caseAssignmentsExport).set(bearer('unit01')).query(query).responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('交办件清单_'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.worksheets[0]!;
    const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map((v) => String(v ?? ''));
    expect(cells(1)).toEqual(['案号', '案由', '提出人', '办理方式', '状态', '交办时间', '办理期限', '签收时间', '答复时间']);

    const rows: AssignmentRow[] = [];
    for (let pageIndex = 1; ; pageIndex++) {
      const page = await listOf('unit01', { ...query, pageSize: PAGE_SIZE_MAX, pageIndex });
      rows.push(...page.list);
      if (rows.length >= page.total) break;
    }
    expect(rows.length).toBeGreaterThan(0);
    expect(sheet.rowCount - 1).toBe(rows.length);
    const first = rows[0]!;
    expect(cells(2)).toEqual([
      first.caseNo ?? '',
      first.title,
      first.submitter,
      expect.any(String),
      expect.stringMatching(/^已办复/),
      formatBeijingDateTime(new Date(first.assignedAt)),
      formatBeijingDateTime(new Date(first.dueAt)),
      first.signedAt ? formatBeijingDateTime(new Date(first.signedAt)) : '',
      formatBeijingDateTime(new Date(first.repliedAt!)),
    ]);
    expect(cells(sheet.rowCount)[0]).toBe(rows.at(-1)!.caseNo ?? '');

    const log = await t.ctx.db
      .selectFrom('activity_logs')
      .select('description')
      .where('module', '=', '导出')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.description).toBe(`导出交办件清单 ${rows.length} 条`);
  });
});
