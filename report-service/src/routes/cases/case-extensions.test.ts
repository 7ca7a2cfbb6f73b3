import { API_PATHS, type CaseFile, type CaseRow, type Paged } from '@proposal-desk/shared';
import request from 'supertest';
import { signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, type TestApp } from '../../../test/harness';
import { countDigest, findReminderRecipients } from '../../jobs/case-reminder-queries';
import { beijingDayOf } from '../../lib/beijing-time';

// 延期 (domain.md "Extension"): a unit asks before its due day, within the ceiling; the office approves (the due day
// moves, the first one is kept, the timeline says both) or refuses with a reason; at most two per assignment.
let t: TestApp;
let seats: CaseSeats;

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['unit01', 'dlg001']);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const dayFrom = (due: string, days: number) => beijingDayOf(new Date(new Date(due).getTime() + days * DAY));
const ask = (kase: CaseFile, dueAt: string, reason = '需要协调多个部门') =>
  seats.act('unit01', API_PATHS.caseRequestExtension, {
    id: kase.id,
    version: kase.version,
    assignmentId: kase.assignments[0]!.id,
    dueAt,
    reason,
  });
const decide = (kase: CaseFile, approve: boolean, reason = '') =>
  seats.act('npc01', API_PATHS.caseDecideExtension, {
    id: kase.id,
    version: kase.version,
    extensionId: kase.extensions.at(-1)!.id,
    approve,
    reason,
  });
const listed = async (query: Record<string, unknown>) =>
  (
    (
      await request(t.app)
        .get(API_PATHS.caseList)
        .set(seats.bearer('npc01'))
        .query({ body: 'NPC', pageSize: 200, ...query })
    ).body.data as Paged<CaseRow>
  ).rows.map((row) => row.id);

describe('extensions (延期)', () => {
  it('moves the due day once approved, keeps the first one, and allows two at most', async () => {
    let kase = await seats.assignedCase([{ unit: 'unit01', role: 'SOLE' }]);
    const first = kase.assignments[0]!.dueAt;
    expect(kase.assignments[0]!.actions).not.toContain('requestExtension');
    kase = await seats.file(kase.id, 'unit01');
    expect(kase.assignments[0]!.actions).toContain('requestExtension');
    // The unit's workspace row offers it too.
    const workspace = await request(t.app)
      .get(API_PATHS.caseAssignments)
      .set(seats.bearer('unit01'))
      .query({ stage: 'pending', keyword: kase.caseNo ?? '', pageSize: 50 });
    const row = (workspace.body.data.list as Array<{ caseId: number; actions: string[] }>).find((r) => r.caseId === kase.id);
    expect(row?.actions).toContain('requestExtension');

    // Past the ceiling (the first due day + 1 month) or not later than now: refused on the field.
    const tooLate = await ask(kase, dayFrom(first, 40));
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.errors[0]).toMatchObject({ field: 'dueAt', message: expect.stringContaining('延期后的期限不能晚于') });
    expect((await ask(kase, dayFrom(first, -1))).status).toBe(400);

    expect((await ask(kase, dayFrom(first, 10))).status).toBe(200);
    kase = await seats.file(kase.id);
    expect(kase.extensions).toEqual([
      expect.objectContaining({ status: 'PENDING', fromDay: beijingDayOf(new Date(first)), decidable: true }),
    ]);
    expect(await listed({ extension: 'PENDING' })).toContain(kase.id);
    // The office's home page counts the cases waiting, as many as its link lists.
    const home = (await request(t.app).get(API_PATHS.caseHome).set(seats.bearer('npc01'))).body.data as {
      bodies: Array<{ body: string; queues: Array<{ key: string; count: number }> }>;
    };
    const waiting = home.bodies.find((b) => b.body === 'NPC')?.queues.find((q) => q.key === 'extensionRequests');
    expect(waiting?.count).toBe((await listed({ extension: 'PENDING' })).length);
    expect(waiting?.count).toBeGreaterThan(0);
    const again = await ask(await seats.file(kase.id, 'unit01'), dayFrom(first, 12));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('已有延期申请等待审批');

    // Refused: a reason is needed; the due day stays.
    expect((await decide(kase, false)).status).toBe(400);
    expect((await decide(kase, false, '理由不充分')).status).toBe(200);
    kase = await seats.file(kase.id);
    expect(kase.assignments[0]!.dueAt).toBe(first);
    expect(kase.extensions[0]).toMatchObject({ status: 'REFUSED', decisionReason: '理由不充分', decidable: false });

    // Asked again and approved: the due day moves, the first is kept, the timeline names both days.
    expect((await ask(await seats.file(kase.id, 'unit01'), dayFrom(first, 10))).status).toBe(200);
    kase = await seats.file(kase.id);
    const assignmentId = kase.assignments[0]!.id;
    // The day after the first due day: before the approval the assignment is reminded of and counted overdue.
    const dayAfter = new Date(new Date(first).getTime() + DAY);
    const reminded = async () => (await findReminderRecipients(t.ctx.db, dayAfter)).some((r) => r.assignmentId === assignmentId);
    const overdueThen = async () => (await countDigest(t.ctx.db, dayAfter, dayAfter)).get('NPC')?.overdue ?? 0;
    expect(await reminded()).toBe(true);
    const overdueBefore = await overdueThen();
    expect((await decide(kase, true)).status).toBe(200);
    // After it, neither: reminders and overdue figures read the due day in force.
    expect(await reminded()).toBe(false);
    expect(await overdueThen()).toBe(overdueBefore - 1);
    kase = await seats.file(kase.id);
    const moved = kase.assignments[0]!;
    expect(beijingDayOf(new Date(moved.dueAt))).toBe(dayFrom(first, 10));
    expect(moved.originalDueAt).toBe(first);
    expect(kase.events.at(-1)?.action).toBe(`同意${moved.unitName}延期：${beijingDayOf(new Date(first))} → ${dayFrom(first, 10)}`);
    expect(await listed({ extension: 'APPROVED' })).toContain(kase.id);
    // The deputy sees the days, not the reasons between the unit and the office.
    const seen = await seats.file(kase.id, 'dlg001');
    if (seen) expect(seen.extensions?.every((e) => e.reason === '' && e.decisionReason === '') ?? true).toBe(true);

    // A second extension within the ceiling, then none is left.
    expect((await ask(await seats.file(kase.id, 'unit01'), dayFrom(first, 20))).status).toBe(200);
    expect((await decide(await seats.file(kase.id), true)).status).toBe(200);
    const third = await ask(await seats.file(kase.id, 'unit01'), dayFrom(first, 25));
    expect(third.status).toBe(409);
    expect(third.body.msg).toBe('本交办最多延期 2 次，已用完');
  });

  it('is the unit’s own to ask and the office’s to decide', async () => {
    const kase = await seats.assignedCase([{ unit: 'unit01', role: 'SOLE' }]);
    const body = {
      id: kase.id,
      version: kase.version,
      assignmentId: kase.assignments[0]!.id,
      dueAt: dayFrom(kase.assignments[0]!.dueAt, 5),
      reason: 'x',
    };
    expect((await seats.act('npc01', API_PATHS.caseRequestExtension, body)).status).toBe(403);
    expect(
      (await seats.act('unit01', API_PATHS.caseDecideExtension, { id: kase.id, version: kase.version, extensionId: 1, approve: true }))
        .status,
    ).toBe(403);
  });
});
