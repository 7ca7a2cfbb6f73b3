import { API_PATHS, type NoticeItem, PROFILE_CONFIRM_MODULE, ROLE_CODES } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { beijingDayOf } from '../../lib/beijing-time';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });
const act = (who: string, path: string, body: Record<string, unknown>) => request(t.app).post(path).set(bearer(who)).send(body);
const userOf = (username: string) => t.ctx.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

/** The caller's notices about the case, oldest first, in a language. */
async function noticesOf(who: string, caseId: number, lang: 'zh' | 'en' = 'zh'): Promise<NoticeItem[]> {
  const res = await request(t.app).get(API_PATHS.noticeList).set(bearer(who)).set('Accept-Language', lang);
  expect(res.status).toBe(200);
  return (res.body.data as NoticeItem[]).filter((n) => n.link === `/case/detail?id=${caseId}`).reverse();
}

let peerMember: number;
let units: { unit01: number; unit02: number };

beforeAll(async () => {
  t = await createTestApp();
  const dlg001 = await userOf('dlg001');
  const lead = await t.ctx.db.selectFrom('member_terms').select('spv_id').where('id', '=', dlg001.hr_id!).executeTakeFirstOrThrow();
  peerMember = (
    await t.ctx.db
      .selectFrom('member_terms')
      .select('id')
      .where('spv_id', '=', lead.spv_id)
      .where('id', '<>', dlg001.hr_id!)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.hr_id', '=', 'member_terms.id'))))
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  const role = await t.ctx.db.selectFrom('roles').select('id').where('code', '=', ROLE_CODES.deputy).executeTakeFirstOrThrow();
  const peer = await t.ctx.db
    .insertInto('users')
    .values({ username: 'dlg_note', password_hash: dlg001.password_hash, staff_name: '附议代表', hr_id: peerMember, type: 1, state: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db.insertInto('user_roles').values({ user_id: peer.id, role_id: role.id }).execute();
  units = { unit01: (await userOf('unit01')).unit_id!, unit02: (await userOf('unit02')).unit_id! };
  for (const who of ['npc01', 'dlg001', 'dlg_note', 'unit01']) tokens[who] = await t.login(who, PASSWORDS.demo);
});
afterAll(() => t.close());

describe('notices to the submitters', () => {
  it('tells the deputy of every step once, with a link to the case, in the language they read in', async () => {
    const saved = await act('dlg001', API_PATHS.caseSaveDraft, {
      kind: 'SUGGESTION',
      title: '关于通知的建议',
      content: '内容',
      cosignerIds: [peerMember],
    });
    let kase = (await act('dlg001', API_PATHS.caseSubmit, { id: saved.body.data.id, version: saved.body.data.version })).body.data;
    const id = kase.id as number;
    kase = (await act('dlg_note', API_PATHS.caseRespondCosign, { id, version: kase.version, accept: true })).body.data;
    expect((await noticesOf('dlg001', id)).map((n) => n.title)).toEqual(['附议确认：关于通知的建议']);
    expect((await noticesOf('dlg001', id))[0]!.content).toBe('附议代表确认附议您领衔的建议「关于通知的建议」。');

    kase = (await act('npc01', API_PATHS.caseRegister, { id, version: kase.version })).body.data;
    const caseNo = kase.caseNo as string;
    const category = await t.ctx.db
      .selectFrom('dictionaries')
      .select('code')
      .where('kind', '=', 'category')
      .where('body', '=', 'NPC')
      .executeTakeFirstOrThrow();
    kase = (
      await act('npc01', API_PATHS.caseAccept, {
        id,
        version: kase.version,
        category: category.code,
        property: 'CURRENT',
        isKey: false,
        opinion: '',
      })
    ).body.data;
    const assigned = await act('npc01', API_PATHS.caseAssign, {
      id,
      version: kase.version,
      units: [{ unitId: units.unit01, role: 'SOLE' }],
    });
    expect(assigned.status).toBe(200);
    kase = assigned.body.data;
    const file = (await request(t.app).get(API_PATHS.caseDetail).set(bearer('npc01')).query({ id })).body.data;
    const assignment = file.assignments[0];
    kase = (await act('unit01', API_PATHS.caseSign, { id, version: kase.version, assignmentId: assignment.id })).body.data;
    const replied = await act('unit01', API_PATHS.caseReply, {
      id,
      version: kase.version,
      assignmentId: assignment.id,
      docNo: '京建函〔2026〕1号',
      signer: '王局长',
      repliedOn: beijingDayOf(new Date()),
      resultCategory: 'A',
      adoption: 'ADOPTED',
      content: '已解决。',
    });
    expect(replied.status).toBe(200);

    const unit = assignment.unitName as string;
    const due = beijingDayOf(new Date(assignment.dueAt));
    const zh = await noticesOf('dlg001', id);
    expect(zh.map((n) => n.title)).toEqual([
      '附议确认：关于通知的建议',
      `建议已登记：${caseNo}`,
      `建议已立案：${caseNo}`,
      `建议已交办：${caseNo}`,
      `建议已答复：${caseNo}`,
    ]);
    expect(zh[3]!.content).toBe(`您提出的建议「关于通知的建议」已交${unit}（单办）办理，答复期限 ${due}。`);
    const en = await noticesOf('dlg001', id, 'en');
    expect(en[3]).toMatchObject({
      title: `Your suggestion is assigned: ${caseNo}`,
      content: `Your suggestion “关于通知的建议” is assigned to ${unit} (sole); the reply is due by ${due}.`,
    });
    expect(en[4]!.content).toBe(`${unit} has replied to your suggestion “关于通知的建议”; please read the reply.`);
    // A confirmed co-signer hears the steps of the case too, but not the answers of other co-signers.
    expect((await noticesOf('dlg_note', id)).map((n) => n.title)).toEqual(zh.slice(1).map((n) => n.title));

    // The same event written again (a retried write) tells nobody twice.
    const before = await t.ctx.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await t.ctx.db.transaction().execute(async (trx) => {
      const { noticeSubmitters } = await import('../../cases/submitter-notices');
      await noticeSubmitters(trx, { id, kind: 'SUGGESTION', title: '关于通知的建议', case_no: caseNo }, 'registered', {});
    });
    const after = await t.ctx.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('tells the deputy why a case was not accepted, and clears the profile notice once the profile is confirmed', async () => {
    const saved = await act('dlg001', API_PATHS.caseSaveDraft, { kind: 'SUGGESTION', title: '关于不予立案的建议', content: '内容' });
    let kase = (await act('dlg001', API_PATHS.caseSubmit, { id: saved.body.data.id, version: saved.body.data.version })).body.data;
    kase = (await act('npc01', API_PATHS.caseRegister, { id: kase.id, version: kase.version })).body.data;
    const rejected = await act('npc01', API_PATHS.caseReject, { id: kase.id, version: kase.version, reason: '不属于本级职权范围' });
    expect(rejected.status).toBe(200);
    expect((await noticesOf('dlg001', kase.id)).at(-1)!.content).toBe(
      '您提出的建议「关于不予立案的建议」不予立案。理由：不属于本级职权范围',
    );

    const profileNotice = async () => {
      const res = await request(t.app).get(API_PATHS.noticeList).set(bearer('dlg001'));
      return (res.body.data as NoticeItem[]).filter((n) => n.title === '请核对并确认您的个人信息');
    };
    expect(await profileNotice()).toHaveLength(1);
    const dlg001 = await userOf('dlg001');
    const confirmed = await act('dlg001', API_PATHS.logWrite, { Module: PROFILE_CONFIRM_MODULE, User_ID: dlg001.id, Description: '确认' });
    expect(confirmed.status).toBe(200);
    expect(await profileNotice()).toHaveLength(0);
  });
});
