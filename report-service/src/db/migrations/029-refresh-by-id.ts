import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// The refresh of an assignment's kept rows picks them by `= any(ids)`, which PostgreSQL pushes into each view down to
// the assignments' key; `in (select unnest(ids))` made it a semi-join it could not push through the reply months'
// `distinct`, so every assignment written (a case assigned) recounted the months of all replies: 300 ms at 100,000
// cases where it takes milliseconds (measured 2026-11-28, `npm run bench -- --cases`, action assign).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create or replace function refresh_assignment_facts(ids integer[]) returns void language plpgsql as $$
begin
  delete from assignment_facts where assignment_id = any(ids);
  -- then the rows of those that still exist, as their source rows say now (a comment: runSqlScript splits before a line starting with insert)
  insert into assignment_facts select * from assignment_facts_source where assignment_id = any(ids);
  delete from assignment_reply_months where assignment_id = any(ids);
  -- and the months they were replied in
  insert into assignment_reply_months select * from assignment_reply_months_source where assignment_id = any(ids);
  delete from open_assignments where assignment_id = any(ids);
  -- and whether they are open
  insert into open_assignments select * from open_assignments_source where assignment_id = any(ids);
end $$
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('029-refresh-by-id cannot be undone');
}
