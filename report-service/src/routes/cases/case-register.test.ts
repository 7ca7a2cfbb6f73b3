import { API_PATHS, type CaseRow, PAGE_SIZE_MAX, type Paged } from '@proposal-desk/shared';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../../test/harness';

// The register's keyword and its due-date sort, which read the cases' index and the open assignments at scale.

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('npc01', PASSWORDS.demo);
});
afterAll(() => t.close());

const list = async (query: Record<string, unknown>) =>
  (await request(t.app).get(API_PATHS.caseList).set('Authorization', `Bearer ${token}`).query(query)).body.data as Paged<CaseRow>;

async function firstRow(query: Record<string, unknown>): Promise<CaseRow> {
  const row = (await list({ pageSize: 1, ...query })).rows[0];
  if (!row) throw new Error(`No case for ${JSON.stringify(query)}`);
  return row;
}

describe('the case register', () => {
  it('finds a keyword in 案号, 案由 or content: Chinese as written, Latin letters whatever their case', async () => {
    const numbered = await firstRow({ body: 'NPC', status: 'CLOSED' });
    const word = numbered.title.slice(2, 4);
    const byWord = await list({ body: 'NPC', keyword: word, pageSize: 100 });
    expect(byWord.rows.map((r) => r.id)).toContain(numbered.id);
    const prefix = numbered.caseNo!.slice(0, 5);
    const upper = await list({ body: 'NPC', keyword: prefix.toUpperCase() });
    const lower = await list({ body: 'NPC', keyword: prefix.toLowerCase() });
    expect(lower.total).toBeGreaterThan(0);
    expect(lower.total).toBe(upper.total);
  });

  it('sorts by the due day still to be met, earliest first, cases with none last', async () => {
    const rows: CaseRow[] = [];
    for (let pageIndex = 1; ; pageIndex += 1) {
      const query = { body: 'NPC', sortField: 'dueAt', sortOrder: 'asc', pageIndex, pageSize: PAGE_SIZE_MAX };
      const page = await list(query);
      rows.push(...page.rows);
      if (rows.length >= page.total) break;
    }
    const due = rows.map((r) => r.dueAt);
    const firstNone = due.indexOf(null);
    expect(firstNone).toBeGreaterThan(0);
    expect(due.slice(firstNone).every((d) => d === null)).toBe(true);
    const dated = due.slice(0, firstNone) as string[];
    expect([...dated].sort()).toEqual(dated);
    expect(rows.filter((r) => r.status === 'CLOSED').every((r) => r.dueAt === null)).toBe(true);
  });
});

describe('a deputy’s 答复期限', () => {
  it('is the reply’s due day (sole, lead or separate unit), never a co-unit’s earlier opinion day', async () => {
    // Cases with a co-unit's open assignment due before the reply's, as the demo office holds them.
    const earlyOpinions = await t.ctx.db
      .selectFrom('open_assignments as co')
      .innerJoin('open_assignments as reply', 'reply.case_id', 'co.case_id')
      .innerJoin('cases', 'cases.id', 'co.case_id')
      .innerJoin('member_terms as lead', 'lead.id', 'cases.lead_member_id')
      .innerJoin('users', 'users.hr_id', 'lead.id')
      .select(['cases.id', 'users.username', (eb) => eb.fn.min('reply.due_at').as('reply_due')])
      .where('co.role', '=', 'CO')
      .where('reply.role', '<>', 'CO')
      .whereRef('co.due_at', '<', 'reply.due_at')
      .groupBy(['cases.id', 'users.username'])
      .limit(1)
      .execute();
    const kase = earlyOpinions[0];
    if (!kase) throw new Error('the demo office has no case whose co-unit is due before the reply');
    const deputy = await t.login(kase.username, PASSWORDS.demo);
    const page = (await request(t.app).get(API_PATHS.caseList).set('Authorization', `Bearer ${deputy}`).query({ pageSize: PAGE_SIZE_MAX }))
      .body.data as Paged<CaseRow>;
    const row = page.rows.find((r) => r.id === kase.id);
    expect(row?.dueAt).toBe(new Date(kase.reply_due as unknown as string).toISOString());
    // The office sees the earliest day still to be met, the co-unit's included.
    expect(Date.parse((await firstRow({ keyword: row!.caseNo! })).dueAt!)).toBeLessThan(Date.parse(row!.dueAt!));
  });
});
