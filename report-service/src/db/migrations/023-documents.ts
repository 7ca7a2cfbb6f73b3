import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// The office's letters print the letterhead kept in app_settings (documentSettings): a change of a setting now moves
// the data version like a write to a reported table, so a letter kept in the report cache is never served with the
// old letterhead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(
    db,
    `
create trigger app_settings_bump_data_version after insert or update or delete or truncate on app_settings
  for each statement execute function bump_data_version();
`,
  );
}

export async function down(): Promise<void> {
  throw new Error('023-documents cannot be undone');
}
