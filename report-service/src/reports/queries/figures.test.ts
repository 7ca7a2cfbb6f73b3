import { API_PATHS, withParams, type CaseFile, type ReportData, type TableBlock } from '@proposal-desk/shared';
import request from 'supertest';
import { signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, type TestApp } from '../../../test/harness';
import { beijingDayOf } from '../../lib/beijing-time';

// The figures' predicates on a small office of five cases whose every count is known by hand: the
// statistic counts them, the list behind each figure lists them, and "overdue" is one thing everywhere.

let t: TestApp;
let seats: CaseSeats;
let sessionId: number;
const cases: Record<'a' | 'b' | 'c' | 'd' | 'e', CaseFile> = {} as never;

const yesterday = () => new Date(Date.now() - 86_400_000);
const assignment = (kase: CaseFile, who: string) => kase.assignments.find((a) => a.unitId === seats.unitOf(who))!;

async function sign(kase: CaseFile, who: string) {
  const res = await seats.act(who, API_PATHS.caseSign, {
    id: kase.id,
    version: (await seats.file(kase.id)).version,
    assignmentId: assignment(kase, who).id,
  });
  expect(res.status).toBe(200);
}

async function reply(kase: CaseFile, who: string, resultCategory: string) {
  const res = await seats.act(who, API_PATHS.caseReply, {
    id: kase.id,
    version: (await seats.file(kase.id)).version,
    assignmentId: assignment(kase, who).id,
    docNo: '京函〔2026〕1号',
    signer: '王局长',
    repliedOn: beijingDayOf(new Date()),
    resultCategory,
    adoption: 'ADOPTED',
    content: '已办理。',
    withoutOpinions: true,
  });
  expect(res.status).toBe(200);
}

const setAssignment = (kase: CaseFile, who: string, values: Record<string, unknown>) =>
  t.ctx.db.updateTable('assignments').set(values).where('id', '=', assignment(kase, who).id).execute();

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['npc01', 'unit01', 'unit02']);
  // a: unit01 leads and replies (A), unit02 co-handles, signed.
  cases.a = await seats.assignedCase([
    { unit: 'unit01', role: 'LEAD' },
    { unit: 'unit02', role: 'CO' },
  ]);
  await sign(cases.a, 'unit01');
  await sign(cases.a, 'unit02');
  await reply(cases.a, 'unit01', 'A');
  // b: unit01 alone, not signed, due yesterday: pending and overdue.
  cases.b = await seats.assignedCase([{ unit: 'unit01', role: 'SOLE' }]);
  await setAssignment(cases.b, 'unit01', { due_at: yesterday() });
  // c: unit02 alone, replied (B), rated unsatisfied and sent back with a re-handling due of yesterday:
  // replied once, re-handling, and overdue in its second round.
  cases.c = await seats.assignedCase([{ unit: 'unit02', role: 'SOLE' }]);
  await sign(cases.c, 'unit02');
  await reply(cases.c, 'unit02', 'B');
  await t.ctx.db
    .insertInto('evaluations')
    .values({
      case_id: cases.c.id,
      assignment_id: assignment(cases.c, 'unit02').id,
      work_satisfaction: 'UNSATISFIED',
      result_satisfaction: 'UNSATISFIED',
      evaluated_at: new Date(),
    })
    .execute();
  await setAssignment(cases.c, 'unit02', { status: 'REHANDLE', rehandle_due_at: yesterday() });
  await t.ctx.db.updateTable('cases').set({ status: 'REHANDLING' }).where('id', '=', cases.c.id).execute();
  // d: unit01 leads, signed, past due, but the case is closed: nothing open, not overdue.
  cases.d = await seats.assignedCase([{ unit: 'unit01', role: 'LEAD' }]);
  await sign(cases.d, 'unit01');
  await setAssignment(cases.d, 'unit01', { due_at: yesterday() });
  await t.ctx.db.updateTable('cases').set({ status: 'CLOSED', closed_at: new Date() }).where('id', '=', cases.d.id).execute();
  // e: unit02 leads, not signed and past due; unit01 co-handles, signed and on time.
  cases.e = await seats.assignedCase([
    { unit: 'unit02', role: 'LEAD' },
    { unit: 'unit01', role: 'CO' },
  ]);
  await sign(cases.e, 'unit01');
  await setAssignment(cases.e, 'unit02', { due_at: yesterday() });
  // The five cases make a session of their own.
  const session = await t.ctx.db
    .insertInto('meetings')
    .values({ body: 'NPC', jie: 99, ci: 1, name: '第九十九届一次会议', start_at: null, end_at: null, submit_deadline: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  sessionId = session.id;
  await t.ctx.db
    .updateTable('cases')
    .set({ session_id: sessionId })
    .where(
      'id',
      'in',
      Object.values(cases).map((c) => c.id),
    )
    .execute();
}, 120_000);
afterAll(() => t.close());

const unitName = (who: string) => assignment(who === 'unit01' ? cases.a : cases.c, who).unitName;

describe('the figures over assignments, counted by hand', () => {
  const expected = {
    unit01: { assigned: 4, pending: 1, handling: 2, replied: 1, evaluated: 0, rehandling: 0, closed: 1, overdue: 1 },
    unit02: { assigned: 3, pending: 1, handling: 1, replied: 1, evaluated: 1, rehandling: 1, closed: 0, overdue: 2 },
  };

  it('counts them in 办理状态统计, and each figure’s list holds exactly its assignments', async () => {
    const res = await request(t.app)
      .get(withParams(API_PATHS.reportData, { id: 'caseStatusReportPrint' }))
      .query({ sessionId })
      .set(seats.bearer('npc01'));
    expect(res.status).toBe(200);
    const table = (res.body.data as ReportData).blocks[0] as TableBlock;
    for (const who of ['unit01', 'unit02'] as const) {
      const row = table.rows.find((r) => r.cells.unit === unitName(who))!;
      for (const [key, value] of Object.entries(expected[who])) {
        expect({ who, key, value: row.cells[key] }).toEqual({ who, key, value });
        if (value === 0) continue;
        const drill = row.drill![key]!;
        const list = await request(t.app).get(drill.path).query(drill.query).set(seats.bearer('npc01'));
        expect({ who, key, total: list.body.data.total }).toEqual({ who, key, total: value });
      }
    }
    const total = table.rows.find((r) => r.kind === 'total')!;
    expect(total.cells.overdue).toBe(3);
  });

  it('lists a unit’s overdue assignments by the round in force: c in its second round, never the closed d', async () => {
    const overdue = await request(t.app).get(API_PATHS.assignmentFacts).query({ sessionId, figure: 'overdue' }).set(seats.bearer('npc01'));
    const listed = (overdue.body.data.rows as Array<{ caseId: number; unitId: number }>).map((r) => [r.caseId, r.unitId]);
    expect(listed.sort()).toEqual(
      [
        [cases.b.id, seats.unitOf('unit01')],
        [cases.c.id, seats.unitOf('unit02')],
        [cases.e.id, seats.unitOf('unit02')],
      ].sort(),
    );
  });

  it('finds in the register only the cases where the unit asked for is the one overdue', async () => {
    const register = async (who: string) =>
      (
        await request(t.app)
          .get(API_PATHS.caseList)
          .query({ sessionId, overdue: true, unitId: seats.unitOf(who) })
          .set(seats.bearer('npc01'))
      ).body.data.rows.map((r: { id: number }) => r.id);
    expect(await register('unit01')).toEqual([cases.b.id]);
    expect((await register('unit02')).sort()).toEqual([cases.c.id, cases.e.id].sort());
  });

  it('gives a unit its own assignments only, whatever the filter asks', async () => {
    const res = await request(t.app)
      .get(API_PATHS.assignmentFacts)
      .query({ sessionId, unitId: seats.unitOf('unit02') })
      .set(seats.bearer('unit01'));
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(0);
    const own = await request(t.app).get(API_PATHS.assignmentFacts).query({ sessionId }).set(seats.bearer('unit01'));
    expect(own.body.data.total).toBe(4);
  });

  it('counts result categories of the reply in force and opens A+B as one list', async () => {
    const res = await request(t.app)
      .get(withParams(API_PATHS.reportData, { id: 'bllbReportPrint' }))
      .query({ sessionId })
      .set(seats.bearer('npc01'));
    const table = (res.body.data as ReportData).blocks[0] as TableBlock;
    const total = table.rows.find((r) => r.kind === 'total')!;
    expect([total.cells.a, total.cells.b, total.cells.replied]).toEqual([1, 1, 2]);
    expect(total.drill!.abRate!.query.resultCategory).toBe('A,B');
    const list = await request(t.app).get(total.drill!.abRate!.path).query(total.drill!.abRate!.query).set(seats.bearer('npc01'));
    expect(list.body.data.total).toBe(2);
  });

  it('refuses a figure or a code it does not know with a 400', async () => {
    for (const query of [{ figure: 'late' }, { resultCategory: 'A,Z' }, { asOf: '2026-13-45' }]) {
      const res = await request(t.app).get(API_PATHS.assignmentFacts).query(query).set(seats.bearer('npc01'));
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
  });
});
