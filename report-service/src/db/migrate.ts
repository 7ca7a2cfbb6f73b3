import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely/migration';
import * as initial from './migrations/001-initial';
import * as reportRuns from './migrations/002-report-runs';
import * as reportRunSlots from './migrations/003-report-run-slots';
import * as menusAndRoles from './migrations/004-menus-and-roles';
import * as holidays from './migrations/005-holidays';
import * as cases from './migrations/006-cases';
import * as caseHandling from './migrations/007-case-handling';
import * as ownActivityLog from './migrations/008-own-activity-log';
import * as reportRunItemJobs from './migrations/009-report-run-item-jobs';
import * as dataVersion from './migrations/010-data-version';
import * as callerNotify from './migrations/011-caller-notify';
import * as reportIndexes from './migrations/012-report-indexes';
import * as logChain from './migrations/013-log-chain';
import * as sessionFacts from './migrations/014-session-facts';
import * as settingsMenu from './migrations/015-settings-menu';
import * as caseAttachments from './migrations/016-case-attachments';
import * as noticeMessages from './migrations/017-notice-messages';
import * as eventAndLogMessages from './migrations/018-event-and-log-messages';
import * as casesNewestFirst from './migrations/019-cases-newest-first';
import * as figureAssignments from './migrations/020-figure-assignments';
import * as caseSimilarity from './migrations/021-case-similarity';
import * as assignmentExtensions from './migrations/022-assignment-extensions';
import * as documents from './migrations/023-documents';
import * as publicReplies from './migrations/024-public-replies';
import * as commitments from './migrations/025-commitments';
import * as assignmentFacts from './migrations/026-assignment-facts';
import * as homeFigures from './migrations/027-home-figures';
import * as homeCounts from './migrations/028-home-counts';
import * as refreshById from './migrations/029-refresh-by-id';
import * as reportIndexWider from './migrations/030-report-index-wider';
import * as factsBySession from './migrations/031-facts-by-session';
import * as submissionsBySession from './migrations/032-submissions-by-session';
import * as fileOwners from './migrations/033-file-owners';
import * as rateLimits from './migrations/034-rate-limits';
import * as logTruncateAndSource from './migrations/035-log-truncate-and-source';
import * as caseWords from './migrations/036-case-words';
import type { Database } from './schema';

// Listed in code, not read from a folder, so the same list runs under tsx, jest and a bundle.
const MIGRATIONS = {
  '001-initial': initial,
  '002-report-runs': reportRuns,
  '003-report-run-slots': reportRunSlots,
  '004-menus-and-roles': menusAndRoles,
  '005-holidays': holidays,
  '006-cases': cases,
  '007-case-handling': caseHandling,
  '008-own-activity-log': ownActivityLog,
  '009-report-run-item-jobs': reportRunItemJobs,
  '010-data-version': dataVersion,
  '011-caller-notify': callerNotify,
  '012-report-indexes': reportIndexes,
  '013-log-chain': logChain,
  '014-session-facts': sessionFacts,
  '015-settings-menu': settingsMenu,
  '016-case-attachments': caseAttachments,
  '017-notice-messages': noticeMessages,
  '018-event-and-log-messages': eventAndLogMessages,
  '019-cases-newest-first': casesNewestFirst,
  '020-figure-assignments': figureAssignments,
  '021-case-similarity': caseSimilarity,
  '022-assignment-extensions': assignmentExtensions,
  '023-documents': documents,
  '024-public-replies': publicReplies,
  '025-commitments': commitments,
  '026-assignment-facts': assignmentFacts,
  '027-home-figures': homeFigures,
  '028-home-counts': homeCounts,
  '029-refresh-by-id': refreshById,
  '030-report-index-wider': reportIndexWider,
  '031-facts-by-session': factsBySession,
  '032-submissions-by-session': submissionsBySession,
  '033-file-owners': fileOwners,
  '034-rate-limits': rateLimits,
  '035-log-truncate-and-source': logTruncateAndSource,
  '036-case-words': caseWords,
} satisfies Record<string, Migration>;

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export type MigrationName = keyof typeof MIGRATIONS;

/** Every migration this code knows, in order (restore refuses a backup with one it does not know). */
export const MIGRATION_NAMES = Object.keys(MIGRATIONS) as MigrationName[];

/** Brings the schema up to date; throws with the failing migration's name. Answers the migrations it ran. */
export function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name` (tests start from an older schema this way). */
export function migrateTo(db: Kysely<Database>, name: MigrationName): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Kysely<Database>, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  const { error, results } = await run(new Migrator({ db, provider }));
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Whether migrations that just ran changed a database that had data: some ran, and not all (a new one runs all). */
export const upgradedExisting = (ran: readonly string[]): boolean => ran.length > 0 && ran.length < MIGRATION_NAMES.length;
