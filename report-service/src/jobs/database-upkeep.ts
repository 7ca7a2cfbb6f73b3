import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import { compactCaseCounts, vacuumAnalyze } from '../db/upkeep/upkeep-commands';
import { removeUnownedFiles } from '../files/file-upkeep-commands';
import { REMINDER_TIME_ZONE } from './case-reminders';
import { scheduleDailyJob } from './daily-job';
import { UPKEEP_QUEUE } from './queues';

/** Every night at 03:30 Beijing time, when nobody works: PGlite answers nothing else while it vacuums (seconds). */
export const UPKEEP_CRON = '30 3 * * *';
export const UPKEEP_TIME_ZONE = REMINDER_TIME_ZONE;

export interface UpkeepResult {
  /** Whether the database was vacuumed: on PGlite; PostgreSQL's own autovacuum does it there. */
  vacuumed: boolean;
  /** Stored files removed: uploads not attached within a day, files their owner dropped. */
  filesRemoved: number;
  ms: number;
}

/**
 * The night's upkeep: the kept case counts folded, the files nobody owns removed, and on PGlite the whole database
 * vacuumed and analysed.
 */
export async function runDatabaseUpkeep(db: Kysely<Database>, kind: DatabaseHandle['kind']): Promise<UpkeepResult> {
  const start = performance.now();
  await compactCaseCounts(db);
  const filesRemoved = await removeUnownedFiles(db);
  const vacuumed = kind === 'pglite';
  if (vacuumed) await vacuumAnalyze(db);
  return { vacuumed, filesRemoved, ms: Math.round(performance.now() - start) };
}

export interface DatabaseUpkeepOptions {
  boss: PgBoss;
  db: Kysely<Database>;
  kind: DatabaseHandle['kind'];
  logger: Logger;
}

/**
 * Registers the nightly upkeep on pg-boss (its queue, the schedule and this instance's worker). A server that was off
 * at 03:30 (an office machine switched off at night) runs it once on its next cron pass. Never throws.
 */
export async function startDatabaseUpkeep({ boss, db, kind, logger }: DatabaseUpkeepOptions): Promise<void> {
  try {
    await scheduleDailyJob(boss, logger, {
      queue: UPKEEP_QUEUE,
      cron: UPKEEP_CRON,
      timeZone: UPKEEP_TIME_ZONE,
      queueOptions: { retryLimit: 1, retryDelay: 600, expireInSeconds: 3600 },
      run: () => runDatabaseUpkeep(db, kind),
      done: 'database upkeep done',
      failed: 'database upkeep failed',
    });
  } catch (err) {
    logger.error({ err }, 'database upkeep could not be scheduled');
  }
}
