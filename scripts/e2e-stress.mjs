#!/usr/bin/env node
// The flake hunt: the end-to-end suite several times in a row (default 5) while stress-ng keeps both cores
// busy, with no retries and the worker count `npm test` uses; prints each run's result. Arguments after
// `--` go to Playwright (e.g. `npm run test:e2e:stress -- --repeat-each 3 shell-dialogs`); `--runs N` sets the count.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPlaywrightReport } from './playwright-report.mjs';
import { ensurePackages, STRESS_PACKAGES, TEST_PACKAGES } from './system-packages.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;

if (!ensurePackages({ ...TEST_PACKAGES, ...STRESS_PACKAGES })) process.exit(1);
if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

const stress = spawn('stress-ng', ['--cpu', '2', '--quiet'], { stdio: 'ignore' });
const stopStress = () => stress.kill('SIGTERM');
process.on('exit', stopStress);
console.log(`stress-ng --cpu 2 is keeping both cores busy (pid ${stress.pid}).`);

const results = [];
for (let i = 1; i <= runs; i += 1) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-stress-')), 'result.json');
  const started = Date.now();
  console.log(`\n=== run ${i} of ${runs} ===`);
  const status = spawnSync(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '--retries=0', ...args], {
    cwd: path.join(root, 'tests'),
    stdio: 'inherit',
    env: { ...process.env, E2E_JSON_REPORT: out },
  }).status;
  const report = readPlaywrightReport(out);
  const seconds = Math.round((Date.now() - started) / 1000);
  const ok = status === 0 && report !== null && report.failed === 0;
  // The next run empties the results folder: a red run's traces, screenshots and videos are kept beside its report.
  const failures = path.join(root, 'tests', 'artifacts', 'results');
  if (!ok && existsSync(failures)) {
    cpSync(failures, path.join(path.dirname(out), 'results'), { recursive: true });
    console.log(`run ${i}'s failure artifacts: ${path.join(path.dirname(out), 'results')}`);
  }
  results.push({ ok, seconds, report });
}
stopStress();

console.log('\n=== under stress-ng --cpu 2, retries 0 ===');
results.forEach(({ ok, seconds, report }, i) => {
  const counts = report ? `${report.passed} passed, ${report.failed} failed` : 'no report (the run did not start)';
  console.log(`run ${i + 1}: ${ok ? 'green' : 'RED'} — ${counts} in ${seconds} s`);
  for (const title of report?.failedTitles ?? []) console.log(`    failed: ${title}`);
});
const green = results.filter((r) => r.ok).length;
console.log(`\n${green} of ${runs} runs green`);
process.exit(green === runs ? 0 : 1);
