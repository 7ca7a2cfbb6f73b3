import { API_PATHS, type CaseFile } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['npc01', 'unit01']) tokens[who] = await t.login(who, PASSWORDS.demo);
});
afterAll(() => t.close());

const act = (who: string, path: string, body: Record<string, unknown>) => request(t.app).post(path).set(bearer(who)).send(body);
const file = async (id: number) =>
  (await request(t.app).get(API_PATHS.caseDetail).set(bearer('npc01')).query({ id })).body.data as CaseFile;

/** unit01's handling unit. */
const unitOf = async (username: string) =>
  (await t.ctx.db.selectFrom('users').select('unit_id').where('username', '=', username).executeTakeFirstOrThrow()).unit_id!;

/** A fresh NPC case assigned by npc01 to these units (role by unit), answered as its file. */
async function assignedCase(units: Array<{ unitId: number; role: string }>): Promise<CaseFile> {
  const accepted = await t.ctx.db
    .selectFrom('cases')
    .select(['id', 'version'])
    .where('status', '=', 'ACCEPTED')
    .where('body', '=', 'NPC')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('assignments').select('id').whereRef('assignments.case_id', '=', 'cases.id'))))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const res = await act('npc01', API_PATHS.caseAssign, { id: accepted.id, version: accepted.version, units });
  expect(res.status).toBe(200);
  return file(accepted.id);
}

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
