import { LOG_MODULES, type TReportRunRequest } from '@proposal-desk/shared';
import type { AuthContext } from '../../auth/context';
import { badRequest } from '../../errors';
import type { ReportJobs } from '../../jobs/report-jobs';
import type { Actor } from '../../lib/activity-log';

const MODULE = LOG_MODULES.reportRun;

/** The job queue's side of runs: it writes a run and its log entry in one transaction. */
export type RunQueue = Pick<ReportJobs, 'createRun' | 'cancel'>;

/** Creates a batch run of reports the caller may use; answers its id. */
export function createRun(actor: Actor, queue: RunQueue, caller: AuthContext, request: TReportRunRequest): Promise<number> {
  return queue.createRun(caller, request, { actor, module: MODULE, describe: (runId) => `创建报表任务 #${runId}` });
}

/** Cancels a run that is still queued or running. */
export async function cancelRun(actor: Actor, queue: RunQueue, runId: number): Promise<void> {
  const entry = { actor, module: MODULE, describe: (id: number) => `取消报表任务 #${id}` };
  if (!(await queue.cancel(runId, entry))) throw badRequest('run.notOpen');
}
