import { labelOf, REPORT_RUN_STATUSES, type ReportRunStatus, type ReportRunView } from '@proposal-desk/shared';

/** The name of the runs list in the cache (what starts a run refreshes it). */
export const RUNS_LIST = 'reportRuns';

/** While a run is open the list refreshes on its own, so progress bars move without a click. */
export const LIVE_REFRESH_MS = 2000;

export const isOpen = (status: ReportRunStatus) => status === 'queued' || status === 'running';

/** How far a run is, in percent of its files settled (rendered or failed). */
export const runPercent = (run: Pick<ReportRunView, 'done' | 'failed' | 'total'>) =>
  run.total === 0 ? 100 : Math.round(((run.done + run.failed) / run.total) * 100);

export const STATUS_COLORS: Record<ReportRunStatus, string> = {
  queued: 'default',
  running: 'processing',
  complete: 'success',
  failed: 'error',
  cancelled: 'warning',
};

export const statusLabel = (status: ReportRunStatus, lang: 'zh' | 'en') => labelOf(REPORT_RUN_STATUSES, status, lang);

/** The progress bar's state: active while rendering, exception when some files failed. */
export function progressStatus(run: Pick<ReportRunView, 'status' | 'failed'>): 'active' | 'exception' | 'success' | 'normal' {
  if (isOpen(run.status)) return 'active';
  if (run.failed > 0 || run.status === 'failed') return 'exception';
  return run.status === 'complete' ? 'success' : 'normal';
}
