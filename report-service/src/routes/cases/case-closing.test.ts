import { API_PATHS, type CaseFile } from '@proposal-desk/shared';
import request from 'supertest';
import { signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, type TestApp } from '../../../test/harness';
import { beijingDayOf } from '../../lib/beijing-time';

let t: TestApp;
let seats: CaseSeats;

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['npc01', 'unit01', 'unit02', 'dlg001']);
});
afterAll(() => t.close());

const act = (who: string, path: string, body: Record<string, unknown>) => seats.act(who, path, body);
const file = (id: number, who?: string) => seats.file(id, who);
const assignmentOf = (kase: CaseFile, who: string) => kase.assignments.find((a) => a.unitId === seats.unitOf(who))!;
const unitName = (kase: CaseFile, who: string) => assignmentOf(kase, who).unitName;

const letter = (kase: CaseFile, assignmentId: number, extra: Record<string, unknown> = {}) => ({
  id: kase.id,
  version: kase.version,
  assignmentId,
  docNo: '京建函〔2026〕9号',
  signer: '王局长',
  repliedOn: beijingDayOf(new Date()),
  resultCategory: 'A',
  adoption: 'ADOPTED',
  content: '已解决。',
  ...extra,
});

async function sign(kase: CaseFile, who: string): Promise<CaseFile> {
  const res = await act(who, API_PATHS.caseSign, {
    id: kase.id,
    version: (await file(kase.id)).version,
    assignmentId: assignmentOf(kase, who).id,
  });
  expect(res.status).toBe(200);
  return file(kase.id);
}

/** unit01 leads, unit02 co-handles; both signed. */
async function leadAndCo(): Promise<CaseFile> {
  const kase = await seats.assignedCase([
    { unit: 'unit01', role: 'LEAD' },
    { unit: 'unit02', role: 'CO' },
  ]);
  return sign(await sign(kase, 'unit01'), 'unit02');
}

/** The case of `leadAndCo`, replied by the lead without the co-unit's opinion, and rated (written directly: evaluating is not the subject). */
async function evaluatedWithSilentCo(): Promise<CaseFile> {
  const kase = await leadAndCo();
  const lead = assignmentOf(kase, 'unit01');
  const replied = await act('unit01', API_PATHS.caseReply, letter(kase, lead.id, { withoutOpinions: true }));
  expect(replied.status).toBe(200);
  await t.ctx.db
    .insertInto('evaluations')
    .values({
      case_id: kase.id,
      assignment_id: lead.id,
      work_satisfaction: 'SATISFIED',
      result_satisfaction: 'SATISFIED',
      evaluated_at: new Date(),
    })
    .execute();
  await t.ctx.db.updateTable('cases').set({ status: 'EVALUATED' }).where('id', '=', kase.id).execute();
  return file(kase.id);
}

describe('the lead unit’s reply before every co-unit’s opinion', () => {
  it('asks the lead to confirm a reply without a missing opinion, and the timeline says so', async () => {
    const kase = await leadAndCo();
    const lead = assignmentOf(kase, 'unit01');
    const withdrawLead = await act('npc01', API_PATHS.caseWithdrawAssignment, {
      id: kase.id,
      version: kase.version,
      assignmentId: lead.id,
      reason: '改交',
    });
    expect(withdrawLead.status).toBe(409);
    expect(withdrawLead.body.msg).toMatch(/^只能撤回协办单位的交办/);
    const refused = await act('unit01', API_PATHS.caseReply, letter(kase, lead.id));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`尚未收到协办单位意见：${unitName(kase, 'unit02')}。确认不等其意见即答复？`);
    expect((await file(kase.id)).status).toBe('IN_PROGRESS');

    const confirmed = await act('unit01', API_PATHS.caseReply, letter(kase, lead.id, { withoutOpinions: true }));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('REPLIED');
    expect((await file(kase.id)).events.at(-1)).toMatchObject({ step: 'REPLIED', note: `未收到协办意见：${unitName(kase, 'unit02')}` });
  });

  it('lets the lead reply at once once the co-unit has sent its opinion', async () => {
    const kase = await leadAndCo();
    const opinion = await act('unit02', API_PATHS.caseReply, letter(kase, assignmentOf(kase, 'unit02').id));
    expect(opinion.status).toBe(200);
    const reply = await act('unit01', API_PATHS.caseReply, letter(await file(kase.id), assignmentOf(kase, 'unit01').id));
    expect(reply.status).toBe(200);
    expect((await file(kase.id)).events.at(-1)).toMatchObject({ step: 'REPLIED', note: '' });
  });
});

describe('closing a case', () => {
  it('refuses while a unit is still at work, naming it; the office withdraws the assignment with a reason, then closes', async () => {
    const kase = await evaluatedWithSilentCo();
    const co = assignmentOf(kase, 'unit02');
    expect(kase.status).toBe('EVALUATED');
    expect(kase.actions).toEqual(expect.arrayContaining(['close', 'urge', 'withdrawAssignment']));

    const refused = await act('npc01', API_PATHS.caseClose, { id: kase.id, version: kase.version });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(`尚有承办单位未办结：${co.unitName}`);

    const noReason = await act('npc01', API_PATHS.caseWithdrawAssignment, {
      id: kase.id,
      version: kase.version,
      assignmentId: co.id,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const lead = await act('npc01', API_PATHS.caseWithdrawAssignment, {
      id: kase.id,
      version: kase.version,
      assignmentId: assignmentOf(kase, 'unit01').id,
      reason: '试试',
    });
    expect(lead.status).toBe(409);
    expect(lead.body.msg).toBe('该交办已办复或已作废，无需撤回');
    const byUnit = await act('unit02', API_PATHS.caseWithdrawAssignment, {
      id: kase.id,
      version: kase.version,
      assignmentId: co.id,
      reason: '试试',
    });
    expect(byUnit.status).toBe(403);

    const withdrawn = await act('npc01', API_PATHS.caseWithdrawAssignment, {
      id: kase.id,
      version: kase.version,
      assignmentId: co.id,
      reason: '协办单位逾期未提交意见',
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.msg).toBe('已撤回交办');
    const after = await file(kase.id);
    expect(assignmentOf(after, 'unit02').status).toBe('VOID');
    expect(after.events.at(-1)).toMatchObject({
      step: 'ASSIGNMENT_WITHDRAWN',
      action: `撤回交办：${co.unitName}`,
      note: '协办单位逾期未提交意见',
    });
    const notices = await t.ctx.db
      .selectFrom('notices')
      .innerJoin('users', 'users.id', 'notices.user_id')
      .select('notices.title')
      .where('users.username', '=', 'unit02')
      .where('notices.title', '=', `撤回交办：${kase.caseNo}`)
      .execute();
    expect(notices).toHaveLength(1);

    const closed = await act('npc01', API_PATHS.caseClose, { id: kase.id, version: after.version });
    expect(closed.status).toBe(200);
    const done = await file(kase.id);
    expect(done.actions).not.toContain('urge');
    expect(done.actions).not.toContain('withdrawAssignment');
    expect(done.assignments.every((a) => a.light === null)).toBe(true);
  });

  it('leaves nothing to a unit on a case closed before the rule: no actions, no lights, not in its queues, not overdue', async () => {
    const kase = await seats.assignedCase([
      { unit: 'unit01', role: 'LEAD' },
      { unit: 'unit02', role: 'CO' },
    ]);
    const co = assignmentOf(kase, 'unit02');
    // As 27 demo cases were: closed with a co-unit that never signed, long past its due day.
    await t.ctx.db.updateTable('cases').set({ status: 'CLOSED', closed_at: new Date() }).where('id', '=', kase.id).execute();
    await t.ctx.db
      .updateTable('assignments')
      .set({ due_at: new Date(Date.now() - 10 * 86_400_000) })
      .where('id', '=', co.id)
      .execute();

    const forUnit = await file(kase.id, 'unit02');
    expect(assignmentOf(forUnit, 'unit02')).toMatchObject({ actions: [], light: null });
    const signing = await act('unit02', API_PATHS.caseSign, { id: kase.id, version: forUnit.version, assignmentId: co.id });
    expect(signing.status).toBe(409);
    expect(signing.body.msg).toBe('案件已办结，无需再办理');
    expect((await file(kase.id, 'npc01')).actions).not.toContain('urge');
    const urged = await act('npc01', API_PATHS.caseUrge, { id: kase.id, version: forUnit.version, assignmentId: co.id, note: '' });
    expect(urged.status).toBe(409);

    for (const stage of ['pending', 'overdue'] as const) {
      const page = await request(t.app)
        .get(API_PATHS.caseAssignments)
        .set(seats.bearer('unit02'))
        .query({ stage, pageSize: 100, sortField: 'assignedAt', sortOrder: 'desc' });
      expect(page.status).toBe(200);
      expect(page.body.data.list.map((row: { caseId: number }) => row.caseId)).not.toContain(kase.id);
    }
    const overdue = await request(t.app).get(API_PATHS.caseList).set(seats.bearer('npc01')).query({ overdue: true, keyword: kase.title });
    expect(overdue.body.data.total).toBe(0);
  });
});
