import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// The cron slot a scheduled run was fired for (null for runs a user started, "run now" included). One run
// per schedule and slot, whichever instance fires it and however late: a firing retried after its instance
// died, a second instance sending the same occurrence, or the catch-up of a missed occurrence at start.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
alter table report_runs add column fired_slot timestamptz;
create unique index report_runs_schedule_slot on report_runs(schedule_id, fired_slot) where fired_slot is not null;
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('003-report-run-slots cannot be undone');
}
