// Reads Playwright's JSON report: how many tests passed, failed and were flaky (passed only on their retry).
import { readFileSync } from 'node:fs';

const titleOf = (spec, path) => [...path, spec.title].filter(Boolean).join(' › ');

/** { passed, failed, flaky, failedTitles, flakyTitles } of one run, or null when the report is missing. */
export function readPlaywrightReport(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  const failedTitles = [];
  const flakyTitles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') failedTitles.push(titleOf(spec, path));
        if (test.status === 'flaky') flakyTitles.push(titleOf(spec, path));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected, flaky, failedTitles, flakyTitles };
}
