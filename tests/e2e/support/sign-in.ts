import type { Page } from 'puppeteer-core';
import { baseUrl } from './browser';

/** Fills the sign-in form as a user does and presses Enter. */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/#/login`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('#username');
  await page.type('#username', username);
  await page.type('#password', password);
  await page.keyboard.press('Enter');
}

/** Signs in and waits for the home page. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await submitSignIn(page, username, password);
  await page.waitForFunction(() => location.hash.startsWith('#/index'), { timeout: 60000 });
}
