import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** What `npm run facts -- --check` found: the rows compared, and the assignments whose kept facts differ from the source. */
export interface FactsCheck {
  rows: number;
  differences: number;
  /** Up to ten assignments that differ (kept but wrong, missing, or kept for no assignment). */
  examples: number[];
}

/** Compares the kept facts and reply months with what the source rows say now, row by row and column by column. */
export async function checkAssignmentFacts(db: Kysely<Database>): Promise<FactsCheck> {
  const { rows } = await sql<{ assignment_id: number }>`
    select assignment_id from (
      select assignment_id from ((table assignment_facts except all select * from assignment_facts_source)
        union all (select * from assignment_facts_source except all table assignment_facts)) f
      union
      select assignment_id from ((table assignment_reply_months except all select * from assignment_reply_months_source)
        union all (select * from assignment_reply_months_source except all table assignment_reply_months)) m
    ) d
    order by assignment_id`.execute(db);
  const counted = await db
    .selectFrom('assignment_facts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows: Number(counted.n), differences: rows.length, examples: rows.slice(0, 10).map((r) => r.assignment_id) };
}
