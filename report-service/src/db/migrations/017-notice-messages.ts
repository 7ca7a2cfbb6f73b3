import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// A notice written for a reader of either language keeps its message key and parameters: the list renders
// it in the reader's language when it is read. The stored title and content stay as the Chinese text of
// older rows and of anything else that reads the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
alter table notices add column message_key text;
alter table notices add column message_params text;
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('017-notice-messages cannot be undone');
}
