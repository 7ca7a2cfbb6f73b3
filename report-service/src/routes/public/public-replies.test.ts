import { API_PATHS, PublicRepliesExport, type PublicReply } from '@proposal-desk/shared';
import { sql } from 'kysely';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { PUBLIC_REQUESTS_PER_MINUTE } from './public-replies';

// 答复公开: what the office publishes reaches the signed-out page, the feed and the export, and nothing private does.

const PRIVATE = {
  mobile: '13812345678',
  idNumber: '110101199003071234',
  email: 'zhang.wei@example.cn',
  contactPhone: '13999990000',
  internal: '内部意见：此件暂缓，勿外传',
  opinion: '协办意见：经费另行协调',
};

describe('public replies (答复公开)', () => {
  let t: TestApp;
  let npc: string;
  let unit: string;
  let kase: { id: number; version: number; case_no: string | null; title: string; lead: string | null };

  beforeAll(async () => {
    t = await createTestApp();
    npc = `Bearer ${await t.login('npc01', PASSWORDS.demo)}`;
    unit = `Bearer ${await t.login('unit01', PASSWORDS.demo)}`;
    const db = t.ctx.db;
    const found = await db
      .selectFrom('cases')
      .leftJoin('member_terms as m', 'm.id', 'cases.lead_member_id')
      .select(['cases.id', 'cases.version', 'cases.case_no', 'cases.title', 'm.staff_name as lead'])
      .where('cases.body', '=', 'NPC')
      .where('cases.status', '=', 'REPLIED')
      .where('cases.lead_member_id', 'is not', null)
      .orderBy('cases.id')
      .executeTakeFirstOrThrow();
    kase = found;
    // What a unit or the office might have typed where the public must never see it.
    const leads = await db.selectFrom('assignments').select('id').where('case_id', '=', kase.id).where('role', '!=', 'CO').execute();
    await db
      .updateTable('replies')
      .set({ content: sql`content || ${`\n联系人电话 ${PRIVATE.mobile}，身份证号 ${PRIVATE.idNumber}，邮箱 ${PRIVATE.email}。`}` })
      .where(
        'assignment_id',
        'in',
        leads.map((a) => a.id),
      )
      .execute();
    await db.updateTable('assignments').set({ contact_phone: PRIVATE.contactPhone }).where('case_id', '=', kase.id).execute();
    await db.updateTable('cases').set({ review_opinion: PRIVATE.internal }).where('id', '=', kase.id).execute();
    await db.insertInto('case_events').values({ case_id: kase.id, step: 'NOTE', action: PRIVATE.opinion, at: new Date() }).execute();
    kase.version = (await db.selectFrom('cases').select('version').where('id', '=', kase.id).executeTakeFirstOrThrow()).version;
  }, 120_000);
  afterAll(() => t.close());

  const publish = (auth: string, body: Record<string, unknown>) =>
    request(t.app)
      .post(API_PATHS.casePublish)
      .set('Authorization', auth)
      .send({ id: kase.id, version: kase.version, ...body });
  const leaks = (text: string) => Object.values(PRIVATE).filter((value) => text.includes(value));

  it('lists nothing before the office decides, and refuses to publish a case that has no reply', async () => {
    const before = await request(t.app).get(API_PATHS.publicReplies).query({ keyword: kase.case_no });
    expect(before.status).toBe(200);
    expect(before.body.data.total).toBe(0);
    const draft = await t.ctx.db
      .selectFrom('cases')
      .select(['id', 'version'])
      .where('status', '=', 'ACCEPTED')
      .where('body', '=', 'NPC')
      .executeTakeFirstOrThrow();
    const refused = await request(t.app)
      .post(API_PATHS.casePublish)
      .set('Authorization', npc)
      .send({ ...draft, publishable: true });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('案件答复后才能公开');
    expect((await publish(unit, { publishable: true })).status).toBe(403);
  });

  it('publishes a replied case to the signed-out page, the feed and the export with nothing private in them', async () => {
    const saved = await publish(npc, { publishable: true, submitterShown: 'TITLE' });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('已保存公开设置');
    kase.version = saved.body.data.version as number;

    const page = await request(t.app).get(API_PATHS.publicReplies).query({ keyword: kase.case_no, body: 'NPC' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=60');
    const [reply] = page.body.data.rows as PublicReply[];
    expect(reply).toMatchObject({ caseNo: kase.case_no, title: kase.title, body: 'NPC', submitter: '代表' });
    expect(reply?.units.length).toBeGreaterThan(0);
    expect(reply?.reply.text).toContain('＊＊＊');
    expect(leaks(JSON.stringify(page.body))).toEqual([]);
    expect(JSON.stringify(page.body)).not.toContain(kase.lead ?? '∅');

    const again = await request(t.app)
      .get(API_PATHS.publicReplies)
      .query({ keyword: kase.case_no, body: 'NPC' })
      .set('If-None-Match', page.headers.etag as string);
    expect(again.status).toBe(304);

    const feed = await request(t.app).get(API_PATHS.publicRepliesFeed);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    expect(feed.text).toContain(`<title type="html"><![CDATA[${kase.case_no} ${kase.title}]]></title>`);
    expect(leaks(feed.text)).toEqual([]);

    const exported = await request(t.app).get(API_PATHS.publicRepliesExport);
    expect(exported.status).toBe(200);
    const data = PublicRepliesExport.parse(JSON.parse(exported.text));
    expect(data.replies.map((r) => r.caseNo)).toContain(kase.case_no);
    expect(leaks(exported.text)).toEqual([]);
    const schema = await request(t.app).get(API_PATHS.publicRepliesSchema);
    expect(JSON.parse(schema.text).properties.replies.type).toBe('array');
  });

  it('names the submitter when the office chooses so, and takes a case off with a reason', async () => {
    const named = await publish(npc, { publishable: true, submitterShown: 'NAME' });
    kase.version = named.body.data.version as number;
    const shown = await request(t.app).get(API_PATHS.publicReplies).query({ keyword: kase.case_no });
    expect((shown.body.data.rows as PublicReply[])[0]?.submitter).toBe(kase.lead);

    const noReason = await publish(npc, { publishable: false });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: '不公开时请填写理由' }]);
    const off = await publish(npc, { publishable: false, reason: '涉及在办事项' });
    expect(off.status).toBe(200);
    const gone = await request(t.app).get(API_PATHS.publicReplies).query({ keyword: kase.case_no });
    expect(gone.body.data.total).toBe(0);
    const file = await request(t.app).get(API_PATHS.caseDetail).query({ id: kase.id }).set('Authorization', npc);
    expect(file.body.data.publication).toMatchObject({ publishable: false, reason: '涉及在办事项' });
    expect(file.body.data.events.at(-1)).toMatchObject({ step: 'UNPUBLISHED' });
  });

  it('answers a client asking too fast with 429 and a message', async () => {
    let last = 200;
    for (let i = 0; i <= PUBLIC_REQUESTS_PER_MINUTE && last !== 429; i++)
      last = (await request(t.app).get(API_PATHS.publicReplyOptions)).status;
    const refused = await request(t.app).get(API_PATHS.publicReplyOptions);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('访问过于频繁，请稍后再试');
  });
});
