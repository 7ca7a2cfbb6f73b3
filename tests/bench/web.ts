// The web part of `npm run bench` (`-- --web` runs it alone): builds web/, lists the bundle's assets with
// their gzip sizes, measures the JavaScript the sign-in page loads, and scores /login and /index (signed
// in) with Lighthouse's performance category.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../support/chromium';
import { freePort, ROOT, startChild, stopChild, waitReady } from '../support/product';
import { listAssets, pageJavaScript } from './web-bundle';
import { lighthouseScores } from './web-lighthouse';
import { webMarkdown, type WebRow, writeWebReadme } from './web-report';

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const READY_TIMEOUT_MS = 120_000;
/** The web part's own time budget (build, product start, two page loads, 2 × RUNS Lighthouse runs). */
export const WEB_LIMIT_MS = 360_000;

const browsers = new Set<Browser>();
const tempDirs = new Set<string>();

/** Kills every browser this part started and removes its temporary folders (synchronous, for 'exit'). */
export function cleanUpWeb(): void {
  for (const browser of browsers) browser.process()?.kill('SIGKILL');
  browsers.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

async function launch(): Promise<Browser> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: FLAGS,
    userDataDir: tempDir('pd-bench-chromium-'),
    defaultViewport: { width: 1440, height: 900 },
  });
  browsers.add(browser);
  return browser;
}

async function close(browser: Browser): Promise<void> {
  await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
  browsers.delete(browser);
}

/** Builds web/ into a temporary folder (never web/dist, which other work in the same tree may be serving). */
function build(outDir: string): void {
  const result = spawnSync('npm', ['--workspace', 'web', 'run', 'build', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`web build failed (${result.status ?? result.signal}):\n${result.stderr.slice(-2000)}`);
}

/** Runs the web part; returns false when something could not be measured. */
export async function benchWeb(options: { writeToReadme: boolean; log: (message: string) => void }): Promise<boolean> {
  const { log } = options;
  log('[web] building web/ …');
  const dist = tempDir('pd-bench-web-dist-');
  build(dist);
  const assets = listAssets(dist);
  log(`[web] ${assets.length} JS/CSS assets in the build's assets/; starting the product…`);
  const product = startChild('product (web)', 'report-service/src/server.ts', await freePort(), {
    DATA_DIR: tempDir('pd-bench-web-'),
    LOG_LEVEL: 'warn',
    WEB_DIST: dist,
  });
  const notes: string[] = [];
  const login: WebRow = { page: '/login' };
  const index: WebRow = { page: '/index (signed in)' };
  try {
    await waitReady(product, READY_TIMEOUT_MS);
    const sizes = await launch();
    const js = await pageJavaScript(await sizes.newPage(), `${product.baseUrl}/#/login`);
    await close(sizes);
    login.jsGzipBytes = js.gzipBytes;
    log(`[web] /login loads ${js.files} JS files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzip; running Lighthouse…`);

    const flowBrowser = await launch();
    try {
      const signedIn = await flowBrowser.newPage();
      const newSignedOutPage = async () => (await flowBrowser.createBrowserContext()).newPage();
      const scores = await lighthouseScores(newSignedOutPage, signedIn, product.baseUrl);
      for (const [row, result] of [
        [login, scores.login],
        [index, scores.index],
      ] as const) {
        if (Array.isArray(result)) row.lighthouseRuns = result;
        else notes.push(`Lighthouse ${row.page}: not measured: ${result.error}`);
      }
      log(
        `[web] Lighthouse performance runs: /login ${login.lighthouseRuns?.join(', ') ?? '—'}; /index ${index.lighthouseRuns?.join(', ') ?? '—'}`,
      );
    } catch (err) {
      notes.push(`Lighthouse: not measured: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      await close(flowBrowser);
    }
  } finally {
    await stopChild(product);
  }
  for (const note of notes) log(note);

  const markdown = webMarkdown([login, index], assets, notes);
  console.log(`\n${markdown}\n`);
  // Written even when a score is missing: the notes in the block say which and why.
  if (options.writeToReadme) log(`web tables written to ${writeWebReadme(markdown, path.join(ROOT, 'README.md'))}`);
  const complete = notes.length === 0;
  cleanUpWeb();
  return complete;
}
