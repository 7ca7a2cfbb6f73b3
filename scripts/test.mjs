#!/usr/bin/env node
// The whole test suite: static checks, the API suite on PGlite and again on PostgreSQL when
// TEST_DATABASE_URL is set. Prints one closing line "N passed, N failed" over every suite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

function runJest(title, cwd, env, extraArgs = []) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-jest-')), 'result.json');
  const ok = run(title, bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`, ...extraArgs], {
    cwd,
    env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning', ...env },
  });
  try {
    const result = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests + (ok ? 0 : result.numRuntimeErrorTestSuites);
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
    console.log(`${title}: ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
  } catch {
    totals.failed += 1;
  }
}

// The report tests and the end-to-end tests need Debian's Chromium, poppler (pdftotext, pdffonts) and a CJK
// font; a fresh machine gets them here, before any suite runs.
const SYSTEM_PACKAGES = ['chromium', 'fonts-noto-cjk', 'poppler-utils'];
const hasSystemPackages = () =>
  existsSync('/usr/lib/chromium/chromium') &&
  existsSync('/usr/bin/pdftotext') &&
  existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');

function ensureSystemPackages() {
  if (hasSystemPackages()) return true;
  if (process.getuid?.() !== 0) {
    console.log(`System packages are missing: run \`apt-get install -y ${SYSTEM_PACKAGES.join(' ')}\` as root.`);
    return false;
  }
  console.log(`\n=== installing ${SYSTEM_PACKAGES.join(', ')} (apt-get) ===`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...SYSTEM_PACKAGES], { stdio: 'inherit', env });
  return hasSystemPackages();
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

const systemReady = ensureSystemPackages();
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
  runJest('End-to-end tests in Chromium', path.join(root, 'tests'), {}, ['--config', 'jest.config.js']);
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\nThe suite took ${elapsed()}.`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
