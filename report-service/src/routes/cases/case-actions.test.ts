import { API_PATHS, type CaseActionAnswer, type CaseFile, type CaseRow, type Paged } from '@proposal-desk/shared';
import request from 'supertest';
import { npcCategory } from '../../../test/case-seats';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin', PASSWORDS.admin);
  for (const who of ['npc01', 'cppcc01', 'unit01', 'leader01']) tokens[who] = await t.login(who, PASSWORDS.demo);
});
afterAll(() => t.close());

const list = (who: string, query: Record<string, unknown>) => request(t.app).get(API_PATHS.caseList).set(bearer(who)).query(query);
const file = async (who: string, id: number) =>
  (await request(t.app).get(API_PATHS.caseDetail).set(bearer(who)).query({ id })).body.data as CaseFile;
const act = (who: string, path: string, body: Record<string, unknown>, lang = 'zh') =>
  request(t.app).post(path).set(bearer(who)).set('Accept-Language', lang).send(body);

async function firstRow(who: string, query: Record<string, unknown>): Promise<CaseRow> {
  const res = await list(who, { pageSize: 1, ...query });
  expect(res.status).toBe(200);
  const row = (res.body.data as Paged<CaseRow>).rows[0];
  if (!row) throw new Error(`No case for ${JSON.stringify(query)}`);
  return row;
}

async function units(): Promise<Array<{ id: number; name: string }>> {
  return t.ctx.db.selectFrom('handling_units').select(['id', 'name']).orderBy('id').limit(5).execute();
}

describe('the case register', () => {
  it('pages, filters and sorts on the server, within the caller’s scope', async () => {
    const page = (await list('npc01', { body: 'NPC', pageSize: 5, sortField: 'caseNo', sortOrder: 'asc' })).body.data as Paged<CaseRow>;
    expect(page.rows).toHaveLength(5);
    expect(page.total).toBeGreaterThan(100);
    expect(page.rows.every((r) => r.body === 'NPC')).toBe(true);
    const numbers = page.rows.map((r) => r.caseNo ?? '');
    expect([...numbers].sort()).toEqual(numbers);

    const npcSeenByCppcc = (await list('cppcc01', { body: 'NPC' })).body.data as Paged<CaseRow>;
    expect(npcSeenByCppcc.total).toBe(0);

    const overdue = (await list('admin', { overdue: true, pageSize: 50 })).body.data as Paged<CaseRow>;
    expect(overdue.total).toBeGreaterThan(0);
    expect(overdue.rows.every((r) => r.light === 'red')).toBe(true);

    const one = page.rows[0]!;
    const byKeyword = (await list('npc01', { keyword: one.caseNo })).body.data as Paged<CaseRow>;
    expect(byKeyword.rows.map((r) => r.id)).toContain(one.id);
  });

  it('names the category in the reader’s language', async () => {
    const closed = await firstRow('npc01', { body: 'NPC', status: 'CLOSED' });
    const label = await t.ctx.db
      .selectFrom('dictionaries')
      .select(['label_zh', 'label_en'])
      .where('kind', '=', 'category')
      .where('code', '=', closed.category)
      .executeTakeFirstOrThrow();
    expect(closed.categoryLabel).toBe(label.label_zh);
    const english = await list('npc01', { body: 'NPC', status: 'CLOSED', pageSize: 1 }).set('Accept-Language', 'en');
    expect(english.body.data.rows[0].categoryLabel).toBe(label.label_en);
    const file = await request(t.app).get(API_PATHS.caseDetail).set(bearer('npc01')).set('Accept-Language', 'en').query({ id: closed.id });
    expect(file.body.data.categoryLabel).toBe(label.label_en);
  });

  it('answers a bad filter with 400 naming the field', async () => {
    const res = await list('npc01', { status: 'NOPE', submittedFrom: '2026-02-30' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['status', 'submittedFrom']);
  });
});

describe('the office moves a suggestion through the workflow', () => {
  it('registers, accepts as a key case, assigns to a lead and a co unit, and the file shows it all', async () => {
    const submitted = await firstRow('npc01', { body: 'NPC', status: 'SUBMITTED' });
    const registered = await act('npc01', API_PATHS.caseRegister, { id: submitted.id, version: submitted.version });
    expect(registered.status).toBe(200);
    const answer = registered.body.data as CaseActionAnswer;
    expect(answer).toMatchObject({ id: submitted.id, version: submitted.version + 1, status: 'REGISTERED' });
    expect(answer.caseNo).toMatch(/^R\d+-\d+-\d{4}$/);

    const sameSession = await t.ctx.db
      .selectFrom('cases')
      .select('case_no')
      .where('body', '=', 'NPC')
      .where('session_id', '=', submitted.sessionId)
      .where('case_no', 'is not', null)
      .execute();
    const sequences = sameSession.map((c) => Number(c.case_no?.split('-').pop()));
    expect(Number(answer.caseNo?.split('-').pop())).toBe(Math.max(...sequences));
    expect(new Set(sameSession.map((c) => c.case_no)).size).toBe(sameSession.length);

    const category = await npcCategory(t);
    const accepted = await act('npc01', API_PATHS.caseAccept, {
      id: answer.id,
      version: answer.version,
      category,
      property: 'SUPERVISED',
      isKey: true,
      opinion: '同意立案',
    });
    expect(accepted.status).toBe(200);
    const [lead, co] = await units();
    const assigned = await act('npc01', API_PATHS.caseAssign, {
      id: answer.id,
      version: accepted.body.data.version,
      units: [
        { unitId: lead!.id, role: 'LEAD' },
        { unitId: co!.id, role: 'CO' },
      ],
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.status).toBe('ASSIGNED');

    const caseFile = await file('npc01', answer.id);
    expect(caseFile).toMatchObject({ status: 'ASSIGNED', isKey: true, property: 'SUPERVISED', category, reviewOpinion: '同意立案' });
    expect(caseFile.assignments.map((a) => [a.unitName, a.role, a.status, a.light])).toEqual([
      [lead!.name, 'LEAD', 'PENDING', 'green'],
      [co!.name, 'CO', 'PENDING', 'green'],
    ]);
    expect(caseFile.events.slice(-3).map((e) => e.step)).toEqual(['REGISTERED', 'ACCEPTED', 'ASSIGNED']);
    expect(caseFile.events.at(-1)?.operator).toBeTruthy();
    expect(caseFile.actions).toEqual(expect.arrayContaining(['assign', 'removeAssignment', 'urge']));
    expect(caseFile.actions).not.toContain('accept');

    const row = (await list('npc01', { keyword: answer.caseNo })).body.data.rows[0] as CaseRow;
    expect(row).toMatchObject({ id: answer.id, light: 'green', isKey: true });
    expect(row.units.map((u) => u.role)).toEqual(['LEAD', 'CO']);
    expect((await request(t.app).get(API_PATHS.caseDetail).set(bearer('admin')).query({ id: answer.id })).status).toBe(200);
    expect((await request(t.app).get(API_PATHS.caseDetail).set(bearer('cppcc01')).query({ id: answer.id })).status).toBe(404);

    const log = await t.ctx.db
      .selectFrom('activity_logs')
      .select('description')
      .where('module', '=', '建议管理')
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    expect(log.map((l) => l.description)).toEqual([
      expect.stringContaining('交办'),
      expect.stringContaining('立案'),
      expect.stringContaining('登记'),
    ]);
  });

  it('refuses a stale version, an illegal transition, a case out of scope, a unit user and bad input', async () => {
    const submitted = await firstRow('npc01', { body: 'NPC', status: 'SUBMITTED' });
    const stale = await act('npc01', API_PATHS.caseRegister, { id: submitted.id, version: submitted.version + 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该案件已被他人更新，请刷新后重试');
    expect((await act('npc01', API_PATHS.caseRegister, { id: submitted.id, version: submitted.version + 5 }, 'en')).body.msg).toBe(
      'This case was changed by someone else; refresh and try again',
    );

    const closed = await firstRow('npc01', { body: 'NPC', status: 'CLOSED' });
    const illegal = await act('npc01', API_PATHS.caseAccept, {
      id: closed.id,
      version: closed.version,
      category: await npcCategory(t),
      property: 'CURRENT',
    });
    expect(illegal.status).toBe(409);
    expect(illegal.body.msg).toBe('案件当前状态为“已办结”，不能立案');
    expect((await act('npc01', API_PATHS.caseRegister, { id: closed.id, version: closed.version }, 'en')).body.msg).toBe(
      'The case is “Closed” now and cannot be registered',
    );

    expect((await act('cppcc01', API_PATHS.caseRegister, { id: submitted.id, version: submitted.version })).status).toBe(404);
    expect((await act('unit01', API_PATHS.caseRegister, { id: submitted.id, version: submitted.version })).status).toBe(403);

    const registered = await firstRow('npc01', { body: 'NPC', status: 'REGISTERED' });
    const missing = await act('npc01', API_PATHS.caseAccept, { id: registered.id, version: registered.version });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(['category', 'property']);
    const unknownCategory = await act('npc01', API_PATHS.caseAccept, {
      id: registered.id,
      version: registered.version,
      category: 'NOPE',
      property: 'CURRENT',
    });
    expect(unknownCategory.body.errors).toEqual([{ field: 'category', message: '类别不在该机构的类别表中' }]);
    // 重点提案 is the CPPCC's own property: an NPC case is refused it.
    const keyProposal = await act('npc01', API_PATHS.caseAccept, {
      id: registered.id,
      version: registered.version,
      category: await npcCategory(t),
      property: 'KEY_PROPOSAL',
    });
    expect(keyProposal.status).toBe(400);
    expect(keyProposal.body.errors).toEqual([{ field: 'property', message: '该性质不适用于本方面的案件' }]);

    const accepted = await firstRow('npc01', { body: 'NPC', status: 'ACCEPTED' });
    const [a, b] = await units();
    const twoLeads = await act('npc01', API_PATHS.caseAssign, {
      id: accepted.id,
      version: accepted.version,
      units: [
        { unitId: a!.id, role: 'LEAD' },
        { unitId: b!.id, role: 'SOLE' },
      ],
    });
    expect(twoLeads.status).toBe(400);
    expect(twoLeads.body.errors).toEqual([{ field: 'units', message: '主办或单办单位只能有一个' }]);
    // Nothing was half-written: the case is as it was.
    expect((await file('npc01', accepted.id)).version).toBe(accepted.version);
  });

  it('merges into a main case, rejects with a reason and withdraws before acceptance', async () => {
    const [first, second, third] = ((await list('npc01', { body: 'NPC', status: 'REGISTERED', pageSize: 3 })).body.data as Paged<CaseRow>)
      .rows;
    const main = await firstRow('npc01', { body: 'NPC', status: 'ACCEPTED', sessionId: first!.sessionId });
    const merged = await act('npc01', API_PATHS.caseMerge, { id: first!.id, version: first!.version, mainCaseId: main.id });
    expect(merged.body.data.status).toBe('MERGED');
    expect((await file('npc01', first!.id)).mergedInto).toMatchObject({ id: main.id, caseNo: main.caseNo });
    expect((await file('npc01', main.id)).merged.map((m) => m.id)).toContain(first!.id);

    const noReason = await act('npc01', API_PATHS.caseReject, { id: second!.id, version: second!.version, reason: ' ' });
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: '请填写理由' }]);
    expect(
      (await act('npc01', API_PATHS.caseReject, { id: second!.id, version: second!.version, reason: '不属于本市职权' })).body.data.status,
    ).toBe('REJECTED');
    expect((await act('npc01', API_PATHS.caseWithdraw, { id: third!.id, version: third!.version })).body.data.status).toBe('WITHDRAWN');
  });

  it('urges a unit, decides return requests and closes a case whose evaluations are in', async () => {
    const overdue = await firstRow('npc01', { body: 'NPC', overdue: true });
    const open = (await file('npc01', overdue.id)).assignments.find((a) => a.light === 'red')!;
    const noticesBefore = await t.ctx.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const urged = await act('npc01', API_PATHS.caseUrge, {
      id: overdue.id,
      version: overdue.version,
      assignmentId: open.id,
      note: '请于本周内答复',
    });
    expect(urged.status).toBe(200);
    const noticesAfter = await t.ctx.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const unitUsers = await t.ctx.db.selectFrom('users').select('id').where('unit_id', '=', open.unitId).where('state', '=', 1).execute();
    expect(Number(noticesAfter.n) - Number(noticesBefore.n)).toBe(unitUsers.length);
    expect((await file('npc01', overdue.id)).events.at(-1)).toMatchObject({ step: 'URGED', note: '请于本周内答复' });

    const requests = (await request(t.app).get(API_PATHS.caseReturnRequests).set(bearer('admin')).query({})).body.data as Array<{
      assignmentId: number;
      caseId: number;
      caseVersion: number;
    }>;
    expect(requests.length).toBeGreaterThanOrEqual(2);
    const [approve, deny] = requests;
    const approved = await act('admin', API_PATHS.caseDecideReturn, {
      id: approve!.caseId,
      version: approve!.caseVersion,
      assignmentId: approve!.assignmentId,
      approve: true,
    });
    expect(approved.status).toBe(200);
    expect((await file('admin', approve!.caseId)).assignments.find((a) => a.id === approve!.assignmentId)?.status).toBe('VOID');
    const denyWithoutReason = await act('admin', API_PATHS.caseDecideReturn, {
      id: deny!.caseId,
      version: deny!.caseVersion,
      assignmentId: deny!.assignmentId,
      approve: false,
    });
    expect(denyWithoutReason.body.errors).toEqual([{ field: 'reason', message: '请填写理由' }]);
    await act('admin', API_PATHS.caseDecideReturn, {
      id: deny!.caseId,
      version: deny!.caseVersion,
      assignmentId: deny!.assignmentId,
      approve: false,
      reason: '属于贵单位职责',
    });
    expect((await file('admin', deny!.caseId)).assignments.find((a) => a.id === deny!.assignmentId)?.status).toBe('SIGNED');

    const evaluated = await t.ctx.db
      .selectFrom('cases')
      .select(['id', 'version'])
      .where('status', '=', 'EVALUATED')
      .where('body', '=', 'NPC')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('evaluations')
              .select('id')
              .whereRef('evaluations.case_id', '=', 'cases.id')
              .where('work_satisfaction', '=', 'UNSATISFIED'),
          ),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('evaluations')
              .select('id')
              .whereRef('evaluations.case_id', '=', 'cases.id')
              .where('result_satisfaction', '=', 'UNSATISFIED'),
          ),
        ),
      )
      .where((eb) => eb.exists(eb.selectFrom('evaluations').select('id').whereRef('evaluations.case_id', '=', 'cases.id')))
      .executeTakeFirstOrThrow();
    const closed = await act('npc01', API_PATHS.caseClose, { id: evaluated.id, version: evaluated.version });
    expect(closed.body.data.status).toBe('CLOSED');
  });
});

describe('numbering and entry', () => {
  it('gives 20 concurrent entries 20 distinct consecutive numbers', async () => {
    const session = await t.ctx.db
      .selectFrom('meetings')
      .select('id')
      .where('body', '=', 'CPPCC')
      .where('is_current', '=', true)
      .executeTakeFirstOrThrow();
    const member = await t.ctx.db
      .selectFrom('member_terms')
      .innerJoin('member_groups', 'member_groups.id', 'member_terms.dlg_id')
      .select('member_terms.id')
      .where('member_groups.body', '=', 'CPPCC')
      .executeTakeFirstOrThrow();
    const entries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        act('cppcc01', API_PATHS.caseEnter, {
          body: 'CPPCC',
          kind: 'PROPOSAL',
          sessionId: session.id,
          title: `并发录入提案${i}`,
          content: '内容',
          leadMemberId: member.id,
        }),
      ),
    );
    expect(entries.map((e) => e.status)).toEqual(Array(20).fill(200));
    const sequences = entries.map((e) => Number((e.body.data as CaseActionAnswer).caseNo?.split('-').pop())).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(20);
    expect(sequences.at(-1)! - sequences[0]!).toBe(19);
    const entered = await file('cppcc01', (entries[0]!.body.data as CaseActionAnswer).id);
    expect(entered).toMatchObject({ status: 'REGISTERED', lead: { memberId: member.id } });
  });

  it('refuses an entry for the other body, without a submitter, or by a unit user', async () => {
    const npcSession = await t.ctx.db.selectFrom('meetings').select('id').where('body', '=', 'NPC').executeTakeFirstOrThrow();
    const otherBody = await act('cppcc01', API_PATHS.caseEnter, {
      body: 'NPC',
      kind: 'SUGGESTION',
      sessionId: npcSession.id,
      title: '越权录入',
      groupId: 1,
    });
    expect(otherBody.status).toBe(403);
    const noSubmitter = await act('npc01', API_PATHS.caseEnter, {
      body: 'NPC',
      kind: 'SUGGESTION',
      sessionId: npcSession.id,
      title: '缺少领衔人',
    });
    expect(noSubmitter.body.errors).toEqual([{ field: 'leadMemberId', message: '请选择领衔人或提出单位（二选一）' }]);
    expect(
      (await act('unit01', API_PATHS.caseEnter, { body: 'NPC', kind: 'SUGGESTION', sessionId: npcSession.id, title: 'x', groupId: 1 }))
        .status,
    ).toBe(403);
  });
});
