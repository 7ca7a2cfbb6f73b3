// `npm run bench -- --downloads`: the report downloads of an office at 9 a.m. on a started product (PGlite):
// 50 people asking for one statistic PDF at once, the same file asked again (kept, and revalidated by a
// browser that has it), and a write followed by a download, which must show the change.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type CaseRow, type Paged, type ReportOptions, withParams } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import { freePort, startChild, stopChild, waitReady } from '../support/product';
import { callOnce, signIn } from './client';
import type { GoalSink } from './goals';

const REPORT = 'caseStatusReportPrint';
const CONCURRENT = 50;
const REPEATS = 50;
const TARGETS = { concurrentMs: 2000, keptServerMs: 20 };

interface Answer {
  status: number;
  ms: number;
  serverMs: number;
  source: string;
  etag: string;
  body: Buffer;
}

/** One download; `serverMs` and `source` come from the Server-Timing header (time to the first byte, and how it was served). */
async function fetchReport(
  baseUrl: string,
  token: string,
  format: 'pdf' | 'xlsx',
  query: Record<string, string>,
  etag?: string,
): Promise<Answer> {
  const started = performance.now();
  const route = format === 'pdf' ? API_PATHS.reportPdf : API_PATHS.reportXlsx;
  const res = await fetch(`${baseUrl}${withParams(route, { id: REPORT })}?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${token}`, ...(etag ? { 'If-None-Match': etag } : {}) },
  });
  const body = Buffer.from(await res.arrayBuffer());
  const timing = /report;desc="(\w+)";dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  return {
    status: res.status,
    ms: performance.now() - started,
    serverMs: Number(timing?.[2] ?? NaN),
    source: timing?.[1] ?? '',
    etag: res.headers.get('etag') ?? '',
    body,
  };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;

/** The cells of a workbook's first sheet below its title lines, as text: what a reader compares. */
async function figuresOf(file: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: string[] = [];
  workbook.worksheets[0]!.eachRow((row, number) => {
    if (number > 3) rows.push(JSON.stringify(row.values));
  });
  return rows.join('\n');
}

/** Registers, accepts and assigns one submitted NPC case of the current session (writes to case data). */
async function assignACase(baseUrl: string, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const get = (route: string, query: Record<string, string> = {}) =>
    callOnce({ url: `${baseUrl}${route}?${new URLSearchParams(query)}`, method: 'GET', headers });
  const post = (route: string, body: Record<string, unknown>) =>
    callOnce({ url: `${baseUrl}${route}`, method: 'POST', headers, body: JSON.stringify(body) }) as Promise<{
      id: number;
      version: number;
    }>;
  const options = (await get(API_PATHS.reportOptions)) as ReportOptions;
  const session = options.sessions.find((s) => s.body === 'NPC' && s.isCurrent);
  const page = (await get(API_PATHS.caseList, {
    body: 'NPC',
    status: 'SUBMITTED',
    sessionId: String(session?.id),
    pageSize: '1',
  })) as Paged<CaseRow>;
  const submitted = page.rows[0];
  if (!submitted) throw new Error('the demo office has no submitted NPC case in the current session');
  const registered = await post(API_PATHS.caseRegister, { id: submitted.id, version: submitted.version });
  const accepted = await post(API_PATHS.caseAccept, {
    id: registered.id,
    version: registered.version,
    category: options.categories.NPC[0]!.value,
    property: 'CURRENT',
  });
  await post(API_PATHS.caseAssign, { id: accepted.id, version: accepted.version, units: [{ unitId: options.units[0]!.id, role: 'LEAD' }] });
}

export async function benchDownloads({ log, goals }: { log: (message: string) => void; goals?: GoalSink }): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-bench-downloads-'));
  const product = startChild('product', 'report-service/src/server.ts', await freePort(), { DATA_DIR: dataDir });
  const lines: string[] = [];
  const row = (scenario: string, figure: string, goal: string, met: boolean) => {
    lines.push(`| ${scenario} | ${figure} | ${goal} | ${met ? 'yes' : 'no'} |`);
    goals?.({ scenario, figure, goal, met });
  };
  try {
    log('[downloads] starting the product on PGlite…');
    await waitReady(product, 180_000);
    const base = product.baseUrl;
    const [admin, leader, npc] = await Promise.all([
      signIn(base, 'admin', 'Admin@2026'),
      signIn(base, 'leader01', 'Demo@2026'),
      signIn(base, 'npc01', 'Demo@2026'),
    ]);
    log('[downloads] warm-up (launches Chromium)…');
    await fetchReport(base, admin, 'pdf', { body: 'CPPCC' });

    // Two people of the same scope (all data), 50 requests at once for a file nobody has asked for yet.
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => fetchReport(base, i % 2 ? leader : admin, 'pdf', { body: 'NPC' })),
    );
    const wallMs = performance.now() - started;
    const ok = answers.filter((a) => a.status === 200).length;
    const rendered = answers.filter((a) => a.source === 'rendered').length;
    log(`  ${CONCURRENT} at once: ${ok} × 200 in ${wallMs.toFixed(0)} ms, ${rendered} render(s)`);
    row(
      `${CONCURRENT} concurrent downloads of one statistic PDF (admin and leader01)`,
      `${ok} × 200 in ${(wallMs / 1000).toFixed(2)} s; ${rendered} render`,
      `all 200 within ${TARGETS.concurrentMs / 1000} s`,
      ok === CONCURRENT && wallMs <= TARGETS.concurrentMs,
    );

    const repeats: Answer[] = [];
    for (let i = 0; i < REPEATS; i++) repeats.push(await fetchReport(base, i % 2 ? leader : admin, 'pdf', { body: 'NPC' }));
    const kept = repeats.filter((a) => a.source === 'kept');
    const keptP99 = percentile(
      kept.map((a) => a.serverMs),
      99,
    );
    const revalidated = await fetchReport(base, admin, 'pdf', { body: 'NPC' }, repeats[0]!.etag);
    log(
      `  again ×${REPEATS}: ${kept.length} kept, server p50 ${percentile(
        kept.map((a) => a.serverMs),
        50,
      ).toFixed(1)} ms, p99 ${keptP99.toFixed(1)} ms; with its ETag: ${revalidated.status}`,
    );
    row(
      'the same download again, data unchanged',
      `${kept.length}/${REPEATS} from the kept file, server time p99 ${keptP99.toFixed(1)} ms (client p50 ${percentile(
        repeats.map((a) => a.ms),
        50,
      ).toFixed(1)} ms); with the ETag: ${revalidated.status} in ${revalidated.serverMs.toFixed(1)} ms`,
      `< ${TARGETS.keptServerMs} ms, 304 when the browser has it`,
      kept.length === REPEATS && keptP99 < TARGETS.keptServerMs && revalidated.status === 304,
    );

    const sessionQuery = { body: 'NPC' };
    const before = await fetchReport(base, npc, 'xlsx', sessionQuery);
    await assignACase(base, npc);
    const after = await fetchReport(base, npc, 'xlsx', sessionQuery, before.etag);
    const changed = after.status === 200 && (await figuresOf(after.body)) !== (await figuresOf(before.body));
    log(`  write then download: ${after.status}, ${after.source}, figures ${changed ? 'changed' : 'UNCHANGED'}`);
    row(
      'assign a case, then download 办理状态统计 (Excel) again',
      `${after.status}, ${after.source} in ${after.serverMs.toFixed(0)} ms; the figures ${changed ? 'show the change' : 'are the old ones'}`,
      'the change is in the file',
      changed && after.source === 'rendered',
    );
  } finally {
    await stopChild(product);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const cpus = os.cpus();
  const table = [
    '| scenario | figure | goal | met? |',
    '|---|---|---|---|',
    ...lines,
    '',
    `Node ${process.version} · ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}) · ${new Date().toISOString().slice(0, 10)} · ` +
      'the product on PGlite with the demo office; server time = the Server-Timing of the answer (to its first byte).',
  ].join('\n');
  console.log(`\n${table}\n`);
  return true;
}
