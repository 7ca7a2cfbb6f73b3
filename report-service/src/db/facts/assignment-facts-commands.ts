import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Recomputes every assignment's kept facts and reply months from the source rows (the views
 * `assignment_facts_source` and `assignment_reply_months_source`, the definitions the triggers also refresh from),
 * in one transaction; returns how many assignments' facts it wrote.
 */
export async function rebuildAssignmentFacts(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`delete from assignment_facts`.execute(trx);
    const { numAffectedRows } = await sql`insert into assignment_facts select * from assignment_facts_source`.execute(trx);
    await sql`delete from assignment_reply_months`.execute(trx);
    await sql`insert into assignment_reply_months select * from assignment_reply_months_source`.execute(trx);
    return Number(numAffectedRows ?? 0);
  });
}
