import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { CallerCache } from './auth/caller-cache';
import type { RsaKeys } from './auth/rsa';
import type { Database } from './db/schema';
import type { Env } from './env';
import type { ReportJobs } from './jobs/report-jobs';

/** What every route needs, built once at start and handed to the routers. */
export interface AppContext {
  env: Env;
  db: Kysely<Database>;
  dbKind: 'pglite' | 'postgres';
  rsa: RsaKeys;
  logger: Logger;
  /** The callers of live sessions, kept in memory and forgotten when the database announces a change. */
  callers: CallerCache;
  /** True once migrations ran; /readyz reports it. */
  ready: { migrated: boolean };
  /** Batch report runs and schedules (absent until the job queue has started). */
  reportJobs?: ReportJobs;
}
