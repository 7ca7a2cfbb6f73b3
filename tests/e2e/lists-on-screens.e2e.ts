// The lists a new user tripped over (issue 32, points 4 and 5): on a 1366×768 laptop no column hides under the
// pinned 操作 and a due light says by how many days; the register shows a page of one-line rows, newest first;
// a just-submitted suggestion is the first of 我的建议; on a 390×844 phone a deputy's lists are cards and the
// case file wraps its title.
import type { Locator, Page } from '@playwright/test';
import { clickInPopup, named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';
import { expectToast } from './support/toast';

const dataRows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The element shows all its text: nothing cut by an ellipsis, an overflow or a column pinned over it. */
async function expectWhole(element: Locator, what: string): Promise<void> {
  await expect(element, what).toBeVisible();
  const cut = await element.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(cut, `${what} is cut`).toBe(false);
}

/** The cell is left of the pinned 操作 column of its row: not covered by it. */
async function expectLeftOfActions(row: Locator, cell: Locator, what: string): Promise<void> {
  const actions = await row.locator('td.ant-table-cell-fix-right, td.ant-table-cell-fix-end').first().boundingBox();
  const box = await cell.boundingBox();
  expect(actions, 'the pinned 操作 cell').not.toBeNull();
  expect(box, what).not.toBeNull();
  expect(box!.x + box!.width, `${what} ends before 操作 begins`).toBeLessThanOrEqual(actions!.x + 1);
}

/** dlg001's page; the profile confirmation the shell asks on entry (until some test confirms it) is put off. */
async function deputyPage(openAs: (role: 'dlg001') => Promise<Page>): Promise<Page> {
  const page = await openAs('dlg001');
  const profile = page.getByRole('dialog', { name: '个人信息确认' });
  await page.addLocatorHandler(profile, () => profile.getByRole('button', { name: named('取消') }).click());
  return page;
}

test.describe('lists on a 1366×768 laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('dlg001: a submitted suggestion is first in 我的建议, every column shows beside 操作, and 我的身份 says 领衔', async ({
    openAs,
  }) => {
    const page = await deputyPage(openAs);
    await page.goto('/#/suggestion/mine');
    const main = page.getByRole('main');
    await expect(dataRows(page).first()).toBeVisible();
    const title = `关于社区夜间照明的建议（${Date.now().toString(36)}）`;
    await main.getByRole('button', { name: named('新建建议') }).click();
    const form = page.getByRole('dialog', { name: '新建建议' });
    await form.getByRole('textbox', { name: '案由' }).fill(title);
    // 提交 with an empty 内容 is refused on the field; the draft is not sent.
    await form.getByRole('button', { name: named('提交') }).click();
    await expect(form.getByText('提交前请填写内容')).toBeVisible();
    await form.getByRole('textbox', { name: '内容' }).fill('小区道路夜间照明不足，建议增设路灯。');
    await expectToast(page, '已提交', () => form.getByRole('button', { name: named('提交') }).click());

    const first = dataRows(page).first();
    await expect(first).toContainText(title);
    await expect(first).toContainText('领衔');
    const headers = await main.locator('.ant-table-thead th').allTextContents();
    const submittedAt = headers.findIndex((text) => text.includes('提交时间'));
    expect(submittedAt, 'the 提交时间 column').toBeGreaterThan(0);
    await expectLeftOfActions(first, first.getByRole('cell').nth(submittedAt), 'the 提交时间 cell');
    await expectWhole(first.getByRole('cell').nth(submittedAt), 'the 提交时间 cell');
    await screenshot(page, 'lists-1366-mine');
  });

  test('npc01: the register shows ten one-line rows and its key columns without scrolling sideways, newest submission first', async ({
    openAs,
  }) => {
    const page = await openAs('npc01');
    await page.goto('/#/npc/suggestions');
    const rows = dataRows(page);
    await expect(rows.nth(9)).toBeInViewport({ ratio: 1 });
    const heights = await rows.evaluateAll((elements) => elements.slice(0, 10).map((el) => el.getBoundingClientRect().height));
    expect(Math.max(...heights), 'the tallest of the first rows').toBeLessThan(60);
    const main = page.getByRole('main');
    for (const name of ['案号', '案由', '状态', '领衔人/提出单位', '承办单位', '办理期限'])
      await expect(main.getByRole('columnheader', { name: named(name) }), `the ${name} column`).toBeInViewport({ ratio: 1 });
    const body = main.locator('.ant-table-body');
    expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth), 'sideways scrolling').toBeLessThanOrEqual(0);
    await screenshot(page, 'lists-1366-register');

    // The other columns are a tick away in 列设置.
    await main.getByRole('toolbar', { name: '表格工具' }).getByRole('button', { name: '列设置', exact: true }).click();
    await clickInPopup(page.getByRole('menu', { name: '列设置' }).getByRole('menuitemcheckbox', { name: '提交日期' }));
    await expect(main.getByRole('columnheader', { name: named('提交日期') })).toBeVisible();
    await page.keyboard.press('Escape');
    const headers = await main.locator('.ant-table-thead th').allTextContents();
    const submitted = headers.findIndex((text) => text.includes('提交日期'));
    const days = (
      await rows.evaluateAll((elements, column) => elements.map((el) => el.children[column]?.textContent ?? ''), submitted)
    ).filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day));
    expect(days.length).toBeGreaterThan(3);
    expect(days, 'newest submission first').toEqual([...days].sort().reverse());
  });

  test('unit01: an overdue assignment says by how many days, beside the pinned 操作', async ({ openAs }) => {
    const page = await openAs('unit01');
    await page.goto('/#/handling/assignments?stage=overdue');
    const first = dataRows(page).first();
    const light = first.locator('.deadline-light');
    await expect(light).toHaveText(/^逾期 \d+ 天$/);
    await expectWhole(light, 'the overdue light');
    await expectLeftOfActions(first, light, 'the overdue light');
    await screenshot(page, 'lists-1366-unit-overdue');
  });
});

test.describe('a deputy on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('dlg001: 我的建议 and 附议邀请 are cards with whole titles and buttons; the case file wraps its title', async ({ openAs }) => {
    const page = await deputyPage(openAs);
    await page.goto('/#/suggestion/mine');
    const cards = page.getByRole('main').getByRole('list', { name: '我的建议' });
    const card = cards.getByRole('listitem').first();
    await expect(card).toBeVisible();
    await expect(page.getByRole('main').locator('.ant-table')).toHaveCount(0);
    const link = card.getByRole('link').first();
    await expectWhole(link, 'the first card’s title');
    // A card with actions offers them as buttons a thumb can hit (at least 32 px tall).
    const withActions = cards
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^撤回：/ }) })
      .first();
    const button = withActions.getByRole('button', { name: /^撤回：/ });
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(32);
    await screenshot(page, 'lists-390-mine');

    await page.getByRole('tab', { name: /^附议邀请/ }).click();
    const invitations = page.getByRole('main').getByRole('list', { name: '附议邀请' });
    await expect(invitations.getByRole('listitem').first()).toBeVisible();
    await screenshot(page, 'lists-390-invitations');

    await page.getByRole('tab', { name: /^我的建议/ }).click();
    const title = (await link.textContent()) ?? '';
    await link.click();
    const heading = page.getByRole('main').getByRole('heading', { level: 4 }).filter({ hasText: title });
    await expectWhole(heading, 'the case file’s title');
    await screenshot(page, 'lists-390-case-file');
  });
});
