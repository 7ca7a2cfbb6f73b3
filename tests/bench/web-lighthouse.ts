import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { startFlow } from 'lighthouse';
import type { Page } from 'puppeteer-core';

export const ADMIN = { username: 'admin', password: 'Admin@2026' };

/** Signs in on the login form of the page's current document; resolves once the app shows `#/index`. */
export async function signInOnPage(page: Page): Promise<void> {
  await page.waitForSelector('#username', { timeout: 30_000 });
  await page.type('#username', ADMIN.username);
  await page.type('#password', ADMIN.password);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash.startsWith('#/index'), { timeout: 30_000 });
}

type Flow = Awaited<ReturnType<typeof startFlow>>;

/**
 * A Lighthouse user flow (performance only, simulated throttling) on `page` with Lighthouse's own desktop
 * preset — desktop scoring needs the desktop network and CPU throttling too, or a page is scored against
 * desktop thresholds on a throttled phone — and the viewport puppeteer gave the page; storage is kept.
 */
async function performanceFlow(page: Page): Promise<Flow> {
  // Lighthouse is ESM-only; its types want its own copy of puppeteer-core's Page, which is the same API.
  const lighthouse = await import('lighthouse');
  const desktop = (await import('lighthouse/core/config/desktop-config.js')).default;
  type FlowPage = Parameters<typeof startFlow>[0];
  return lighthouse.startFlow(page as unknown as FlowPage, {
    config: {
      extends: 'lighthouse:default',
      settings: {
        ...desktop.settings,
        onlyCategories: ['performance'],
        screenEmulation: { disabled: true },
        throttlingMethod: 'simulate',
        disableStorageReset: true,
      },
    },
  });
}

/** Performance scores (0–100) of repeated runs, or why Lighthouse gave none. */
export type Score = number[] | { error: string };

/** Lighthouse runs per page; the report gives their median, as Lighthouse's docs advise for noisy machines. */
export const RUNS = 3;

/** The performance score of the flow's only step; BENCH_LHR_DIR=<folder> keeps the full report as <name>.json. */
async function score(flow: Flow, name: string): Promise<number | { error: string }> {
  const lhr = (await flow.createFlowResult()).steps[0]?.lhr;
  const keepIn = process.env.BENCH_LHR_DIR;
  if (keepIn && lhr) writeFileSync(path.join(keepIn, `${name}.json`), JSON.stringify(lhr, null, 1));
  const value = lhr?.categories.performance?.score;
  if (typeof value === 'number') return Math.round(value * 100);
  return { error: lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no score' };
}

/** Runs `once` RUNS times; the first failure stops the series. */
async function repeated(once: (run: number) => Promise<number | { error: string }>): Promise<Score> {
  const scores: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await once(run);
    if (typeof result !== 'number') return result;
    scores.push(result);
  }
  return scores;
}

/**
 * Lighthouse performance scores (0–100) of the login page, signed out (each run in a fresh browser
 * context: empty cache, no session), and of `#/index`, signed in as admin on `signedIn`.
 */
export async function lighthouseScores(
  newSignedOutPage: () => Promise<Page>,
  signedIn: Page,
  baseUrl: string,
): Promise<{ login: Score; index: Score }> {
  await signedIn.goto(`${baseUrl}/#/login`, { waitUntil: 'networkidle0', timeout: 60_000 });
  await signInOnPage(signedIn);
  // A user flow skips the about:blank step, and the page already shows `#/index`: going to the same URL
  // would only be a same-document hash change with nothing new to paint (NO_FCP). Opening the app anew,
  // signed in and with the browser's cache as the sign-in left it, is what a returning user gets.
  const index = await repeated(async (run) => {
    const flow = await performanceFlow(signedIn);
    await flow.navigate(`${baseUrl}/#/index`, { name: 'index', skipAboutBlank: false });
    return score(flow, `index-${run}`);
  });
  const login = await repeated(async (run) => {
    const flow = await performanceFlow(await newSignedOutPage());
    await flow.navigate(`${baseUrl}/#/login`, { name: 'login', skipAboutBlank: false });
    return score(flow, `login-${run}`);
  });
  return { login, index };
}
