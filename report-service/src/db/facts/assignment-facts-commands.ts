import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Recomputes every assignment's kept facts from the source rows (the view `assignment_facts_source`, the one
 * definition the triggers also refresh from), in one transaction; returns how many rows it wrote.
 */
export async function rebuildAssignmentFacts(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`delete from assignment_facts`.execute(trx);
    const { numAffectedRows } = await sql`insert into assignment_facts select * from assignment_facts_source`.execute(trx);
    return Number(numAffectedRows ?? 0);
  });
}
