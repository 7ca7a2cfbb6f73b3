import { mkdirSync, writeFileSync } from 'node:fs';
import { DEMO_ROLES, expect, sessionFile, test, type DemoRole } from './support/fixtures';
import { AUTH_DIR } from './support/paths';
import { signIn } from './support/sign-in';

test.describe.configure({ mode: 'parallel' });

for (const [role, password] of Object.entries(DEMO_ROLES) as Array<[DemoRole, string]>) {
  test(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, role, password);
    await expect(page.getByRole('menu').first()).toBeVisible();
    const state = await page.context().storageState();
    const saved = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    expect(saved.token).toBeTruthy();
    mkdirSync(AUTH_DIR, { recursive: true });
    writeFileSync(sessionFile(role), JSON.stringify({ ...state, sessionStorage: saved }));
  });
}
