import { API_PATHS, ROLE_CODES, type CaseFile } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });
const act = (who: string, path: string, body: Record<string, unknown>) => request(t.app).post(path).set(bearer(who)).send(body);
const file = async (who: string, id: number) =>
  (await request(t.app).get(API_PATHS.caseDetail).set(bearer(who)).query({ id })).body.data as CaseFile;

const DAY = 86_400_000;
let leadMember: number;
let peerMember: number;
/** Handling units: unit01's, unit02's and a third one. */
let units: { unit01: number; unit02: number; third: number; unit01Name: string };

const userOf = (username: string) => t.ctx.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  const dlg001 = await userOf('dlg001');
  leadMember = dlg001.hr_id!;
  const lead = await t.ctx.db.selectFrom('member_terms').select('spv_id').where('id', '=', leadMember).executeTakeFirstOrThrow();
  peerMember = (
    await t.ctx.db
      .selectFrom('member_terms')
      .select('id')
      .where('spv_id', '=', lead.spv_id)
      .where('id', '<>', leadMember)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  // A co-signing deputy with an account of their own (dlg001's password).
  const role = await t.ctx.db.selectFrom('roles').select('id').where('code', '=', ROLE_CODES.deputy).executeTakeFirstOrThrow();
  const peer = await t.ctx.db
    .insertInto('users')
    .values({ username: 'dlg_peer', password_hash: dlg001.password_hash, staff_name: '附议代表', hr_id: peerMember, type: 1, state: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db.insertInto('user_roles').values({ user_id: peer.id, role_id: role.id }).execute();
  const unit01 = (await userOf('unit01')).unit_id!;
  const unit02 = (await userOf('unit02')).unit_id!;
  const third = await t.ctx.db
    .selectFrom('handling_units')
    .select('id')
    .where('id', 'not in', [unit01, unit02])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const unit01Name = (await t.ctx.db.selectFrom('handling_units').select('name').where('id', '=', unit01).executeTakeFirstOrThrow()).name;
  units = { unit01, unit02, third: third.id, unit01Name };
  for (const who of ['npc01', 'dlg001', 'dlg_peer', 'cppccm01', 'unit01']) tokens[who] = await t.login(who, PASSWORDS.demo);
});
afterAll(() => t.close());

/**
 * A case of dlg001's, co-signed by dlg_peer, brought straight to REPLIED in the database (the units'
 * reply command is not the subject here): one round-1 reply per assignment, replied a week ago.
 */
async function repliedCase(title: string, assignments: Array<{ unitId: number; role: 'SOLE' | 'LEAD' | 'CO' | 'SEPARATE' }>) {
  const saved = await act('dlg001', API_PATHS.caseSaveDraft, {
    kind: 'SUGGESTION',
    title,
    content: '建议内容。',
    cosignerIds: [peerMember],
  });
  const submitted = await act('dlg001', API_PATHS.caseSubmit, { id: saved.body.data.id, version: saved.body.data.version });
  const id = submitted.body.data.id as number;
  await act('dlg_peer', API_PATHS.caseRespondCosign, { id, version: submitted.body.data.version, accept: true });
  const assignedAt = new Date(Date.now() - 60 * DAY);
  for (const a of assignments) {
    const row = await t.ctx.db
      .insertInto('assignments')
      .values({
        case_id: id,
        unit_id: a.unitId,
        role: a.role,
        assigned_at: assignedAt,
        due_at: new Date(assignedAt.getTime() + 90 * DAY),
        signed_at: assignedAt,
        status: 'REPLIED',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addReply(row.id, 1);
  }
  await t.ctx.db
    .updateTable('cases')
    .set({ status: 'REPLIED', case_no: `T${id}` })
    .where('id', '=', id)
    .execute();
  return file('dlg001', id);
}

async function addReply(assignmentId: number, round: number): Promise<void> {
  await t.ctx.db
    .insertInto('replies')
    .values({
      assignment_id: assignmentId,
      round,
      doc_no: `答复〔${round}〕${assignmentId}号`,
      replied_at: new Date(Date.now() - 7 * DAY),
      result_category: 'B',
      content: '正在解决。',
    })
    .execute();
}

const rating = (assignmentId: number, work: string, result: string, comment = '') => ({ assignmentId, work, result, comment });
const evaluationCount = async (caseId: number) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('evaluations')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('evaluating the replies', () => {
  it('is for the lead only, on a replied case, with one rating per reply awaiting one', async () => {
    const kase = await repliedCase('关于测评规则的建议', [
      { unitId: units.unit01, role: 'LEAD' },
      { unitId: units.unit02, role: 'CO' },
    ]);
    expect(kase.actions).toContain('evaluate');
    const lead = kase.assignments.find((a) => a.role === 'LEAD')!;
    const co = kase.assignments.find((a) => a.role === 'CO')!;
    expect(kase.toEvaluate.map((r) => r.assignmentId)).toEqual([lead.id]);
    const ok = [rating(lead.id, 'SATISFIED', 'SATISFIED')];
    const ref = { id: kase.id, version: kase.version };

    const byCosigner = await act('dlg_peer', API_PATHS.caseEvaluate, { ...ref, ratings: ok });
    expect(byCosigner.status).toBe(403);
    expect(byCosigner.body.msg).toBe('只有领衔人可以进行此操作');
    expect((await act('npc01', API_PATHS.caseEvaluate, { ...ref, ratings: ok })).status).toBe(403);
    expect((await act('cppccm01', API_PATHS.caseEvaluate, { ...ref, ratings: ok })).status).toBe(404);
    const stale = await act('dlg001', API_PATHS.caseEvaluate, { id: kase.id, version: kase.version - 1, ratings: ok });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该案件已被他人更新，请刷新后重试');

    const mismatches = [
      [rating(co.id, 'SATISFIED', 'SATISFIED')],
      [rating(lead.id, 'SATISFIED', 'SATISFIED'), rating(co.id, 'SATISFIED', 'SATISFIED')],
      [rating(lead.id, 'SATISFIED', 'SATISFIED'), rating(lead.id, 'BASIC', 'BASIC')],
    ];
    for (const ratings of mismatches) {
      const res = await act('dlg001', API_PATHS.caseEvaluate, { ...ref, ratings });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'ratings', message: '须对每个待测评的答复各测评一次' }]);
    }
    expect(await evaluationCount(kase.id)).toBe(0);
    expect((await file('dlg001', kase.id)).version).toBe(kase.version);

    const done = await act('dlg001', API_PATHS.caseEvaluate, { ...ref, ratings: [rating(lead.id, 'SATISFIED', 'BASIC', '基本解决')] });
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('已测评');
    expect(done.body.data).toMatchObject({ status: 'EVALUATED', version: kase.version + 1 });
    const after = await file('dlg001', kase.id);
    expect(after.events.at(-1)).toMatchObject({ step: 'EVALUATED', action: '测评：办理工作满意，办理结果基本满意', note: '基本解决' });
    expect(after.evaluations).toEqual([
      expect.objectContaining({
        assignmentId: lead.id,
        round: 1,
        workSatisfaction: 'SATISFIED',
        resultSatisfaction: 'BASIC',
        comment: '基本解决',
      }),
    ]);
    expect(after.actions).not.toContain('evaluate');

    const twice = await act('dlg001', API_PATHS.caseEvaluate, { id: kase.id, version: after.version, ratings: ok });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('案件当前状态为“已测评”，不能测评');

    const draft = (await act('dlg001', API_PATHS.caseSaveDraft, { kind: 'SUGGESTION', title: '尚未答复' })).body.data;
    const notReplied = await act('dlg001', API_PATHS.caseEvaluate, { id: draft.id, version: draft.version, ratings: ok });
    expect(notReplied.status).toBe(409);
    expect(notReplied.body.msg).toBe('案件当前状态为“暂存”，不能测评');
  });

  it('sends a first-round 不满意 back to its unit, then takes the re-handled reply as final, and the office closes', async () => {
    const kase = await repliedCase('关于完善夜间公交的建议', [
      { unitId: units.unit01, role: 'LEAD' },
      { unitId: units.unit02, role: 'CO' },
      { unitId: units.third, role: 'SEPARATE' },
    ]);
    const lead = kase.assignments.find((a) => a.unitId === units.unit01)!;
    const separate = kase.assignments.find((a) => a.unitId === units.third)!;
    const unitUsers = await t.ctx.db
      .selectFrom('users')
      .select(['id', 'unit_id'])
      .where('unit_id', 'in', [units.unit01, units.unit02])
      .execute();
    const lastNotice = await t.ctx.db
      .selectFrom('notices')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();

    const before = Date.now();
    const res = await act('dlg001', API_PATHS.caseEvaluate, {
      id: kase.id,
      version: kase.version,
      ratings: [rating(separate.id, 'SATISFIED', 'SATISFIED'), rating(lead.id, 'BASIC', 'UNSATISFIED', '未见实效')],
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('已测评，不满意的答复已交承办单位重新办理');
    expect(res.body.data).toMatchObject({ status: 'REHANDLING', version: kase.version + 2 });

    const sent = await file('dlg001', kase.id);
    expect(sent.events.slice(-2).map((e) => [e.step, e.action])).toEqual([
      ['EVALUATED', '对各承办单位办理情况进行测评'],
      ['REHANDLING', `测评不满意，交${units.unit01Name}重新办理`],
    ]);
    expect(sent.evaluations.map((e) => [e.assignmentId, e.round, e.workSatisfaction, e.resultSatisfaction])).toEqual(
      expect.arrayContaining([
        [lead.id, 1, 'BASIC', 'UNSATISFIED'],
        [separate.id, 1, 'SATISFIED', 'SATISFIED'],
      ]),
    );
    const backLead = sent.assignments.find((a) => a.id === lead.id)!;
    expect(backLead.status).toBe('REHANDLE');
    const dueInDays = (Date.parse(backLead.rehandleDueAt!) - before) / DAY;
    expect(dueInDays).toBeGreaterThan(27);
    expect(dueInDays).toBeLessThan(45);
    expect(sent.assignments.find((a) => a.id === separate.id)?.status).toBe('REPLIED');

    const written = await t.ctx.db.selectFrom('notices').selectAll().where('id', '>', Number(lastNotice.id)).execute();
    // The submitters hear of it too (submitter-notices.test.ts); here, the units' notices.
    const notices = written.filter((n) => n.message_key === null);
    expect(written.filter((n) => n.message_key === 'notice.rehandling').length).toBeGreaterThan(0);
    const toUnit01 = unitUsers.filter((u) => u.unit_id === units.unit01).map((u) => u.id);
    expect(notices.map((n) => n.user_id).sort((a, b) => a - b)).toEqual(toUnit01.sort((a, b) => a - b));
    for (const n of notices)
      expect(n).toMatchObject({ title: '重新办理：关于完善夜间公交的建议', link: '/handling/assignments?stage=handling' });
    const unitView = await file('unit01', kase.id);
    expect(unitView.assignments.find((a) => a.id === lead.id)?.actions).toEqual(expect.arrayContaining(['reply']));

    // The unit answers again (written directly), and the case is replied once more.
    await addReply(lead.id, 2);
    await t.ctx.db.updateTable('assignments').set({ status: 'REPLIED' }).where('id', '=', lead.id).execute();
    await t.ctx.db.updateTable('cases').set({ status: 'REPLIED' }).where('id', '=', kase.id).execute();
    const replied = await file('dlg001', kase.id);
    expect(replied.toEvaluate).toEqual([expect.objectContaining({ assignmentId: lead.id, round: 2 })]);
    const rounds = await act('dlg001', API_PATHS.caseEvaluate, {
      id: kase.id,
      version: replied.version,
      ratings: [rating(lead.id, 'BASIC', 'BASIC')],
    });
    expect(rounds.status).toBe(200);
    expect(rounds.body.msg).toBe('已测评');
    expect(rounds.body.data.status).toBe('EVALUATED');
    const evaluated = await file('dlg001', kase.id);
    expect(evaluated.events.at(-1)).toMatchObject({ step: 'EVALUATED', action: '测评：办理工作基本满意，办理结果基本满意' });
    expect(evaluated.evaluations.filter((e) => e.round === 2)).toHaveLength(1);

    const closed = await act('npc01', API_PATHS.caseClose, { id: kase.id, version: evaluated.version });
    expect(closed.status).toBe(200);
    expect(closed.body.data.status).toBe('CLOSED');
  });

  it('keeps a second-round 不满意 as final: no third round', async () => {
    const kase = await repliedCase('关于二次办理的建议', [{ unitId: units.unit01, role: 'SOLE' }]);
    const sole = kase.assignments[0]!;
    const first = await act('dlg001', API_PATHS.caseEvaluate, {
      id: kase.id,
      version: kase.version,
      ratings: [rating(sole.id, 'UNSATISFIED', 'UNSATISFIED')],
    });
    expect(first.body.data.status).toBe('REHANDLING');
    await addReply(sole.id, 2);
    await t.ctx.db.updateTable('assignments').set({ status: 'REPLIED' }).where('id', '=', sole.id).execute();
    await t.ctx.db.updateTable('cases').set({ status: 'REPLIED' }).where('id', '=', kase.id).execute();
    const replied = await file('dlg001', kase.id);
    const second = await act('dlg001', API_PATHS.caseEvaluate, {
      id: kase.id,
      version: replied.version,
      ratings: [rating(sole.id, 'UNSATISFIED', 'BASIC')],
    });
    expect(second.status).toBe(200);
    expect(second.body.msg).toBe('已测评');
    expect(second.body.data.status).toBe('EVALUATED');
    const after = await file('dlg001', kase.id);
    expect(after.assignments[0]?.status).toBe('REPLIED');
    expect(after.events.at(-1)?.step).toBe('EVALUATED');
  });
});
