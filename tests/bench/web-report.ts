import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { Asset } from './web-bundle';

export const JS_GZIP_TARGET_KB = 400;
export const LIGHTHOUSE_TARGET = 90;

const START = '<!-- bench:web:start -->';
const END = '<!-- bench:web:end -->';
const API_END = '<!-- bench:api:end -->';

export interface WebRow {
  page: string;
  /** gzip bytes of the page's JavaScript, when measured. */
  jsGzipBytes?: number;
  /** The Lighthouse performance scores (0–100) of each run, when measured. */
  lighthouseRuns?: number[];
}

/** The median of the runs (the lower middle one for an even count). */
export function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function lighthouseCell(row: WebRow): string {
  const runs = row.lighthouseRuns ?? [];
  if (runs.length === 0) return '—';
  return runs.length === 1 ? String(runs[0]) : `${median(runs)} (runs: ${runs.join(', ')})`;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function verdict(row: WebRow): string {
  const misses: string[] = [];
  if (row.jsGzipBytes !== undefined && row.jsGzipBytes / 1024 > JS_GZIP_TARGET_KB) misses.push(`JS > ${JS_GZIP_TARGET_KB} KB`);
  const score = median(row.lighthouseRuns ?? []);
  if (score === undefined) misses.push('no Lighthouse score');
  else if (score < LIGHTHOUSE_TARGET) misses.push(`Lighthouse < ${LIGHTHOUSE_TARGET}`);
  return misses.length ? `no (${misses.join(', ')})` : 'yes';
}

/** The page table, the asset list and the run's circumstances, as markdown. */
export function webMarkdown(rows: WebRow[], assets: Asset[], notes: string[]): string {
  const lines = ['| page | JS gzip KB | Lighthouse performance (median) | target met? |', '|---|---:|---:|---|'];
  for (const row of rows) {
    const js = row.jsGzipBytes === undefined ? '—' : kb(row.jsGzipBytes);
    lines.push(`| ${row.page} | ${js} | ${lighthouseCell(row)} | ${verdict(row)} |`);
  }
  const total = assets.reduce((sum, a) => sum + a.gzipBytes, 0);
  lines.push('', `| asset (build's assets/) | raw KB | gzip KB |`, '|---|---:|---:|');
  for (const asset of assets) lines.push(`| ${asset.name} | ${kb(asset.rawBytes)} | ${kb(asset.gzipBytes)} |`);
  lines.push(`| all ${assets.length} files | ${kb(assets.reduce((sum, a) => sum + a.rawBytes, 0))} | ${kb(total)} |`);
  lines.push(
    '',
    `Node ${process.version} · ${os.cpus().length} CPU · ${new Date().toISOString().slice(0, 10)} · gzip level 9 · ` +
      `JS = every script the page loads until the network is idle (Debian Chromium, headless) · ` +
      `Lighthouse 12.8.2 user flow, median of the runs, desktop preset (simulated 10 Mbps, 40 ms RTT, no CPU slowdown, on this machine's CPU); ` +
      `/index opened as a new document signed in as admin, with the browser cache its sign-in left. ` +
      `Targets: JS ≤ ${JS_GZIP_TARGET_KB} KB gzip, performance ≥ ${LIGHTHOUSE_TARGET}.`,
    ...notes.flatMap((note) => ['', note]),
  );
  return lines.join('\n');
}

/** Where the web markers go when missing: after the paragraph that follows the API table. */
function withMarkers(text: string): string {
  const apiEnd = text.indexOf(API_END);
  if (apiEnd < 0) return `${text.replace(/\n*$/, '\n')}\n${START}\n${END}\n`;
  const paragraph = text.indexOf('\n\n', apiEnd);
  const paragraphEnd = paragraph < 0 ? -1 : text.indexOf('\n\n', paragraph + 2);
  const cut = paragraphEnd < 0 ? text.replace(/\n*$/, '').length : paragraphEnd;
  return `${text.slice(0, cut)}\n\n${START}\n${END}${text
    .slice(cut)
    .replace(/^\n*/, '\n\n')
    .replace(/^\n\n$/, '\n')}`;
}

/** Replaces the block between the web bench markers of a README (adding the markers when missing). */
export function writeWebReadme(markdown: string, file: string): string {
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (!text.includes(START) || !text.includes(END)) text = withMarkers(text);
  const before = text.slice(0, text.indexOf(START) + START.length);
  const after = text.slice(text.indexOf(END));
  writeFileSync(file, `${before}\n${markdown}\n${after}`);
  return file;
}
