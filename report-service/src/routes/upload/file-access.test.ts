import { API_PATHS, ROLE_CODES, type CaseFile, type UploadedFile } from '@proposal-desk/shared';
import request from 'supertest';
import { npcCategory } from '../../../test/case-seats';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { beijingDayOf } from '../../lib/beijing-time';

// Who may download a stored file: exactly who may read what it belongs to (domain.md "Who may read a file").
// Everyone else gets 404, as for a file that does not exist.
let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });
const act = (who: string, path: string, body: Record<string, unknown>) => request(t.app).post(path).set(bearer(who)).send(body);
const caseFile = async (id: number, who = 'npc01') => {
  const res = await request(t.app).get(API_PATHS.caseDetail).set(bearer(who)).query({ id });
  expect(res.status).toBe(200);
  return res.body.data as CaseFile;
};

const PDF = Buffer.from('%PDF-1.4\n% 答复函\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function upload(who: string, name: string, bytes: Buffer = PDF): Promise<UploadedFile> {
  const res = await request(t.app).post(API_PATHS.uploadFile).set(bearer(who)).attach('file', bytes, name);
  expect(res.status).toBe(200);
  return res.body.data as UploadedFile;
}

/** The seats that may download `file` among `seats`, each asked once (the others answered 404). */
async function readersOf(file: UploadedFile, seats: readonly string[]): Promise<string[]> {
  const readers: string[] = [];
  for (const who of seats) {
    const res = await request(t.app).get(file.url).set(bearer(who));
    expect([who, res.status]).toEqual([who, res.status === 200 ? 200 : 404]);
    if (res.status === 200) readers.push(who);
  }
  return readers;
}

/** Signs in an account of the unit (unit02's roles and password) or a deputy of the member (dlg001's). */
async function addAccount(username: string, link: { unitId: number } | { memberId: number }): Promise<void> {
  const model = await t.ctx.db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', 'unitId' in link ? 'unit02' : 'dlg001')
    .executeTakeFirstOrThrow();
  const user = await t.ctx.db
    .insertInto('users')
    .values({
      username,
      password_hash: model.password_hash,
      staff_name: username,
      unit_id: 'unitId' in link ? link.unitId : null,
      hr_id: 'memberId' in link ? link.memberId : null,
      type: model.type,
      dlg_id: model.dlg_id,
      mobile: null,
      state: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = 'unitId' in link ? ROLE_CODES.unitClerk : ROLE_CODES.deputy;
  const role = await t.ctx.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  await t.ctx.db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  tokens[username] = await t.login(username, PASSWORDS.demo);
}

const hrOf = async (username: string) =>
  (await t.ctx.db.selectFrom('users').select('hr_id').where('username', '=', username).executeTakeFirstOrThrow()).hr_id!;
const unitOf = async (username: string) =>
  (await t.ctx.db.selectFrom('users').select('unit_id').where('username', '=', username).executeTakeFirstOrThrow()).unit_id!;

/** Every seat of the tests: the office of each body, a leader, the administrator, four units, three deputies. */
const SEATS = ['npc01', 'cppcc01', 'leader01', 'admin', 'unit01', 'unit02', 'unit03', 'unit04', 'dlg001', 'dlg002', 'dlg_other'];

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin', PASSWORDS.admin);
  for (const who of ['npc01', 'cppcc01', 'leader01', 'unit01', 'unit02', 'dlg001', 'dlg002'])
    tokens[who] = await t.login(who, PASSWORDS.demo);
  const taken = [await unitOf('unit01'), await unitOf('unit02')];
  const others = await t.ctx.db.selectFrom('handling_units').select('id').where('id', 'not in', taken).orderBy('id').limit(2).execute();
  await addAccount('unit03', { unitId: others[0]!.id });
  await addAccount('unit04', { unitId: others[1]!.id });
  const lead = await t.ctx.db
    .selectFrom('member_terms')
    .select('spv_id')
    .where('id', '=', await hrOf('dlg001'))
    .executeTakeFirstOrThrow();
  const stranger = await t.ctx.db
    .selectFrom('member_terms')
    .select('id')
    .where('spv_id', '=', lead.spv_id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('users').select('id').whereRef('users.hr_id', '=', 'member_terms.id'))))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await addAccount('dlg_other', { memberId: stranger.id });
});
afterAll(() => t.close());

const letter = (kase: { id: number; version: number }, assignmentId: number, attachments: UploadedFile[], extra = {}) => ({
  id: kase.id,
  version: kase.version,
  assignmentId,
  docNo: '京建函〔2026〕18号',
  signer: '王主任',
  repliedOn: beijingDayOf(new Date()),
  resultCategory: 'A',
  adoption: 'ADOPTED',
  content: '经研究，已采纳。',
  attachments,
  ...extra,
});

/**
 * dlg001's suggestion with dlg002 co-signing, entered by the office with its scan, assigned to unit01 (lead),
 * unit02 and unit03 (协办); unit02 sends its opinion with a file, unit01 replies with its letter.
 */
async function handledCase() {
  const scan = await upload('npc01', '纸质原件.pdf');
  const session = await t.ctx.db
    .selectFrom('meetings')
    .select('id')
    .where('body', '=', 'NPC')
    .where('is_current', '=', true)
    .executeTakeFirstOrThrow();
  const entered = await act('npc01', API_PATHS.caseEnter, {
    body: 'NPC',
    kind: 'SUGGESTION',
    sessionId: session.id,
    title: '关于文件归属的测试建议',
    content: '内容',
    leadMemberId: await hrOf('dlg001'),
    cosignerIds: [await hrOf('dlg002')],
    attachments: [scan],
  });
  expect(entered.status).toBe(200);
  const id = entered.body.data.id as number;
  const accepted = await act('npc01', API_PATHS.caseAccept, {
    id,
    version: entered.body.data.version,
    category: await npcCategory(t),
    property: 'CURRENT',
  });
  expect(accepted.status).toBe(200);
  const units = [
    { unitId: await unitOf('unit01'), role: 'LEAD' },
    { unitId: await unitOf('unit02'), role: 'CO' },
    { unitId: await unitOf('unit03'), role: 'CO' },
  ];
  expect((await act('npc01', API_PATHS.caseAssign, { id, version: accepted.body.data.version, units })).status).toBe(200);
  const assignments = Object.fromEntries(
    await Promise.all(
      ['unit01', 'unit02'].map(async (who) => {
        const unitId = await unitOf(who);
        return [who, (await caseFile(id)).assignments.find((a) => a.unitId === unitId)!.id] as const;
      }),
    ),
  );
  for (const who of ['unit02', 'unit01'])
    expect((await act(who, API_PATHS.caseSign, { id, version: (await caseFile(id)).version, assignmentId: assignments[who] })).status).toBe(
      200,
    );
  const opinion = await upload('unit02', '协办意见.pdf');
  expect((await act('unit02', API_PATHS.caseReply, letter(await caseFile(id), assignments.unit02!, [opinion]))).status).toBe(200);
  const reply = await upload('unit01', '答复函.pdf');
  const replied = await act(
    'unit01',
    API_PATHS.caseReply,
    letter(await caseFile(id), assignments.unit01!, [reply], { withoutOpinions: true }),
  );
  expect(replied.status).toBe(200);
  return { id, scan, opinion, reply };
}

describe('who may download a file', () => {
  let handled: Awaited<ReturnType<typeof handledCase>>;
  beforeAll(async () => {
    handled = await handledCase();
  });

  it('a case’s own file: whoever may read the case', async () => {
    expect(await readersOf(handled.scan, SEATS)).toEqual(['npc01', 'leader01', 'admin', 'unit01', 'unit02', 'unit03', 'dlg001', 'dlg002']);
  });

  it('a lead unit’s reply letter: the office, leaders, the case’s units and its submitters; no unrelated unit or deputy', async () => {
    expect(await readersOf(handled.reply, SEATS)).toEqual(['npc01', 'leader01', 'admin', 'unit01', 'unit02', 'unit03', 'dlg001', 'dlg002']);
  });

  it('a 协办 unit’s opinion: the office, leaders, the lead unit and the unit that wrote it; not the submitters, not other units', async () => {
    expect(await readersOf(handled.opinion, SEATS)).toEqual(['npc01', 'leader01', 'admin', 'unit01', 'unit02']);
    // The case file shows the opinion to the same seats: the other 协办 unit and the submitters see the lead's reply only.
    const opinionShown = async (who: string) => (await caseFile(handled.id, who)).replies.some((r) => r.isOpinion);
    const shown: string[] = [];
    for (const who of ['npc01', 'unit01', 'unit02', 'unit03', 'dlg001', 'dlg002']) if (await opinionShown(who)) shown.push(who);
    expect(shown).toEqual(['npc01', 'unit01', 'unit02']);
    expect((await caseFile(handled.id, 'unit03')).replies.map((r) => r.attachments)).toEqual([[handled.reply]]);
  });

  it('a draft’s file: its author only, until it is submitted', async () => {
    const photo = await upload('dlg001', '草稿照片.png', PNG);
    const draft = {
      kind: 'SUGGESTION',
      title: '草稿附件的测试',
      content: '内容',
      cosignerIds: [await hrOf('dlg002')],
      attachments: [photo],
    };
    const saved = await act('dlg001', API_PATHS.caseSaveDraft, draft);
    expect(saved.status).toBe(200);
    expect(await readersOf(photo, SEATS)).toEqual(['dlg001']);
    // Saved again with the same file: the draft keeps it.
    const resaved = await act('dlg001', API_PATHS.caseSaveDraft, { ...draft, id: saved.body.data.id, version: saved.body.data.version });
    expect(resaved.status).toBe(200);
    const submitted = await act('dlg001', API_PATHS.caseSubmit, { id: saved.body.data.id, version: resaved.body.data.version });
    expect(submitted.status).toBe(200);
    // Submitted, it is the case's: the office, leaders and its submitters (the invited co-signer too) read it.
    expect(await readersOf(photo, SEATS)).toEqual(['npc01', 'leader01', 'admin', 'dlg001', 'dlg002']);
  });

  it('an upload not attached yet: its uploader only', async () => {
    const loose = await upload('unit01', '未使用.pdf');
    expect(await readersOf(loose, SEATS)).toEqual(['unit01']);
  });

  it('a file its owner dropped: nobody, and it may not be attached again', async () => {
    const photo = await upload('dlg001', '将删除.png', PNG);
    const keep = await upload('dlg001', '保留.png', PNG);
    const saved = await act('dlg001', API_PATHS.caseSaveDraft, {
      kind: 'SUGGESTION',
      title: '删除附件',
      content: '',
      attachments: [photo, keep],
    });
    const resaved = await act('dlg001', API_PATHS.caseSaveDraft, {
      id: saved.body.data.id,
      version: saved.body.data.version,
      kind: 'SUGGESTION',
      title: '删除附件',
      content: '',
      attachments: [keep],
    });
    expect(resaved.status).toBe(200);
    expect(await readersOf(photo, SEATS)).toEqual([]);
    expect(await readersOf(keep, SEATS)).toEqual(['dlg001']);
    const again = await act('dlg001', API_PATHS.caseSaveDraft, {
      kind: 'SUGGESTION',
      title: '再次添加',
      content: '',
      attachments: [photo],
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ field: 'attachments', message: '该文件已被移除，请重新上传' }]);

    // The office takes its scan off the case: dropped as well.
    const file = await caseFile(handled.id);
    const row = file.attachments.find((a) => a.url === handled.scan.url)!;
    const removed = await act('npc01', API_PATHS.caseRemoveAttachment, { id: file.id, version: file.version, attachmentId: row.id });
    expect(removed.status).toBe(200);
    expect(await readersOf(handled.scan, SEATS)).toEqual([]);
  });

  it('refuses a file that already belongs to something else', async () => {
    const file = await caseFile(handled.id);
    const letterOnCase = await upload('npc01', '补充.pdf');
    expect(
      (await act('npc01', API_PATHS.caseAddAttachments, { id: file.id, version: file.version, attachments: [letterOnCase] })).status,
    ).toBe(200);
    const elsewhere = await act('npc01', API_PATHS.caseEnter, {
      body: 'NPC',
      kind: 'SUGGESTION',
      sessionId: file.sessionId,
      title: '同一文件',
      leadMemberId: await hrOf('dlg001'),
      attachments: [letterOnCase],
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual([{ field: 'attachments', message: '该文件已是其他案件或答复的附件，请重新上传' }]);
    const english = await act('npc01', API_PATHS.caseEnter, {
      body: 'NPC',
      kind: 'SUGGESTION',
      sessionId: file.sessionId,
      title: '同一文件',
      leadMemberId: await hrOf('dlg001'),
      attachments: [letterOnCase],
    }).set('Accept-Language', 'en');
    expect(english.body.errors).toEqual([{ field: 'attachments', message: 'This file is already attached elsewhere; upload it again' }]);
  });

  it('needs a sign-in', async () => {
    expect((await request(t.app).get(handled.reply.url)).status).toBe(401);
  });

  it('logs a download by the file’s id and the name it was uploaded under', async () => {
    expect((await request(t.app).get(handled.reply.url).set(bearer('unit01'))).status).toBe(200);
    const entry = await t.ctx.db.selectFrom('activity_logs').select('description').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const id = /GetFile\/(\d+)\//.exec(handled.reply.url)![1];
    expect(entry.description).toBe(`下载文件 答复函.pdf（编号 ${id}）`);
  });
});
