#!/usr/bin/env node
// The whole test suite: static checks, the API suite on PGlite and again on PostgreSQL when
// TEST_DATABASE_URL is set. Prints one closing line "N passed, N failed" over every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0 };
const failures = [];

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title} ===`);
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

// The end-to-end tests drive Debian's Chromium; a fresh machine gets it (and a CJK font) here.
function ensureChromium() {
  if (existsSync('/usr/lib/chromium/chromium')) return true;
  if (process.getuid?.() !== 0) {
    console.log('Chromium is missing: run `apt-get install -y chromium fonts-noto-cjk poppler-utils` as root.');
    return false;
  }
  console.log('\n=== installing Chromium, CJK fonts and poppler (apt-get) ===');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk', 'poppler-utils'], { stdio: 'inherit', env });
  return result.status === 0 && existsSync('/usr/lib/chromium/chromium');
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);

runVitest('Web unit tests', path.join(root, 'web'));
runJest('API and unit tests on PGlite', path.join(root, 'report-service'), { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  runJest('API tests on PostgreSQL', path.join(root, 'report-service'), { TEST_DB: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only.');
}

if (ensureChromium()) {
  check('web build', 'npm', ['run', '--silent', 'build']);
  runJest('End-to-end tests in Chromium', path.join(root, 'tests'), {}, ['--config', 'jest.config.js']);
} else {
  failures.push('Chromium');
  totals.failed += 1;
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
