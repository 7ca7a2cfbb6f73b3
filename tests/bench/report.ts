import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { LoadResult } from './load';

export const USER_INFO_P99_TARGET_MS = 50;
export const LIST_RATIO_TARGET = 0.8;

export type Target = 'userInfoP99' | 'listRatio' | 'none';

export interface Row {
  target: string;
  scenario: string;
  product: LoadResult;
  bare?: LoadResult;
  goal: Target;
}

const num = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Requests that did not get a 2xx answer in time. */
export const failures = (r: LoadResult) => r.non2xx + r.errors;

function verdict(row: Row): string {
  const failed = failures(row.product) + (row.bare ? failures(row.bare) : 0);
  if (failed > 0) return `no: ${failed} failed requests`;
  if (row.goal === 'userInfoP99') return row.product.p99Ms < USER_INFO_P99_TARGET_MS ? `yes (p99 < ${USER_INFO_P99_TARGET_MS} ms)` : 'no';
  if (row.goal === 'listRatio') {
    const ratio = row.bare ? row.product.reqPerSec / row.bare.reqPerSec : 0;
    return ratio >= LIST_RATIO_TARGET ? `yes (≥ ${LIST_RATIO_TARGET}×)` : 'no';
  }
  return '— (no target)';
}

/** The results as a markdown table with the run's circumstances below it. */
export function markdownTable(rows: Row[], notes: string[]): string {
  const lines = [
    '| target | scenario | req/s | p50 ms | p99 ms | bare req/s | ratio (product/bare) | target met? |',
    '|---|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const { product, bare } = row;
    const ratio = bare && bare.reqPerSec > 0 ? `${num(product.reqPerSec / bare.reqPerSec, 2)}×` : '—';
    lines.push(
      `| ${row.target} | ${row.scenario} | ${num(product.reqPerSec)} | ${product.p50Ms} | ${product.p99Ms} | ${bare ? num(bare.reqPerSec) : '—'} | ${ratio} | ${verdict(row)} |`,
    );
  }
  const cpus = os.cpus();
  lines.push(
    '',
    `Node ${process.version} · ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}) · ${new Date().toISOString().slice(0, 10)} · ` +
      `autocannon in the same machine: 50 connections × 10 s after a 2 s warm-up (login: 10 × 5 s). ` +
      `Bare = a minimal Express handler with the same SQL (token check, session and roles, then the route's queries) on the same data.`,
    ...notes.flatMap((note) => ['', note]),
  );
  return lines.join('\n');
}

/** Replaces the block between a section's bench markers in a README (appending the markers when missing). */
export function writeReadme(table: string, file: string, section = 'api'): string {
  const [start, end] = [`<!-- bench:${section}:start -->`, `<!-- bench:${section}:end -->`];
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (!text.includes(start) || !text.includes(end)) text = `${text.replace(/\n*$/, '\n')}\n${start}\n${end}\n`;
  const before = text.slice(0, text.indexOf(start) + start.length);
  const after = text.slice(text.indexOf(end));
  writeFileSync(file, `${before}\n${table}\n${after}`);
  return file;
}
