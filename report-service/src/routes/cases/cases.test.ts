import { CASE_STATUSES, type CaseSummary } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

describe('Case/Summary', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (name: string) => ({ Authorization: `Bearer ${tokens[name]}` });

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['npc01', 'unit01', 'dlg001']) tokens[name] = await t.login(name, PASSWORDS.demo);
    tokens.admin = await t.login('admin', PASSWORDS.admin);
  });
  afterAll(() => t.close());

  async function summaryOf(name: string): Promise<CaseSummary> {
    const res = await request(t.app).get('/api/Case/Summary').set(as(name));
    expect(res.status).toBe(200);
    return res.body.data as CaseSummary;
  }

  function expectConsistent(summary: CaseSummary): void {
    expect(summary.byStatus.map((row) => row.status)).toEqual(CASE_STATUSES.map((s) => s.value));
    expect(summary.byStatus.reduce((sum, row) => sum + row.count, 0)).toBe(summary.total);
    expect(summary.repliedRate).toBeGreaterThanOrEqual(0);
    expect(summary.repliedRate).toBeLessThanOrEqual(1);
  }

  /** The current sessions' cases their submitters have sent: a draft is its author's alone. */
  async function sentCases(body?: 'NPC'): Promise<number> {
    const row = await t.ctx.db
      .selectFrom('cases')
      .innerJoin('meetings', 'meetings.id', 'cases.session_id')
      .where('meetings.is_current', '=', true)
      .where('cases.status', '<>', 'DRAFT')
      .where((eb) => eb.or([eb('cases.submitted_at', 'is not', null), eb('cases.status', '<>', 'WITHDRAWN')]))
      .$if(body !== undefined, (q) => q.where('cases.body', '=', body ?? 'NPC'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('shows an administrator every current case but the deputies’ drafts', async () => {
    const summary = await summaryOf('admin');
    expect(summary.total).toBe(await sentCases());
    expect(summary.total).toBeGreaterThan(1400);
    expect(summary.byStatus.find((row) => row.status === 'DRAFT')?.count).toBe(0);
    expectConsistent(summary);
    expect(summary.overdue).toBeGreaterThan(0);
    expect(summary.sessions.length).toBeGreaterThanOrEqual(2);
  });

  it('counts a re-handled assignment overdue against its re-handling due day, not the first round’s', async () => {
    const before = (await summaryOf('admin')).overdue;
    const open = await t.ctx.db
      .selectFrom('assignments')
      .innerJoin('cases', 'cases.id', 'assignments.case_id')
      .innerJoin('meetings', 'meetings.id', 'cases.session_id')
      .where('meetings.is_current', '=', true)
      .where('assignments.status', '=', 'SIGNED')
      .where('assignments.due_at', '>', new Date())
      .select('assignments.id')
      .executeTakeFirstOrThrow();
    const day = 86_400_000;
    await t.ctx.db
      .updateTable('assignments')
      .set({ status: 'REHANDLE', due_at: new Date(Date.now() - 30 * day), rehandle_due_at: new Date(Date.now() + 20 * day) })
      .where('id', '=', open.id)
      .execute();
    expect((await summaryOf('admin')).overdue).toBe(before);
    await t.ctx.db
      .updateTable('assignments')
      .set({ rehandle_due_at: new Date(Date.now() - day) })
      .where('id', '=', open.id)
      .execute();
    expect((await summaryOf('admin')).overdue).toBe(before + 1);
  });

  it('shows NPC office staff only NPC cases', async () => {
    const summary = await summaryOf('npc01');
    expect(summary.total).toBe(await sentCases('NPC'));
    expectConsistent(summary);
  });

  it('shows a handling unit only the cases assigned to it, and only its own overdue assignments', async () => {
    const user = await t.ctx.db.selectFrom('users').select('unit_id').where('username', '=', 'unit01').executeTakeFirstOrThrow();
    const unitId = user.unit_id ?? -1;
    const expected = await t.ctx.db
      .selectFrom('cases')
      .innerJoin('meetings', 'meetings.id', 'cases.session_id')
      .where('meetings.is_current', '=', true)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('assignments')
            .select('id')
            .whereRef('assignments.case_id', '=', 'cases.id')
            .where('assignments.unit_id', '=', unitId),
        ),
      )
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    const summary = await summaryOf('unit01');
    expect(summary.total).toBe(Number(expected.count));
    expect(summary.total).toBeGreaterThan(0);
    expect(summary.total).toBeLessThan(1500);
    expectConsistent(summary);
    const admin = await summaryOf('admin');
    expect(summary.overdue).toBeLessThan(admin.overdue);
  });

  it('shows a deputy the cases they lead or co-sign, or are invited to co-sign', async () => {
    const summary = await summaryOf('dlg001');
    // 8 led, 10 co-signed and one open invitation (dlg002's submitted suggestion).
    expect(summary.total).toBe(19);
    expectConsistent(summary);
  });

  it('lists at most five uncleared notices of the caller, newest first', async () => {
    const summary = await summaryOf('admin');
    expect(summary.notices.length).toBeLessThanOrEqual(5);
    const times = summary.notices.map((n) => n.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('needs a token', async () => {
    expect((await request(t.app).get('/api/Case/Summary')).status).toBe(401);
  });
});
