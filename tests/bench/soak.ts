// `npm run bench -- --soak [--minutes N]`: the product in a process of its own on PGlite with the demo
// office, under 30 simulated users mixing sign-ins, lists, report data, PDF and Excel downloads, batch
// packs and settings writes: a 30 s warm-up, then N minutes (default 5). The server's RSS and the
// Chromium processes it started are read from /proc once it is idle after the warm-up and again once it
// is idle at the end. Goals: no 5xx, RSS growth < 20 %, Chromium back to the pool's processes.
import { setMaxListeners } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PATHS, type DepartmentNode, LOG_MODULES } from '@proposal-desk/shared';
import { freePort, startChild, stopChild, waitReady } from '../support/product';
import { callOnce, signIn } from './client';
import { SoakClient } from './soak-http';
import {
  type ChromiumProcess,
  chromiumProcesses,
  cpuTicks,
  describeChromium,
  rssBytes,
  ticksToSeconds,
  wasmRssBytes,
} from './soak-processes';
import { grownHolders, heapSnapshotFlags, type HeapSummary, largestHolders, summarizeHeap, takeHeapSnapshot } from './soak-heap';
import { outcomeList, SoakStats } from './soak-stats';
import { type Department, SoakShared, SoakUser } from './soak-users';

export const SOAK_USERS = 30;
export const SOAK_WARMUP_SECONDS = 30;
export const SOAK_DEFAULT_MINUTES = 5;
/** Most a simulated user pauses between two actions (a uniform draw from 0 to this). */
const THINK_MS = 1000;
const RSS_GROWTH_LIMIT = 0.2;
/** The plateau: the per-minute median RSS under load may grow at most this much over the run's last 10 minutes. */
const PLATEAU_MINUTES = 10;
const PLATEAU_GROWTH_LIMIT = 0.1;
const READY_TIMEOUT_MS = 180_000;
/** Idle = the server uses under 10 % of a core and Chromium's processes stay the same, for IDLE_POLLS polls. */
const IDLE_POLL_MS = 1000;
const IDLE_POLLS = 5;
const IDLE_CPU_SHARE = 0.1;
export const IDLE_LIMIT_MS = 120_000;
const SAMPLE_MS = 2000;
/** Holders of the heap named in the log at the start and the end. */
const HOLDERS_SHOWN = 8;
const ADMIN = { username: 'admin', password: 'Admin@2026' };

/** The longest the soak may take, for the bench's overall time limit. */
export const soakLimitMs = (minutes: number) =>
  READY_TIMEOUT_MS + (SOAK_WARMUP_SECONDS + minutes * 60) * 1000 + 2 * IDLE_LIMIT_MS + 360_000;

interface Snapshot {
  rss: number;
  /** Of which PGlite's WebAssembly memory. */
  wasm: number;
  chromium: ChromiumProcess[];
  idle: boolean;
  waitedMs: number;
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const renderers = (processes: ChromiumProcess[]) => processes.filter((p) => p.type === 'renderer' && p.state !== 'Z').length;

/** Polls until the server is idle (see IDLE_*), then reads its RSS and Chromium processes. */
async function whenIdle(pid: number): Promise<Snapshot> {
  const started = Date.now();
  let quietPolls = 0;
  let ticks = cpuTicks(pid);
  let count = chromiumProcesses(pid).length;
  while (Date.now() - started < IDLE_LIMIT_MS && quietPolls < IDLE_POLLS) {
    await sleep(IDLE_POLL_MS);
    const nowTicks = cpuTicks(pid);
    const nowCount = chromiumProcesses(pid).length;
    const quiet = ticksToSeconds(nowTicks - ticks) < IDLE_CPU_SHARE * (IDLE_POLL_MS / 1000) && nowCount === count;
    quietPolls = quiet ? quietPolls + 1 : 0;
    ticks = nowTicks;
    count = nowCount;
  }
  return {
    rss: rssBytes(pid),
    wasm: wasmRssBytes(pid),
    chromium: chromiumProcesses(pid),
    idle: quietPolls >= IDLE_POLLS,
    waitedMs: Date.now() - started,
  };
}

/**
 * A heap snapshot (which collects the garbage first), then the idle reading: so both readings of the soak
 * come after a full collection, and the snapshot names what the heap holds.
 */
async function snapshotWhenIdle(pid: number, heapFolder: string): Promise<Snapshot & { heap: HeapSummary }> {
  await whenIdle(pid);
  const heap = summarizeHeap(await takeHeapSnapshot(pid, heapFolder));
  return { ...(await whenIdle(pid)), heap };
}

/** The error lines of the server's log (pino's JSON, level 50 and up), shortened. */
function serverErrors(logFile: string): string {
  const lines = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n') : [];
  return lines
    .filter((line) => /"level":(5|6)\d/.test(line))
    .slice(-10)
    .map((line) => `  ${line.slice(0, 600)}`)
    .join('\n');
}

/** Every department of the tree, flattened. */
function flatten(nodes: DepartmentNode[]): Department[] {
  return nodes.flatMap((node) => [{ id: node.id, name: node.name }, ...flatten(node.children)]);
}

/** Runs the users until `ms` have passed; returns when every one has finished its last action. */
async function drive(shared: SoakShared, ms: number): Promise<void> {
  const stop = new AbortController();
  // Every user's pause listens to the stop.
  setMaxListeners(SOAK_USERS + 10, stop.signal);
  shared.stopWith(stop.signal);
  const timer = setTimeout(() => stop.abort(), ms);
  await Promise.all(Array.from({ length: SOAK_USERS }, (_, i) => new SoakUser(i, shared).run(THINK_MS)));
  clearTimeout(timer);
}

/** Settings writes whose activity-log entry is there: entries of the holiday and department modules naming the marker. */
async function loggedWrites(baseUrl: string, token: string, marker: string): Promise<number> {
  let total = 0;
  for (const module of [LOG_MODULES.holiday, LOG_MODULES.department]) {
    const query = new URLSearchParams({ module, keyword: marker, pageSize: '1' });
    const page = (await callOnce({
      url: `${baseUrl}${API_PATHS.logList}?${query}`,
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
    })) as {
      total: number;
    };
    total += page.total;
  }
  return total;
}

interface Sample {
  at: number;
  rss: number;
  wasm: number;
  chromium: number;
}

/** One figure per whole minute of the load (a shorter rest is left out): the median of that minute's samples, in bytes. */
function minuteMedians(samples: Sample[], from: number, to: number, value: (s: Sample) => number): number[] {
  const wholeMinutes = Math.max(1, Math.floor((to - from) / 60_000));
  const minutes: number[][] = [];
  for (const s of samples) {
    const minute = Math.floor((s.at - from) / 60_000);
    if (minute < wholeMinutes) (minutes[minute] ??= []).push(value(s));
  }
  return minutes.filter(Boolean).map((values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
}

const perMinute = (samples: Sample[], from: number, to: number, value: (s: Sample) => number): string =>
  minuteMedians(samples, from, to, value)
    .map((bytes) => (bytes / 2 ** 20).toFixed(0))
    .join(', ');

/** Growth of the per-minute median RSS from the minute PLATEAU_MINUTES before the last (or the first) to the last. */
function plateau(medians: number[]): { from: number; to: number; growth: number; minutes: number } {
  const last = medians.length - 1;
  const first = Math.max(0, last - PLATEAU_MINUTES);
  const from = medians[first] ?? 0;
  const to = medians[last] ?? 0;
  return { from, to, growth: from ? (to - from) / from : 0, minutes: last - first };
}

export async function benchSoak({ log, minutes }: { log: (message: string) => void; minutes: number }): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-bench-soak-'));
  const heapFolder = path.join(dataDir, 'heap');
  mkdirSync(heapFolder);
  // The server's warnings and errors are kept (outside the data folder, which goes at the end) to name a failure.
  const logFile = path.join(os.tmpdir(), `pd-bench-soak-${Date.now()}.log`);
  const product = startChild(
    'product',
    'report-service/src/server.ts',
    await freePort(),
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    { nodeArgs: heapSnapshotFlags(heapFolder), logFile },
  );
  const samples: Sample[] = [];
  try {
    log('[soak] starting the product on PGlite (first start seeds the demo office)…');
    await waitReady(product, READY_TIMEOUT_MS);
    const pid = product.process.pid!;
    const token = await signIn(product.baseUrl, ADMIN.username, ADMIN.password);
    const departments = flatten(
      (await callOnce({
        url: `${product.baseUrl}${API_PATHS.departmentTree}`,
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
      })) as DepartmentNode[],
    );
    const stats = new SoakStats();
    const sampler = setInterval(
      () => samples.push({ at: Date.now(), rss: rssBytes(pid), wasm: wasmRssBytes(pid), chromium: chromiumProcesses(pid).length }),
      SAMPLE_MS,
    );

    log(`[soak] warm-up: ${SOAK_USERS} users for ${SOAK_WARMUP_SECONDS} s…`);
    const shared = new SoakShared(new SoakClient(product.baseUrl, stats), departments);
    await drive(shared, SOAK_WARMUP_SECONDS * 1000);
    const start = await snapshotWhenIdle(pid, heapFolder);
    log(
      `[soak] idle after the warm-up (${(start.waitedMs / 1000).toFixed(0)} s): RSS ${mb(start.rss)} (PGlite's wasm memory ${mb(start.wasm)}), Chromium ${describeChromium(start.chromium)}`,
    );

    log(`[soak] heap after the warm-up: ${mb(start.heap.totalBytes)}; largest: ${largestHolders(start.heap, HOLDERS_SHOWN)}`);
    log(`[soak] ${SOAK_USERS} users for ${minutes} min…`);
    stats.measuring = true;
    const loadStarted = Date.now();
    await drive(shared, minutes * 60_000);
    stats.measuring = false;
    const loadEnded = Date.now();
    const end = await snapshotWhenIdle(pid, heapFolder);
    clearInterval(sampler);
    log(
      `[soak] idle at the end (${(end.waitedMs / 1000).toFixed(0)} s): RSS ${mb(end.rss)} (PGlite's wasm memory ${mb(end.wasm)}), Chromium ${describeChromium(end.chromium)}`,
    );

    log(`[soak] heap at the end: ${mb(end.heap.totalBytes)}; largest: ${largestHolders(end.heap, HOLDERS_SHOWN)}`);
    log(`[soak] grown most: ${grownHolders(start.heap, end.heap, HOLDERS_SHOWN)}`);
    const logged = await loggedWrites(product.baseUrl, token, shared.marker);
    const underLoad = samples.filter((s) => s.at >= loadStarted && s.at <= loadEnded);
    const peakRss = Math.max(0, ...underLoad.map((s) => s.rss));
    const peakChromium = Math.max(0, ...underLoad.map((s) => s.chromium));
    const growth = (end.rss - start.rss) / start.rss;
    const level = plateau(minuteMedians(underLoad, loadStarted, loadEnded, (s) => s.rss));
    const packs = shared.packs;
    const packsDone = packs.outcomes.get('complete') ?? 0;
    const packsRun = [...packs.outcomes.values()].reduce((a, b) => a + b, 0);
    const zombies = end.chromium.filter((p) => p.state === 'Z').length;

    const goals = [
      { goal: 'no 5xx, connection error, timeout or wrong body', met: stats.failures() === 0, seen: outcomeList(stats.totals()) },
      {
        goal: `server RSS growth < ${RSS_GROWTH_LIMIT * 100} % (idle after warm-up → idle at end)`,
        met: start.idle && end.idle && growth < RSS_GROWTH_LIMIT,
        seen:
          `${mb(start.rss)} → ${mb(end.rss)} (${(growth * 100).toFixed(1)} %; of which PGlite's wasm memory ${mb(start.wasm)} → ${mb(end.wasm)}); ` +
          `peak under load ${mb(peakRss)}; median of each minute under load ${perMinute(underLoad, loadStarted, loadEnded, (s) => s.rss)} MB ` +
          `(wasm ${perMinute(underLoad, loadStarted, loadEnded, (s) => s.wasm)} MB)`,
      },
      {
        goal: `plateau: the minute's median RSS under load grows < ${PLATEAU_GROWTH_LIMIT * 100} % over the last ${PLATEAU_MINUTES} minutes`,
        met: level.growth < PLATEAU_GROWTH_LIMIT,
        seen: `${mb(level.from)} → ${mb(level.to)} over ${level.minutes} min (${(level.growth * 100).toFixed(1)} %)`,
      },
      {
        goal: 'the JS heap (after a full collection, idle) holds no more at the end than after the warm-up, + 10 %',
        met: end.heap.totalBytes < start.heap.totalBytes * 1.1,
        seen:
          `${mb(start.heap.totalBytes)} → ${mb(end.heap.totalBytes)}; the rest of the RSS is native memory ` +
          `(${mb(start.rss - start.heap.totalBytes)} → ${mb(end.rss - end.heap.totalBytes)}); grown most: ${grownHolders(start.heap, end.heap, 3)}`,
      },
      {
        goal: 'Chromium back to the pool: no more processes and renderers when idle at the end than after the warm-up, no zombie',
        met:
          end.idle && end.chromium.length <= start.chromium.length && renderers(end.chromium) <= renderers(start.chromium) && zombies === 0,
        seen: `${describeChromium(start.chromium)} → ${describeChromium(end.chromium)}; at most ${peakChromium} under load`,
      },
      {
        goal: 'every batch pack completes',
        met: packsRun > 0 && packsDone === packsRun,
        seen: `${packsDone} of ${packsRun} complete${packs.seconds.length ? `, ${Math.min(...packs.seconds).toFixed(0)}–${Math.max(...packs.seconds).toFixed(0)} s each` : ''}`,
      },
      {
        goal: 'every settings write has its activity-log entry',
        met: logged === shared.writes,
        seen: `${shared.writes} writes, ${logged} entries`,
      },
    ];
    const cpus = os.cpus();
    const table = [
      stats.kindTable(),
      '',
      '| goal | met? | seen |',
      '|---|---|---|',
      ...goals.map((g) => `| ${g.goal} | ${g.met ? 'yes' : '**no**'} | ${g.seen} |`),
      '',
      `Node ${process.version} · ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}) · ${new Date().toISOString().slice(0, 10)} · ` +
        `${SOAK_USERS} users, ${SOAK_WARMUP_SECONDS} s warm-up then ${minutes} min, pauses of 0–${THINK_MS / 1000} s between actions; ` +
        'the product on PGlite with the demo office and default settings (pool and workers = the cores); requests and statuses include the warm-up, p50/p99 are after it; ' +
        'RSS of the server process alone (Chromium runs in its own processes), read when idle.',
    ].join('\n');
    console.log(`\n${table}\n`);
    for (const problem of stats.problems) log(`  problem: ${problem.kind} → ${problem.outcome}: ${problem.detail.slice(0, 300)}`);
    if (stats.problems.length > 0) log(`[soak] the server's warnings and errors: ${logFile}\n${serverErrors(logFile)}`);
    if (!start.idle || !end.idle) log(`[soak] the server did not become idle within ${IDLE_LIMIT_MS / 1000} s`);
    const missed = goals.filter((g) => !g.met);
    for (const g of missed) log(`[soak] goal missed: ${g.goal} — ${g.seen}`);
    return missed.length === 0;
  } finally {
    await stopChild(product);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
