import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** The tables the writes keep, each rebuilt from the view that defines it (migrations 026, 027 and 028). */
const KEPT_TABLES = [
  ['assignment_reply_months', 'assignment_reply_months_source'],
  ['open_assignments', 'open_assignments_source'],
  ['case_counts', 'case_counts_source'],
] as const;

/**
 * Recomputes every assignment's kept facts, reply months and open state, and the case counts, from the source rows
 * (the views the triggers also refresh from), in one transaction; returns how many assignments' facts it wrote.
 */
export async function rebuildAssignmentFacts(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`delete from assignment_facts`.execute(trx);
    const { numAffectedRows } = await sql`insert into assignment_facts select * from assignment_facts_source`.execute(trx);
    for (const [table, source] of KEPT_TABLES) {
      await sql`delete from ${sql.table(table)}`.execute(trx);
      await sql`insert into ${sql.table(table)} select * from ${sql.table(source)}`.execute(trx);
    }
    return Number(numAffectedRows ?? 0);
  });
}
