import type { Kysely } from 'kysely';
import { runSqlScript } from './run-sql';

// The registers list the newest cases first until a column is sorted: by submission, a draft by when it was
// written (case-list-queries.ts `newestFirst`). The index serves that order per body at 100,000 cases.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSqlScript(db, `create index cases_body_newest on cases(body, (coalesce(submitted_at, created_at)) desc, id desc);`);
}

export async function down(): Promise<void> {
  throw new Error('019-cases-newest-first cannot be undone');
}
