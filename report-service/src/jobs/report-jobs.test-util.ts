import { DomainError } from '../errors';
import type { ReportFileRenderer } from './renderer';

export const TITLES: Record<string, string> = {
  caseStatusReportPrint: '办理状态统计',
  caseTypeReportPrint: '按类别统计',
  npcTransactionList: '人大建议办理清单',
};
export const PACK = Object.keys(TITLES);

/** A renderer that writes who asked for what, so outputs can be checked; it can wait, fail or watch for cancellation. */
export class FakeRenderer implements ReportFileRenderer {
  delayMs = 0;
  active = 0;
  aborted = 0;
  failing = new Set<string>();
  refused = new Set<string>();
  /** Reports refused as busy on their first render only. */
  busyOnce = new Set<string>();
  calls = 0;
  callsOf = new Map<string, number>();
  async renderFile(
    caller: { userId: number },
    reportId: string,
    params: Record<string, unknown>,
    format: 'pdf' | 'xlsx',
    signal: AbortSignal,
  ) {
    this.calls++;
    this.callsOf.set(reportId, (this.callsOf.get(reportId) ?? 0) + 1);
    if (this.refused.has(reportId)) throw new DomainError('invalid', 'run.reportUnknown', { id: reportId });
    if (this.busyOnce.delete(reportId)) throw new DomainError('busy', 'run.busy');
    if (this.failing.has(reportId)) throw new Error(`engine crashed on ${reportId}`);
    this.active++;
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, this.delayMs);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          this.aborted++;
          reject(new Error('aborted'));
        });
      });
    } finally {
      this.active--;
    }
    const content = Buffer.from(`${reportId}|${format}|user ${caller.userId}|${JSON.stringify(params)}`);
    return { content, title: TITLES[reportId] ?? reportId, rows: 7, engine: 'fake' };
  }
}
