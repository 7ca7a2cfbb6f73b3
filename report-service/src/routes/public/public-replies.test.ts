import { readdirSync } from 'node:fs';
import path from 'node:path';
import { API_PATHS, PublicRepliesExport, type PublicReply } from '@proposal-desk/shared';
import { sql } from 'kysely';
import pino from 'pino';
import { SaxesParser } from 'saxes';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';
import { createApp } from '../../app';
import { MASK } from '../../public/private-data';
import { PublicExportFiles } from '../../public/public-export-file';
import { PUBLIC_REQUESTS_PER_MINUTE } from './public-replies';

// 答复公开: what the office publishes reaches the signed-out page, the feed and the export, and nothing private does.

const PRIVATE = {
  mobile: '13812345678',
  idNumber: '110101199003071234',
  email: 'zhang.wei@example.cn',
  contactPhone: '13999990000',
  internal: '内部意见：此件暂缓，勿外传',
  opinion: '协办意见：经费另行协调',
  // Written in the title, the 文号, a unit's name and the reply, each as people write them.
  titleMobile: '13712345678',
  docNoLine: '01012345678',
  unitHotline: '4001234567',
  spacedId: '11010119900307123X',
  countryMobile: '13900001111',
  wideMobile: '13612345678',
  wideEmail: 'li.na@example.cn',
};
/** The title's, 文号's, unit's and reply's private writings, planted in beforeAll. */
const WRITTEN = {
  title: '（联系人137 1234 5678）',
  docNo: ' 电话（010）1234 5678',
  unit: '（热线400-123-4567）',
  reply: '身份证 110101 19900307 123X，手机 +86 139 0000 1111，又 １３６１２３４５６７８，邮箱 li.na＠example.cn，投入资金12345678元。',
};

interface AtomText {
  type: string | undefined;
  text: string;
}
interface ParsedEntry {
  id: string;
  title: AtomText;
  summary: AtomText;
  content: AtomText;
}

/**
 * The entries of an Atom document read by a strict XML parser (any well-formedness error throws): each text element's
 * type and text, and no element inside a text element.
 */
function parsedAtom(xml: string): ParsedEntry[] {
  const parser = new SaxesParser({ xmlns: true });
  const entries: ParsedEntry[] = [];
  const open: string[] = [];
  let entry: Partial<ParsedEntry> | undefined;
  let type: string | undefined;
  let text = '';
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    const inside = open.at(-1);
    if (inside && ['title', 'summary', 'content', 'id'].includes(inside)) throw new Error(`<${tag.local}> inside <${inside}>`);
    open.push(tag.local);
    if (tag.local === 'entry') entry = {};
    type = tag.attributes.type?.value;
    text = '';
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', (tag) => {
    open.pop();
    if (!entry) return;
    if (tag.local === 'entry') entries.push(entry as ParsedEntry);
    else if (tag.local === 'id') entry.id = text;
    else if (tag.local === 'title' || tag.local === 'summary' || tag.local === 'content') entry[tag.local] = { type, text };
  });
  parser.write(xml).close();
  return entries;
}

describe('public replies (答复公开)', () => {
  let t: TestApp;
  let npc: string;
  let unit: string;
  let kase: { id: number; version: number; case_no: string | null; title: string; lead: string | null };
  let publicTitle: string;

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
    kase = { ...found, title: `${found.title}${WRITTEN.title}` };
    publicTitle = `${found.title}（联系人${MASK}）`;
    // What a unit or the office might have typed where the public must never see it.
    await db.updateTable('cases').set({ title: kase.title }).where('id', '=', kase.id).execute();
    const leads = await db
      .selectFrom('assignments')
      .select(['id', 'unit_id'])
      .where('case_id', '=', kase.id)
      .where('role', '!=', 'CO')
      .execute();
    await db
      .updateTable('handling_units')
      .set({ name: sql`name || ${WRITTEN.unit}` })
      .where('id', '=', leads[0]!.unit_id)
      .execute();
    await db
      .updateTable('replies')
      .set({
        content: sql`content || ${`\n联系人电话 ${PRIVATE.mobile}，身份证号 ${PRIVATE.idNumber}，邮箱 ${PRIVATE.email}。${WRITTEN.reply}`}`,
        doc_no: sql`doc_no || ${WRITTEN.docNo}`,
      })
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
  /** The private values found in a text, however written: full-width, spaced, hyphenated, bracketed. */
  const leaks = (text: string) => {
    const plain = text.normalize('NFKC').replace(/[\s\-()+]/g, '');
    return Object.values(PRIVATE).filter((value) => plain.includes(value));
  };

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
    expect(reply).toMatchObject({ caseNo: kase.case_no, title: publicTitle, body: 'NPC', submitter: '代表' });
    expect(reply?.units.length).toBeGreaterThan(0);
    expect(reply?.units[0]).toMatch(new RegExp(`（热线${MASK}）$`));
    expect(reply?.reply.docNo).toMatch(new RegExp(` 电话${MASK}$`));
    expect(reply?.reply.text).toContain(`身份证 ${MASK}，手机 ${MASK}，又 ${MASK}，邮箱 ${MASK}，投入资金12345678元。`);
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
    expect(feed.text).toContain(`<title type="text">${kase.case_no} ${publicTitle}</title>`);
    expect(leaks(feed.text)).toEqual([]);

    const exported = await request(t.app).get(API_PATHS.publicRepliesExport);
    expect(exported.status).toBe(200);
    const data = PublicRepliesExport.parse(JSON.parse(exported.text));
    expect(data.replies.map((r) => r.caseNo)).toContain(kase.case_no);
    expect(leaks(exported.text)).toEqual([]);
    const schema = await request(t.app).get(API_PATHS.publicRepliesSchema);
    expect(JSON.parse(schema.text).properties.replies.type).toBe('array');
  });

  it('finds a case by the words the public reads, never by what was masked', async () => {
    const words = publicTitle.slice(2, 6);
    const found = await request(t.app).get(API_PATHS.publicReplies).query({ keyword: words });
    expect((found.body.data.rows as PublicReply[]).map((row) => row.caseNo)).toContain(kase.case_no);
    for (const keyword of ['137 1234', '1371234', '137', '联系人137'])
      expect((await request(t.app).get(API_PATHS.publicReplies).query({ keyword })).body.data).toMatchObject({ total: 0, rows: [] });
  });

  it('writes the feed as valid Atom whatever a reply holds, its texts arriving as text', async () => {
    const hostile = await t.ctx.db
      .selectFrom('cases')
      .select(['id', 'version', 'case_no'])
      .where('body', '=', 'NPC')
      .where('status', '=', 'REPLIED')
      .where('id', '!=', kase.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const title = '标题]]><x>注入</x>]]> & <b>粗体</b>';
    const text = '<entry><title>伪造</title></entry>]]>]]>&amp; 控制\u0001符\uFFFE\uFFFF结束😀';
    await t.ctx.db.updateTable('cases').set({ title }).where('id', '=', hostile.id).execute();
    const leads = t.ctx.db.selectFrom('assignments').select('id').where('case_id', '=', hostile.id).where('role', '!=', 'CO');
    await t.ctx.db.updateTable('replies').set({ content: text }).where('assignment_id', 'in', leads).execute();
    const version = (await t.ctx.db.selectFrom('cases').select('version').where('id', '=', hostile.id).executeTakeFirstOrThrow()).version;
    const saved = await request(t.app)
      .post(API_PATHS.casePublish)
      .set('Authorization', npc)
      .send({ id: hostile.id, version, publishable: true });
    expect(saved.status).toBe(200);

    const feed = await request(t.app).get(API_PATHS.publicRepliesFeed);
    expect(feed.status).toBe(200);
    const entries = parsedAtom(feed.text);
    const entry = entries.find((e) => e.id.endsWith(`caseNo=${encodeURIComponent(hostile.case_no ?? '')}`));
    expect(entry).toEqual({
      id: expect.any(String),
      title: { type: 'text', text: `${hostile.case_no} ${title}` },
      summary: { type: 'text', text: expect.any(String) },
      content: { type: 'text', text: '<entry><title>伪造</title></entry>]]>]]>&amp; 控制符结束😀' },
    });
    expect(entries.length).toBe(2);
  });

  it('answers a revalidation 304 with no body on the page, options, feed and export, and logs no error', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const logged = createApp({ ...t.ctx, logger });
    const paths = [
      `${API_PATHS.publicReplies}?body=NPC`,
      API_PATHS.publicReplyOptions,
      API_PATHS.publicRepliesFeed,
      API_PATHS.publicRepliesExport,
    ];
    for (const url of paths) {
      const first = await request(logged).get(url);
      expect(first.status).toBe(200);
      const again = await request(logged)
        .get(url)
        .set('If-None-Match', first.headers.etag as string);
      expect({ url, status: again.status, body: again.text }).toEqual({ url, status: 304, body: '' });
    }
    // A last request after them: on one database its queries come after anything the revalidations went on to do.
    expect((await request(logged).get(API_PATHS.publicReplyOptions)).status).toBe(200);
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; res?: { statusCode: number } });
    expect(entries.filter((entry) => entry.res?.statusCode === 304)).toHaveLength(paths.length);
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
  });

  it('tags each language’s answer apart, and tells shared caches to keep them apart', async () => {
    const zh = await request(t.app).get(API_PATHS.publicReplyOptions);
    const en = await request(t.app).get(API_PATHS.publicReplyOptions).set('Accept-Language', 'en');
    expect(zh.headers.vary).toMatch(/Accept-Language/);
    expect(en.headers.etag).not.toBe(zh.headers.etag);
    // The Chinese tag does not stand for the English answer.
    const crossed = await request(t.app)
      .get(API_PATHS.publicReplyOptions)
      .set('Accept-Language', 'en')
      .set('If-None-Match', zh.headers.etag as string);
    expect(crossed.status).toBe(200);
    expect(crossed.body.msg).toBe('Done');
  });

  it('keeps the export per data version, one file for the instances sharing the data folder, and streams it', async () => {
    const folder = path.join(t.ctx.env.DATA_DIR, 'public-export');
    const first = await request(t.app).get(API_PATHS.publicRepliesExport);
    const peer = await request(createApp({ ...t.ctx })).get(API_PATHS.publicRepliesExport);
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(first.text)));
    expect(peer.text).toBe(first.text);
    expect(readdirSync(folder)).toHaveLength(1);

    const republished = await publish(npc, { publishable: true, submitterShown: 'TITLE' });
    kase.version = republished.body.data.version as number;
    const after = await request(t.app).get(API_PATHS.publicRepliesExport);
    expect(JSON.parse(after.text).generatedAt).not.toBe(JSON.parse(first.text).generatedAt);
    expect(readdirSync(folder)).toHaveLength(1);

    const listed = await request(t.app).get(API_PATHS.publicReplies).query({ pageSize: 100 });
    expect(PublicRepliesExport.parse(JSON.parse(after.text)).replies).toEqual(listed.body.data.rows);
    // Written a case at a time, it is the same file.
    const file = await new PublicExportFiles(t.ctx.db, path.join(t.ctx.env.DATA_DIR, 'export-by-one'), 1).open();
    const byOne = JSON.parse(await file.readFile('utf8')) as { replies: unknown };
    await file.close();
    expect(byOne.replies).toEqual(listed.body.data.rows);
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
