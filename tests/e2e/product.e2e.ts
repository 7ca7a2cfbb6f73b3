import type { Browser } from 'puppeteer-core';
import { baseUrl, launchBrowser, screenshot } from './support/browser';

describe('the started product in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('serves the web app with its Chinese title from the same port as the API', async () => {
    const page = await browser.newPage();
    const response = await page.goto(baseUrl(), { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain('建议提案办理系统');
    await screenshot(page, 'start-page');
    const health = await page.evaluate(async () => (await fetch('/healthz')).json());
    expect(health).toEqual({ status: 'ok' });
  });
});
