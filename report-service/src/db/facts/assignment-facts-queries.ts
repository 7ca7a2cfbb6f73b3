import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** What `npm run facts -- --check` found: the rows compared, and the assignments whose kept facts differ from the source. */
export interface FactsCheck {
  rows: number;
  /** Assignments whose kept rows differ, and case counts (a body, status and month) that differ. */
  differences: number;
  /** Up to ten assignments that differ (kept but wrong, missing, or kept for no assignment). */
  examples: number[];
  /** How many of the differences are case counts. */
  caseCounts: number;
  /** How many of the differences are submitter rows whose case's body, session or status they carry wrongly. */
  submitters: number;
}

/** Submitter rows whose kept body, session or status (migration 032) is not their case's. */
const submittersOffTheirCase = sql<{ n: number | string }>`
  select count(*) as n from case_submitters s join cases c on c.id = s.case_id
  where (s.body, s.session_id, s.case_status) is distinct from (c.body, c.session_id, c.status)`;

/** The rows of `kept` and of `source` that the other lacks (as many times as it lacks them). */
const differing = (kept: string, source: string) =>
  sql`((table ${sql.table(kept)} except all select * from ${sql.table(source)}) union all (select * from ${sql.table(source)} except all table ${sql.table(kept)}))`;

/**
 * Compares the kept facts, reply months and open assignments with what the source rows say now, row by row and
 * column by column, the case counts (the sums of their changes) with a count of the cases, and each submitter row's
 * case columns with its case.
 */
export async function checkAssignmentFacts(db: Kysely<Database>): Promise<FactsCheck> {
  const { rows } = await sql<{ assignment_id: number }>`
    select assignment_id from (
      select assignment_id from ${differing('assignment_facts', 'assignment_facts_source')} f
      union select assignment_id from ${differing('assignment_reply_months', 'assignment_reply_months_source')} m
      union select assignment_id from ${differing('open_assignments', 'open_assignments_source')} o
    ) d
    order by assignment_id`.execute(db);
  const counts = await sql<{ n: number | string }>`
    select count(*) as n from (
      (select body, status, month, sum(n)::integer from case_counts group by 1, 2, 3 having sum(n) <> 0
        except all table case_counts_source)
      union all (table case_counts_source
        except all select body, status, month, sum(n)::integer from case_counts group by 1, 2, 3 having sum(n) <> 0)
    ) c`.execute(db);
  const caseCounts = Number(counts.rows[0]?.n ?? 0);
  const submitters = Number((await submittersOffTheirCase.execute(db)).rows[0]?.n ?? 0);
  const counted = await db
    .selectFrom('assignment_facts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    rows: Number(counted.n),
    differences: rows.length + caseCounts + submitters,
    examples: rows.slice(0, 10).map((r) => r.assignment_id),
    caseCounts,
    submitters,
  };
}
