import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/connect';
import { loadCheckpointKey } from '../db/log-chain/checkpoint-key';
import { writeDailyCheckpoint } from '../db/log-chain/checkpoints';
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
  /** The day's checkpoint of the activity log's head (written: false when the day already had one). */
  checkpoint: { day: string; entries: number; lastId: number | null; written: boolean };
  /** Whether the database was vacuumed: on PGlite; PostgreSQL's own autovacuum does it there. */
  vacuumed: boolean;
  /** Stored files removed: uploads not attached within a day, files their owner dropped. */
  filesRemoved: number;
  ms: number;
}

/**
 * The night's upkeep: the day's signed checkpoint of the activity log's head written to DATA_DIR/log-checkpoints
 * (db/log-chain/checkpoints.ts), the kept case counts folded, the files nobody owns removed, and on PGlite the whole
 * database vacuumed and analysed.
 */
export async function runDatabaseUpkeep(db: Kysely<Database>, kind: DatabaseHandle['kind'], dataDir: string): Promise<UpkeepResult> {
  const start = performance.now();
  const { written, line } = await writeDailyCheckpoint(db, dataDir, loadCheckpointKey(dataDir));
  const checkpoint = { day: line.day, entries: line.entries, lastId: line.lastId, written };
  await compactCaseCounts(db);
  const filesRemoved = await removeUnownedFiles(db);
  const vacuumed = kind === 'pglite';
  if (vacuumed) await vacuumAnalyze(db);
  return { checkpoint, vacuumed, filesRemoved, ms: Math.round(performance.now() - start) };
}

export interface DatabaseUpkeepOptions {
  boss: PgBoss;
  db: Kysely<Database>;
  kind: DatabaseHandle['kind'];
  /** Where the log's checkpoints and their key are kept. */
  dataDir: string;
  logger: Logger;
}

/**
 * Registers the nightly upkeep on pg-boss (its queue, the schedule and this instance's worker) after writing the day's
 * checkpoint of the log if it has none. A server that was off at 03:30 (an office machine switched off at night) runs
 * it once on its next cron pass. Never throws.
 */
export async function startDatabaseUpkeep({ boss, db, kind, dataDir, logger }: DatabaseUpkeepOptions): Promise<void> {
  try {
    // The day's checkpoint at once when there is none yet (a new installation, a day the night's upkeep missed), so the
    // log has a head kept outside the database from its first day rather than from the first night.
    await writeDailyCheckpoint(db, dataDir, loadCheckpointKey(dataDir));
  } catch (err) {
    logger.error({ err }, 'the activity log checkpoint could not be written');
  }
  try {
    await scheduleDailyJob(boss, logger, {
      queue: UPKEEP_QUEUE,
      cron: UPKEEP_CRON,
      timeZone: UPKEEP_TIME_ZONE,
      queueOptions: { retryLimit: 1, retryDelay: 600, expireInSeconds: 3600 },
      run: () => runDatabaseUpkeep(db, kind, dataDir),
      done: 'database upkeep done',
      failed: 'database upkeep failed',
    });
  } catch (err) {
    logger.error({ err }, 'database upkeep could not be scheduled');
  }
}
