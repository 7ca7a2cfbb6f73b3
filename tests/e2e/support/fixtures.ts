import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { AUTH_DIR, SCREENS } from './paths';

/** The demo accounts the setup project signs in once, through the form. */
export const DEMO_ROLES = {
  admin: 'Admin@2026',
  npc01: 'Demo@2026',
  unit01: 'Demo@2026',
  unit02: 'Demo@2026',
  dlg001: 'Demo@2026',
  dlg002: 'Demo@2026',
} as const;
export type DemoRole = keyof typeof DEMO_ROLES;

export const sessionFile = (role: DemoRole) => path.join(AUTH_DIR, `${role}.json`);

/**
 * The web app keeps its sign-in in sessionStorage, which Playwright's storage state does not carry: the
 * setup saves it beside the storage state and every new tab of a signed-in test starts with it (once per
 * tab, so a sign-out in the test stays signed out across reloads).
 */
async function restoreSession(context: BrowserContext, role: DemoRole): Promise<void> {
  const saved = JSON.parse(readFileSync(sessionFile(role), 'utf8')) as { sessionStorage: Record<string, string> };
  await context.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-started')) return;
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    sessionStorage.setItem('e2e-started', '1');
  }, saved.sessionStorage);
}

/**
 * Collects what the Content-Security-Policy blocks on every page of a context: Chromium reports each blocked
 * script, style, image or connection on the console. Every test fails on one, so the policy is checked on
 * every screen the suite opens.
 */
export function watchContentSecurityPolicy(context: BrowserContext, blocked: string[]): void {
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
}

export const test = base.extend<{ signedInAs: DemoRole | undefined; openAs: (role: DemoRole) => Promise<Page> }>({
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs ? sessionFile(signedInAs) : storageState);
  },
  context: async ({ context, signedInAs }, use) => {
    const blocked: string[] = [];
    watchContentSecurityPolicy(context, blocked);
    if (signedInAs) await restoreSession(context, signedInAs);
    await use(context);
    expect(blocked, 'what the Content-Security-Policy blocked').toEqual([]);
  },
  /** A page of its own browser context, signed in as another demo account (several seats in one test). */
  openAs: async ({ browser, baseURL, viewport }, use) => {
    const contexts: BrowserContext[] = [];
    const blocked: string[] = [];
    await use(async (role) => {
      const context = await browser.newContext({ baseURL, viewport, storageState: sessionFile(role) });
      contexts.push(context);
      watchContentSecurityPolicy(context, blocked);
      await restoreSession(context, role);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
    expect(blocked, 'what the Content-Security-Policy blocked').toEqual([]);
  },
});

export { expect };

/** A screenshot taken on purpose, kept under tests/artifacts/screens/ to look at what a user sees. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
}
