// `npm run bench -- --instances` (PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL): what a second instance buys.
// The demo office on one PostgreSQL; nginx with the deployment's config (deploy/nginx/proposal-desk.conf) in front of
// one instance, then of two sharing the database and a data folder; the same mixed workload through each (a page of
// the register, the home page's figures, a statistic's data, a kept workbook), 50 connections, after a warm-up.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { API_PATHS } from '@proposal-desk/shared';
import { startNginx } from '../../report-service/test/nginx';
import { type Child, freePort, killAllChildren, startChild, stopChild, waitReady } from '../support/product';
import { signIn } from './client';
import { recreateDatabase } from './databases';

type Log = (message: string) => void;

const CONNECTIONS = 50;
const SECONDS = 15;
const WARMUP_SECONDS = 3;

/** The mixed workload's calls, cycled by every connection. */
const WORKLOAD = [
  `${API_PATHS.caseList}?body=NPC&pageSize=20`,
  API_PATHS.caseHome,
  '/api/Report/caseStatusReportPrint/data',
  '/api/Report/caseOrgReportPrint/xlsx',
];

interface Throughput {
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function mixedLoad(url: string, token: string, seconds: number): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 20,
    headers: { Authorization: `Bearer ${token}` },
    requests: WORKLOAD.map((requestPath) => ({ method: 'GET' as const, path: requestPath })),
  });
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

const describe = (t: Throughput) =>
  `${Math.round(t.reqPerSec)} req/s, p99 ${t.p99Ms} ms${t.non2xx || t.errors ? ` (FAILED: ${t.non2xx} non-2xx, ${t.errors} errors)` : ''}`;

/** Measures one instance behind nginx against two; prints the table row and returns whether nothing failed. */
export async function benchInstances({ log }: { log: Log }): Promise<boolean> {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    log('instances: needs PostgreSQL (set BENCH_DATABASE_URL or TEST_DATABASE_URL).');
    return false;
  }
  const databaseUrl = await recreateDatabase(serverUrl, 'recreate');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-bench-instances-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' };
  const children: Child[] = [];
  const start = async (name: string) => {
    const child = startChild(name, 'report-service/src/server.ts', await freePort(), env);
    children.push(child);
    await waitReady(child, 180_000);
    return child;
  };
  try {
    log('instances: starting the first instance (it seeds the demo office), then the second…');
    const first = await start('instance 1');
    const second = await start('instance 2');
    const hostOf = (child: Child) => new URL(child.baseUrl).host;
    const one = await startNginx([hostOf(first)]);
    const two = await startNginx([hostOf(first), hostOf(second)]);
    try {
      const token = await signIn(two.url, 'admin', 'Admin@2026');
      const measured: Throughput[] = [];
      for (const [label, proxy] of [
        ['one instance', one],
        ['two instances', two],
      ] as const) {
        await mixedLoad(proxy.url, token, WARMUP_SECONDS);
        const result = await mixedLoad(proxy.url, token, SECONDS);
        log(`instances: ${label} behind nginx: ${describe(result)}`);
        measured.push(result);
      }
      const [single, double] = measured as [Throughput, Throughput];
      const ratio = double.reqPerSec / single.reqPerSec;
      const row =
        `| PostgreSQL | mixed workload through nginx (${CONNECTIONS} connections, ${SECONDS} s): one instance | ${describe(single)} |\n` +
        `| PostgreSQL | the same with two instances | ${describe(double)} |\n` +
        `| PostgreSQL | two instances / one (${os.cpus().length} cores, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC) | ${ratio.toFixed(2)}× |`;
      console.log(`\n| target | scenario | figure |\n|---|---|---|\n${row}\n`);
      return [single, double].every((t) => t.non2xx === 0 && t.errors === 0);
    } finally {
      await one.stop();
      await two.stop();
    }
  } finally {
    for (const child of children) await stopChild(child);
    killAllChildren();
    rmSync(dataDir, { recursive: true, force: true });
    await recreateDatabase(serverUrl, 'drop').catch(() => undefined);
  }
}
