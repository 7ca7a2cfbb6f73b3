// The soak's simulated users: each signs in as the administrator, then repeats an action drawn from the
// mix below, with a short pause between actions, until told to stop. Every action is what the web app
// sends for the same click.
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PATHS, type ReportRunView, withParams } from '@proposal-desk/shared';
import type { SoakClient } from './soak-http';

const ADMIN = { username: 'admin', password: 'Admin@2026' };
/** Sign-ins of the mix go round the demo accounts. */
const ACCOUNTS = [ADMIN, ...['npc01', 'unit01', 'dlg001', 'cppcc01'].map((username) => ({ username, password: 'Demo@2026' }))];
const DATA_REPORTS = ['caseStatusReportPrint', 'caseUnitReportPrint', 'caseDLGReportPrint', 'progressReportPrint', 'npcTransactionList'];
const PDF_REPORTS = ['caseStatusReportPrint', 'caseUnitReportPrint', 'caseDLGReportPrint', 'progressReportPrint'];
const XLSX_REPORTS = ['caseStatusReportPrint', 'caseUnitReportPrint', 'npcTransactionList'];
/** One batch pack at a time, the next at least this long after the previous one started. */
const PACK_SPACING_MS = 30_000;
const PACK_POLL_MS = 1000;
const PACK_LIMIT_MS = 300_000;

export interface Department {
  id: number;
  name: string;
}

/** What the users share: the run's marker (in every name they write), departments, the pack in flight. */
export class SoakShared {
  readonly marker = `soak${Date.now().toString(36).slice(-5)}`;
  /** Successful settings writes: each must have left its activity-log entry, found by the marker. */
  writes = 0;
  packs = { inFlight: false, lastStart: 0, outcomes: new Map<string, number>(), seconds: [] as number[] };
  private readonly departmentLocks = new Map<number, Promise<void>>();
  private stopped = new AbortController().signal;

  constructor(
    readonly client: SoakClient,
    readonly departments: Department[],
  ) {}

  /** The users of the next phase stop when `signal` aborts. */
  stopWith(signal: AbortSignal): void {
    this.stopped = signal;
  }

  get stopping(): boolean {
    return this.stopped.aborted;
  }

  /** Runs `work` alone on a department, so that "rename and back" of two users never interleave. */
  async withDepartment(id: number, work: () => Promise<void>): Promise<void> {
    const before = this.departmentLocks.get(id) ?? Promise.resolve();
    const mine = before.then(work);
    this.departmentLocks.set(
      id,
      mine.catch(() => undefined),
    );
    await mine;
  }

  /** The pause between two actions of a user: up to `maxMs`, cut short by the stop. */
  async think(maxMs: number): Promise<void> {
    await sleep(Math.random() * maxMs, undefined, { signal: this.stopped }).catch(() => undefined);
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const page = () => 1 + Math.floor(Math.random() * 3);

export class SoakUser {
  private token: string | undefined;
  private iteration = 0;

  constructor(
    private readonly index: number,
    private readonly shared: SoakShared,
  ) {}

  private get client(): SoakClient {
    return this.shared.client;
  }

  /** Until stopped: one action of the mix, a pause. */
  async run(thinkMs: number): Promise<void> {
    while (!this.shared.stopping) {
      this.iteration += 1;
      this.token ??= await this.client.signIn(ADMIN.username, ADMIN.password);
      if (this.token) await this.act(this.token);
      await this.shared.think(thinkMs);
    }
  }

  private async act(token: string): Promise<void> {
    const roll = Math.random() * 100;
    if (roll < 5) return this.signInAgain();
    if (roll < 41) return this.list(token);
    if (roll < 61) return this.reportData(token);
    if (roll < 71) return this.download(token, 'pdf');
    if (roll < 81) return this.download(token, 'xlsx');
    if (roll < 86) return this.holiday(token);
    if (roll < 91) return this.renameDepartment(token);
    return this.pack(token);
  }

  private async signInAgain(): Promise<void> {
    const account = ACCOUNTS[this.iteration % ACCOUNTS.length]!;
    const token = await this.client.signIn(account.username, account.password);
    if (account === ADMIN && token) this.token = token;
  }

  private async list(token: string): Promise<void> {
    const query = `pageIndex=${page()}&pageSize=20`;
    switch (pick(['users', 'delegates', 'log', 'cases'] as const)) {
      case 'users':
        await this.client.call('list: users', 'json', `${API_PATHS.userList}?${query}`, { token });
        return;
      case 'delegates':
        await this.client.call('list: delegates', 'json', `${API_PATHS.npcList}?intPageIndex=${page()}&intPageSize=20`, {
          token,
          method: 'POST',
          json: {},
        });
        return;
      case 'log':
        await this.client.call('list: activity log', 'json', `${API_PATHS.logList}?${query}`, { token });
        return;
      case 'cases':
        await this.client.call('list: cases register', 'json', `${API_PATHS.caseList}?${query}`, { token });
    }
  }

  private async reportData(token: string): Promise<void> {
    await this.client.call('report data', 'json', withParams(API_PATHS.reportData, { id: pick(DATA_REPORTS) }), { token });
  }

  private async download(token: string, format: 'pdf' | 'xlsx'): Promise<void> {
    const id = pick(format === 'pdf' ? PDF_REPORTS : XLSX_REPORTS);
    const path = withParams(format === 'pdf' ? API_PATHS.reportPdf : API_PATHS.reportXlsx, { id });
    await this.client.call(format === 'pdf' ? 'PDF download' : 'Excel download', format === 'pdf' ? 'pdf' : 'zip', path, { token });
  }

  /** Adds a holiday on a date of this user's own (far in the future), then deletes it: two writes, two log entries. */
  private async holiday(token: string): Promise<void> {
    const day = new Date(Date.UTC(2200 + this.index, 0, 1 + (this.iteration % 365))).toISOString().slice(0, 10);
    const added = await this.client.call('settings: add holiday', 'json', API_PATHS.holidayAdd, {
      token,
      method: 'POST',
      json: { date: day, name: `${this.shared.marker} u${this.index}`, workday: false },
    });
    const id = (added?.data as { id?: unknown } | undefined)?.id;
    if (added?.status !== 200 || typeof id !== 'number') return;
    this.shared.writes += 1;
    const deleted = await this.client.call('settings: delete holiday', 'json', `${API_PATHS.holidayDelete}?ids=${id}`, {
      token,
      method: 'DELETE',
    });
    if (deleted?.status === 200) this.shared.writes += 1;
  }

  /** Renames a department and back: two writes, two log entries naming the marked name. */
  private async renameDepartment(token: string): Promise<void> {
    const department = this.shared.departments[this.index % this.shared.departments.length];
    if (!department) return;
    await this.shared.withDepartment(department.id, async () => {
      const rename = (name: string) =>
        this.client.call('settings: rename department', 'json', API_PATHS.departmentUpdate, {
          token,
          method: 'PUT',
          json: { id: department.id, name },
        });
      const renamed = await rename(`${department.name}·${this.shared.marker}`);
      if (renamed?.status !== 200) return;
      this.shared.writes += 1;
      const back = await rename(department.name);
      if (back?.status === 200) this.shared.writes += 1;
    });
  }

  /** A batch pack (every report of a body, PDF and Excel) through the report-run API, waited for, its ZIP fetched. */
  private async pack(token: string): Promise<void> {
    const packs = this.shared.packs;
    if (packs.inFlight || Date.now() - packs.lastStart < PACK_SPACING_MS) return this.reportData(token);
    packs.inFlight = true;
    packs.lastStart = Date.now();
    try {
      const body = pick(['NPC', 'CPPCC'] as const);
      const created = await this.client.call('pack: create run', 'json', API_PATHS.reportRuns, {
        token,
        method: 'POST',
        json: { pack: { body }, formats: 'both', title: `${this.shared.marker} ${body}` },
      });
      const id = (created?.data as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'number') return;
      const run = await this.waitForRun(token, id);
      const outcome = run?.status ?? 'not finished';
      packs.outcomes.set(outcome, (packs.outcomes.get(outcome) ?? 0) + 1);
      if (run?.status !== 'complete') return;
      packs.seconds.push((Date.now() - packs.lastStart) / 1000);
      await this.client.call('pack: ZIP download', 'zip', withParams(API_PATHS.reportRunZip, { id }), { token });
    } finally {
      packs.inFlight = false;
    }
  }

  /** Polls the run until it leaves the queue and finishes (it goes on after the stop: a user waits for the pack). */
  private async waitForRun(token: string, id: number): Promise<ReportRunView | undefined> {
    const deadline = Date.now() + PACK_LIMIT_MS;
    while (Date.now() < deadline) {
      const answer = await this.client.call('pack: run status', 'json', withParams(API_PATHS.reportRun, { id }), { token });
      const run = answer?.data as ReportRunView | undefined;
      if (run && run.status !== 'queued' && run.status !== 'running') return run;
      await sleep(PACK_POLL_MS);
    }
    return undefined;
  }
}
