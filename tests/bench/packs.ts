// `npm run bench -- --packs`: a batch pack (every report of a body × PDF and Excel) on a started
// product, against the sum of the same files downloaded one at a time from the same product.
// Target: a pack ≤ 15 s on 2 cores.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type ReportManifestEntry, type ReportRunView, withParams } from '@proposal-desk/shared';
import { strFromU8, unzipSync } from 'fflate';
import { freePort, startChild, stopChild, waitReady } from '../support/product';
import { callOnce, signIn } from './client';

const PACK_TARGET_SECONDS = 15;
const ADMIN = { username: 'admin', password: 'Admin@2026' };

interface PackLine {
  body: string;
  files: number;
  packSeconds: number;
  singlesSeconds: number;
}

const seconds = (ms: number) => ms / 1000;

async function runPack(baseUrl: string, token: string, body: 'NPC' | 'CPPCC'): Promise<{ run: ReportRunView; ms: number }> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const started = performance.now();
  const created = (await callOnce({
    url: `${baseUrl}${API_PATHS.reportRuns}`,
    method: 'POST',
    headers,
    body: JSON.stringify({ pack: { body }, formats: 'both', title: `bench ${body}` }),
  })) as { id: number };
  for (;;) {
    const run = (await callOnce({
      url: `${baseUrl}${withParams(API_PATHS.reportRun, { id: created.id })}`,
      method: 'GET',
      headers,
    })) as ReportRunView;
    if (run.status !== 'queued' && run.status !== 'running') return { run, ms: performance.now() - started };
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function manifestOf(baseUrl: string, token: string, runId: number): Promise<ReportManifestEntry[]> {
  const res = await fetch(`${baseUrl}${withParams(API_PATHS.reportRunZip, { id: runId })}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`the pack's ZIP answered ${res.status}`);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return JSON.parse(strFromU8(files['manifest.json']!)) as ReportManifestEntry[];
}

/** The same files downloaded one after another: the time a user clicking through them would wait. */
async function singles(baseUrl: string, token: string, manifest: ReportManifestEntry[]): Promise<number> {
  let total = 0;
  for (const entry of manifest) {
    const query = new URLSearchParams(Object.entries(entry.params).map(([k, v]) => [k, String(v)]));
    const pathFor = entry.format === 'pdf' ? API_PATHS.reportPdf : API_PATHS.reportXlsx;
    const started = performance.now();
    const res = await fetch(`${baseUrl}${withParams(pathFor, { id: entry.report })}?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${entry.report} ${entry.format} answered ${res.status}`);
    total += performance.now() - started;
  }
  return total;
}

export async function benchPacks({ log }: { log: (message: string) => void }): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-bench-packs-'));
  const product = startChild('product', 'report-service/src/server.ts', await freePort(), { DATA_DIR: dataDir });
  const lines: PackLine[] = [];
  try {
    log('[packs] starting the product on PGlite (first start seeds the demo office)…');
    await waitReady(product, 180_000);
    const token = await signIn(product.baseUrl, ADMIN.username, ADMIN.password);
    log('[packs] warm-up pack (launches Chromium)…');
    await runPack(product.baseUrl, token, 'NPC');
    for (const body of ['NPC', 'CPPCC'] as const) {
      const { run, ms } = await runPack(product.baseUrl, token, body);
      if (run.status !== 'complete') throw new Error(`the ${body} pack ended ${run.status}`);
      const manifest = await manifestOf(product.baseUrl, token, run.id);
      const singleMs = await singles(product.baseUrl, token, manifest);
      lines.push({ body, files: manifest.length, packSeconds: seconds(ms), singlesSeconds: seconds(singleMs) });
      log(`  ${body}: ${manifest.length} files, pack ${seconds(ms).toFixed(1)} s, one at a time ${seconds(singleMs).toFixed(1)} s`);
    }
  } finally {
    await stopChild(product);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const cpus = os.cpus();
  const table = [
    '| pack | files | pack time | same files one at a time | target | met? |',
    '|---|---:|---:|---:|---|---|',
    ...lines.map(
      (l) =>
        `| ${l.body}, every report × PDF and Excel | ${l.files} | ${l.packSeconds.toFixed(1)} s | ${l.singlesSeconds.toFixed(1)} s | ≤ ${PACK_TARGET_SECONDS} s | ${l.packSeconds <= PACK_TARGET_SECONDS ? 'yes' : 'no'} |`,
    ),
    '',
    `Node ${process.version} · ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}) · ${new Date().toISOString().slice(0, 10)} · ` +
      'the product on PGlite with the demo office and default WORKERS (one per core); pack time = from POST /api/ReportRun to the run complete, ' +
      'after one warm-up pack; one at a time = the same report files downloaded in turn with the parameters of the manifest.',
  ].join('\n');
  console.log(`\n${table}\n`);
  return true;
}
