// The product's Content-Security-Policy holds for what it ships: every screen of the administrator's menu,
// a report preview, a one-case print page and the API reference load without one blocked script, style,
// image or connection.
import { API_PATHS, type CaseSearchItem, type Paged, type RouteItem } from '@proposal-desk/shared';
import type { Page } from '@playwright/test';
import { named } from './support/antd';
import { apiGet, apiSignIn } from './support/api';
import { expect, test } from './support/fixtures';
import { openFromMenu, screensOf, type Screen } from './support/menu';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** The violations the page reported since it loaded, and those Chromium wrote to the console. */
async function violationsOf(page: Page, logged: string[]): Promise<string[]> {
  return [...logged, ...(await page.evaluate(() => window.cspViolations ?? []))];
}

/** Opens a page from the side menu and waits until it has loaded. */
const openScreen = (page: Page, screen: Screen) =>
  openFromMenu(page, [...screen.sections, screen.title], new RegExp(`#${screen.path}(\\?|$)`));

const preview = (page: Page) => page.getByRole('region', { name: '报表预览' });

async function waitForPreview(page: Page, title: string): Promise<void> {
  await expect(preview(page)).toHaveAttribute('aria-busy', 'false');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(title);
}

test.describe('the Content-Security-Policy', () => {
  test.use({ signedInAs: 'admin' });

  test('blocks nothing the product loads: every menu screen, a report preview, a case print page and the API reference', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
    });
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations!.push(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });

    const token = await apiSignIn('admin', 'Admin@2026');
    const screens = screensOf(await apiGet<RouteItem[]>(API_PATHS.roleMenuList, token));
    // It opens every screen of the menu (about twenty) in turn: each gets the time a short test has.
    test.setTimeout(60_000 + screens.length * 15_000);
    expect(screens.map((screen) => screen.title)).toEqual(expect.arrayContaining(['首页', '报表中心', '用户管理', '节假日']));

    const response = await page.goto('/#/index');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('main')).toContainText('待登记');
    for (const screen of screens) await openScreen(page, screen);
    expect(await violationsOf(page, logged)).toEqual([]);

    // The report centre's preview of a report, and a one-case document opened as the case file prints it.
    await openScreen(
      page,
      screens.find((screen) => screen.path === '/report/reportCenter')!,
    );
    await page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByText('办理状态统计', { exact: true }) })
      .getByRole('button', { name: named('打开') })
      .click();
    await waitForPreview(page, '办理状态统计');
    const found = await apiGet<Paged<CaseSearchItem>>(API_PATHS.caseSearch, token, { body: 'NPC', kind: 'SUGGESTION', pageSize: '1' });
    await page.goto(`/#/npcContentAdvicePrint?caseId=${found.rows[0]!.id}`);
    await waitForPreview(page, '代表建议');
    expect(await violationsOf(page, logged)).toEqual([]);

    // The API reference renders its document under the same policy.
    await page.goto(API_PATHS.apiDocs);
    await expect(page.getByRole('heading', { name: /Proposal Desk API/ })).toBeVisible();
    await expect(page.getByText(API_PATHS.caseList, { exact: true }).first()).toBeVisible();
    expect(await violationsOf(page, logged)).toEqual([]);
  });
});
