import { API_PATHS, type BatchCaseResult, type CaseRow, type Paged } from '@proposal-desk/shared';
import request from 'supertest';
import { npcCategory, signInSeats, type CaseSeats } from '../../../test/case-seats';
import { createTestApp, type TestApp } from '../../../test/harness';

// 批量立案 and 批量催办: each case on its own, the answer saying per case what was done or why not; at most 200.
let t: TestApp;
let seats: CaseSeats;

beforeAll(async () => {
  t = await createTestApp();
  seats = await signInSeats(t, ['unit01']);
});
afterAll(() => t.close());

const list = async (query: Record<string, unknown>) =>
  (
    (
      await request(t.app)
        .get(API_PATHS.caseList)
        .set(seats.bearer('npc01'))
        .query({ body: 'NPC', pageSize: 3, ...query })
    ).body.data as Paged<CaseRow>
  ).rows;
const refs = (rows: CaseRow[]) => rows.map(({ id, version }) => ({ id, version }));

describe('batch actions', () => {
  it('accepts the registered cases and says why the others were refused, in the caller’s language', async () => {
    const registered = await list({ status: 'REGISTERED', pageSize: 2 });
    const closed = await list({ status: 'CLOSED', pageSize: 1 });
    expect(registered).toHaveLength(2);
    const res = await seats
      .act('npc01', API_PATHS.caseBatchAccept, {
        cases: refs([...closed, ...registered]),
        category: await npcCategory(t),
        property: 'CURRENT',
      })
      .set('Accept-Language', 'en');
    expect(res.status).toBe(200);
    const results = res.body.data as BatchCaseResult[];
    const byId = new Map(results.map((r) => [r.id, r]));
    for (const row of registered) expect(byId.get(row.id)).toMatchObject({ done: true, message: 'Accepted', caseNo: row.caseNo });
    expect(byId.get(closed[0]!.id)).toMatchObject({ done: false, caseNo: closed[0]!.caseNo });
    expect(byId.get(closed[0]!.id)?.message).toMatch(/cannot|not/i);
    for (const row of registered) expect((await seats.file(row.id)).status).toBe('ACCEPTED');
  });

  it('keeps each case’s own category when none is chosen for all', async () => {
    const registered = await list({ status: 'REGISTERED', pageSize: 30 });
    const [first, other] = [registered[0]!, registered.find((row) => row.category !== registered[0]!.category)!];
    expect(other).toBeDefined();
    const res = await seats.act('npc01', API_PATHS.caseBatchAccept, { cases: refs([first, other]), category: '', property: 'CURRENT' });
    expect(res.status).toBe(200);
    expect((res.body.data as BatchCaseResult[]).every((r) => r.done)).toBe(true);
    for (const row of [first, other]) expect(await seats.file(row.id)).toMatchObject({ status: 'ACCEPTED', category: row.category });
  });

  it('urges every open assignment of each case, refuses a case with none, and a stale version refuses that case only', async () => {
    const open = await list({ status: 'IN_PROGRESS', pageSize: 2 });
    const closed = await list({ status: 'CLOSED', pageSize: 1 });
    const stale = { id: open[1]!.id, version: open[1]!.version + 1 };
    const res = await seats.act('npc01', API_PATHS.caseBatchUrge, {
      cases: [{ id: open[0]!.id, version: open[0]!.version }, stale, ...refs(closed)],
      note: '请于月底前答复',
    });
    expect(res.status).toBe(200);
    const results = new Map((res.body.data as BatchCaseResult[]).map((r) => [r.id, r]));
    expect(results.get(open[0]!.id)).toMatchObject({ done: true, message: '已催办' });
    expect(results.get(stale.id)?.done).toBe(false);
    expect(results.get(closed[0]!.id)).toMatchObject({ done: false, message: '没有尚未办复的交办，无需催办' });
    const file = await seats.file(open[0]!.id);
    expect(file.events.at(-1)?.action).toMatch(/^催办：/);
  });

  it('takes at most 200 cases', async () => {
    const cases = Array.from({ length: 201 }, (_, i) => ({ id: i + 1, version: 1 }));
    const res = await seats.act('npc01', API_PATHS.caseBatchUrge, { cases, note: '' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('一次最多处理200件');
    expect((await seats.act('unit01', API_PATHS.caseBatchUrge, { cases: cases.slice(0, 1), note: '' })).status).toBe(403);
  });
});
