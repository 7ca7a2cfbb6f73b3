import {
  API_PATHS,
  fileUrl,
  LOG_MODULES,
  stripNameSuffix,
  type CaseActionAnswer,
  type CaseFile,
  type ReportData,
  type UploadedFile,
  withParams,
} from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { npcCategory } from '../../../test/case-seats';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });
const act = (who: string, path: string, body: Record<string, unknown>) => request(t.app).post(path).set(bearer(who)).send(body);
const fileOf = async (who: string, id: number) => {
  const res = await request(t.app).get(API_PATHS.caseDetail).set(bearer(who)).query({ id });
  expect(res.status).toBe(200);
  return res.body.data as CaseFile;
};
const download = (who: string, url: string) => request(t.app).get(url).set(bearer(who)).responseType('blob');

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n% 纸质原件扫描件\n');

/** Uploads one file as `who` through the one upload call (its rules: type, size, content, suffix). */
async function upload(who: string, bytes: Buffer, name: string): Promise<UploadedFile> {
  const res = await request(t.app).post(API_PATHS.uploadFile).set(bearer(who)).attach('file', bytes, name);
  expect(res.status).toBe(200);
  return res.body.data as UploadedFile;
}

const names = (file: CaseFile) => file.attachments.map((a) => stripNameSuffix(a.name));

let npcSession = 0;
let leadMember = 0;
let category = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['npc01', 'cppcc01', 'unit01', 'unit02', 'dlg001', 'leader01']) tokens[who] = await t.login(who, PASSWORDS.demo);
  npcSession = (
    await t.ctx.db.selectFrom('meetings').select('id').where('body', '=', 'NPC').where('is_current', '=', true).executeTakeFirstOrThrow()
  ).id;
  leadMember = (await t.ctx.db.selectFrom('users').select('hr_id').where('username', '=', 'dlg001').executeTakeFirstOrThrow()).hr_id!;
  category = await npcCategory(t);
});
afterAll(() => t.close());

/** dlg001's suggestion with these files, submitted; answers its id and version. */
async function submittedWith(files: UploadedFile[], title: string): Promise<CaseActionAnswer> {
  const saved = await act('dlg001', API_PATHS.caseSaveDraft, { kind: 'SUGGESTION', title, content: '内容', attachments: files });
  expect(saved.status).toBe(200);
  const submitted = await act('dlg001', API_PATHS.caseSubmit, { id: saved.body.data.id, version: saved.body.data.version });
  expect(submitted.status).toBe(200);
  return submitted.body.data as CaseActionAnswer;
}

/** Registers, accepts and assigns a submitted case to unit01's unit as npc01. */
async function assignedToUnit01(answer: CaseActionAnswer): Promise<CaseActionAnswer> {
  const registered = await act('npc01', API_PATHS.caseRegister, { id: answer.id, version: answer.version });
  const accepted = await act('npc01', API_PATHS.caseAccept, {
    id: answer.id,
    version: registered.body.data.version,
    category,
    property: 'CURRENT',
  });
  expect(accepted.status).toBe(200);
  const unit = await t.ctx.db.selectFrom('users').select('unit_id').where('username', '=', 'unit01').executeTakeFirstOrThrow();
  const assigned = await act('npc01', API_PATHS.caseAssign, {
    id: answer.id,
    version: accepted.body.data.version,
    units: [{ unitId: unit.unit_id, role: 'SOLE' }],
  });
  expect(assigned.status).toBe(200);
  return assigned.body.data as CaseActionAnswer;
}

describe('a deputy’s draft with attachments', () => {
  it('keeps the files with the draft, replaces the list on a later save, and submits them', async () => {
    const photo = await upload('dlg001', PNG, '现场照片.png');
    const survey = await upload('dlg001', Buffer.from('问卷结果：支持 87%'), '问卷调查.txt');
    const saved = await act('dlg001', API_PATHS.caseSaveDraft, {
      kind: 'SUGGESTION',
      title: '关于整治老旧小区积水的建议',
      content: '雨后积水严重。',
      attachments: [photo, survey],
    });
    expect(saved.status).toBe(200);
    const draft = await fileOf('dlg001', saved.body.data.id);
    expect(names(draft)).toEqual(['现场照片.png', '问卷调查.txt']);
    expect(draft.attachments[0]).toMatchObject({ name: photo.name, url: photo.url, stage: 'DRAFT', addedBy: expect.any(String) });
    expect(draft.attachments[0]!.addedBy).not.toBe('');
    expect(Date.parse(draft.attachments[0]!.addedAt)).not.toBeNaN();
    // The office manages files only once the draft is submitted.
    expect(draft.actions).not.toContain('attach');

    const resaved = await act('dlg001', API_PATHS.caseSaveDraft, {
      id: draft.id,
      version: draft.version,
      kind: 'SUGGESTION',
      title: '关于整治老旧小区积水的建议',
      content: '雨后积水严重。',
      attachments: [survey],
    });
    expect(resaved.status).toBe(200);
    const log = await t.ctx.db
      .selectFrom('activity_logs')
      .select('description')
      .where('module', '=', LOG_MODULES.npcCase)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.description).toContain('删除附件：现场照片.png');
    expect(names(await fileOf('dlg001', draft.id))).toEqual(['问卷调查.txt']);

    const submitted = await act('dlg001', API_PATHS.caseSubmit, { id: draft.id, version: resaved.body.data.version });
    expect(submitted.status).toBe(200);
    const office = await fileOf('npc01', draft.id);
    expect(names(office)).toEqual(['问卷调查.txt']);
    expect(office.attachments[0]!.stage).toBe('DRAFT');
    expect(office.actions).toContain('attach');
  });

  it('refuses a file id that is not an upload, a name that does not match, and someone else’s upload', async () => {
    const own = await upload('dlg001', PNG, 'a.png');
    const officeUpload = await upload('npc01', PNG, '办公室的文件.png');
    const base = { kind: 'SUGGESTION', title: '附件校验', content: '' };
    const cases = [
      { attachments: [{ name: 'x.png', url: fileUrl(99_999_999, 'x.png') }], msg: '附件不存在，请重新上传' },
      { attachments: [{ name: 'other.png', url: own.url }], msg: '附件不存在，请重新上传' },
      { attachments: [{ name: own.name, url: 'https://example.com/a.png' }], msg: '附件不存在，请重新上传' },
      { attachments: [officeUpload], msg: '只能添加您本人上传的文件' },
    ];
    const before = await t.ctx.db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const { attachments, msg } of cases) {
      const res = await act('dlg001', API_PATHS.caseSaveDraft, { ...base, attachments });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'attachments', message: msg }]);
    }
    const english = await act('dlg001', API_PATHS.caseSaveDraft, { ...base, attachments: [officeUpload] }).set('Accept-Language', 'en');
    expect(english.body.errors).toEqual([{ field: 'attachments', message: 'Only files you uploaded yourself can be attached' }]);
    const tooMany = await act('dlg001', API_PATHS.caseSaveDraft, { ...base, attachments: Array(11).fill(own) });
    expect(tooMany.status).toBe(400);
    const after = await t.ctx.db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('the office’s entry and later additions', () => {
  it('enters a paper case with its scanned original', async () => {
    const scan = await upload('npc01', PDF, '纸质原件.pdf');
    const entered = await act('npc01', API_PATHS.caseEnter, {
      body: 'NPC',
      kind: 'SUGGESTION',
      sessionId: npcSession,
      title: '关于纸质建议录入的测试',
      content: '内容',
      leadMemberId: leadMember,
      attachments: [scan],
    });
    expect(entered.status).toBe(200);
    const file = await fileOf('npc01', entered.body.data.id);
    expect(file.attachments).toEqual([expect.objectContaining({ name: scan.name, url: scan.url, stage: 'ENTRY' })]);
    // The submitter it was entered for sees the file and may download it.
    expect(names(await fileOf('dlg001', file.id))).toEqual(['纸质原件.pdf']);
    expect((await download('dlg001', scan.url)).status).toBe(200);

    const notOwn = await act('npc01', API_PATHS.caseEnter, {
      body: 'NPC',
      kind: 'SUGGESTION',
      sessionId: npcSession,
      title: '别人的文件',
      leadMemberId: leadMember,
      attachments: [await upload('dlg001', PNG, 'mine.png')],
    });
    expect(notOwn.status).toBe(400);
    expect(notOwn.body.errors).toEqual([{ field: 'attachments', message: '只能添加您本人上传的文件' }]);
  });

  it('adds and removes files at a later stage, on the timeline and in the log, and refuses what it may not', async () => {
    const photo = await upload('dlg001', PNG, '积水照片.png');
    const answer = await assignedToUnit01(await submittedWith([photo], '关于修缮排水管网的建议'));
    const letter = await upload('npc01', PDF, '补充材料.pdf');
    const added = await act('npc01', API_PATHS.caseAddAttachments, { id: answer.id, version: answer.version, attachments: [letter] });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('已添加附件');
    expect(added.body.data.version).toBe(answer.version + 1);
    let file = await fileOf('npc01', answer.id);
    expect(file.attachments.map((a) => [stripNameSuffix(a.name), a.stage])).toEqual([
      ['积水照片.png', 'DRAFT'],
      ['补充材料.pdf', 'OFFICE'],
    ]);
    expect(file.events.at(-1)).toMatchObject({ step: 'ATTACHED', action: '添加附件：补充材料.pdf' });
    const log = await t.ctx.db.selectFrom('activity_logs').select('description').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.description).toContain('添加附件');
    expect(log.description).toContain('补充材料.pdf');

    const twice = await act('npc01', API_PATHS.caseAddAttachments, { id: file.id, version: file.version, attachments: [letter] });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('该文件已是本案件的附件');
    const stale = await act('npc01', API_PATHS.caseAddAttachments, { id: file.id, version: answer.version, attachments: [letter] });
    expect(stale.status).toBe(409);
    const foreign = await act('npc01', API_PATHS.caseAddAttachments, {
      id: file.id,
      version: file.version,
      attachments: [await upload('unit01', PNG, 'unit.png')],
    });
    expect(foreign.status).toBe(400);
    // Staff of the other body do not reach the case; a unit and a deputy may not call it at all.
    const cppcc = await act('cppcc01', API_PATHS.caseAddAttachments, {
      id: file.id,
      version: file.version,
      attachments: [await upload('cppcc01', PNG, 'c.png')],
    });
    expect(cppcc.status).toBe(404);
    expect((await act('unit01', API_PATHS.caseAddAttachments, { id: file.id, version: file.version, attachments: [letter] })).status).toBe(
      403,
    );
    expect((await act('dlg001', API_PATHS.caseRemoveAttachment, { id: file.id, version: file.version, attachmentId: 1 })).status).toBe(403);

    const photoRow = file.attachments.find((a) => a.stage === 'DRAFT')!;
    const removed = await act('npc01', API_PATHS.caseRemoveAttachment, { id: file.id, version: file.version, attachmentId: photoRow.id });
    expect(removed.status).toBe(200);
    expect(removed.body.msg).toBe('已删除附件');
    file = await fileOf('npc01', answer.id);
    expect(names(file)).toEqual(['补充材料.pdf']);
    expect(file.events.at(-1)).toMatchObject({ step: 'DETACHED', action: '删除附件：积水照片.png' });
    const again = await act('npc01', API_PATHS.caseRemoveAttachment, { id: file.id, version: file.version, attachmentId: photoRow.id });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ field: 'attachmentId', message: '附件不存在，请重新上传' }]);
  });

  it('cannot reach a deputy’s unsubmitted draft: it is the author’s alone', async () => {
    const saved = await act('dlg001', API_PATHS.caseSaveDraft, { kind: 'SUGGESTION', title: '仍是草稿', content: '' });
    const res = await act('npc01', API_PATHS.caseAddAttachments, {
      id: saved.body.data.id,
      version: saved.body.data.version,
      attachments: [await upload('npc01', PNG, 'x.png')],
    });
    expect(res.status).toBe(404);
    expect((await request(t.app).get(API_PATHS.caseDetail).set(bearer('npc01')).query({ id: saved.body.data.id })).status).toBe(404);
  });
});

describe('who may read a case’s files', () => {
  let caseId = 0;
  let photo: UploadedFile;

  beforeAll(async () => {
    photo = await upload('dlg001', PNG, '道路破损.png');
    caseId = (await assignedToUnit01(await submittedWith([photo], '关于修复破损道路的建议'))).id;
  });

  it('shows them to the submitter, the assigned unit, the office and a leader, who may all download them', async () => {
    for (const who of ['dlg001', 'unit01', 'npc01', 'leader01']) {
      const file = await fileOf(who, caseId);
      expect(file.attachments.map((a) => a.url)).toEqual([photo.url]);
      const res = await download(who, photo.url);
      expect(res.status).toBe(200);
      expect(Buffer.compare(res.body as Buffer, PNG)).toBe(0);
    }
    expect((await fileOf('unit01', caseId)).actions).not.toContain('attach');
    expect((await fileOf('dlg001', caseId)).actions).not.toContain('attach');
  });

  it('serves nobody outside the case’s scope, as if the file did not exist', async () => {
    for (const who of ['unit02', 'cppcc01']) {
      expect((await request(t.app).get(API_PATHS.caseDetail).set(bearer(who)).query({ id: caseId })).status).toBe(404);
      expect((await download(who, photo.url)).status).toBe(404);
    }
    // An upload on no case is its uploader's alone.
    const loose = await upload('dlg001', PNG, 'loose.png');
    expect((await download('unit02', loose.url)).status).toBe(404);
    expect((await download('dlg001', loose.url)).status).toBe(200);
  });

  it('lists them in the one-case print document', async () => {
    const res = await request(t.app)
      .get(withParams(API_PATHS.reportData, { id: 'npcContentAdvicePrint' }))
      .query({ caseId })
      .set(bearer('npc01'));
    expect(res.status).toBe(200);
    const fields = (res.body.data as ReportData).blocks.find((b) => b.type === 'fields');
    const attachments = fields?.type === 'fields' ? fields.fields.find((f) => f.label === '附件') : undefined;
    expect(attachments?.value).toBe('道路破损.png');
  });
});
