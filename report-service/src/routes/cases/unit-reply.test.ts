import { API_PATHS, LOG_MODULES, type CaseFile, type UploadedFile } from '@proposal-desk/shared';
import request from 'supertest';
import { signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, type TestApp } from '../../../test/harness';
import { beijingDayOf } from '../../lib/beijing-time';

let t: TestApp;
let seats: CaseSeats;
const bearer = (who: string) => seats.bearer(who);

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['unit01', 'unit02', 'dlg001']);
});
afterAll(() => t.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const dayOffset = (days: number) => beijingDayOf(new Date(Date.now() + days * 86_400_000));

const act = (who: string, path: string, body: Record<string, unknown>) => seats.act(who, path, body);
const file = (id: number, who?: string) => seats.file(id, who);
const assignedCase = (units: Array<{ unit: number | string; role: string }>) => seats.assignedCase(units);

const assignmentOf = (kase: CaseFile, who: string) => kase.assignments.find((a) => a.unitId === seats.unitOf(who))!.id;

/** The unit working at `who` signs for its assignment; answers the case file after. */
async function sign(kase: CaseFile, who: string): Promise<CaseFile> {
  const res = await act(who, API_PATHS.caseSign, {
    id: kase.id,
    version: (await file(kase.id)).version,
    assignmentId: assignmentOf(kase, who),
  });
  expect(res.status).toBe(200);
  return file(kase.id);
}

const letter = (kase: { id: number; version: number }, assignmentId: number, extra: Record<string, unknown> = {}) => ({
  id: kase.id,
  version: kase.version,
  assignmentId,
  docNo: '京建函〔2026〕88号',
  signer: '张局长',
  repliedOn: dayOffset(0),
  resultCategory: 'B',
  adoption: 'PARTIAL',
  content: '关于您提出的建议，我委高度重视，已列入年度工作计划。',
  ...extra,
});

const reply = (who: string, kase: { id: number; version: number }, assignmentId: number, extra: Record<string, unknown> = {}) =>
  act(who, API_PATHS.caseReply, letter(kase, assignmentId, extra));

const replyRows = (assignmentId: number) =>
  t.ctx.db.selectFrom('replies').selectAll().where('assignment_id', '=', assignmentId).orderBy('id').execute();

/** What a reply leaves behind: the case's version, its timeline, the replies, the assignments' statuses and the activity log. */
async function footprint(caseId: number) {
  const { db } = t.ctx;
  const [kase, events, replies, assignments, logs] = await Promise.all([
    db.selectFrom('cases').select(['version', 'status']).where('id', '=', caseId).executeTakeFirstOrThrow(),
    db.selectFrom('case_events').select('id').where('case_id', '=', caseId).execute(),
    db
      .selectFrom('replies')
      .innerJoin('assignments', 'assignments.id', 'replies.assignment_id')
      .select('replies.id')
      .where('case_id', '=', caseId)
      .execute(),
    db.selectFrom('assignments').select(['id', 'status']).where('case_id', '=', caseId).orderBy('id').execute(),
    db
      .selectFrom('activity_logs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ...kase, events: events.length, replies: replies.length, assignments, logs: Number(logs.n) };
}

async function upload(who: string, name: string): Promise<UploadedFile> {
  const res = await request(t.app).post(API_PATHS.uploadFile).set(bearer(who)).attach('file', PNG, name);
  expect(res.status).toBe(200);
  return res.body.data as UploadedFile;
}

describe('a handling unit replies (答复)', () => {
  it('replies with an uploaded attachment; the consult method is the latest consultation’s; the case is replied', async () => {
    const kase = await sign(await assignedCase([{ unit: 'unit01', role: 'SOLE' }]), 'unit01');
    const assignmentId = assignmentOf(kase, 'unit01');
    const consult = async (method: string, heldOn: string) => {
      const res = await act('unit01', API_PATHS.caseConsult, {
        id: kase.id,
        version: (await file(kase.id)).version,
        assignmentId,
        method,
        heldOn,
        people: '王代表',
      });
      expect(res.status).toBe(200);
    };
    await consult('VISIT', dayOffset(-2));
    await consult('PHONE', dayOffset(-5));
    const attachment = await upload('unit01', '答复函.png');
    const before = await file(kase.id);
    const startedAt = Date.now();

    const res = await reply('unit01', before, assignmentId, { attachments: [attachment] });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('已答复');
    expect(res.body.data).toMatchObject({ id: kase.id, version: before.version + 1, status: 'REPLIED' });

    const [row] = await replyRows(assignmentId);
    expect(row).toMatchObject({
      round: 1,
      consult_method: 'VISIT',
      doc_no: '京建函〔2026〕88号',
      result_category: 'B',
      adoption: 'PARTIAL',
    });
    // Dated today, so a report run now counts it.
    expect(row!.replied_at.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(row!.replied_at.getTime()).toBeLessThanOrEqual(Date.now());

    const after = await file(kase.id);
    const unitName = after.assignments[0]!.unitName;
    expect(after.assignments[0]).toMatchObject({ status: 'REPLIED', light: null, actions: [] });
    expect(after.replies).toEqual([
      expect.objectContaining({ assignmentId, round: 1, signer: '张局长', attachments: [attachment], isOpinion: false }),
    ]);
    expect(after.events.at(-1)).toMatchObject({ step: 'REPLIED', action: `${unitName}答复`, note: '' });
    const log = await t.ctx.db
      .selectFrom('activity_logs')
      .select('description')
      .where('module', '=', LOG_MODULES.npcCase)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.description).toContain(`答复 ${kase.caseNo}`);
    // The file answers its download address.
    expect((await request(t.app).get(attachment.url).set(bearer('npc01'))).status).toBe(200);
  });

  it('dates an earlier reply at noon Beijing time, with NONE as the consult method when nobody was consulted', async () => {
    const kase = await sign(await assignedCase([{ unit: 'unit01', role: 'SOLE' }]), 'unit01');
    const assignmentId = assignmentOf(kase, 'unit01');
    expect((await reply('unit01', kase, assignmentId, { repliedOn: dayOffset(-4) })).status).toBe(200);
    const [row] = await replyRows(assignmentId);
    expect(row!.replied_at.toISOString()).toBe(new Date(`${dayOffset(-4)}T12:00:00+08:00`).toISOString());
    expect(row!.consult_method).toBe('NONE');
  });

  it('keeps the case in progress until its last lead or separate unit replies', async () => {
    let kase = await assignedCase([
      { unit: 'unit01', role: 'SEPARATE' },
      { unit: 'unit02', role: 'SEPARATE' },
    ]);
    kase = await sign(await sign(kase, 'unit01'), 'unit02');
    const first = await reply('unit01', kase, assignmentOf(kase, 'unit01'));
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('IN_PROGRESS');
    const last = await reply('unit02', first.body.data, assignmentOf(kase, 'unit02'));
    expect(last.status).toBe(200);
    expect(last.body.data.status).toBe('REPLIED');
    expect((await file(kase.id)).events.filter((e) => e.step === 'REPLIED')).toHaveLength(2);
  });

  it('sends a 协办 unit’s reply to the lead unit as its opinion, leaving the case as it is', async () => {
    let kase = await assignedCase([
      { unit: 'unit02', role: 'LEAD' },
      { unit: 'unit01', role: 'CO' },
    ]);
    kase = await sign(kase, 'unit01');
    expect(kase.status).toBe('ASSIGNED');
    const opinion = await reply('unit01', kase, assignmentOf(kase, 'unit01'));
    expect(opinion.status).toBe(200);
    expect(opinion.body.msg).toBe('已将协办意见送主办单位');
    expect(opinion.body.data.status).toBe('ASSIGNED');
    const after = await file(kase.id);
    const co = after.assignments.find((a) => a.unitId === seats.unitOf('unit01'))!;
    expect(co.status).toBe('REPLIED');
    expect(after.replies).toEqual([expect.objectContaining({ assignmentId: co.id, isOpinion: true })]);
    expect(after.events.at(-1)).toMatchObject({ step: 'OPINION', action: `${co.unitName}提交协办意见` });

    // The lead unit's reply alone makes the case replied: the 协办 opinion owes nothing.
    const leadSigned = await sign(after, 'unit02');
    const lead = await reply('unit02', leadSigned, assignmentOf(kase, 'unit02'));
    expect(lead.body.data.status).toBe('REPLIED');
  });

  it('replies in round 2 once the case was sent back to re-handle', async () => {
    const kase = await sign(await assignedCase([{ unit: 'unit01', role: 'SOLE' }]), 'unit01');
    const assignmentId = assignmentOf(kase, 'unit01');
    expect((await reply('unit01', kase, assignmentId)).status).toBe(200);
    // As an unsatisfied evaluation leaves it: the case re-handled, the assignment sent back with a new due time.
    await t.ctx.db.updateTable('cases').set({ status: 'REHANDLING' }).where('id', '=', kase.id).execute();
    await t.ctx.db
      .updateTable('assignments')
      .set({ status: 'REHANDLE', rehandle_due_at: new Date(Date.now() + 30 * 86_400_000) })
      .where('id', '=', assignmentId)
      .execute();
    const sentBack = await file(kase.id, 'unit01');
    expect(sentBack.assignments[0]!.actions).toEqual(['consult', 'reply']);

    const second = await reply('unit01', sentBack, assignmentId, { docNo: '京建函〔2026〕99号', resultCategory: 'A' });
    expect(second.status).toBe(200);
    expect(second.body.data.status).toBe('REPLIED');
    expect((await replyRows(assignmentId)).map((r) => [r.round, r.doc_no])).toEqual([
      [1, '京建函〔2026〕88号'],
      [2, '京建函〔2026〕99号'],
    ]);
    expect((await file(kase.id)).events.at(-1)).toMatchObject({ step: 'REPLIED', note: '第二轮' });
  });

  it('refuses before signing, another unit, the office, a deputy, a stale version, bad fields and attachments, writing nothing', async () => {
    let kase = await assignedCase([
      { unit: 'unit01', role: 'LEAD' },
      { unit: 'unit02', role: 'CO' },
    ]);
    const mine = assignmentOf(kase, 'unit01');
    const theirs = assignmentOf(kase, 'unit02');
    const unsigned = await footprint(kase.id);
    const early = await reply('unit01', kase, mine);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('请先签收该交办件');
    expect(await footprint(kase.id)).toEqual(unsigned);

    kase = await sign(kase, 'unit01');
    const stranger = await upload('unit02', 'stranger.png');
    const own = await upload('unit01', 'own.png');
    const before = await footprint(kase.id);
    const refusals: Array<[string, Record<string, unknown>, number, string | undefined]> = [
      ['unit01', { assignmentId: theirs }, 403, undefined],
      ['unit02', {}, 403, undefined],
      ['npc01', {}, 403, undefined],
      ['dlg001', {}, 403, undefined],
      ['unit01', { version: kase.version - 1 }, 409, '该案件已被他人更新，请刷新后重试'],
      ['unit01', { repliedOn: dayOffset(1) }, 400, 'repliedOn:日期不能晚于今天'],
      ['unit01', { docNo: '' }, 400, 'docNo:请输入文号'],
      ['unit01', { resultCategory: 'E' }, 400, 'resultCategory:请选择办理类别'],
      ['unit01', { attachments: [{ name: 'x.png', url: '/api/Upload/GetFile/999999/x.png' }] }, 400, 'attachments:附件不存在，请重新上传'],
      ['unit01', { attachments: [{ name: 'x.png', url: 'https://example.com/x.png' }] }, 400, 'attachments:附件不存在，请重新上传'],
      ['unit01', { attachments: [{ name: 'renamed.png', url: stranger.url }] }, 400, 'attachments:附件不存在，请重新上传'],
      // Another person's upload would become readable through the reply.
      ['unit01', { attachments: [stranger] }, 400, 'attachments:只能添加您本人上传的文件'],
      // The 协办 unit has not sent its opinion: the lead replies only once it confirms.
      [
        'unit01',
        { attachments: [own] },
        409,
        `尚未收到协办单位意见：${kase.assignments.find((a) => a.id === theirs)!.unitName}。确认不等其意见即答复？`,
      ],
    ];
    for (const [who, extra, status, message] of refusals) {
      const res = await reply(who, kase, extra.assignmentId === undefined ? mine : (extra.assignmentId as number), extra);
      expect([who, extra, res.status]).toEqual([who, extra, status]);
      if (message?.includes(':')) {
        const [field, text] = message.split(':');
        expect(res.body.errors).toEqual([{ field, message: text }]);
      } else if (message) expect(res.body.msg).toBe(message);
    }
    expect(await footprint(kase.id)).toEqual(before);

    const done = await reply('unit01', kase, mine, { attachments: [own], withoutOpinions: true });
    expect(done.status).toBe(200);
    const replied = await footprint(kase.id);
    const twice = await reply('unit01', done.body.data, mine);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('案件当前状态为“已答复”，不能答复');
    // The 协办 unit signed too late: the case is replied, its opinion no longer goes to the lead unit.
    const late = await sign(await file(kase.id), 'unit02');
    const lateOpinion = await reply('unit02', late, theirs);
    expect(lateOpinion.status).toBe(409);
    expect(lateOpinion.body.msg).toBe('案件当前状态为“已答复”，不能答复');
    const consultAfter = await act('unit01', API_PATHS.caseConsult, {
      id: kase.id,
      version: late.version,
      assignmentId: mine,
      method: 'PHONE',
      heldOn: dayOffset(0),
      people: '王代表',
    });
    expect(consultAfter.status).toBe(409);
    expect((await footprint(kase.id)).replies).toBe(replied.replies);
  });
});
