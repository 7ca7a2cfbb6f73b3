#!/usr/bin/env node
// The whole test suite: static checks, web unit tests, the API suite on PGlite and again on PostgreSQL when
// TEST_DATABASE_URL is set, then the end-to-end suite (Playwright Test) against the built web app.
// Prints one closing line "N passed, N failed" over every suite.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPlaywrightReport } from './playwright-report.mjs';
import { ensurePackages, TEST_PACKAGES } from './system-packages.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0 };
const startedAt = Date.now();
/** Minutes and seconds since the suite started, printed with every section so slow steps show. */
const elapsed = () => {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const failures = [];
const flaky = [];
/** The failed tests' names, printed again at the end: CI keeps only the tail of a long output. */
const failedTests = [];

const firstLine = (text = '') => text.trim().split('\n')[0].slice(0, 200);

/** Jest's and Vitest's JSON reports share this shape: each file's assertions with their status. */
function collectFailedTests(title, result) {
  for (const file of result.testResults ?? []) {
    const where = path.relative(root, file.name ?? file.testFilePath ?? '');
    const failedAssertions = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedAssertions)
      failedTests.push(`${title}: ${where} › ${test.fullName ?? test.title}\n      ${firstLine(test.failureMessages?.[0])}`);
    if (!failedAssertions.length && file.status === 'failed')
      failedTests.push(`${title}: ${where} (did not run: ${firstLine(file.message)})`);
  }
}

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title} (at ${elapsed()}) ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

/** A check that is not a test runner (type-check, lint) counts as one test. */
function check(title, command, args) {
  if (run(title, command, args)) totals.passed += 1;
  else totals.failed += 1;
}

function runJest(title, cwd, env) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-jest-')), 'result.json');
  const ok = run(title, bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`], {
    cwd,
    env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning', ...env },
  });
  try {
    const result = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests + (ok ? 0 : result.numRuntimeErrorTestSuites);
    collectFailedTests(title, result);
    console.log(`${title}: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${result.numTotalTestSuites} suites`);
  } catch {
    totals.failed += 1;
  }
}

function runVitest(title, cwd) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-vitest-')), 'result.json');
  const ok = run(title, bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], { cwd });
  try {
    const result = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests + (ok ? 0 : 1);
    collectFailedTests(title, result);
    console.log(`${title}: ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
  } catch {
    totals.failed += 1;
  }
}

/** The end-to-end suite (Playwright Test, its config's worker count); counts come from its JSON report. */
function runPlaywright(title) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-playwright-')), 'result.json');
  const ok = run(title, bin('playwright'), ['test'], { cwd: path.join(root, 'tests'), env: { E2E_JSON_REPORT: out } });
  const result = readPlaywrightReport(out);
  if (!result) {
    totals.failed += 1;
    return;
  }
  totals.passed += result.passed;
  totals.failed += result.failed + (ok || result.failed ? 0 : 1);
  flaky.push(...result.flakyTitles);
  failedTests.push(...(result.failedTitles ?? []).map((name) => `${title}: ${name}`));
  console.log(`${title}: ${result.passed} passed, ${result.failed} failed, ${result.flaky} flaky`);
}

/** Checks that are not test runners, run side by side (each uses one core); each output is printed whole when it ends. */
async function checksTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => resolve({ title, output, ok: code === 0 }));
        }),
    ),
  );
  for (const { title, output, ok } of results) {
    console.log(`\n=== ${title} ===`);
    if (output.trim()) console.log(output.trimEnd());
    if (ok) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push(title);
    }
  }
}

await checksTogether([
  { title: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { title: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
]);

const systemReady = ensurePackages(TEST_PACKAGES);
if (!systemReady) {
  failures.push('system packages');
  totals.failed += 1;
}

runVitest('Web unit tests', path.join(root, 'web'));
runJest('API and unit tests on PGlite', path.join(root, 'report-service'), { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  runJest('API tests on PostgreSQL', path.join(root, 'report-service'), { TEST_DB: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only.');
}

if (systemReady) {
  check('web build', 'npm', ['run', '--silent', 'build']);
  runPlaywright('End-to-end tests in Chromium');
}

if (flaky.length)
  console.log(`\n${flaky.length} flaky (failed once, passed on the retry CI allows):\n${flaky.map((t) => `  ${t}`).join('\n')}`);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\nThe suite took ${elapsed()}.`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
