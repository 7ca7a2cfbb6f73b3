import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Debian's Chromium binary (the /usr/bin/chromium wrapper adds flags and warnings). */
export const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/lib/chromium/chromium';

// As root Chromium needs --no-sandbox; the networking flags stop it calling out of this closed machine.
export const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('the e2e global setup did not start the product');
  return url;
};

export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    args: FLAGS,
    userDataDir: mkdtempSync(path.join(os.tmpdir(), 'pd-chromium-')),
    defaultViewport: { width: 1440, height: 900 },
  });
}

/** Where screenshots go (git-ignored), for looking at what a user sees. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(__dirname, '../../artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) as `${string}.png` });
}
