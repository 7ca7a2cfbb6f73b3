import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { AUTH_DIR, SCREENS } from './paths';

/** The demo accounts the setup project signs in once, through the form. */
export const DEMO_ROLES = {
  admin: 'Admin@2026',
  npc01: 'Demo@2026',
  unit01: 'Demo@2026',
  dlg001: 'Demo@2026',
} as const;
export type DemoRole = keyof typeof DEMO_ROLES;

export const sessionFile = (role: DemoRole) => path.join(AUTH_DIR, `${role}.json`);

/**
 * The web app keeps its sign-in in sessionStorage, which Playwright's storage state does not carry: the
 * setup saves it beside the storage state and every new tab of a signed-in test starts with it (once per
 * tab, so a sign-out in the test stays signed out across reloads).
 */
export const test = base.extend<{ signedInAs: DemoRole | undefined }>({
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs ? sessionFile(signedInAs) : storageState);
  },
  context: async ({ context, signedInAs }, use) => {
    if (signedInAs) {
      const saved = JSON.parse(readFileSync(sessionFile(signedInAs), 'utf8')) as { sessionStorage: Record<string, string> };
      await context.addInitScript((entries) => {
        if (sessionStorage.getItem('e2e-started')) return;
        for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
        sessionStorage.setItem('e2e-started', '1');
      }, saved.sessionStorage);
    }
    await use(context);
  },
});

export { expect };

/** A screenshot taken on purpose, kept under tests/artifacts/screens/ to look at what a user sees. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
}
