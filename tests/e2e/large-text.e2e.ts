// Large text (大字模式, issue 18, WCAG 1.4.4 and 1.4.10): turned on in the theme drawer, the base font is 16 or
// 18 px, and on a laptop (1366×768) and a phone (390×844) a list page and its dialog keep every label whole
// and every control within reach; the browser's zoom to 200 % (a 683×384 window at twice the pixels) too.
import type { Locator, Page } from '@playwright/test';
import { chooseOption, dialog, named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';

const dataRows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** Turns large text to `option` in the theme drawer and saves it, as a user does. */
async function chooseTextSize(page: Page, option: '标准' | '大字' | '特大'): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '主题配置' }).click();
  const drawer = dialog(page, '主题配置');
  await chooseOption(drawer.getByRole('combobox', { name: '大字模式' }), option);
  await drawer.getByRole('button', { name: named('保存') }).click();
  await expect(drawer).toBeHidden();
}

/** The font size the user reads in the page: a filter's label and a cell of the list. */
async function expectBaseFont(page: Page, px: number): Promise<void> {
  const main = page.getByRole('main');
  for (const text of [main.locator('.ant-form-item-label label').first(), dataRows(page).first().getByRole('cell').nth(1)])
    await expect.poll(() => text.evaluate((el) => getComputedStyle(el).fontSize)).toBe(`${px}px`);
}

/** Scrolled to (as a user scrolls a phone's page), the control is whole in the window. */
async function expectReachable(control: Locator, what: string): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect(control, what).toBeInViewport({ ratio: 1 });
}

/** No label inside `scope` is cut off: each shows all its text (nothing hidden by an ellipsis or overflow). */
async function expectLabelsWhole(
  scope: Locator,
  what: string,
  selector = '.ant-form-item-label, .ant-form-item-label label',
): Promise<void> {
  const labels = scope.locator(selector);
  expect(await labels.count(), `${what} has labels`).toBeGreaterThan(0);
  const clipped = await labels.evaluateAll((elements) =>
    elements
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => `${el.textContent ?? ''} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`),
  );
  expect(clipped, `clipped labels in ${what}`).toEqual([]);
}

/** The page never scrolls sideways: a wide table scrolls inside its card. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The delegate list and its 添加 dialog: labels whole, the header's buttons, filters, table, pagination and the dialog's buttons in reach. */
async function expectListAndDialogUsable(page: Page, shot?: string): Promise<void> {
  const main = page.getByRole('main');
  await expectNoSidewaysScroll(page);
  for (const button of await page.getByRole('banner').getByRole('button').all()) await expectReachable(button, 'a header button');
  await expectReachable(page.getByRole('tab', { selected: true }), 'the open tab');
  await expectLabelsWhole(main, 'the filters');
  await expectReachable(main.getByRole('textbox', { name: '姓名' }), 'the filter 姓名');
  // A short window keeps the filters to one row: the rest are a click on 展开 away.
  const unfold = main.getByRole('button', { name: named('展开') });
  if (await unfold.isVisible()) await unfold.click();
  for (const name of ['届次', '类型']) await expectReachable(main.getByRole('combobox', { name }), `the filter ${name}`);
  for (const name of ['查询', '重置', '添加']) await expectReachable(main.getByRole('button', { name: named(name) }), name);
  await expectReachable(main.getByRole('columnheader', { name: named('姓名') }).first(), 'the 姓名 column');
  // A header's text is cut off where it ends in an ellipsis: a sortable column's title, or a header cell that ellipsises.
  await expectLabelsWhole(
    main,
    'the column headers',
    '.ant-table-thead .ant-table-column-title, .ant-table-thead th.ant-table-cell-ellipsis:not(:has(.ant-table-column-title))',
  );
  for (const name of ['编辑', '调整', '删除'])
    await expectReachable(
      dataRows(page)
        .first()
        .getByRole('button', { name: named(name) }),
      `a row's ${name}`,
    );
  await expectReachable(main.getByTitle('下一页', { exact: true }), '下一页');
  await expectReachable(main.getByText(/^共 \d+ 条$/), 'the total');
  await main.getByRole('button', { name: named('添加') }).scrollIntoViewIfNeeded();
  if (shot) await screenshot(page, `${shot}-list`);

  await main.getByRole('button', { name: named('添加') }).click();
  const form = dialog(page, '添加代表委员');
  await expect(form.getByRole('textbox', { name: '姓名' })).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectLabelsWhole(form, 'the dialog');
  for (const name of ['姓名', '单位职务', '联系电话']) await expectReachable(form.getByRole('textbox', { name }), `the field ${name}`);
  for (const name of ['保存', '取消']) await expectReachable(form.getByRole('button', { name: named(name) }), name);
  await expectReachable(form.getByRole('button', { name: '关闭' }), 'the ×');
  if (shot) await screenshot(page, `${shot}-dialog`);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
}

const SCREENS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

for (const viewport of SCREENS) {
  test.describe(`large text at ${viewport.width}×${viewport.height}`, () => {
    test.use({ signedInAs: 'npc01', viewport });

    test('sets the base font to 16 and 18 px, kept after a reload, with the list and its dialog whole and within reach', async ({
      page,
    }) => {
      await page.goto('/#/delegate/delegateList');
      await expect(dataRows(page).first()).toBeVisible();
      await expectBaseFont(page, 14);

      await chooseTextSize(page, '大字');
      await expectBaseFont(page, 16);
      await expectListAndDialogUsable(page, `large-text-${viewport.width}x${viewport.height}-16px`);

      await chooseTextSize(page, '特大');
      await expectBaseFont(page, 18);
      const header = await page.getByRole('banner').boundingBox();
      expect(header?.height, 'the header grows with the text').toBe(72);
      await expectListAndDialogUsable(page, `large-text-${viewport.width}x${viewport.height}-18px`);

      // Saved with the other settings: the next visit opens in large text.
      await page.reload();
      await expect(dataRows(page).first()).toBeVisible();
      await expectBaseFont(page, 18);
    });
  });
}

test.describe('the browser zoomed to 200 % on a 1366×768 screen', () => {
  test.use({ signedInAs: 'npc01', viewport: { width: 683, height: 384 }, deviceScaleFactor: 2 });

  test('keeps the list and its dialog whole and within reach', async ({ page }) => {
    await page.goto('/#/delegate/delegateList');
    await expect(dataRows(page).first()).toBeVisible();
    await expectListAndDialogUsable(page, 'zoom-200');
  });
});
