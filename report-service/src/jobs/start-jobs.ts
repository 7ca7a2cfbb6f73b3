import os from 'node:os';
import { packReportIds, reportDefinition } from '@proposal-desk/shared';
import type { AppContext } from '../app-context';
import type { DatabaseHandle } from '../db/connect';
import { mayUse } from '../reports/load-report';
import { reportRenderer } from '../reports/render/engine';
import { startBoss } from './boss';
import { startCaseReminders } from './case-reminders';
import { startDatabaseUpkeep } from './database-upkeep';
import { ReportJobs, type RunCatalogue } from './report-jobs';
import { reportFileRenderer } from './report-file-renderer';

const STOP_TIMEOUT_MS = 8000;

/** A pack: every report of a body that needs no single case (statistics, lists, the narrative report); not the printer test page. */
export const packContents: RunCatalogue['packContents'] = (body) => packReportIds(body);

export const RUN_CATALOGUE: RunCatalogue = {
  packContents,
  mayUse: (caller, id) => {
    const definition = reportDefinition(id);
    return definition !== undefined && mayUse(caller, definition);
  },
  titleOf: (id) => reportDefinition(id)?.title.zh ?? id,
};

/**
 * Starts the job queue, this instance's render workers (WORKERS, default one per core), the daily reminders and the
 * nightly database upkeep; returns its stop.
 */
export async function startReportJobs(ctx: AppContext, database: DatabaseHandle): Promise<() => Promise<void>> {
  const boss = await startBoss(database, ctx.env.DATABASE_URL, ctx.logger);
  const jobs = new ReportJobs({
    db: ctx.db,
    boss,
    logger: ctx.logger,
    renderer: reportFileRenderer(ctx.db, reportRenderer(ctx.env, ctx.logger)),
    catalogue: RUN_CATALOGUE,
    workers: ctx.env.WORKERS ?? os.availableParallelism(),
  });
  await jobs.start();
  ctx.reportJobs = jobs;
  await startCaseReminders({ boss, db: ctx.db, logger: ctx.logger });
  await startDatabaseUpkeep({ boss, db: ctx.db, kind: database.kind, dataDir: ctx.env.DATA_DIR, logger: ctx.logger });
  return async () => {
    jobs.stop();
    await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  };
}
