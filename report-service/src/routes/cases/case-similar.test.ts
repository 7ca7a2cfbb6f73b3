import { API_PATHS, type CaseRow, type Paged, type SimilarCase } from '@proposal-desk/shared';
import request from 'supertest';
import { npcCategory, signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, type TestApp } from '../../../test/harness';
import { rebuildCaseTextIndex } from '../../cases/case-text-commands';
import { SIMILAR_SEARCHES_PER_MINUTE } from './cases';

// 查重 (domain.md "Similar cases"): the same ranking on PGlite and PostgreSQL (this file runs on both), the
// 疑似重复 flag of a near copy, and who may search.
let t: TestApp;
let seats: CaseSeats;
let npcSession = 0;
let leadMember = 0;

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['dlg001', 'dlg002', 'cppcc01', 'unit01', 'cppccm01']);
  npcSession = (
    await t.ctx.db.selectFrom('meetings').select('id').where('body', '=', 'NPC').where('is_current', '=', true).executeTakeFirstOrThrow()
  ).id;
  leadMember = (await t.ctx.db.selectFrom('users').select('hr_id').where('username', '=', 'dlg001').executeTakeFirstOrThrow())
    .hr_id as number;
});
afterAll(() => t.close());

const WETLAND = '萤火虫湿地是本市夜间生态的名片，近年因路灯照明和农药使用，萤火虫数量锐减。建议划定保护区，夜间限制照明，停止喷洒农药。';

/** The fixture: five cases about one wetland, from a word-for-word copy to a distant cousin. */
const FIXTURE = [
  { title: '关于保护萤火虫湿地生态的建议', content: WETLAND },
  {
    title: '关于加强萤火虫湿地生态保护的建议',
    content: '萤火虫湿地生态脆弱，近年萤火虫数量锐减。建议划定保护区，停止喷洒农药，并开展科普。',
  },
  { title: '关于保护萤火虫湿地生态的建议', content: '湿地周边新建道路，车流增加，希望增设隔音屏障和限速标志。' },
  { title: '关于修建萤火虫湿地公园停车场的建议', content: '周末游客多，停车难，建议在湿地公园北门修建停车场。' },
  { title: '关于湿地公园夜间照明改造的建议', content: '湿地公园夜间照明过亮，影响生物。建议改用低色温路灯。' },
];

const enter = async (kase: { title: string; content: string }, lead = leadMember): Promise<number> => {
  const res = await seats.act('npc01', API_PATHS.caseEnter, {
    body: 'NPC',
    kind: 'SUGGESTION',
    sessionId: npcSession,
    leadMemberId: lead,
    ...kase,
  });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};

const similar = (who: string, body: Record<string, unknown>) =>
  request(t.app).post(API_PATHS.caseSimilar).set(seats.bearer(who)).send(body);

describe('similar cases (查重)', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (const kase of FIXTURE) ids.push(await enter(kase));
  });

  it('ranks the fixture by likeness, the same on either database, with each case’s fate', async () => {
    const res = await similar('npc01', { body: 'NPC', title: '关于保护萤火虫湿地生态的建议', content: WETLAND });
    expect(res.status).toBe(200);
    const hits = res.body.data as SimilarCase[];
    expect(hits.map((hit) => [hit.id, hit.similarity, hit.likelyDuplicate])).toEqual([
      [ids[0], 100, true],
      [ids[1], 80, false],
      [ids[2], 68, false],
      [ids[4], 32, false],
      [ids[3], 30, false],
    ]);
    // The same title over another matter (roads, not lights and pesticide) is alike by its letters but not flagged:
    // 疑似重复 asks the texts. The lighting case is found by its words (夜间, 照明, 路灯), the car park by its title.
    expect(hits[0]).toMatchObject({ caseNo: expect.any(String), status: 'REGISTERED', body: 'NPC', mergedInto: null, units: [] });
    expect(hits[0]?.text).toBe(WETLAND);
  });

  it('leaves out the case itself, and finds nothing for a text like no other', async () => {
    const self = await similar('npc01', { body: 'NPC', title: FIXTURE[0]?.title, content: WETLAND, excludeId: ids[0] });
    expect((self.body.data as SimilarCase[]).map((hit) => hit.id)).not.toContain(ids[0]);
    const none = await similar('npc01', { body: 'NPC', title: '量子引力', content: '' });
    expect(none.body.data).toEqual([]);
  });

  it('flags a near copy of an earlier title as 疑似重复, in the register’s column and filter', async () => {
    const copy = await enter({ title: '关于保护好萤火虫湿地生态的建议', content: '同上。' });
    const row = await t.ctx.db
      .selectFrom('cases')
      .select(['duplicate_of_id', 'duplicate_likeness'])
      .where('id', '=', copy)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ duplicate_of_id: ids[0], duplicate_likeness: 82 });
    // The register names the earlier case by its 案号 and, for one without a 案号 yet, by its title and status.
    const listed = await request(t.app)
      .get(API_PATHS.caseList)
      .set(seats.bearer('npc01'))
      .query({ body: 'NPC', likelyDuplicate: true, keyword: '萤火虫' });
    expect((listed.body.data as Paged<CaseRow>).rows.find((r) => r.id === copy)?.duplicateOf).toEqual({
      id: ids[0],
      caseNo: expect.any(String),
      title: FIXTURE[0]?.title,
      status: 'REGISTERED',
      likeness: 82,
    });
    const first = await t.ctx.db
      .selectFrom('cases')
      .select('duplicate_of_id')
      .where('id', '=', ids[0] ?? 0)
      .executeTakeFirstOrThrow();
    expect(first.duplicate_of_id).toBeNull();
  });

  it('lets the body’s office and its deputies search, and no one else', async () => {
    const text = { body: 'NPC', title: FIXTURE[0]?.title, content: '' };
    expect((await similar('dlg001', text)).status).toBe(200);
    expect((await similar('cppcc01', text)).status).toBe(403);
    expect((await similar('cppccm01', text)).status).toBe(403);
    expect((await similar('unit01', text)).status).toBe(403);
    const bad = await similar('npc01', { body: 'NPC', title: 'x'.repeat(201), content: '' });
    expect(bad.status).toBe(400);
  });
});

describe('a deputy’s 查重', () => {
  const BRIDGE = '城东老桥桥面破损，雨天积水，行人车辆混行，存在安全隐患。建议尽快维修桥面，增设人行护栏和排水设施。';
  const titled = (n: string) => `关于维修城东老桥桥面的建议${n}`;
  let own = 0;
  let accepted = 0;
  let unregistered = 0;
  let keptPrivate = 0;

  beforeAll(async () => {
    const other = (await t.ctx.db.selectFrom('users').select('hr_id').where('username', '=', 'dlg002').executeTakeFirstOrThrow())
      .hr_id as number;
    own = await enter({ title: titled('（一）'), content: BRIDGE });
    unregistered = await enter({ title: titled('（二）'), content: BRIDGE }, other);
    // A registered case still waits for review (立案): only the office sees it.
    accepted = await enter({ title: titled('（三）'), content: BRIDGE }, other);
    keptPrivate = await enter({ title: titled('（四）'), content: BRIDGE }, other);
    const category = await npcCategory(t);
    for (const id of [accepted, keptPrivate]) {
      const { version } = await t.ctx.db.selectFrom('cases').select('version').where('id', '=', id).executeTakeFirstOrThrow();
      const res = await seats.act('npc01', API_PATHS.caseAccept, { id, version, category, property: 'CURRENT', opinion: '' });
      expect(res.status).toBe(200);
    }
    await t.ctx.db.insertInto('case_publications').values({ case_id: keptPrivate, publishable: false, reason: '涉及个人隐私' }).execute();
  });

  it('shows in full the cases the deputy may open, of the others only the accepted public ones without their text', async () => {
    const hits = (await similar('dlg001', { body: 'NPC', title: titled(''), content: BRIDGE })).body.data as SimilarCase[];
    const byId = new Map(hits.map((hit) => [hit.id, hit]));
    expect(byId.get(own)?.text).toBe(BRIDGE);
    expect(byId.get(accepted)).toMatchObject({ title: titled('（三）'), status: 'ACCEPTED', caseNo: expect.any(String), text: null });
    expect(byId.has(unregistered)).toBe(false);
    expect(byId.has(keptPrivate)).toBe(false);
    for (const hit of hits) if (hit.text === null) expect(hit.units.every((unit) => unit.resultCategory === null)).toBe(true);
  });

  it('leaves the office the whole body, with every text', async () => {
    const hits = (await similar('npc01', { body: 'NPC', title: titled(''), content: BRIDGE })).body.data as SimilarCase[];
    const byId = new Map(hits.map((hit) => [hit.id, hit]));
    for (const id of [own, unregistered, accepted, keptPrivate]) expect(byId.get(id)?.text).toBe(BRIDGE);
    for (const hit of hits) expect(hit.text).not.toBeNull();
  });
});

it('limits how often a deputy or member searches, not the office', async () => {
  const text = { body: 'NPC', title: '关于加强社区养老服务的建议', content: '' };
  const answers: number[] = [];
  for (let i = 0; i < SIMILAR_SEARCHES_PER_MINUTE; i++) answers.push((await similar('dlg002', text)).status);
  expect(answers.every((status) => status === 200)).toBe(true);
  const refused = await similar('dlg002', text);
  expect(refused.status).toBe(429);
  expect(refused.body.msg).toBe('请求过多，请稍后再试');
  expect((await similar('npc01', text)).status).toBe(200);
});

describe('the 查重 index', () => {
  it('holds after the writes exactly what a rebuild from the cases computes', async () => {
    const snapshot = async () => ({
      grams: await t.ctx.db.selectFrom('case_text_grams').select(['body', 'gram', 'case_id']).orderBy('case_id').orderBy('gram').execute(),
      duplicates: await t.ctx.db
        .selectFrom('cases')
        .select(['id', 'duplicate_of_id', 'duplicate_likeness'])
        .where('duplicate_of_id', 'is not', null)
        .orderBy('id')
        .execute(),
    });
    const written = await snapshot();
    expect(written.duplicates.length).toBeGreaterThan(0);
    await rebuildCaseTextIndex(t.ctx.db);
    expect(await snapshot()).toEqual(written);
  });
});
