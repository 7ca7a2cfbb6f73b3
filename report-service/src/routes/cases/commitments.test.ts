import { API_PATHS, type CaseFile, type Commitment, type Paged, type ReportData } from '@proposal-desk/shared';
import request from 'supertest';
import { signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, type TestApp } from '../../../test/harness';
import { beijingDayOf } from '../../lib/beijing-time';

// 回头看 (domain.md "Commitments"): a B or C reply is its unit's commitment, followed until the unit reports it kept
// or why not; the office asks for updates, the submitter reads them, and a report counts kept, late and open by unit.
let t: TestApp;
let seats: CaseSeats;

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['unit01', 'unit02', 'dlg001', 'cppcc01']);
});
afterAll(() => t.close());

const dayOffset = (days: number) => beijingDayOf(new Date(Date.now() + days * 86_400_000));

/** A fresh case led by dlg001, assigned to unit01 alone, signed and replied in `category` with these terms. */
async function repliedCase(category: string, terms: Record<string, unknown> = {}): Promise<CaseFile> {
  let kase = await seats.assignedCase([{ unit: 'unit01', role: 'SOLE' }]);
  const deputy = await t.ctx.db.selectFrom('users').select('hr_id').where('username', '=', 'dlg001').executeTakeFirstOrThrow();
  await t.ctx.db.updateTable('cases').set({ lead_member_id: deputy.hr_id }).where('id', '=', kase.id).execute();
  await t.ctx.db.deleteFrom('case_submitters').where('case_id', '=', kase.id).execute();
  await t.ctx.db.insertInto('case_submitters').values({ case_id: kase.id, member_id: deputy.hr_id!, role: 'LEAD' }).execute();
  const assignmentId = kase.assignments[0]!.id;
  expect((await seats.act('unit01', API_PATHS.caseSign, { id: kase.id, version: kase.version, assignmentId })).status).toBe(200);
  kase = await seats.file(kase.id);
  const reply = await seats.act('unit01', API_PATHS.caseReply, {
    id: kase.id,
    version: kase.version,
    assignmentId,
    docNo: '京建函〔2026〕90号',
    signer: '张局长',
    repliedOn: dayOffset(0),
    resultCategory: category,
    adoption: 'PARTIAL',
    content: '已列入明年计划，分步实施。',
    ...terms,
  });
  expect(reply.status).toBe(200);
  return seats.file(kase.id);
}

const listOf = async (who: string, query: Record<string, unknown>) => {
  const res = await request(t.app)
    .get(API_PATHS.commitmentList)
    .set(seats.bearer(who))
    .query({ pageSize: 100, ...query });
  expect(res.status).toBe(200);
  return res.body.data as Paged<Commitment>;
};

const reportOf = async (commitment: Commitment, progress: string, text: string, who = 'unit01') => {
  const kase = await seats.file(commitment.caseId);
  return seats.act(who, API_PATHS.commitmentReport, {
    id: kase.id,
    version: kase.version,
    commitmentId: commitment.id,
    progress,
    text,
    reportedOn: dayOffset(0),
  });
};

describe('commitments (回头看)', () => {
  it('makes a B reply a commitment with its step and day; an A reply makes none', async () => {
    const kase = await repliedCase('B', { promise: '年底前完成路口改造', promisedOn: dayOffset(90) });
    expect(kase.commitments).toEqual([
      expect.objectContaining({
        unitName: kase.assignments[0]!.unitName,
        category: 'B',
        promise: '年底前完成路口改造',
        promisedOn: dayOffset(90),
        standing: 'OPEN',
        updates: [],
      }),
    ]);
    const solved = await repliedCase('A', { promise: '不会记下' });
    expect(solved.commitments).toEqual([]);
  });

  it('follows a commitment from the office’s request to the unit’s report, which the submitter reads and the report counts', async () => {
    const kase = await repliedCase('C', { promise: '待资金落实后实施', promisedOn: dayOffset(30) });
    const [commitment] = kase.commitments;
    const office = await listOf('npc01', { body: 'NPC', keyword: kase.caseNo });
    expect(office.rows.map((r) => r.id)).toEqual([commitment!.id]);
    // A unit sees its own commitments only; another unit none of this one.
    expect((await listOf('unit01', { keyword: kase.caseNo })).total).toBe(1);
    expect((await listOf('unit02', { keyword: kase.caseNo })).total).toBe(0);

    // The office asks; the unit sees the request waiting, and is told.
    const asked = await seats.act('npc01', API_PATHS.commitmentRequestUpdate, { commitmentIds: [commitment!.id], note: '请于月底前报告' });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual([expect.objectContaining({ id: kase.id, done: true })]);
    const waiting = await listOf('unit01', { awaiting: true, keyword: kase.caseNo });
    expect(waiting.rows[0]).toMatchObject({ requestNote: '请于月底前报告', requestedAt: expect.any(String) });
    // Only the office asks; only the unit reports.
    expect((await seats.act('unit01', API_PATHS.commitmentRequestUpdate, { commitmentIds: [commitment!.id], note: '' })).status).toBe(403);
    expect((await reportOf(commitment!, 'KEPT', '已完成', 'npc01')).status).toBe(403);
    expect((await reportOf(commitment!, 'KEPT', '已完成', 'unit02')).status).toBe(404);

    // Under way first, then kept: the request is answered, the standing follows, the submitter hears each time.
    expect((await reportOf(commitment!, 'IN_PROGRESS', '资金已申请')).status).toBe(200);
    expect((await listOf('unit01', { awaiting: true, keyword: kase.caseNo })).total).toBe(0);
    expect((await reportOf(commitment!, 'KEPT', '已实施完毕')).status).toBe(200);
    const again = await reportOf(commitment!, 'IN_PROGRESS', '再报一次');
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('已兑现');

    const deputyFile = await seats.file(kase.id, 'dlg001');
    expect(deputyFile.commitments[0]).toMatchObject({
      standing: 'KEPT',
      requestNote: '',
      updates: [
        expect.objectContaining({ progress: 'IN_PROGRESS', text: '资金已申请' }),
        expect.objectContaining({ progress: 'KEPT', text: '已实施完毕' }),
      ],
    });
    const notices = await t.ctx.db
      .selectFrom('notices')
      .innerJoin('users', 'users.id', 'notices.user_id')
      .select('notices.content')
      .where('users.username', '=', 'dlg001')
      .where('notices.message_key', '=', 'notice.commitment')
      .where('notices.link', '=', `/case/detail?id=${kase.id}`)
      .execute();
    expect(notices.map((n) => n.content)).toEqual([expect.stringContaining('正在推进'), expect.stringContaining('已兑现')]);
    const timeline = (await seats.file(kase.id)).events.map((e) => e.step);
    expect(timeline).toEqual(expect.arrayContaining(['COMMITMENT_REQUESTED', 'COMMITMENT_REPORTED']));

    // The report counts by the same standing as the list, and each figure opens the list that holds as many.
    const unitId = seats.unitOf('unit01');
    const data = (
      await request(t.app)
        .get(`${API_PATHS.reportData}`.replace(':id', 'commitmentReportPrint'))
        .set(seats.bearer('npc01'))
        .query({ body: 'NPC' })
    ).body.data as ReportData;
    const table = data.blocks.find((b) => b.type === 'table');
    if (table?.type !== 'table') throw new Error('no table');
    const row = table.rows.find((r) => r.kind === 'data' && r.drill?.total?.query.unitId === unitId)!;
    for (const key of ['total', 'kept', 'late', 'open', 'notKept'] as const) {
      const drill = row.drill?.[key];
      if (!drill) {
        expect(row.cells[key]).toBe(0);
        continue;
      }
      const listed = await request(t.app).get(drill.path).set(seats.bearer('npc01')).query(drill.query);
      expect(listed.body.data.total).toBe(row.cells[key]);
    }
    expect(Number(row.cells.kept)).toBeGreaterThan(0);
  });

  it('counts a commitment past its day as late, and one reported impossible as not kept', async () => {
    const late = await repliedCase('B', { promise: '上月完成', promisedOn: dayOffset(0) });
    await t.ctx.db
      .updateTable('case_commitments')
      .set({ promised_on: dayOffset(-3) })
      .where('case_id', '=', late.id)
      .execute();
    expect((await seats.file(late.id)).commitments[0]!.standing).toBe('LATE');
    expect((await listOf('npc01', { body: 'NPC', standing: 'LATE', keyword: late.caseNo })).total).toBe(1);
    const impossible = (await repliedCase('C')).commitments[0]!;
    expect(impossible).toMatchObject({ promise: '', promisedOn: null, standing: 'OPEN' });
    expect((await reportOf(impossible, 'NOT_KEPT', '规划调整，无法实施')).status).toBe(200);
    expect((await seats.file(impossible.caseId)).commitments[0]!.standing).toBe('NOT_KEPT');
  });

  it('refuses bad input with a message, and an office of the other body sees none of these', async () => {
    const bad = await seats.act('npc01', API_PATHS.commitmentRequestUpdate, { commitmentIds: [], note: '' });
    expect(bad.status).toBe(400);
    expect((await seats.act('npc01', API_PATHS.commitmentRequestUpdate, { commitmentIds: [2 ** 33], note: '' })).status).toBe(400);
    expect((await seats.act('npc01', API_PATHS.commitmentRequestUpdate, { commitmentIds: [999_999], note: '' })).status).toBe(400);
    const kase = await repliedCase('B');
    const noText = await reportOf(kase.commitments[0]!, 'KEPT', '');
    expect(noText.status).toBe(400);
    expect((await listOf('cppcc01', { keyword: kase.caseNo })).total).toBe(0);
  });

  it('seeds the demo with commitments in every standing', async () => {
    const standings = await t.ctx.db.selectFrom('case_commitments').select('status').distinct().execute();
    expect(standings.map((s) => s.status).sort()).toEqual(['KEPT', 'NOT_KEPT', 'OPEN']);
    const office = await listOf('npc01', { body: 'NPC', standing: 'LATE' });
    expect(office.total).toBeGreaterThan(0);
  });
});
