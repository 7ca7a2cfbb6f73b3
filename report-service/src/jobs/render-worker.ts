import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Job, JobResult } from 'pg-boss';
import type { Logger } from 'pino';
import { loadCallerByUserId } from '../auth/load-caller';
import type { Database } from '../db/schema';
import { DomainError, isRetryable } from '../errors';
import type { RenderGate } from '../reports/render/render-gate';
import { type RenderJobData, RENDER_RETRY_LIMIT } from './queues';
import type { ReportFileRenderer } from './renderer';
import { claimItem, type ClaimedItem, completeItem, failItem, isRunOpen, noteAttemptError } from './run-store';
import { outputFileName } from './file-names';

const CANCEL_POLL_MS = 1000;

export interface RenderWorkerDeps {
  db: Kysely<Database>;
  renderer: ReportFileRenderer;
  logger: Logger;
  /** Called after every settled item; closes the run when it was the last one. */
  settle(runId: number): Promise<void>;
}

/** A refusal by the rules (unknown report, bad parameters, out of scope) fails at once: retrying cannot help. */
const isPermanent = (err: unknown) => err instanceof DomainError && !isRetryable(err);

const messageOf = (err: unknown) => (err instanceof DomainError ? err.key : err instanceof Error ? err.message : String(err));

/** Aborts when the job is cancelled in pg-boss or its run is cancelled by a user (checked every second). */
function watchCancellation(
  { db, logger }: Pick<RenderWorkerDeps, 'db' | 'logger'>,
  runId: number,
  jobSignal: AbortSignal,
): { signal: AbortSignal; stop(): void } {
  const controller = new AbortController();
  const onJobAbort = () => controller.abort();
  jobSignal.addEventListener('abort', onJobAbort);
  const timer = setInterval(() => {
    isRunOpen(db, runId)
      .then((open) => {
        if (!open) controller.abort();
      })
      // The next poll asks again; the render goes on meanwhile.
      .catch((err: unknown) => logger.warn({ err, runId }, 'could not check whether the run was cancelled'));
  }, CANCEL_POLL_MS);
  // The render itself is what keeps the process busy; the poll alone must not hold a stopping process open.
  timer.unref();
  return {
    signal: controller.signal,
    stop: () => {
      clearInterval(timer);
      jobSignal.removeEventListener('abort', onJobAbort);
    },
  };
}

async function renderClaimed(deps: RenderWorkerDeps, item: ClaimedItem, job: Job<RenderJobData>): Promise<void> {
  const { db, renderer } = deps;
  const caller = await loadCallerByUserId(db, item.userId);
  if (!caller) {
    await failItem(db, item, 'run.userDisabled');
    return;
  }
  const watch = watchCancellation(deps, item.runId, job.signal);
  try {
    const file = await renderer.renderFile(caller, item.reportId, item.params, item.format, watch.signal, item.lang);
    if (watch.signal.aborted) return;
    await completeItem(db, item, {
      fileName: outputFileName(item.seq, file.title, item.format),
      content: file.content,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      rows: file.rows,
      engine: file.engine,
    });
  } catch (err) {
    if (watch.signal.aborted) return;
    if (isPermanent(err) || job.retryCount >= RENDER_RETRY_LIMIT) {
      await failItem(db, item, messageOf(err));
      return;
    }
    await noteAttemptError(db, item.id, messageOf(err));
    throw err; // pg-boss retries the job
  } finally {
    watch.stop();
  }
}

async function renderJob(deps: RenderWorkerDeps, job: Job<RenderJobData>): Promise<void> {
  const item = await claimItem(deps.db, job.data.itemId);
  if (!item) return; // cancelled, or stored by an earlier attempt
  try {
    await renderClaimed(deps, item, job);
  } finally {
    await deps.settle(item.runId);
  }
}

/**
 * The pg-boss handler of the render queue: one job = one report file of a run. Jobs come in small
 * batches so that a worker fetches the next ones at once instead of waiting out its polling interval;
 * `slots` keeps this instance to WORKERS renders at a time. A job that throws is failed alone and
 * retried by pg-boss.
 */
export function renderJobHandler(deps: RenderWorkerDeps & { slots: RenderGate }) {
  return (jobs: Job<RenderJobData>[]): Promise<JobResult[]> =>
    Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        try {
          await deps.slots.run(() => renderJob(deps, job));
          return { id: job.id, status: 'completed' };
        } catch (err) {
          return { id: job.id, status: 'failed', output: { message: messageOf(err) } };
        }
      }),
    );
}
