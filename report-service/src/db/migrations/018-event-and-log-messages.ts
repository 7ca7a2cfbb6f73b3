import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// A case's timeline entry and an activity-log entry keep their message key and parameters beside the
// Chinese text, so that each is shown in the reader's language. The stored `action` and `description` stay
// the Chinese text (older rows have only that); the log's hash chain covers the description alone, and the
// log list shows an entry's English text only while its key and parameters still render that description.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
alter table case_events add column action_key text;
alter table case_events add column action_params jsonb;
alter table activity_logs add column message_key text;
alter table activity_logs add column message_params jsonb;
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('018-event-and-log-messages cannot be undone');
}
