// Issue 33: every figure of a report opens the list of exactly what it counts, in the web app.
import type { Locator, Page } from '@playwright/test';
import { chooseOption, named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';
import { openFromMenu } from './support/menu';
import { openReport, preview, waitForPreview } from './support/report-centre';

/** The list's total as its pagination says it ("共 N 条"). */
const totalOf = (page: Page) => page.getByRole('main').locator('.ant-pagination-total-text');

/** A figure link's count, by its visible text. */
async function countOf(link: Locator): Promise<number> {
  return Number((await link.innerText()).trim());
}

/** The first unit's link for one column of the status statistics (e.g. "市… · 已答复：42 件次，打开列表"). */
const unitFigure = (page: Page, column: string) =>
  preview(page)
    .getByRole('link', { name: new RegExp(`^市[^·]+ · ${column}：\\d+ 件次，打开列表$`) })
    .first();

test.describe('a report’s figure opens its list', () => {
  test.use({ signedInAs: 'npc01' });

  test('办理状态统计: a unit’s 已答复 opens its assignments, as many as the figure, filters in the URL and editable; Back returns', async ({
    page,
  }) => {
    await page.goto('/#/index');
    await openFromMenu(page, ['报表中心', '报表中心'], /#\/report\/reportCenter/);
    await openReport(page, '办理状态统计');
    await waitForPreview(page, '办理状态统计');
    // Each counted column says what it counts: in its header's tooltip and under the table.
    await expect(preview(page).getByRole('columnheader', { name: '超期' })).toHaveAttribute('title', /本轮尚未答复/);
    await expect(preview(page).locator('.pd-legend')).toContainText('已测评：');

    const replied = unitFigure(page, '已答复');
    const label = (await replied.getAttribute('aria-label')) ?? '';
    const unit = label.split(' · ')[0]!;
    const count = await countOf(replied);
    expect(count).toBeGreaterThan(0);
    const overdueCount = await countOf(
      preview(page).getByRole('link', { name: new RegExp(`^${unit} · 超期：\\d+ 件次，打开列表$`) }),
    ).catch(() => 0);
    await replied.click();

    await expect(page).toHaveURL(/#\/report\/assignments\?.*figure=replied/);
    await expect(page).toHaveURL(/unitId=\d+/);
    await expect(totalOf(page)).toHaveText(`共 ${count} 条`);
    const main = page.getByRole('main');
    await expect(main.locator('.figure-definition')).toContainText('统计口径：截至统计日承办单位已发出答复');
    await expect(
      main.getByRole('combobox', { name: '统计项' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]'),
    ).toContainText('已答复');
    await expect(
      main.getByRole('combobox', { name: '承办单位' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]'),
    ).toContainText(unit);
    await expect(main.getByRole('row').filter({ hasText: unit }).first()).toBeVisible();
    await screenshot(page, 'report-drill-replied');

    // Another figure of the same unit, from the list's own filter.
    await chooseOption(main.getByRole('combobox', { name: '统计项' }), '超期', '超期');
    await main.getByRole('button', { name: named('查询') }).click();
    await expect(page).toHaveURL(/figure=overdue/);
    if (overdueCount > 0) await expect(totalOf(page)).toHaveText(`共 ${overdueCount} 条`);
    else await expect(main.getByText('暂无数据').first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/figure=replied/);
    await expect(totalOf(page)).toHaveText(`共 ${count} 条`);
    await page.goBack();
    await expect(page).toHaveURL(/#\/caseStatusReportPrint/);
    await waitForPreview(page, '办理状态统计');
  });

  test('按类别统计: a category’s 立案 opens the register filtered to it, as many cases; from the keyboard alone', async ({ page }) => {
    await page.goto('/#/caseTypeReportPrint');
    await waitForPreview(page, '按类别统计');
    const first = preview(page)
      .getByRole('link', { name: /^.+ · 立案：\d+ 件，打开列表$/ })
      .first();
    const count = await countOf(first);
    // Tab until the first 立案 figure has the focus, as a keyboard user does, then Enter.
    await page.getByRole('radiogroup', { name: '届别' }).getByRole('radio').first().focus();
    for (let presses = 0; presses < 80; presses++) {
      if (await page.evaluate(() => /· 立案：/.test(document.activeElement?.getAttribute('aria-label') ?? ''))) break;
      await page.keyboard.press('Tab');
    }
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/npc\/suggestions\?.*figure=accepted/);
    await expect(page).toHaveURL(/category=/);
    await expect(totalOf(page)).toHaveText(`共 ${count} 条`);
    await expect(
      page.getByRole('main').getByRole('combobox', { name: '类别' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]'),
    ).not.toContainText('全部');
  });
});

test.describe('the home page’s figures', () => {
  test.use({ signedInAs: 'npc01' });

  test('申请退回 and each most-overdue unit open their assignments, as many as they say', async ({ page }) => {
    await page.goto('/#/index');
    const returns = page.getByRole('link', { name: /^申请退回 \d+ 件次$/ });
    const count = Number(/(\d+) 件次/.exec((await returns.getAttribute('aria-label')) ?? '')?.[1]);
    await returns.click();
    await expect(page).toHaveURL(/#\/report\/assignments\?body=NPC&figure=returnRequested/);
    await expect(totalOf(page)).toHaveText(`共 ${count} 条`);

    await page.goto('/#/index');
    const unit = page.getByRole('link', { name: /^市\S+ \d+ 件次$/ }).first();
    const unitCount = Number(/(\d+) 件次$/.exec((await unit.getAttribute('aria-label')) ?? '')?.[1]);
    await unit.click();
    await expect(page).toHaveURL(/#\/report\/assignments\?body=NPC&unitId=\d+&figure=overdue/);
    await expect(totalOf(page)).toHaveText(`共 ${unitCount} 条`);
  });
});
