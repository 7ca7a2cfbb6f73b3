import { LOG_MODULES, type TReportRunRequest } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/context';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import type { ReportJobs } from '../../jobs/report-jobs';
import type { RunEntry } from '../../jobs/run-store';
import type { Actor } from '../../lib/activity-log';
import { checkRunRequest } from './report-run-checks';

const MODULE = LOG_MODULES.reportRun;

/** The job queue's side of runs: it writes a run and its log entry in one transaction. */
export type RunQueue = Pick<ReportJobs, 'createRun' | 'cancel' | 'catalogue'>;

/** Creates a batch run of reports the caller may use (checked first, with messages a user can act on); answers its id. */
export async function createRun(
  db: Kysely<Database>,
  actor: Actor,
  queue: RunQueue,
  caller: AuthContext,
  request: TReportRunRequest,
): Promise<number> {
  await checkRunRequest(db, queue.catalogue, { caller }, request);
  return queue.createRun(caller, request, { actor, module: MODULE, describe: (runId) => ({ key: 'log.run.created', params: { runId } }) });
}

/** Cancels a run that is still queued or running. */
export async function cancelRun(actor: Actor, queue: RunQueue, runId: number): Promise<void> {
  const entry: RunEntry = { actor, module: MODULE, describe: (runId) => ({ key: 'log.run.cancelled', params: { runId } }) };
  if (!(await queue.cancel(runId, entry))) throw badRequest('run.notOpen');
}
