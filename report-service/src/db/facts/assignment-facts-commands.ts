import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** The tables the writes keep, each rebuilt from the view that defines it (migrations 026, 027 and 028); the submitters' case columns (032) are set from their cases. */
const KEPT_TABLES = [
  ['assignment_reply_months', 'assignment_reply_months_source'],
  ['open_assignments', 'open_assignments_source'],
  ['case_counts', 'case_counts_source'],
] as const;

/**
 * Recomputes every assignment's kept facts, reply months and open state, the case counts, and the submitters' case
 * columns, from the source rows (the views the triggers also refresh from), in one transaction; returns how many
 * assignments' facts it wrote.
 */
export async function rebuildAssignmentFacts(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`delete from assignment_facts`.execute(trx);
    const { numAffectedRows } = await sql`insert into assignment_facts select * from assignment_facts_source`.execute(trx);
    for (const [table, source] of KEPT_TABLES) {
      await sql`delete from ${sql.table(table)}`.execute(trx);
      await sql`insert into ${sql.table(table)} select * from ${sql.table(source)}`.execute(trx);
    }
    await sql`
      update case_submitters s set body = c.body, session_id = c.session_id, case_status = c.status
      from cases c
      where c.id = s.case_id and (s.body, s.session_id, s.case_status) is distinct from (c.body, c.session_id, c.status)`.execute(trx);
    return Number(numAffectedRows ?? 0);
  });
}
