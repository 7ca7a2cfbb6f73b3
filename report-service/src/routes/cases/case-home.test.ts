import {
  API_PATHS,
  CASE_STATUSES,
  type CaseHome,
  type CaseSummary,
  type HomeFigure,
  type OfficeBodyHome,
  type ReportOptions,
} from '@proposal-desk/shared';
import { sql } from 'kysely';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['npc01', 'cppcc01', 'unit01', 'unit02', 'dlg001', 'cppccm01', 'leader01'])
    tokens[who] = await t.login(who, PASSWORDS.demo);
  tokens.admin = await t.login('admin', PASSWORDS.admin);
});
afterAll(() => t.close());

const homeOf = async (who: string): Promise<CaseHome> => {
  const res = await request(t.app).get(API_PATHS.caseHome).set(bearer(who));
  expect(res.status).toBe(200);
  return res.body.data as CaseHome;
};

/** The API each web list calls, by the list's path. */
const LIST_APIS: Record<string, { api: string; params: Record<string, string> }> = {
  '/npc/suggestions': { api: API_PATHS.caseList, params: { body: 'NPC' } },
  '/cppcc/proposals': { api: API_PATHS.caseList, params: { body: 'CPPCC' } },
  '/suggestion/mine': { api: API_PATHS.caseList, params: { body: 'NPC' } },
  '/handling/assignments': { api: API_PATHS.caseAssignments, params: {} },
  '/report/assignments': { api: API_PATHS.assignmentFacts, params: {} },
};

/** How many rows the list a figure links to shows the caller, as the web page would ask for them. */
async function listTotal(who: string, link: string): Promise<number> {
  const [path = '', search = ''] = link.split('?');
  const list = LIST_APIS[path];
  if (!list) throw new Error(`no list API for ${path}`);
  const params = { ...list.params, ...Object.fromEntries(new URLSearchParams(search)), pageIndex: '1', pageSize: '1' };
  const res = await request(t.app).get(list.api).set(bearer(who)).query(params);
  expect(res.status).toBe(200);
  return res.body.data.total as number;
}

const count = (row: { n: string | number }) => Number(row.n);
const unitOf = async (username: string) =>
  (await t.ctx.db.selectFrom('users').select('unit_id').where('username', '=', username).executeTakeFirstOrThrow()).unit_id!;
const figure = <K extends string>(figures: Array<HomeFigure<K>>, key: K) => figures.find((f) => f.key === key)!;

async function officeOf(who: string): Promise<OfficeBodyHome[]> {
  const home = await homeOf(who);
  if (home.seat !== 'office') throw new Error(`${who} is not office staff`);
  return home.bodies;
}

describe('Case/Home for office staff', () => {
  it('gives npc01 the NPC queues only, each equal to the register list it opens', async () => {
    const bodies = await officeOf('npc01');
    expect(bodies.map((b) => b.body)).toEqual(['NPC']);
    const [npc] = bodies as [OfficeBodyHome];
    expect(npc.queues.map((q) => q.key)).toEqual([
      'toRegister',
      'toReview',
      'toAssign',
      'returnRequests',
      'extensionRequests',
      'overdue',
      'toClose',
    ]);

    for (const queue of npc.queues.filter((q) => q.unit === 'case')) expect(await listTotal('npc01', queue.link)).toBe(queue.count);
    const toRegister = figure(npc.queues, 'toRegister');
    expect(toRegister).toMatchObject({ unit: 'case', link: '/npc/suggestions?status=SUBMITTED' });
    const submitted = await t.ctx.db
      .selectFrom('cases')
      .where('body', '=', 'NPC')
      .where('status', '=', 'SUBMITTED')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(toRegister.count).toBe(count(submitted));
    expect(toRegister.count).toBeGreaterThan(0);

    const returns = figure(npc.queues, 'returnRequests');
    const inbox = await request(t.app).get(API_PATHS.caseReturnRequests).set(bearer('npc01')).query({ body: 'NPC' });
    expect(returns).toMatchObject({
      unit: 'assignment',
      link: '/report/assignments?body=NPC&figure=returnRequested',
      count: inbox.body.data.length,
    });
    expect(returns.count).toBeGreaterThan(0);
    expect(await listTotal('npc01', returns.link)).toBe(returns.count);

    const overdue = figure(npc.queues, 'overdue');
    expect(overdue).toMatchObject({ unit: 'assignment', link: '/npc/suggestions?overdue=true' });
    const overdueAssignments = await t.ctx.db
      .selectFrom('assignments')
      .innerJoin('cases', 'cases.id', 'assignments.case_id')
      .where('cases.body', '=', 'NPC')
      .where('assignments.status', 'in', ['PENDING', 'SIGNED', 'RETURN_REQUESTED', 'REHANDLE'])
      .where(sql<boolean>`coalesce(assignments.rehandle_due_at, assignments.due_at) < now()`)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(overdue.count).toBe(count(overdueAssignments));
    expect(overdue.count).toBeGreaterThan(0);
    // The register lists cases: the figure says how many cases its assignments are on.
    expect(overdue.cases).toBe(await listTotal('npc01', overdue.link));
    expect(overdue.cases).toBeLessThanOrEqual(overdue.count);
  });

  it('charts the last 12 Beijing months, each bar equal to the register filtered to that month', async () => {
    const [npc] = (await officeOf('npc01')) as [OfficeBodyHome];
    expect(npc.months).toHaveLength(12);
    const beijingNow = new Date(Date.now() + 8 * 3_600_000);
    const thisMonth = `${beijingNow.getUTCFullYear()}-${String(beijingNow.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(npc.months.at(-1)?.month).toBe(thisMonth);
    const labels = npc.months.map((m) => m.month);
    expect([...labels].sort()).toEqual(labels);
    expect(new Set(labels).size).toBe(12);

    const first = npc.months[0]!;
    expect(first.submitted.link).toMatch(
      new RegExp(`^/npc/suggestions\\?submittedFrom=${first.month}-01&submittedTo=${first.month}-(28|29|30|31)$`),
    );
    for (const { submitted, replied } of npc.months) {
      expect(await listTotal('npc01', submitted.link)).toBe(submitted.count);
      expect(await listTotal('npc01', replied.link)).toBe(replied.count);
    }
    expect(npc.months.some((m) => m.submitted.count > 0)).toBe(true);
  });

  it('names the 10 units with the most overdue assignments, most first', async () => {
    const [npc] = (await officeOf('npc01')) as [OfficeBodyHome];
    expect(npc.overdueUnits.length).toBeGreaterThan(0);
    expect(npc.overdueUnits.length).toBeLessThanOrEqual(10);
    const counts = npc.overdueUnits.map((u) => u.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(figure(npc.queues, 'overdue').count);
    const top = npc.overdueUnits[0]!;
    const row = await t.ctx.db
      .selectFrom('assignments')
      .innerJoin('cases', 'cases.id', 'assignments.case_id')
      .where('cases.body', '=', 'NPC')
      .where('assignments.unit_id', '=', top.unitId)
      .where('assignments.status', 'in', ['PENDING', 'SIGNED', 'RETURN_REQUESTED', 'REHANDLE'])
      .where(sql<boolean>`coalesce(assignments.rehandle_due_at, assignments.due_at) < now()`)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(top.count).toBe(count(row));
    expect(top.link).toBe(`/report/assignments?body=NPC&unitId=${top.unitId}&figure=overdue`);
    for (const unit of npc.overdueUnits) expect(await listTotal('npc01', unit.link)).toBe(unit.count);
  });

  it('gives cppcc01 the CPPCC queues only, and an administrator both bodies with the same figures', async () => {
    const cppcc = await officeOf('cppcc01');
    expect(cppcc.map((b) => b.body)).toEqual(['CPPCC']);
    expect(cppcc[0]!.queues.every((q) => q.link.startsWith('/cppcc/proposals') || q.link.includes('body=CPPCC'))).toBe(true);
    const both = await officeOf('admin');
    expect(both.map((b) => b.body)).toEqual(['NPC', 'CPPCC']);
    const [npc] = await officeOf('npc01');
    expect(both[0]!.queues).toEqual(npc!.queues);
    expect(both[1]!.queues).toEqual(cppcc[0]!.queues);
  });

  it('keeps the office figures while the data is unchanged, and moves a case from 待登记 to 待审查 at once when registered', async () => {
    const [before] = (await officeOf('npc01')) as [OfficeBodyHome];
    const first = await homeOf('admin');
    expect((await homeOf('npc01')).asOf).toBe(first.asOf);
    const kase = await t.ctx.db
      .selectFrom('cases')
      .select(['id', 'version'])
      .where('body', '=', 'NPC')
      .where('status', '=', 'SUBMITTED')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await request(t.app).post(API_PATHS.caseRegister).set(bearer('npc01')).send(kase);
    expect(res.status).toBe(200);
    const [after] = (await officeOf('npc01')) as [OfficeBodyHome];
    expect(figure(after.queues, 'toRegister').count).toBe(figure(before.queues, 'toRegister').count - 1);
    expect(figure(after.queues, 'toReview').count).toBe(figure(before.queues, 'toReview').count + 1);
    const [adminNpc] = (await officeOf('admin')) as [OfficeBodyHome];
    expect(adminNpc.queues).toEqual(after.queues);
  });
});

describe('Case/Home for a handling unit', () => {
  const stagesOf = async (who: string) => {
    const home = await homeOf(who);
    if (home.seat !== 'unit') throw new Error(`${who} is not unit staff`);
    return home.stages;
  };

  it("counts unit01's own assignments by stage (件次), each equal to its workspace list", async () => {
    const stages = await stagesOf('unit01');
    expect(stages.map((s) => [s.key, s.unit, s.link])).toEqual([
      ['pending', 'assignment', '/handling/assignments?stage=pending'],
      ['handling', 'assignment', '/handling/assignments?stage=handling'],
      ['overdue', 'assignment', '/handling/assignments?stage=overdue'],
      ['replied', 'assignment', '/handling/assignments?stage=replied'],
    ]);
    for (const stage of stages) expect(await listTotal('unit01', stage.link)).toBe(stage.count);
    const pending = await t.ctx.db
      .selectFrom('assignments')
      .where('unit_id', '=', await unitOf('unit01'))
      .where('status', '=', 'PENDING')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(figure(stages, 'pending').count).toBe(count(pending));
  });

  it("gives unit02 its own figures, not unit01's", async () => {
    const [one, two] = await Promise.all([stagesOf('unit01'), stagesOf('unit02')]);
    expect(two.map((s) => s.count)).not.toEqual(one.map((s) => s.count));
    const replied = await t.ctx.db
      .selectFrom('assignments')
      .where('unit_id', '=', await unitOf('unit02'))
      .where('status', '=', 'REPLIED')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(figure(two, 'replied').count).toBe(count(replied));
  });

  it('moves an assignment from 待签收 to 待答复 once signed', async () => {
    const before = await stagesOf('unit01');
    const assignment = await t.ctx.db
      .selectFrom('assignments')
      .innerJoin('cases', 'cases.id', 'assignments.case_id')
      .select(['assignments.id', 'cases.id as case_id', 'cases.version'])
      .where('assignments.unit_id', '=', await unitOf('unit01'))
      .where('assignments.status', '=', 'PENDING')
      .orderBy('assignments.id')
      .executeTakeFirstOrThrow();
    const res = await request(t.app)
      .post(API_PATHS.caseSign)
      .set(bearer('unit01'))
      .send({ id: assignment.case_id, version: assignment.version, assignmentId: assignment.id });
    expect(res.status).toBe(200);
    const after = await stagesOf('unit01');
    expect(figure(after, 'pending').count).toBe(figure(before, 'pending').count - 1);
    expect(figure(after, 'handling').count).toBe(figure(before, 'handling').count + 1);
  });
});

describe('Case/Home for a deputy', () => {
  it("counts dlg001's own cases by status (件), replies awaiting evaluation and open invitations", async () => {
    const home = await homeOf('dlg001');
    if (home.seat !== 'submitter') throw new Error('dlg001 is not a submitter');
    expect(home.body).toBe('NPC');
    expect(home.byStatus.map((s) => s.key)).toEqual(CASE_STATUSES.map((s) => s.value));
    for (const status of home.byStatus) {
      expect(status).toMatchObject({ unit: 'case', link: `/suggestion/mine?status=${status.key}` });
      if (status.key !== 'DRAFT') expect(await listTotal('dlg001', status.link)).toBe(status.count);
    }
    expect(home.byStatus.reduce((sum, s) => sum + s.count, 0)).toBeGreaterThan(0);

    const memberId = (await t.ctx.db.selectFrom('users').select('hr_id').where('username', '=', 'dlg001').executeTakeFirstOrThrow()).hr_id!;
    const awaiting = await t.ctx.db
      .selectFrom('cases')
      .where('lead_member_id', '=', memberId)
      .where('status', '=', 'REPLIED')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(figure(home.figures, 'awaitingEvaluation')).toMatchObject({
      count: count(awaiting),
      unit: 'case',
      link: '/suggestion/mine?status=REPLIED&submitterRole=LEAD',
    });
    // The list it opens holds exactly those: not the replied cases dlg001 only co-signed.
    expect(await listTotal('dlg001', figure(home.figures, 'awaitingEvaluation').link)).toBe(count(awaiting));

    const open = await t.ctx.db
      .selectFrom('case_submitters')
      .innerJoin('cases', 'cases.id', 'case_submitters.case_id')
      .where('case_submitters.member_id', '=', memberId)
      .where('case_submitters.cosign_status', '=', 'INVITED')
      .where(sql<boolean>`(case_submitters.respond_by is null or case_submitters.respond_by >= now())`)
      .where('cases.status', 'not in', ['DRAFT', 'WITHDRAWN'])
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    const invitations = figure(home.figures, 'invitations');
    expect(invitations).toMatchObject({ count: count(open), unit: 'case', link: '/suggestion/mine?tab=invitations' });
    expect(invitations.count).toBeGreaterThan(0);
  });

  it('answers 401 without a sign-in', async () => {
    expect((await request(t.app).get(API_PATHS.caseHome)).status).toBe(401);
  });
});

describe('Case/Home: 本届会议, the current sessions of the caller’s scope', () => {
  const sessionBodies = async (who: string) => (await homeOf(who)).sessions.map((s) => s.body);
  const summaryBodies = async (who: string) => {
    const res = await request(t.app).get(API_PATHS.caseSummary).set(bearer(who));
    expect(res.status).toBe(200);
    return (res.body.data as CaseSummary).sessions.map((s) => s.body);
  };
  const optionBodies = async (who: string) => {
    const res = await request(t.app).get(API_PATHS.reportOptions).set(bearer(who));
    expect(res.status).toBe(200);
    return [...new Set((res.body.data as ReportOptions).sessions.map((s) => s.body))];
  };

  it('offers one body’s staff and its deputies or members only that body’s session', async () => {
    for (const [who, body] of [
      ['npc01', 'NPC'],
      ['dlg001', 'NPC'],
      ['cppcc01', 'CPPCC'],
      ['cppccm01', 'CPPCC'],
    ] as const) {
      expect(await sessionBodies(who)).toEqual([body]);
      expect(await summaryBodies(who)).toEqual([body]);
      // The session pickers (reports, the deputy's own forms and lists) offer that body's sessions alone.
      expect(await optionBodies(who)).toEqual([body]);
    }
  });

  it('offers both bodies’ sessions, each with its body, to an administrator, a leader and a handling unit', async () => {
    for (const who of ['admin', 'leader01', 'unit01']) {
      expect(await sessionBodies(who)).toEqual(['NPC', 'CPPCC']);
      expect(await summaryBodies(who)).toEqual(['NPC', 'CPPCC']);
    }
  });
});
