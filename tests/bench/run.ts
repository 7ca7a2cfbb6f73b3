// `npm run bench [-- --web] [-- --reports] [-- --packs] [-- --downloads] [-- --cases] [-- --instances] [-- --proposals] [-- --similar] [-- --goals] [-- --soak [--minutes N]] [-- --write-readme]`: the API benchmark (see README "Benchmarks"), then the web
// one (web.ts); `--web` runs the web part alone, `--api` the API part alone. API: for PGlite, and for PostgreSQL when BENCH_DATABASE_URL
// or TEST_DATABASE_URL is set, the product under autocannon, then a bare Express handler with the same SQL
// on the same data; prints a markdown table.
import '../../report-service/src/production-mode';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Call, callOnce, describeNpcPage, loginCall, npcListCall, signIn, userInfoCall } from './client';
import { type LoadResult, measure } from './load';
import { type Child, freePort, killAllChildren, ROOT, startChild, stopChild, waitReady } from '../support/product';
import { failures, markdownTable, type Row, USER_INFO_P99_TARGET_MS, writeReadme } from './report';
import { type GoalRow, type GoalSink, goalsTable } from './goals';
import { benchWeb, cleanUpWeb, WEB_LIMIT_MS } from './web';
import { benchReports } from './reports';
import { benchPacks } from './packs';
import { benchDownloads } from './downloads';
import { recreateDatabase } from './databases';
import { benchCases } from './cases';
import { benchInstances } from './instances';
import { benchProposals } from './proposals';
import { benchSimilar } from './similar';
import { benchSoak, SOAK_DEFAULT_MINUTES, soakLimitMs } from './soak';

const READY_TIMEOUT_MS = 120_000;
const RUN_LIMIT_MS = 270_000;
const LOAD = { connections: 50, durationSec: 10, warmupSec: 2 };
const LOGIN_LOAD = { connections: 10, durationSec: 5 };
const ADMIN = { username: 'admin', password: 'Admin@2026' };

interface DatabaseTarget {
  label: string;
  dataDir: string;
  env: Record<string, string>;
}

const tempDirs: string[] = [];

function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

const startedAt = Date.now();
const log = (message: string) => console.log(`bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s: ${message}`);

function newDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-bench-'));
  tempDirs.push(dir);
  return dir;
}

async function started(name: string, script: string, target: DatabaseTarget): Promise<Child> {
  const child = startChild(`${name} (${target.label})`, script, await freePort(), { DATA_DIR: target.dataDir, ...target.env });
  await waitReady(child, READY_TIMEOUT_MS);
  return child;
}

const fmt = (r: LoadResult) =>
  `${Math.round(r.reqPerSec)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (${r.requests} requests` +
  `${failures(r) ? `; FAILED: ${r.non2xx} non-2xx, ${r.errors} errors or timeouts` : ''})`;

async function load(what: string, call: Call, settings: { connections: number; durationSec: number; warmupSec?: number }) {
  const result = await measure({ call, ...settings });
  log(`  ${what}: ${fmt(result)}`);
  return result;
}

/** The product, then the bare baseline, on one database. */
async function benchTarget(target: DatabaseTarget): Promise<Row[]> {
  log(`[${target.label}] starting the product (first start migrates and seeds the demo office)…`);
  const product = await started('product', 'report-service/src/server.ts', target);
  const token = await signIn(product.baseUrl, ADMIN.username, ADMIN.password);
  await callOnce(userInfoCall(product.baseUrl, token));
  const productPage = await describeNpcPage(npcListCall(product.baseUrl, token));
  log(`[${target.label}] product ready; GetNpcList page: ${productPage}`);
  const login = await load('login', await loginCall(product.baseUrl, ADMIN.username, ADMIN.password), LOGIN_LOAD);
  const userInfo = await load('GetUserInfo', userInfoCall(product.baseUrl, token), LOAD);
  const npcList = await load('GetNpcList', npcListCall(product.baseUrl, token), LOAD);
  await stopChild(product);

  log(`[${target.label}] starting the bare baseline on the same data…`);
  const bare = await started('bare server', 'tests/bench/bare-server.ts', target);
  await callOnce(userInfoCall(bare.baseUrl, token));
  const barePage = await describeNpcPage(npcListCall(bare.baseUrl, token));
  if (barePage !== productPage) throw new Error(`the baseline's GetNpcList page (${barePage}) differs from the product's (${productPage})`);
  const bareUserInfo = await load('bare GetUserInfo', userInfoCall(bare.baseUrl, token), LOAD);
  const bareNpcList = await load('bare GetNpcList', npcListCall(bare.baseUrl, token), LOAD);
  await stopChild(bare);

  return [
    { target: target.label, scenario: 'login (10 clients, 5 s)', product: login, goal: 'none' },
    { target: target.label, scenario: 'GetUserInfo', product: userInfo, bare: bareUserInfo, goal: 'userInfoP99' },
    { target: target.label, scenario: 'GetNpcList (page of 20)', product: npcList, bare: bareNpcList, goal: 'listRatio' },
  ];
}

/** PostgreSQL in a database of its own, dropped again afterwards. */
async function benchPostgres(serverUrl: string): Promise<Row[]> {
  const databaseUrl = await recreateDatabase(serverUrl, 'recreate');
  try {
    // Both processes sign tokens with the same secret (the bare one has no DATA_DIR secret to share).
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') };
    return await benchTarget({ label: 'PostgreSQL', dataDir: newDataDir(), env });
  } finally {
    killAllChildren();
    await recreateDatabase(serverUrl, 'drop').catch(() => undefined);
  }
}

// The root script is `npm --workspace tests run bench`: there `npm run bench -- --write-readme` reaches
// the inner npm as a config flag, which npm hands on as npm_config_write_readme (likewise --web).
const flag = (name: string) =>
  process.argv.slice(2).includes(`--${name}`) || process.env[`npm_config_${name.replace(/-/g, '_')}`] === 'true';
const webOnly = flag('web');

/** `--minutes N` (or `--minutes=N`; npm_config_minutes when npm took it as its own flag), else the default. */
function soakMinutes(): number {
  const args = process.argv.slice(2);
  const at = args.indexOf('--minutes');
  const text =
    at >= 0 ? args[at + 1] : (args.find((a) => a.startsWith('--minutes='))?.slice('--minutes='.length) ?? process.env.npm_config_minutes);
  if (text === undefined || text === '') return SOAK_DEFAULT_MINUTES;
  const minutes = Number(text);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`--minutes must be a positive number, not "${text}"`);
  return minutes;
}

/** Runs every API target; returns false when one of them could not be measured. */
async function benchApi(writeToReadme: boolean, goals?: GoalSink): Promise<boolean> {
  const notes: string[] = [];

  const rows = await benchTarget({ label: 'PGlite', dataDir: newDataDir(), env: {} });
  removeTempDirs();

  let complete = true;
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    notes.push('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server where the user may create databases).');
  } else {
    try {
      rows.push(...(await benchPostgres(serverUrl)));
    } catch (err) {
      if (exiting) throw err;
      complete = false;
      notes.push(`PostgreSQL: not measured: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  for (const note of notes) log(note);
  for (const row of rows.filter((r) => r.goal === 'userInfoP99'))
    goals?.({
      scenario: `GetUserInfo, ${LOAD.connections} concurrent (${row.target})`,
      figure: `p99 ${row.product.p99Ms} ms (${Math.round(row.product.reqPerSec)} req/s; bare p99 ${row.bare?.p99Ms ?? '—'} ms)`,
      goal: `p99 < ${USER_INFO_P99_TARGET_MS} ms`,
      met: row.product.p99Ms < USER_INFO_P99_TARGET_MS && failures(row.product) === 0,
    });

  const table = markdownTable(rows, notes);
  console.log(`\n${table}\n`);
  if (writeToReadme && complete) log(`table written to ${writeReadme(table, path.join(ROOT, 'README.md'))}`);
  if (writeToReadme && !complete) log('README.md left alone: the run is incomplete');
  return complete;
}

/** Issue 15's goals in one run: each bench that measures one, then the goals' table (README "Goals at scale"). */
async function benchGoals(writeToReadme: boolean): Promise<boolean> {
  const startedAt = new Date();
  const rows: GoalRow[] = [];
  const goals: GoalSink = (row) => rows.push(row);
  const complete = [
    await benchDownloads({ log, goals }),
    await benchApi(false, goals),
    await benchCases({ log, writeToReadme: false, goals }),
    await benchReports({ log, goals }),
    await benchSimilar({ log, writeToReadme: false, goals }),
  ].every(Boolean);
  const table = goalsTable(rows, startedAt);
  console.log(`\n${table}\n`);
  if (writeToReadme && complete) log(`table written to ${writeReadme(table, path.join(ROOT, 'README.md'), 'goals')}`);
  return complete;
}

/** The API part unless `--web`, then the web part; false when something could not be measured. */
async function main(): Promise<boolean> {
  const writeToReadme = flag('write-readme');
  if (flag('goals')) return benchGoals(writeToReadme);
  if (flag('reports')) return benchReports({ log });
  if (flag('packs')) return benchPacks({ log });
  if (flag('downloads')) return benchDownloads({ log });
  if (flag('cases')) return benchCases({ log, writeToReadme });
  if (flag('instances')) return benchInstances({ log });
  if (flag('proposals')) return benchProposals({ log, writeToReadme });
  if (flag('similar')) return benchSimilar({ log, writeToReadme });
  if (flag('soak')) return benchSoak({ log, minutes: soakMinutes() });
  const apiComplete = webOnly ? true : await benchApi(writeToReadme);
  const webComplete = flag('api') ? true : await benchWeb({ writeToReadme, log });
  return apiComplete && webComplete;
}

let exiting = false;
/** Stops every child, removes the temporary data and exits; runs once. */
function shutdown(code: number): void {
  if (exiting) return;
  exiting = true;
  killAllChildren();
  cleanUpWeb();
  // Give the killed children a moment to go before their data folders are removed.
  setTimeout(() => {
    removeTempDirs();
    process.exit(code);
  }, 500);
}

process.on('exit', () => {
  killAllChildren();
  cleanUpWeb();
  removeTempDirs();
});
process.on('SIGINT', () => {
  console.error('bench: interrupted');
  shutdown(130);
});
process.on('SIGTERM', () => {
  console.error('bench: terminated');
  shutdown(143);
});
// The case benchmark seeds 100,000 cases for each database before it measures.
const runLimitMs = flag('soak')
  ? soakLimitMs(soakMinutes())
  : flag('goals')
    ? 2_400_000
    : flag('cases')
      ? 1_200_000
      : (webOnly ? 0 : RUN_LIMIT_MS) + WEB_LIMIT_MS;
const limit = setTimeout(() => {
  console.error(`bench: gave up after ${runLimitMs / 1000} s`);
  shutdown(1);
}, runLimitMs);
limit.unref();

main().then(
  (complete) => shutdown(complete ? 0 : 1),
  (err: unknown) => {
    // After a signal the children are killed on purpose: their failures are not worth a message.
    if (!exiting) console.error('bench failed:', err instanceof Error ? err.message : err);
    shutdown(1);
  },
);
