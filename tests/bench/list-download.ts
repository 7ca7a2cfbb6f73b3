// The NPC handling list as a user downloads it (issue 36, item 3): the product started on the demo data with no
// report cache, so that every download is a fresh render with its query, for `npm run bench -- --reports`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type ReportData, type TableBlock, withParams } from '@proposal-desk/shared';
import { freePort, startChild, stopChild, waitReady } from '../support/product';
import { callOnce, signIn } from './client';

const REPORT = 'npcTransactionList';

export interface ListDownload {
  /** The list's data as the product answers it (for the peer to print the same page). */
  data: ReportData;
  rows: number;
  /** Mean time of `times` downloads of the PDF, each rendered afresh (its query, render, print and bytes). */
  meanMs(times: number): Promise<number>;
}

/** Runs `measure` against the product started on the demo data (PGlite) with its report cache off, then stops it. */
export async function withListDownload<T>(log: (message: string) => void, measure: (list: ListDownload) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-bench-list-'));
  const product = startChild('product', 'report-service/src/server.ts', await freePort(), { DATA_DIR: dataDir, REPORT_CACHE_MB: '0' });
  try {
    log('[reports] the NPC handling list through the HTTP download: starting the product (demo data, no report cache)…');
    await waitReady(product, 180_000);
    const base = product.baseUrl;
    const token = await signIn(base, 'admin', 'Admin@2026');
    const headers = { authorization: `Bearer ${token}` };
    const data = (await callOnce({
      url: `${base}${withParams(API_PATHS.reportData, { id: REPORT })}`,
      method: 'GET',
      headers,
    })) as ReportData;
    const download = async () => {
      const started = performance.now();
      const res = await fetch(`${base}${withParams(API_PATHS.reportPdf, { id: REPORT })}`, { headers });
      const body = Buffer.from(await res.arrayBuffer());
      const ms = performance.now() - started;
      const source = /report;desc="(\w+)"/.exec(res.headers.get('server-timing') ?? '')?.[1];
      if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`the list's PDF answered ${res.status}`);
      if (source !== 'rendered') throw new Error(`the list's PDF was ${source ?? 'served'}, not rendered afresh`);
      return ms;
    };
    await download(); // launches Chromium and loads the font
    const rows = data.blocks.filter((b): b is TableBlock => b.type === 'table').reduce((n, t) => n + t.rows.length, 0);
    return await measure({
      data,
      rows,
      meanMs: async (times) => {
        let spent = 0;
        for (let i = 0; i < times; i++) spent += await download();
        return spent / times;
      },
    });
  } finally {
    await stopChild(product);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fixed = (n: number) => n.toFixed(0);

/** The bench line of the download: the product's time against jsreport's (as it comes, and tuned) on the same page. */
export function downloadLine(http: { ms: number; rows: number }, jsreportMs: number, tunedMs: number) {
  return {
    scenario: `PDF, NPC handling list of ${http.rows} rows (demo data) through the HTTP download, its query included, no cache`,
    product: `${fixed(http.ms)} ms`,
    bare: '—',
    ratio: undefined,
    peer: `${fixed(jsreportMs)} ms`,
    peerRatio: http.ms / jsreportMs,
    tuned: `${fixed(tunedMs)} ms`,
    tunedRatio: http.ms / tunedMs,
    met: http.ms < tunedMs,
    target: 'faster than jsreport tuned given the page ready-made',
    rss: '— (the product runs in its own process)',
  };
}
