import type { Locator, Page } from '@playwright/test';
import { clickInPopup, named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';

/** The rows of the list on screen (the header row not counted). */
const dataRows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

const tools = (page: Page) => page.getByRole('toolbar', { name: '表格工具' });
const tool = (page: Page, name: string) => tools(page).getByRole('button', { name, exact: true });
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });
/** The total and the next-page button: what a user looks for at the list's foot. */
const foot = (page: Page) => [page.getByText(/^共 \d+ 条$/), page.getByTitle('下一页', { exact: true })];

/** The table body scrolls its rows (more rows than it shows) while the page itself does not scroll. */
async function expectTableScrolls(page: Page): Promise<void> {
  const body = page.locator('.list-page .ant-table-body');
  await expect.poll(() => body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await body.hover();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  for (const item of foot(page)) await expect(item).toBeInViewport();
}

/** Opens a menu of the table tools and returns it. */
async function openTool(page: Page, name: string): Promise<Locator> {
  await tool(page, name).click();
  const menu = page.getByRole('menu', { name });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('the list kit’s table tools', () => {
  test.use({ signedInAs: 'npc01', viewport: { width: 1366, height: 768 } });

  test('the delegate list keeps its pagination and total in view at 1366×768 and 1440×900, its rows scrolling in the table', async ({
    page,
  }) => {
    await page.goto('/#/delegate/delegateList');
    await expect(dataRows(page).first()).toBeVisible();
    for (const item of foot(page)) await expect(item).toBeInViewport();
    await expectTableScrolls(page);
    await screenshot(page, 'list-fitted-1366x768');

    await page.setViewportSize({ width: 1440, height: 900 });
    for (const item of foot(page)) await expect(item).toBeInViewport();
    await expectTableScrolls(page);
  });

  test('the case register folds its long filter bar and keeps its pagination in view, unfolded too', async ({ page }) => {
    await page.goto('/#/npc/suggestions');
    await expect(dataRows(page).first()).toBeVisible();
    // Folded to one row in this short window: the first filters show, the others wait behind 展开.
    await expect(page.getByLabel('关键字', { exact: true })).toBeVisible();
    await expect(page.getByLabel('承办单位', { exact: true })).toBeHidden();
    for (const item of foot(page)) await expect(item).toBeInViewport();
    await expectTableScrolls(page);

    await page.getByRole('button', { name: named('展开') }).click();
    await expect(page.getByLabel('承办单位', { exact: true })).toBeVisible();
    // The bar is now taller than the window leaves room for: the page scrolls, the foot stays in view.
    for (const item of foot(page)) await expect(item).toBeInViewport();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    for (const item of foot(page)) await expect(item).toBeInViewport();
    await screenshot(page, 'list-register-unfolded-1366x768');
  });

  test('hides a column through column settings, keeps it hidden after a reload, and 重置 shows it again', async ({ page }) => {
    await page.goto('/#/delegate/delegateList');
    await expect(dataRows(page).first()).toBeVisible();
    await expect(header(page, '账号')).toBeVisible();

    // An icon button with a name and a tooltip.
    await tool(page, '列设置').hover();
    await expect(page.getByRole('tooltip', { name: '列设置' })).toBeVisible();

    const menu = await openTool(page, '列设置');
    const account = menu.getByRole('menuitemcheckbox', { name: '账号' });
    await expect(account).toHaveAttribute('aria-checked', 'true');
    await clickInPopup(account);
    await expect(header(page, '账号')).toHaveCount(0);
    await expect(account).toHaveAttribute('aria-checked', 'false');
    await expect(header(page, '姓名')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await screenshot(page, 'list-column-hidden');

    await page.reload();
    await expect(dataRows(page).first()).toBeVisible();
    await expect(header(page, '姓名')).toBeVisible();
    await expect(header(page, '账号')).toHaveCount(0);

    const again = await openTool(page, '列设置');
    await clickInPopup(again.getByRole('menuitem', { name: '重置' }));
    await expect(header(page, '账号')).toBeVisible();
    await expect(again.getByRole('menuitemcheckbox', { name: '账号' })).toHaveAttribute('aria-checked', 'true');
  });

  test('switches the rows’ density, and keeps it', async ({ page }) => {
    await page.goto('/#/delegate/delegateList');
    const row = dataRows(page).first();
    await expect(row).toBeVisible();
    const height = async () => (await row.boundingBox())?.height ?? 0;
    // The row as drawn once the list has loaded: a list first shows its cached rows and then redraws them, and a
    // row read between the two has no box (it read 0 once on CI, so no height could ever be less).
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    let medium = 0;
    await expect.poll(async () => (medium = await height())).toBeGreaterThan(0);

    const menu = await openTool(page, '密度');
    await expect(menu.getByRole('menuitemradio', { name: '中等' })).toHaveAttribute('aria-checked', 'true');
    await clickInPopup(menu.getByRole('menuitemradio', { name: '紧凑' }));
    await expect(menu).toBeHidden();
    await expect.poll(height).toBeLessThan(medium);

    await page.reload();
    await expect(row).toBeVisible();
    await expect.poll(height).toBeLessThan(medium);
    const large = await openTool(page, '密度');
    await expect(large.getByRole('menuitemradio', { name: '紧凑' })).toHaveAttribute('aria-checked', 'true');
    await clickInPopup(large.getByRole('menuitemradio', { name: '宽松' }));
    await expect.poll(height).toBeGreaterThan(medium);
  });

  test('shows the list full screen and back, from the keyboard', async ({ page }) => {
    await page.goto('/#/delegate/delegateList');
    await expect(dataRows(page).first()).toBeVisible();
    // The list's card (where the page's layout puts it).
    const card = page.locator('.list-page');
    const inShell = await card.boundingBox();
    expect(inShell?.y).toBeGreaterThan(0);

    // Tab goes from the page's last button through the table tools.
    await page.getByRole('button', { name: named('导出Excel') }).focus();
    await page.keyboard.press('Tab');
    await expect(tool(page, '密度')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(tool(page, '列设置')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(tool(page, '表格全屏')).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(tool(page, '退出表格全屏')).toBeFocused();
    await expect.poll(async () => card.boundingBox()).toMatchObject({ x: 0, y: 0, height: 768 });
    for (const item of foot(page)) await expect(item).toBeInViewport();
    await screenshot(page, 'list-full-screen');

    await page.keyboard.press('Escape');
    await expect(tool(page, '表格全屏')).toBeVisible();
    await expect.poll(async () => (await card.boundingBox())?.y).toBe(inShell?.y);

    await tool(page, '表格全屏').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await card.boundingBox())?.y).toBe(0);
    await page.keyboard.press('Enter');
    await expect(tool(page, '表格全屏')).toBeFocused();
    await expect.poll(async () => (await card.boundingBox())?.y).toBe(inShell?.y);
    for (const item of foot(page)) await expect(item).toBeInViewport();
  });
});
