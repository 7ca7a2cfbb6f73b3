import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as initial from './migrations/001-initial';
import * as reportRuns from './migrations/002-report-runs';
import * as reportRunSlots from './migrations/003-report-run-slots';
import type { Database } from './schema';

// Listed in code, not read from a folder, so the same list runs under tsx, jest and a bundle.
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-report-runs': reportRuns,
  '003-report-run-slots': reportRunSlots,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
