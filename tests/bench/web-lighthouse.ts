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

/** A Lighthouse user flow (performance only, desktop, simulated throttling) on `page`; storage is kept. */
async function performanceFlow(page: Page): Promise<Flow> {
  // Lighthouse is ESM-only; its types want its own copy of puppeteer-core's Page, which is the same API.
  const lighthouse = await import('lighthouse');
  type FlowPage = Parameters<typeof startFlow>[0];
  return lighthouse.startFlow(page as unknown as FlowPage, {
    config: {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: ['performance'],
        formFactor: 'desktop',
        screenEmulation: { disabled: true },
        throttlingMethod: 'simulate',
        disableStorageReset: true,
      },
    },
  });
}

/** A performance score (0–100), or why Lighthouse gave none. */
export type Score = number | { error: string };

/** The performance score of the flow's only step. */
async function score(flow: Flow): Promise<Score> {
  const lhr = (await flow.createFlowResult()).steps[0]?.lhr;
  const value = lhr?.categories.performance?.score;
  if (typeof value === 'number') return Math.round(value * 100);
  return { error: lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no score' };
}

/**
 * Lighthouse performance scores (0–100) of the login page, signed out, and of `#/index`, signed in as
 * admin: `signedOut` and `signedIn` are pages of separate browser contexts.
 */
export async function lighthouseScores(signedOut: Page, signedIn: Page, baseUrl: string): Promise<{ login: Score; index: Score }> {
  await signedIn.goto(`${baseUrl}/#/login`, { waitUntil: 'networkidle0', timeout: 60_000 });
  await signInOnPage(signedIn);
  const indexFlow = await performanceFlow(signedIn);
  await indexFlow.navigate(`${baseUrl}/#/index`, { name: 'index' });
  const loginFlow = await performanceFlow(signedOut);
  await loginFlow.navigate(`${baseUrl}/#/login`, { name: 'login' });
  return { login: await score(loginFlow), index: await score(indexFlow) };
}
