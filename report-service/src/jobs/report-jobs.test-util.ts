import { API_PATHS, type ReportRunView, withParams } from '@proposal-desk/shared';
import type { PgBoss } from 'pg-boss';
import request from 'supertest';
import { createTestApp, PASSWORDS, type TestApp } from '../../test/harness';
import { DomainError } from '../errors';
import { startBoss } from './boss';
import type { ReportFileRenderer } from './renderer';
import { ReportJobs, type ReportJobsOptions } from './report-jobs';

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

/** The app with its job queue and report jobs started on a fake renderer, signed in as npc01 and admin. */
export class JobsFixture {
  t!: TestApp;
  boss!: PgBoss;
  readonly renderer = new FakeRenderer();
  staffToken = '';
  adminToken = '';

  options(): ReportJobsOptions {
    return {
      db: this.t.ctx.db,
      boss: this.boss,
      logger: this.t.ctx.logger,
      renderer: this.renderer,
      workers: 2,
      catalogue: { packContents: () => PACK, mayUse: (_caller, id) => id in TITLES, titleOf: (id) => TITLES[id] ?? id },
    };
  }

  async start(): Promise<void> {
    this.t = await createTestApp();
    this.boss = await startBoss(this.t.database, this.t.databaseUrl, this.t.ctx.logger);
    this.t.ctx.reportJobs = new ReportJobs(this.options());
    await this.t.ctx.reportJobs.start();
    this.staffToken = await this.t.login('npc01', PASSWORDS.demo);
    this.adminToken = await this.t.login('admin', PASSWORDS.admin);
  }

  async close(): Promise<void> {
    this.t.ctx.reportJobs?.stop();
    await this.boss.stop({ graceful: false, timeout: 2000 });
    await this.t.close();
  }

  /** Polls a run through the API until it settles (or `until` holds). */
  async waitForRun(
    id: number,
    token = this.staffToken,
    until = (r: ReportRunView) => r.status !== 'queued' && r.status !== 'running',
  ): Promise<ReportRunView> {
    for (let i = 0; i < 200; i++) {
      const res = await request(this.t.app)
        .get(withParams(API_PATHS.reportRun, { id }))
        .set({ Authorization: `Bearer ${token}` });
      expect(res.status).toBe(200);
      if (until(res.body.data)) return res.body.data as ReportRunView;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`run ${id} did not settle`);
  }
}
