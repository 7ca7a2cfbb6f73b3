import { API_PATHS, type MemberOptions, type MemberProfile, type Paged, POLITICAL_BACKGROUNDS } from '@proposal-desk/shared';
import { sql } from 'kysely';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const bearer = (user: string) => `Bearer ${tokens[user]}`;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'npc01', 'cppcc01', 'unit01', 'dlg001']) {
    tokens[user] = await t.login(user, user === 'admin' ? PASSWORDS.admin : PASSWORDS.demo);
  }
});
afterAll(() => t.close());

async function list(user: string, filter: object = {}, page = { intPageIndex: 1, intPageSize: 200 }) {
  const res = await request(t.app).post(API_PATHS.npcList).query(page).set('Authorization', bearer(user)).send(filter);
  expect(res.status).toBe(200);
  return res.body.data as Paged<MemberProfile>;
}

async function countWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from member_terms mt
    left join member_groups g on g.id = mt.dlg_id left join meetings mtg on mtg.id = mt.spv_id
    where ${condition}`.execute(t.ctx.db);
  return rows[0]?.n ?? -1;
}

describe('POST GetNpcList', () => {
  it('answers one page with the total for an administrator', async () => {
    const page = await list('admin', {}, { intPageIndex: 2, intPageSize: 10 });
    expect(page.rows).toHaveLength(10);
    expect(page).toMatchObject({ pageIndex: 2, pageSize: 10 });
    expect(page.total).toBe(await countWhere(sql`true`));
    expect(page.rows[0]).toEqual(
      expect.objectContaining({
        hR_ID: expect.any(Number),
        staff_Name: expect.any(String),
        meet_Name: expect.any(String),
        dlG_Name: expect.any(String),
      }),
    );
  });

  it('filters by name, delegation, session, type, background and mobile', async () => {
    const sample = (await list('admin', {}, { intPageIndex: 1, intPageSize: 1 })).rows[0]!;
    const byName = await list('admin', { staff_name: sample.staff_Name.slice(-1) });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.rows.every((r) => r.staff_Name.includes(sample.staff_Name.slice(-1)))).toBe(true);

    const byGroup = await list('admin', { DLG_ID: sample.dlG_ID, SPV_ID: sample.spV_ID });
    expect(byGroup.rows.every((r) => r.dlG_ID === sample.dlG_ID && r.spV_ID === sample.spV_ID)).toBe(true);

    const bySession = await list('admin', { Meet_Name: sample.meet_Name });
    expect(bySession.total).toBeGreaterThan(0);
    expect(bySession.rows.every((r) => r.meet_Name === sample.meet_Name)).toBe(true);

    // One profile by its id (the case register names a member it was linked to by id), within the scope.
    const byId = await list('admin', { HR_ID: sample.hR_ID });
    expect(byId.rows.map((r) => r.hR_ID)).toEqual([sample.hR_ID]);
    if (sample.type === 1) expect((await list('cppcc01', { HR_ID: sample.hR_ID })).total).toBe(0);

    const combined = await list('admin', { Type: sample.type, BackGround: sample.backGround, Mobile: sample.mobile });
    expect(combined.rows.map((r) => r.hR_ID)).toContain(sample.hR_ID);
    expect(combined.rows.every((r) => r.type === sample.type && r.backGround === sample.backGround)).toBe(true);
  });

  it('treats LIKE characters in a name as text', async () => {
    expect((await list('admin', { Staff_Name: '%' })).total).toBe(0);
  });

  it('sorts by a whitelisted field', async () => {
    const page = await list('admin', { sortField: 'hR_ID', sortOrder: 'desc' }, { intPageIndex: 1, intPageSize: 5 });
    const ids = page.rows.map((r) => r.hR_ID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses bad input with 400 and a message', async () => {
    for (const [query, body, msg] of [
      [{ intPageSize: 0 }, {}, 'intPageSize超出允许的范围'],
      [{ intPageIndex: 'x' }, {}, 'intPageIndex格式不正确'],
      [{}, { Type: 'abc' }, 'Type格式不正确'],
      [{}, { sortField: 'password_hash' }, 'sortField格式不正确'],
    ] as const) {
      const res = await request(t.app).post(API_PATHS.npcList).query(query).set('Authorization', bearer('admin')).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, success: false, msg });
    }
  });

  it('needs a token', async () => {
    expect((await request(t.app).post(API_PATHS.npcList).send({})).status).toBe(401);
  });

  it('shows NPC staff only NPC members', async () => {
    const page = await list('npc01');
    expect(page.total).toBe(await countWhere(sql`coalesce(g.body, mtg.body) = 'NPC'`));
    expect(page.rows.every((r) => r.type === 1)).toBe(true);
    expect((await list('npc01', { Type: 2 })).total).toBe(0);
  });

  it('shows a unit only the submitters of the cases assigned to it', async () => {
    const { unit_id } = await t.ctx.db.selectFrom('users').select('unit_id').where('username', '=', 'unit01').executeTakeFirstOrThrow();
    const expected = await countWhere(
      sql`exists (select 1 from case_submitters cs join assignments a on a.case_id = cs.case_id where cs.member_id = mt.id and a.unit_id = ${unit_id})`,
    );
    const page = await list('unit01');
    expect(page.total).toBe(expected);
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(await countWhere(sql`true`));
  });

  it('shows a deputy only themself', async () => {
    const { hr_id } = await t.ctx.db.selectFrom('users').select('hr_id').where('username', '=', 'dlg001').executeTakeFirstOrThrow();
    const page = await list('dlg001');
    expect(page.total).toBe(1);
    expect(page.rows[0]?.hR_ID).toBe(hr_id);
  });
});

describe('POST GetOptions', () => {
  const options = async (user: string) => {
    const res = await request(t.app).post(API_PATHS.npcOptions).set('Authorization', bearer(user)).send({});
    expect(res.status).toBe(200);
    return res.body.data as MemberOptions;
  };

  it('lists groups and sessions of both bodies, backgrounds and types', async () => {
    const all = await options('admin');
    expect(new Set(all.delegations.map((d) => d.body))).toEqual(new Set(['NPC', 'CPPCC']));
    expect(all.delegations.every((d) => d.type === (d.body === 'NPC' ? 1 : 2))).toBe(true);
    expect(all.sessions.some((s) => s.isCurrent)).toBe(true);
    expect(all.backgrounds.map((b) => b.value)).toEqual([...POLITICAL_BACKGROUNDS]);
    expect(all.types).toEqual([
      { value: 1, label: '代表团', labelEn: 'Delegation' },
      { value: 2, label: '提案单位', labelEn: 'Proposal-submitting unit' },
    ]);
  });

  it("gives office staff only their body's groups and sessions", async () => {
    const npc = await options('npc01');
    expect(npc.delegations.length).toBeGreaterThan(0);
    expect(npc.delegations.every((d) => d.body === 'NPC')).toBe(true);
    expect(npc.sessions.every((s) => s.body === 'NPC')).toBe(true);
    const cppcc = await options('cppcc01');
    expect(cppcc.delegations.every((d) => d.body === 'CPPCC')).toBe(true);
  });

  it('needs a token', async () => {
    expect((await request(t.app).post(API_PATHS.npcOptions)).status).toBe(401);
  });
});
