import { API_PATHS } from '@proposal-desk/shared';
import request from 'supertest';
import { signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, type TestApp } from '../../../test/harness';
import { beijingDayOf } from '../../lib/beijing-time';

let t: TestApp;
let seats: CaseSeats;

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['unit01', 'unit02', 'dlg001']);
});
afterAll(() => t.close());

const bearer = (who: string) => seats.bearer(who);
const act = (who: string, path: string, body: Record<string, unknown>) => seats.act(who, path, body);
const file = (id: number) => seats.file(id);
const unitOf = async (username: string) => seats.unitOf(username);
const assignedCase = (units: Array<{ unitId: number; role: string }>) =>
  seats.assignedCase(units.map(({ unitId, role }) => ({ unit: unitId, role })));

describe('a handling unit on its own assignments', () => {
  it('signs a lead assignment, which puts the case in progress; a co unit signing does not', async () => {
    const unitId = await unitOf('unit01');
    const other = (await t.ctx.db.selectFrom('handling_units').select('id').where('id', '<>', unitId).executeTakeFirstOrThrow()).id;
    const kase = await assignedCase([
      { unitId: other, role: 'LEAD' },
      { unitId, role: 'CO' },
    ]);
    const mine = kase.assignments.find((a) => a.unitId === unitId)!;
    const signed = await act('unit01', API_PATHS.caseSign, { id: kase.id, version: kase.version, assignmentId: mine.id });
    expect(signed.status).toBe(200);
    expect(signed.body.data.status).toBe('ASSIGNED');
    const after = await file(kase.id);
    expect(after.assignments.find((a) => a.id === mine.id)).toMatchObject({ status: 'SIGNED', signedAt: expect.any(String) });
    expect(after.events.at(-1)?.step).toBe('SIGNED');

    const theirs = kase.assignments.find((a) => a.unitId === other)!;
    const forbidden = await act('unit01', API_PATHS.caseSign, { id: kase.id, version: after.version, assignmentId: theirs.id });
    expect(forbidden.status).toBe(403);
    const twice = await act('unit01', API_PATHS.caseSign, { id: kase.id, version: after.version, assignmentId: mine.id });
    expect(twice.status).toBe(409);
    const stale = await act('unit01', API_PATHS.caseSign, { id: kase.id, version: kase.version, assignmentId: theirs.id });
    expect(stale.status).toBe(409);
    expect((await act('npc01', API_PATHS.caseSign, { id: kase.id, version: after.version, assignmentId: theirs.id })).status).toBe(403);

    const lead = await assignedCase([{ unitId, role: 'LEAD' }]);
    const leadSigned = await act('unit01', API_PATHS.caseSign, {
      id: lead.id,
      version: lead.version,
      assignmentId: lead.assignments[0]!.id,
    });
    expect(leadSigned.body.data.status).toBe('IN_PROGRESS');
    // The timeline names the move the signing made, as the seed writes it: 已交办 → 办理中.
    expect((await file(lead.id)).events.slice(-2).map((e) => e.step)).toEqual(['ASSIGNED', 'IN_PROGRESS']);
  });

  it('asks to return a wrong assignment with a reason, within the return window only', async () => {
    const unitId = await unitOf('unit01');
    const kase = await assignedCase([{ unitId, role: 'SOLE' }]);
    const assignmentId = kase.assignments[0]!.id;
    const noReason = await act('unit01', API_PATHS.caseRequestReturn, { id: kase.id, version: kase.version, assignmentId, reason: '' });
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: '请填写理由' }]);
    const asked = await act('unit01', API_PATHS.caseRequestReturn, {
      id: kase.id,
      version: kase.version,
      assignmentId,
      reason: '不属于本单位职责',
    });
    expect(asked.status).toBe(200);
    const inbox = (await request(t.app).get(API_PATHS.caseReturnRequests).set(bearer('npc01')).query({ body: 'NPC' })).body.data as Array<{
      assignmentId: number;
      reason: string;
    }>;
    expect(inbox).toContainEqual(expect.objectContaining({ assignmentId, reason: '不属于本单位职责' }));

    const old = await t.ctx.db
      .selectFrom('assignments')
      .innerJoin('cases', 'cases.id', 'assignments.case_id')
      .select(['cases.id', 'cases.version', 'assignments.id as assignment_id'])
      .where('assignments.unit_id', '=', unitId)
      .where('assignments.status', 'in', ['PENDING', 'SIGNED'])
      .where('assignments.assigned_at', '<', new Date(Date.now() - 60 * 86_400_000))
      .executeTakeFirstOrThrow();
    const late = await act('unit01', API_PATHS.caseRequestReturn, {
      id: old.id,
      version: old.version,
      assignmentId: old.assignment_id,
      reason: '太晚了',
    });
    expect(late.status).toBe(409);
    expect(late.body.msg).toMatch(/^已超过退回申请期限/);
  });
});

/** What a case action leaves behind: the case's version, its timeline, its consultations and the activity log. */
async function footprint(caseId: number) {
  const { db } = t.ctx;
  const count = (n: { n: string | number | bigint }) => Number(n.n);
  const [kase, events, consultations, logs] = await Promise.all([
    db.selectFrom('cases').select('version').where('id', '=', caseId).executeTakeFirstOrThrow(),
    db
      .selectFrom('case_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('consultations')
      .innerJoin('assignments', 'assignments.id', 'consultations.assignment_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('assignments.case_id', '=', caseId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('activity_logs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { version: kase.version, events: count(events), consultations: count(consultations), logs: count(logs) };
}

const dayOffset = (days: number) => beijingDayOf(new Date(Date.now() + days * 86_400_000));

describe('a handling unit records its consultations with the submitter (面商)', () => {
  const record = (who: string, kase: { id: number; version: number }, assignmentId: number, extra: Record<string, unknown> = {}) =>
    act(who, API_PATHS.caseConsult, {
      id: kase.id,
      version: kase.version,
      assignmentId,
      method: 'PHONE',
      heldOn: dayOffset(-3),
      people: '王代表、办公室李主任',
      notes: '电话沟通办理思路',
      ...extra,
    });

  it('records several consultations on a signed assignment, each on the timeline and in the log', async () => {
    const unitId = await unitOf('unit01');
    const kase = await assignedCase([{ unitId, role: 'SOLE' }]);
    const assignmentId = kase.assignments[0]!.id;
    const notSigned = await record('unit01', kase, assignmentId);
    expect(notSigned.status).toBe(409);
    expect(notSigned.body.msg).toBe('请先签收该交办件');
    expect((await act('unit01', API_PATHS.caseSign, { id: kase.id, version: kase.version, assignmentId })).status).toBe(200);
    const signed = await file(kase.id);

    const first = await record('unit01', signed, assignmentId);
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('已记录面商情况');
    expect(first.body.data).toMatchObject({ id: kase.id, version: signed.version + 1, status: 'IN_PROGRESS' });
    const second = await record('unit01', { id: kase.id, version: first.body.data.version }, assignmentId, {
      method: 'MEETING',
      heldOn: dayOffset(0),
      notes: '',
    });
    expect(second.status).toBe(200);

    const after = await file(kase.id);
    const unitName = after.assignments[0]!.unitName;
    expect(after.consultations).toEqual([
      expect.objectContaining({
        assignmentId,
        method: 'PHONE',
        heldOn: dayOffset(-3),
        people: '王代表、办公室李主任',
        notes: '电话沟通办理思路',
      }),
      expect.objectContaining({ assignmentId, method: 'MEETING', heldOn: dayOffset(0), recordedBy: expect.any(String) }),
    ]);
    expect(after.consultations[0]!.recordedBy).not.toBe('');
    expect(after.events.filter((e) => e.step === 'CONSULTED').map((e) => [e.action, e.note])).toEqual([
      [`${unitName}面商（电话）`, '电话沟通办理思路'],
      [`${unitName}面商（座谈会）`, ''],
    ]);
    const logs = await t.ctx.db
      .selectFrom('activity_logs')
      .select('description')
      .where('description', 'like', `记录面商 ${kase.caseNo}%`)
      .execute();
    expect(logs).toHaveLength(2);
  });

  it('refuses a future day, another unit’s assignment, the office, a deputy, a stale version and a wrong status, writing nothing', async () => {
    const unitId = await unitOf('unit01');
    const otherUnit = await unitOf('unit02');
    const kase = await assignedCase([
      { unitId, role: 'LEAD' },
      { unitId: otherUnit, role: 'CO' },
    ]);
    const mine = kase.assignments.find((a) => a.unitId === unitId)!.id;
    const theirs = kase.assignments.find((a) => a.unitId === otherUnit)!.id;
    expect((await act('unit01', API_PATHS.caseSign, { id: kase.id, version: kase.version, assignmentId: mine })).status).toBe(200);
    const signed = await file(kase.id);
    const before = await footprint(kase.id);

    const future = await record('unit01', signed, mine, { heldOn: dayOffset(1) });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([{ field: 'heldOn', message: '日期不能晚于今天' }]);
    const noPeople = await record('unit01', signed, mine, { people: ' ' });
    expect(noPeople.body.errors).toEqual([{ field: 'people', message: '请填写参加人员' }]);
    expect((await record('unit01', signed, theirs)).status).toBe(403);
    expect((await record('unit02', signed, mine)).status).toBe(403);
    expect((await record('npc01', signed, mine)).status).toBe(403);
    expect((await record('dlg001', signed, mine)).status).toBe(403);
    const stale = await record('unit01', kase, mine);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该案件已被他人更新，请刷新后重试');
    expect(await footprint(kase.id)).toEqual(before);

    const returned = await act('unit01', API_PATHS.caseRequestReturn, {
      id: kase.id,
      version: signed.version,
      assignmentId: mine,
      reason: '不属于本单位职责',
    });
    expect(returned.status).toBe(200);
    const asked = await footprint(kase.id);
    const wrongStatus = await record('unit01', { id: kase.id, version: returned.body.data.version }, mine);
    expect(wrongStatus.status).toBe(409);
    expect(wrongStatus.body.msg).toBe('案件当前状态为“办理中”，不能记录面商');
    expect(await footprint(kase.id)).toEqual(asked);
  });
});
