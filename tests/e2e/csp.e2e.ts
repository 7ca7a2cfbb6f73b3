// The product's Content-Security-Policy holds for what it ships. Every test of the suite fails on anything
// the policy blocks (support/fixtures.ts), so every screen the suite opens is checked, every menu screen
// among them (shell.e2e.ts walks them all). Here: the policy itself, that a blocked load is noticed, and a
// report preview, a one-case print page and the API reference.
import { API_PATHS, type CaseSearchItem, type Paged } from '@proposal-desk/shared';
import { named } from './support/antd';
import { apiGet, apiSignIn } from './support/api';
import { expect, test, watchContentSecurityPolicy } from './support/fixtures';
import { openFromMenu } from './support/menu';
import { openReport, waitForPreview } from './support/report-centre';

test.describe('the Content-Security-Policy', () => {
  test('is sent with the app, and the suite notices what it blocks', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const blocked: string[] = [];
    watchContentSecurityPolicy(context, blocked);
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('button', { name: named('登录') })).toBeVisible();
    expect(blocked).toEqual([]);
    // A script from elsewhere, as an injected page would load it.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://example.invalid/injected.js';
      document.head.append(script);
    });
    await expect.poll(() => blocked.length).toBe(1);
    expect(blocked[0]).toMatch(/example\.invalid/);
    await context.close();
  });

  test.describe('as the administrator', () => {
    test.use({ signedInAs: 'admin' });

    test('blocks nothing in a report preview, a case print page and the API reference', async ({ page }) => {
      await page.goto('/#/index');
      await expect(page.getByRole('main')).toContainText('待登记');
      await openFromMenu(page, ['报表中心', '报表中心'], /#\/report\/reportCenter(\?|$)/);
      await openReport(page, '办理状态统计');
      await waitForPreview(page, '办理状态统计');

      const token = await apiSignIn('admin', 'Admin@2026');
      const found = await apiGet<Paged<CaseSearchItem>>(API_PATHS.caseSearch, token, { body: 'NPC', kind: 'SUGGESTION', pageSize: '1' });
      await page.goto(`/#/npcContentAdvicePrint?caseId=${found.rows[0]!.id}`);
      await waitForPreview(page, '代表建议');

      // Swagger UI draws a long list of calls in windows around what is on screen, so the reference is opened at
      // one call by its link, as a reader shares it.
      await page.goto(`${API_PATHS.apiDocs}#/Cases/caseList`);
      await expect(page.getByRole('heading', { name: /Proposal Desk API/ })).toBeVisible();
      await expect(page.getByText(API_PATHS.caseList, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
    });
  });
});
