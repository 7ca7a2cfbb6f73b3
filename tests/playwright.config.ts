// The end-to-end suite: the started product driven through Debian's Chromium by Playwright Test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ARTIFACTS } from './e2e/support/paths';
import { useDebianFfmpeg } from './e2e/support/video';
import { CHROMIUM, CHROMIUM_FLAGS } from './support/chromium';

/** As many browsers as `npm test` and the stress run drive at once, against one product. */
export const E2E_WORKERS = 2;

// The config is read again in every worker; the runner picks the port and data directory once and the
// workers inherit them through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'pd-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(ARTIFACTS, 'results'),
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  forbidOnly: true,
  workers: E2E_WORKERS,
  // CI may retry once, and the summary names every test that needed it as flaky; locally never.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(ARTIFACTS, 'report.json') }],
    ['html', { outputFolder: path.join(ARTIFACTS, 'html'), open: 'never' }],
  ],
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    // Filming a page (the trace's screencast, the video) costs about as much CPU as the test itself on two
    // cores and made long tests run out of time; a failed test keeps its trace with a DOM snapshot of every
    // step (what the trace viewer shows) and a screenshot, and its retry on CI is filmed.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    video: useDebianFfmpeg() ? 'on-first-retry' : 'off',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'sign-in once per role', testMatch: /auth\.setup\.ts/ },
    { name: 'chromium', dependencies: ['sign-in once per role'] },
  ],
  webServer: {
    // The built web app and the API on a fresh embedded database with the demo office.
    command: 'node --import tsx tests/e2e/support/serve-product.ts',
    cwd: path.resolve(__dirname, '..'),
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
