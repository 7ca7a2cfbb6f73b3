import { sql } from 'kysely';
import { connectDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest } from '../migrate';
import { seedDemoData } from './index';
import { scaleCases } from './scale-cases';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await connectDatabase({});
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

/** Rows of a grouping query as `key → n`. */
async function countsBy(query: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ key: string; n: number }>`${sql.raw(query)}`.execute(handle.db);
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
}

const SHAPE = {
  statuses: 'select status as key, count(*) as n from cases group by status',
  units: 'select unit_id::text as key, count(*) as n from assignments group by unit_id',
  months: `select to_char(submitted_at, 'YYYY-MM') as key, count(*) as n from cases group by 1`,
  replies: 'select result_category as key, count(*) as n from replies group by result_category',
  evaluations: 'select work_satisfaction as key, count(*) as n from evaluations group by work_satisfaction',
  evaluatedCases: 'select c.status as key, count(*) as n from evaluations e join cases c on c.id = e.case_id group by c.status',
};

describe('scaleCases', () => {
  it('grows the office by whole copies, so statuses, units, dates, replies and evaluations keep their shares', async () => {
    const before = Object.fromEntries(await Promise.all(Object.entries(SHAPE).map(async ([k, q]) => [k, await countsBy(q)] as const)));
    const seeded = Object.values(before.statuses!).reduce((sum, n) => sum + n, 0);

    expect(await scaleCases(handle.db, seeded * 3)).toBe(seeded * 3);

    for (const [name, query] of Object.entries(SHAPE)) {
      const tripled = Object.fromEntries(Object.entries(before[name]!).map(([key, n]) => [key, n * 3]));
      expect({ name, counts: await countsBy(query) }).toEqual({ name, counts: tripled });
    }
  });

  it('keeps each copy whole: replies and evaluations point at their own case’s assignments, 案号 stay unique', async () => {
    const strays = await countsBy(`
      select 'evaluations' as key, count(*) as n from evaluations e join assignments a on a.id = e.assignment_id where a.case_id <> e.case_id
      union all select 'replies', count(*) from replies r left join assignments a on a.id = r.assignment_id where a.id is null
      union all select 'submitters', count(*) from case_submitters s left join cases c on c.id = s.case_id where c.id is null
      union all select 'numbers', count(*) - count(distinct (body, session_id, case_no)) from cases where case_no is not null`);
    expect(strays).toEqual({ evaluations: 0, replies: 0, submitters: 0, numbers: 0 });
  });
});
