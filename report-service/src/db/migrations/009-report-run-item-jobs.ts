import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// The id of each item's render job, fixed when the item is written: sending an item's job again (after a
// crash between the run's commit and its send, or a schedule firing retried) adds nothing when the job
// exists, so queued items can be swept and sent again at any time without rendering twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(db, `alter table report_run_items add column job_id uuid not null default gen_random_uuid();`);
}

export async function down(): Promise<void> {
  throw new Error('009-report-run-item-jobs cannot be undone');
}
