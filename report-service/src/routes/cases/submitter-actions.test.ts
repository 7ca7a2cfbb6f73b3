import { API_PATHS, ROLE_CODES, type CaseFile, type CosignInvitationRow } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { workingDaysAfter } from '../../cases/case-deadline-queries';
import { beijingDayOf, endOfBeijingDay } from '../../lib/beijing-time';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });
const act = (who: string, path: string, body: Record<string, unknown>) => request(t.app).post(path).set(bearer(who)).send(body);
const detail = (who: string, id: number) => request(t.app).get(API_PATHS.caseDetail).set(bearer(who)).query({ id });
const invitations = async (who: string) =>
  (await request(t.app).get(API_PATHS.caseCosignInvitations).set(bearer(who))).body.data as CosignInvitationRow[];

/** The member a user's account is linked to, with their session. */
const memberOf = async (username: string) =>
  t.ctx.db
    .selectFrom('users')
    .innerJoin('member_terms', 'member_terms.id', 'users.hr_id')
    .select(['member_terms.id', 'member_terms.spv_id', 'member_terms.staff_name', 'users.id as user_id'])
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();

/** A deputy account (dlg001's password) linked to `memberId`, or to no member. */
async function addDeputy(username: string, memberId: number | null): Promise<void> {
  const model = await t.ctx.db.selectFrom('users').selectAll().where('username', '=', 'dlg001').executeTakeFirstOrThrow();
  const role = await t.ctx.db.selectFrom('roles').select('id').where('code', '=', ROLE_CODES.deputy).executeTakeFirstOrThrow();
  const user = await t.ctx.db
    .insertInto('users')
    .values({
      username,
      password_hash: model.password_hash,
      staff_name: username,
      hr_id: memberId,
      type: model.type,
      dlg_id: model.dlg_id,
      mobile: null,
      state: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
}

/** Deputies of dlg001's session other than dlg001: the first has the account `dlg_peer`. */
let peers: number[] = [];
let lead: Awaited<ReturnType<typeof memberOf>>;

beforeAll(async () => {
  t = await createTestApp();
  lead = await memberOf('dlg001');
  peers = (
    await t.ctx.db
      .selectFrom('member_terms')
      .select('id')
      .where('spv_id', '=', lead.spv_id)
      .where('id', '<>', lead.id)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('users').select('id').whereRef('users.hr_id', '=', 'member_terms.id'))))
      .orderBy('id')
      .limit(3)
      .execute()
  ).map((m) => m.id);
  await addDeputy('dlg_peer', peers[0]!);
  await addDeputy('dlg_other', peers[1]!);
  await addDeputy('dlg_none', null);
  for (const who of ['npc01', 'unit01', 'dlg001', 'cppccm01', 'dlg_peer', 'dlg_other', 'dlg_none']) {
    tokens[who] = await t.login(who, PASSWORDS.demo);
  }
});
afterAll(() => t.close());

const draft = (extra: Record<string, unknown> = {}) => ({
  kind: 'SUGGESTION',
  title: '关于增设社区养老服务站的建议',
  content: '社区老人多，服务站少。',
  reason: '老龄化加快。',
  solution: '每个街道增设一处。',
  cosignerIds: [peers[0], peers[1]],
  ...extra,
});

const count = async (table: 'cases' | 'notices' | 'case_events' | 'activity_logs') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const cosigners = (caseId: number) =>
  t.ctx.db
    .selectFrom('case_submitters')
    .selectAll()
    .where('case_id', '=', caseId)
    .where('role', '=', 'COSIGNER')
    .orderBy('member_id')
    .execute();

/** dlg001's draft, submitted with dlg_peer and dlg_other invited; answers its id and version. */
async function submittedCase(title: string): Promise<{ id: number; version: number }> {
  const saved = await act('dlg001', API_PATHS.caseSaveDraft, draft({ title }));
  const submitted = await act('dlg001', API_PATHS.caseSubmit, { id: saved.body.data.id, version: saved.body.data.version });
  expect(submitted.status).toBe(200);
  return { id: submitted.body.data.id, version: submitted.body.data.version };
}

describe('a deputy’s drafts', () => {
  it('keeps a draft private to its lead, rewrites it, and submits it with invitations to co-sign', async () => {
    const saved = await act('dlg001', API_PATHS.caseSaveDraft, draft());
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('已暂存');
    expect(saved.body.data).toMatchObject({ status: 'DRAFT', caseNo: null });
    const { id } = saved.body.data as { id: number };
    const row = await t.ctx.db.selectFrom('cases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const session = await t.ctx.db.selectFrom('meetings').select('body').where('id', '=', lead.spv_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ body: session.body, session_id: lead.spv_id, submitter_type: 'MEMBER', lead_member_id: lead.id });
    expect((await cosigners(id)).map((c) => [c.member_id, c.cosign_status, c.respond_by])).toEqual([
      [peers[0], 'INVITED', null],
      [peers[1], 'INVITED', null],
    ]);
    const own = (await detail('dlg001', id)).body.data as CaseFile;
    expect(own.actions).toEqual(expect.arrayContaining(['editDraft', 'submit', 'withdraw']));
    expect(own.events.map((e) => [e.step, e.action])).toEqual([['DRAFT', '暂存建议']]);

    // An invited co-signer does not see the draft, nor can anyone else act on it.
    expect((await detail('dlg_peer', id)).status).toBe(404);
    expect((await invitations('dlg_peer')).map((i) => i.caseId)).not.toContain(id);
    const theirs = await act('dlg_peer', API_PATHS.caseSaveDraft, draft({ id, version: saved.body.data.version, title: '改' }));
    expect(theirs.status).toBe(404);
    expect((await act('dlg_peer', API_PATHS.caseSubmit, { id, version: saved.body.data.version })).status).toBe(404);
    expect((await act('cppccm01', API_PATHS.caseWithdraw, { id, version: saved.body.data.version })).status).toBe(404);

    const edited = await act(
      'dlg001',
      API_PATHS.caseSaveDraft,
      draft({ id, version: saved.body.data.version, title: '关于增设社区养老驿站的建议', cosignerIds: [peers[0], peers[2]] }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.version).toBe(saved.body.data.version + 1);
    expect((await cosigners(id)).map((c) => c.member_id)).toEqual([peers[0], peers[2]]);
    const stale = await act('dlg001', API_PATHS.caseSaveDraft, draft({ id, version: saved.body.data.version }));
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该案件已被他人更新，请刷新后重试');

    const logged = await t.ctx.db
      .selectFrom('activity_logs')
      .select('description')
      .where('user_id', '=', lead.user_id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged.description).toBe('暂存建议「关于增设社区养老驿站的建议」');

    const noticesBefore = await count('notices');
    const refused = await act('dlg001', API_PATHS.caseSubmit, { id, version: saved.body.data.version });
    expect(refused.status).toBe(409);
    expect(await count('notices')).toBe(noticesBefore);
    expect((await cosigners(id)).every((c) => c.respond_by === null)).toBe(true);
    const before = new Date();
    const submitted = await act('dlg001', API_PATHS.caseSubmit, { id, version: edited.body.data.version });
    expect(submitted.status).toBe(200);
    expect(submitted.body.msg).toBe('已提交');
    expect(submitted.body.data.status).toBe('SUBMITTED');
    const lastDay = await workingDaysAfter(t.ctx.db, before, 5);
    const invited = await cosigners(id);
    for (const c of invited) expect(c).toMatchObject({ cosign_status: 'INVITED', respond_by: endOfBeijingDay(lastDay) });
    expect(endOfBeijingDay(lastDay).getTime() - before.getTime()).toBeGreaterThan(5 * 86_400_000);

    // Only dlg_peer has an account among the invited: one notice, opening the case.
    expect(await count('notices')).toBe(noticesBefore + 1);
    const peer = await memberOf('dlg_peer');
    const notice = await t.ctx.db
      .selectFrom('notices')
      .selectAll()
      .where('user_id', '=', peer.user_id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ kind: 'notice', title: '附议邀请：关于增设社区养老驿站的建议', link: `/case/detail?id=${id}` });
    expect(notice.content).toContain(lead.staff_name);
    expect(notice.content).toContain(lastDay);

    const peerView = await detail('dlg_peer', id);
    expect(peerView.status).toBe(200);
    expect((peerView.body.data as CaseFile).actions).toEqual(['respondCosign']);
    expect((await invitations('dlg_peer'))[0]).toMatchObject({ caseId: id, status: 'INVITED', leadName: lead.staff_name });

    const again = await act('dlg001', API_PATHS.caseSaveDraft, draft({ id, version: submitted.body.data.version }));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('案件当前状态为“已提交”，不能修改');
    const twice = await act('dlg001', API_PATHS.caseSubmit, { id, version: submitted.body.data.version });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('案件当前状态为“已提交”，不能提交');
  });

  it('refuses a wrong kind, unknown, own or other-session co-signers and a caller without a profile, writing nothing', async () => {
    const cases = await count('cases');
    const cppcc = await memberOf('cppccm01');
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ kind: 'PROPOSAL' }, 'kind', '请选择案件类型'],
      [{ cosignerIds: [peers[0], 99_999_999] }, 'cosignerIds', '所选代表委员不存在'],
      [{ cosignerIds: [lead.id] }, 'cosignerIds', '不能邀请自己附议'],
      [{ cosignerIds: [cppcc.id] }, 'cosignerIds', '附议人须为同一届次的代表委员'],
    ];
    for (const [extra, field, message] of refusals) {
      const res = await act('dlg001', API_PATHS.caseSaveDraft, draft(extra));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field, message }]);
    }
    const noProfile = await act('dlg_none', API_PATHS.caseSaveDraft, draft({ cosignerIds: [] }));
    expect(noProfile.status).toBe(400);
    expect(noProfile.body.msg).toBe('您的账号没有关联本届代表或委员信息');
    expect(await count('cases')).toBe(cases);

    const suggestion = await act('cppccm01', API_PATHS.caseSaveDraft, draft({ cosignerIds: [] }));
    expect(suggestion.body.errors).toEqual([{ field: 'kind', message: '请选择案件类型' }]);
    const proposal = await act('cppccm01', API_PATHS.caseSaveDraft, draft({ kind: 'PROPOSAL', cosignerIds: [] }));
    expect(proposal.status).toBe(200);
    const row = await t.ctx.db
      .selectFrom('cases')
      .select(['body', 'session_id'])
      .where('id', '=', proposal.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ body: 'CPPCC', session_id: cppcc.spv_id });
  });

  it('is for deputies and members only', async () => {
    for (const who of ['npc01', 'unit01']) {
      expect((await act(who, API_PATHS.caseSaveDraft, draft())).status).toBe(403);
      expect((await request(t.app).get(API_PATHS.caseCosignInvitations).set(bearer(who))).status).toBe(403);
    }
    const { id, version } = await submittedCase('仅限代表委员');
    expect((await act('npc01', API_PATHS.caseSubmit, { id, version })).status).toBe(403);
    expect((await act('npc01', API_PATHS.caseRespondCosign, { id, version, accept: true })).status).toBe(403);
    expect((await act('npc01', API_PATHS.caseEvaluate, { id, version, ratings: [] })).status).toBe(403);
  });
});

describe('whom a deputy may invite to co-sign', () => {
  const options = (who: string, keyword = '') => request(t.app).get(API_PATHS.caseCosignerOptions).set(bearer(who)).query({ keyword });

  it('finds deputies of the caller’s own session by a part of the name, never the caller, at most twenty', async () => {
    const all = await options('dlg001');
    expect(all.status).toBe(200);
    const found = all.body.data as Array<{ memberId: number; name: string; groupName: string }>;
    expect(found.length).toBe(20);
    expect(found.map((o) => o.memberId)).not.toContain(lead.id);
    const sessions = await t.ctx.db
      .selectFrom('member_terms')
      .select('spv_id')
      .where(
        'id',
        'in',
        found.map((o) => o.memberId),
      )
      .execute();
    expect(new Set(sessions.map((r) => r.spv_id))).toEqual(new Set([lead.spv_id]));

    const peer = await t.ctx.db.selectFrom('member_terms').select('staff_name').where('id', '=', peers[0]!).executeTakeFirstOrThrow();
    const byName = (await options('dlg001', peer.staff_name.slice(1))).body.data as Array<{ memberId: number; name: string }>;
    expect(byName.map((o) => o.memberId)).toContain(peers[0]);
    expect(byName.every((o) => o.name.includes(peer.staff_name.slice(1)))).toBe(true);
    expect(Object.keys(byName[0]!).sort()).toEqual(['groupName', 'memberId', 'name']);
  });

  it('is for a deputy or member with a profile only', async () => {
    expect((await options('npc01')).status).toBe(403);
    expect((await options('unit01')).status).toBe(403);
    const none = await options('dlg_none');
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('您的账号没有关联本届代表或委员信息');
  });
});

describe('an invitation to co-sign', () => {
  it('is confirmed once, before the deadline, by the invited only', async () => {
    const { id, version } = await submittedCase('关于优化公交线路的建议');
    // The lead was never invited: not theirs to answer (403), where an answered invitation is a conflict (below).
    const byLead = await act('dlg001', API_PATHS.caseRespondCosign, { id, version, accept: true });
    expect(byLead.status).toBe(403);
    expect(byLead.body.msg).toBe('您没有待回复的附议邀请');

    const confirmed = await act('dlg_peer', API_PATHS.caseRespondCosign, { id, version, accept: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.msg).toBe('已确认附议');
    const row = (await cosigners(id)).find((c) => c.member_id === peers[0])!;
    expect(row).toMatchObject({ cosign_status: 'CONFIRMED', signed_at: expect.any(Date) });
    const file = (await detail('dlg001', id)).body.data as CaseFile;
    expect(file.events.at(-1)).toMatchObject({ step: 'COSIGNED', action: 'dlg_peer确认附议' });
    expect(file.cosigners.find((c) => c.memberId === peers[0])?.cosignStatus).toBe('CONFIRMED');

    const twice = await act('dlg_peer', API_PATHS.caseRespondCosign, { id, version: confirmed.body.data.version, accept: false });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('您没有待回复的附议邀请');
    const stale = await act('dlg_other', API_PATHS.caseRespondCosign, { id, version, accept: true });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该案件已被他人更新，请刷新后重试');

    // Past the deadline, nothing is written.
    const yesterday = new Date(Date.now() - 86_400_000);
    await t.ctx.db
      .updateTable('case_submitters')
      .set({ respond_by: yesterday })
      .where('case_id', '=', id)
      .where('member_id', '=', peers[1]!)
      .execute();
    const events = await count('case_events');
    const late = await act('dlg_other', API_PATHS.caseRespondCosign, { id, version: confirmed.body.data.version, accept: true });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(`附议回复期限已过（${beijingDayOf(yesterday)}）`);
    expect(await count('case_events')).toBe(events);
    expect((await cosigners(id)).find((c) => c.member_id === peers[1])?.cosign_status).toBe('INVITED');
  });

  it('once declined, takes the case out of the invitee’s sight, and keeps the invitation listed as declined', async () => {
    const { id, version } = await submittedCase('关于规范共享单车停放的建议');
    const declined = await act('dlg_other', API_PATHS.caseRespondCosign, { id, version, accept: false });
    expect(declined.status).toBe(200);
    expect(declined.body.msg).toBe('已谢绝附议');
    expect((await cosigners(id)).find((c) => c.member_id === peers[1])).toMatchObject({ cosign_status: 'DECLINED', signed_at: null });
    const file = (await detail('dlg001', id)).body.data as CaseFile;
    expect(file.events.at(-1)).toMatchObject({ step: 'COSIGN_DECLINED', action: 'dlg_other谢绝附议' });
    expect((await detail('dlg_other', id)).status).toBe(404);
    expect((await invitations('dlg_other')).find((i) => i.caseId === id)).toMatchObject({
      status: 'DECLINED',
      title: '关于规范共享单车停放的建议',
    });
    const again = await act('dlg_other', API_PATHS.caseRespondCosign, { id, version: declined.body.data.version, accept: true });
    expect(again.status).toBe(404);
  });

  it('cannot be answered on a withdrawn case', async () => {
    const { id, version } = await submittedCase('关于撤回后附议的建议');
    const withdrawn = await act('dlg001', API_PATHS.caseWithdraw, { id, version });
    const res = await act('dlg_peer', API_PATHS.caseRespondCosign, { id, version: withdrawn.body.data.version, accept: true });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('案件当前状态为“已撤回”，不能附议');
  });

  it('lists the open invitations first, then the newest', async () => {
    const rows = await invitations('dlg_peer');
    const now = Date.now();
    const open = (r: CosignInvitationRow) => r.status === 'INVITED' && (r.respondBy === null || Date.parse(r.respondBy) >= now);
    const firstClosed = rows.findIndex((r) => !open(r));
    expect(firstClosed).toBeGreaterThan(0);
    expect(rows.slice(firstClosed).some(open)).toBe(false);
    for (const group of [rows.slice(0, firstClosed), rows.slice(firstClosed)]) {
      const times = group.map((r) => Date.parse(r.submittedAt ?? '1970-01-01'));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect(rows.some((r) => r.status === 'CONFIRMED')).toBe(true);
  });
});

describe('withdrawing', () => {
  it('lets the lead withdraw a draft or a submitted case, not a co-signer, a unit or an accepted case', async () => {
    const { id, version } = await submittedCase('关于撤回的建议');
    await act('dlg_peer', API_PATHS.caseRespondCosign, { id, version, accept: true });
    const current = (await detail('dlg001', id)).body.data as CaseFile;
    const byCosigner = await act('dlg_peer', API_PATHS.caseWithdraw, { id, version: current.version });
    expect(byCosigner.status).toBe(403);
    expect(byCosigner.body.msg).toBe('只有领衔人可以进行此操作');
    const withdrawn = await act('dlg001', API_PATHS.caseWithdraw, { id, version: current.version, reason: '另行提出' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.msg).toBe('已撤回');
    expect(withdrawn.body.data.status).toBe('WITHDRAWN');

    const saved = await act('dlg001', API_PATHS.caseSaveDraft, draft({ title: '撤回草稿' }));
    const draftGone = await act('dlg001', API_PATHS.caseWithdraw, { id: saved.body.data.id, version: saved.body.data.version });
    expect(draftGone.body.data.status).toBe('WITHDRAWN');
    // A draft withdrawn before it was submitted stays private to its lead.
    expect((await detail('dlg_peer', saved.body.data.id)).status).toBe(404);
    expect((await invitations('dlg_peer')).map((i) => i.caseId)).not.toContain(saved.body.data.id);

    const accepted = await t.ctx.db
      .selectFrom('cases')
      .select(['id', 'version'])
      .where('lead_member_id', '=', lead.id)
      .where('status', 'in', ['ACCEPTED', 'ASSIGNED', 'IN_PROGRESS'])
      .executeTakeFirstOrThrow();
    const late = await act('dlg001', API_PATHS.caseWithdraw, accepted);
    expect(late.status).toBe(409);
    expect(late.body.msg).toMatch(/不能撤回$/);

    const unitCase = await t.ctx.db
      .selectFrom('cases')
      .innerJoin('assignments', 'assignments.case_id', 'cases.id')
      .innerJoin('users', 'users.unit_id', 'assignments.unit_id')
      .select(['cases.id', 'cases.version'])
      .where('users.username', '=', 'unit01')
      .executeTakeFirstOrThrow();
    expect((await act('unit01', API_PATHS.caseWithdraw, unitCase)).status).toBe(403);

    // The office keeps its own rule, and its other actions stay closed to deputies.
    const other = await submittedCase('关于办公室撤回的建议');
    const byOffice = await act('npc01', API_PATHS.caseWithdraw, other);
    expect(byOffice.status).toBe(200);
    expect((await act('dlg001', API_PATHS.caseRegister, other)).status).toBe(403);
  });
});
