import { API_PATHS, type GlobalSearchResult, SEARCH_GROUP_LIMIT, type SearchMember } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['npc01', 'cppcc01', 'unit01', 'dlg001', 'leader01']) tokens[who] = await t.login(who, PASSWORDS.demo);
  tokens.admin = await t.login('admin', PASSWORDS.admin);
});
afterAll(() => t.close());

async function search(who: string, q: string): Promise<GlobalSearchResult> {
  const res = await request(t.app).get(API_PATHS.globalSearch).set(bearer(who)).query({ q });
  expect(res.status).toBe(200);
  return res.body.data as GlobalSearchResult;
}

const caseNos = (found: GlobalSearchResult) => found.cases.map((c) => c.caseNo);
const names = (found: GlobalSearchResult) => found.people.map((p) => p.name);

/** A case with a 案号 of this body, with or without an assignment to the unit. */
async function caseOf(body: 'NPC' | 'CPPCC', unitId: number, assigned: boolean) {
  const db = t.ctx.db;
  return db
    .selectFrom('cases')
    .select(['id', 'case_no', 'title'])
    .where('body', '=', body)
    .where('case_no', 'is not', null)
    .where((eb) => {
      const toUnit = eb.exists(
        eb
          .selectFrom('assignments')
          .select('assignments.id')
          .whereRef('assignments.case_id', '=', 'cases.id')
          .where('unit_id', '=', unitId),
      );
      return assigned ? toUnit : eb.not(toUnit);
    })
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function unitIdOf(username: string): Promise<number> {
  const user = await t.ctx.db.selectFrom('users').select('unit_id').where('username', '=', username).executeTakeFirstOrThrow();
  return user.unit_id!;
}

describe('Search/Global: people', () => {
  it('finds 徐秀兰 for NPC staff as a deputy of the delegate list, with the term that opens her row', async () => {
    const found = await search('npc01', '徐秀兰');
    const [first] = found.people as SearchMember[];
    expect(first).toMatchObject({ kind: 'member', name: '徐秀兰', body: 'NPC', groupName: '东城区代表团' });
    expect(first?.sessionId).toEqual(expect.any(Number));
    // Office staff are no administrators: no accounts or staff records come back.
    expect(found.people.every((p) => p.kind === 'member')).toBe(true);
  });

  it('keeps a body’s staff to their own body: CPPCC staff do not find an NPC deputy', async () => {
    expect(names(await search('cppcc01', '徐秀兰'))).toEqual([]);
    expect(names(await search('leader01', '徐秀兰'))).toContain('徐秀兰');
  });

  it('gives no people to those who cannot open the delegate list (a unit, a deputy)', async () => {
    expect((await search('unit01', '徐秀兰')).people).toEqual([]);
    expect((await search('dlg001', '徐秀兰')).people).toEqual([]);
    expect((await search('unit01', '王')).people).toEqual([]);
  });

  it('gives administrators the staff records and the accounts too, each marked with its list', async () => {
    const found = await search('admin', '赵敏');
    expect(found.people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'staff', name: '赵敏', post: '建议提案办理联络员' }),
        expect.objectContaining({ kind: 'user', name: '赵敏', username: 'unit02', state: 1 }),
      ]),
    );
    const byUsername = await search('admin', 'UNIT01');
    expect(byUsername.people[0]).toMatchObject({ kind: 'user', username: 'unit01' });
  });

  it('puts the exact name before longer names and says when more matched than it shows', async () => {
    const found = await search('npc01', '王');
    expect(found.people).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(found.morePeople).toBe(true);
    const ranked = await search('admin', '孙悦');
    expect(ranked.people[0]?.name).toBe('孙悦');
  });

  it('follows the menu grants: once the delegate list is taken from NPC staff, npc01 finds nobody', async () => {
    const db = t.ctx.db;
    const menu = await db.selectFrom('menus').select('id').where('component', '=', 'DelegateList').executeTakeFirstOrThrow();
    const role = await db.selectFrom('roles').select('id').where('name', '=', 'npcStaff').executeTakeFirstOrThrow();
    await db.deleteFrom('role_menus').where('menu_id', '=', menu.id).where('role_id', '=', role.id).execute();
    try {
      expect((await search('npc01', '徐秀兰')).people).toEqual([]);
    } finally {
      await db.insertInto('role_menus').values({ role_id: role.id, menu_id: menu.id }).execute();
    }
    expect(names(await search('npc01', '徐秀兰'))).toContain('徐秀兰');
  });
});

describe('Search/Global: cases', () => {
  it('finds a case by its 案号 in any case, the exact 案号 first, and by words of its 案由', async () => {
    const unit = await unitIdOf('unit01');
    const item = await caseOf('NPC', unit, true);
    const found = await search('npc01', item.case_no!.toLowerCase());
    expect(found.cases[0]).toMatchObject({ id: item.id, caseNo: item.case_no, body: 'NPC', title: item.title });
    const words = item.title.slice(0, 6);
    expect((await search('npc01', words)).cases.some((c) => c.title.includes(words))).toBe(true);
  });

  it('keeps office staff to their body', async () => {
    const unit = await unitIdOf('unit01');
    const npcCase = await caseOf('NPC', unit, false);
    expect(caseNos(await search('cppcc01', npcCase.case_no!))).toEqual([]);
    expect(caseNos(await search('npc01', npcCase.case_no!))).toContain(npcCase.case_no);
    const all = await search('npc01', 'R16-');
    expect(all.cases).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(all.moreCases).toBe(true);
    expect((await search('npc01', 'Z13-')).cases).toEqual([]);
  });

  it('gives a unit only the cases assigned to it', async () => {
    const unit = await unitIdOf('unit01');
    const inScope = await caseOf('NPC', unit, true);
    const outside = await caseOf('NPC', unit, false);
    expect(caseNos(await search('unit01', inScope.case_no!))).toContain(inScope.case_no);
    expect(caseNos(await search('unit01', outside.case_no!))).toEqual([]);
    const listed = await search('unit01', 'R16-');
    const ids = listed.cases.map((c) => c.id);
    expect(ids.length).toBeGreaterThan(0);
    const assigned = await t.ctx.db
      .selectFrom('assignments')
      .select('case_id')
      .where('unit_id', '=', unit)
      .where('case_id', 'in', ids.length ? ids : [0])
      .execute();
    expect(new Set(assigned.map((a) => a.case_id))).toEqual(new Set(ids));
  });

  it('gives a deputy only the cases they lead or co-sign', async () => {
    const own = await t.ctx.db
      .selectFrom('cases')
      .select(['id', 'case_no'])
      .where('lead_member_id', '=', 1)
      .where('case_no', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = await t.ctx.db
      .selectFrom('cases')
      .select(['id', 'case_no'])
      .where('body', '=', 'NPC')
      .where('case_no', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('case_submitters').select('case_id').whereRef('case_id', '=', 'cases.id').where('member_id', '=', 1)),
        ),
      )
      .where((eb) => eb.or([eb('lead_member_id', 'is', null), eb('lead_member_id', '<>', 1)]))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(caseNos(await search('dlg001', own.case_no!))).toContain(own.case_no);
    expect(caseNos(await search('dlg001', other.case_no!))).toEqual([]);
    const mine = await search('dlg001', 'R16-');
    expect(mine.cases.length).toBeGreaterThan(0);
    for (const found of mine.cases) {
      const tie = await t.ctx.db
        .selectFrom('cases')
        .select('id')
        .where('id', '=', found.id)
        .where((eb) =>
          eb.or([
            eb('lead_member_id', '=', 1),
            eb.exists(eb.selectFrom('case_submitters').select('case_id').whereRef('case_id', '=', 'cases.id').where('member_id', '=', 1)),
          ]),
        )
        .executeTakeFirst();
      expect(tie).toBeDefined();
    }
  });
});

describe('Search/Global: a deputy’s cases by their name', () => {
  /** The non-draft cases each of these members leads or co-signed (confirmed), as the caller's body sees them. */
  async function casesOf(name: string, body?: 'NPC' | 'CPPCC') {
    let query = t.ctx.db
      .selectFrom('case_submitters as cs')
      .innerJoin('member_terms as mt', 'mt.id', 'cs.member_id')
      .innerJoin('cases', 'cases.id', 'cs.case_id')
      .select(['cases.id', 'cs.role'])
      .where('mt.staff_name', '=', name)
      .where('cases.status', '<>', 'DRAFT')
      .where((eb) => eb.or([eb('cs.role', '=', 'LEAD'), eb('cs.cosign_status', '=', 'CONFIRMED')]));
    if (body) query = query.where('cases.body', '=', body);
    return query.execute();
  }

  it('finds the cases 徐秀兰 leads, then those she co-signed, each saying why it was found', async () => {
    const expected = await casesOf('徐秀兰', 'NPC');
    expect(expected.length).toBeGreaterThan(0);
    const found = await search('npc01', '徐秀兰');
    expect(found.people.map((p) => p.name)).toContain('徐秀兰');
    expect(found.cases.length).toBe(Math.min(expected.length, SEARCH_GROUP_LIMIT));
    expect(found.moreCases).toBe(expected.length > SEARCH_GROUP_LIMIT);
    const roleOf = new Map(expected.map((c) => [c.id, c.role]));
    for (const item of found.cases) {
      expect(item.submitter).toEqual({ name: '徐秀兰', role: roleOf.get(item.id) });
      // Found by her name alone: neither its 案号 nor its 案由 holds it.
      expect(`${item.caseNo ?? ''}${item.title}`).not.toContain('徐秀兰');
    }
    const roles = found.cases.map((c) => c.submitter?.role);
    expect(roles).toEqual([...roles].sort((a, b) => (a === b ? 0 : a === 'LEAD' ? -1 : 1)));
  });

  it('finds a co-signer’s cases too, within the caller’s scope only', async () => {
    const cosigned = await t.ctx.db
      .selectFrom('case_submitters as cs')
      .innerJoin('member_terms as mt', 'mt.id', 'cs.member_id')
      .innerJoin('cases', 'cases.id', 'cs.case_id')
      .select(['cases.id', 'cases.body', 'mt.staff_name'])
      .where('cs.role', '=', 'COSIGNER')
      .where('cs.cosign_status', '=', 'CONFIRMED')
      .where('cases.status', '<>', 'DRAFT')
      .orderBy('cases.id')
      .executeTakeFirstOrThrow();
    const all = await casesOf(cosigned.staff_name);
    const viaAdmin = await request(t.app).get(API_PATHS.globalSearch).set(bearer('admin')).query({ q: cosigned.staff_name });
    const ids = (viaAdmin.body.data as GlobalSearchResult).cases.map((c) => c.id);
    if (all.length <= SEARCH_GROUP_LIMIT) expect(ids).toContain(cosigned.id);
    expect(ids.every((id) => all.some((c) => c.id === id))).toBe(true);

    // The other body's staff see none of them; a unit only those assigned to it.
    const other = cosigned.body === 'NPC' ? 'cppcc01' : 'npc01';
    expect((await search(other, cosigned.staff_name)).cases.filter((c) => c.submitter)).toEqual([]);
    const unit = await unitIdOf('unit01');
    const forUnit = (await search('unit01', '徐秀兰')).cases.map((c) => c.id);
    const assigned = await t.ctx.db
      .selectFrom('assignments')
      .select('case_id')
      .where('unit_id', '=', unit)
      .where('case_id', 'in', forUnit.length ? forUnit : [0])
      .execute();
    expect(new Set(assigned.map((a) => a.case_id))).toEqual(new Set(forUnit));
  });

  it('leaves out a declined or unanswered invitation to co-sign', async () => {
    const invited = await t.ctx.db
      .selectFrom('case_submitters as cs')
      .innerJoin('member_terms as mt', 'mt.id', 'cs.member_id')
      .innerJoin('cases', 'cases.id', 'cs.case_id')
      .select(['cases.id', 'mt.staff_name'])
      .where('cs.role', '=', 'COSIGNER')
      .where('cs.cosign_status', '<>', 'CONFIRMED')
      .where('cases.status', '<>', 'DRAFT')
      .orderBy('cases.id')
      .executeTakeFirst();
    if (!invited) return;
    const found = await search('admin', invited.staff_name);
    expect(found.cases.filter((c) => c.id === invited.id && c.submitter?.name === invited.staff_name)).toEqual([]);
  });
});

describe('Search/Global: input', () => {
  it('takes one Chinese character, but at least two of anything else', async () => {
    expect((await search('npc01', '徐')).people.length).toBeGreaterThan(0);
    expect(await search('npc01', 'R')).toEqual({ people: [], morePeople: false, cases: [], moreCases: false });
    expect(await search('npc01', '  ')).toEqual({ people: [], morePeople: false, cases: [], moreCases: false });
    const none = await request(t.app).get(API_PATHS.globalSearch).set(bearer('npc01'));
    expect(none.status).toBe(200);
    expect(none.body.data.cases).toEqual([]);
  });

  it('takes LIKE’s wildcards literally', async () => {
    expect(await search('admin', '__')).toEqual({ people: [], morePeople: false, cases: [], moreCases: false });
    expect(await search('admin', '%%')).toEqual({ people: [], morePeople: false, cases: [], moreCases: false });
    expect((await search('admin', 'R16\\')).cases).toEqual([]);
  });

  it('refuses bad input with a 400, never a 500', async () => {
    const long = await request(t.app)
      .get(API_PATHS.globalSearch)
      .set(bearer('npc01'))
      .query({ q: '徐'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('关键字不能超过100个字符');
    const twice = await request(t.app).get(`${API_PATHS.globalSearch}?q=ab&q=cd`).set(bearer('npc01'));
    expect(twice.status).toBe(400);
    const nested = await request(t.app).get(`${API_PATHS.globalSearch}?q[a]=b`).set(bearer('npc01'));
    expect(nested.status).toBe(400);
    const quote = await search('admin', "徐' or 1=1 --");
    expect(quote.people).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    expect((await request(t.app).get(API_PATHS.globalSearch).query({ q: '徐秀兰' })).status).toBe(401);
  });

  it('answers within 100 ms on the demo data once warm', async () => {
    await search('admin', '王');
    const times: number[] = [];
    for (const [who, q] of [
      ['admin', '王'],
      ['npc01', 'R16-3'],
      ['unit01', '交通'],
      ['dlg001', '建议'],
      ['admin', '徐秀兰'],
    ] as const) {
      const start = performance.now();
      await search(who, q);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(100);
  });
});
