import { LOG_MODULE_LABELS } from '@proposal-desk/shared';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const waitForText = (page: Page, text: string) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), { timeout: 60000 }, text);

/** The visible text of every cell of one column (by header title) of the log table. */
const columnTexts = (page: Page, header: string) =>
  page.evaluate((title) => {
    const headers = Array.from(document.querySelectorAll('.activity-log .ant-table-thead th')).map((th) =>
      (th as HTMLElement).innerText.trim(),
    );
    const index = headers.indexOf(title);
    return Array.from(document.querySelectorAll('.activity-log .ant-table-tbody tr.ant-table-row')).map(
      (row) => (row.children[index] as HTMLElement | undefined)?.innerText.trim() ?? '',
    );
  }, header);

/** Waits until the table has rows again after a search and every row of the column satisfies a test. */
async function expectColumn(page: Page, header: string, test: (text: string) => boolean): Promise<string[]> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.activity-log .ant-spin-spinning') &&
        document.querySelectorAll('.activity-log tr.ant-table-row').length > 0,
      { timeout: 30000 },
    )
    .catch(() => undefined);
  const texts = await columnTexts(page, header);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => !test(text))).toEqual([]);
  return texts;
}

/** Runs a search and waits for the list request to come back. */
async function search(page: Page): Promise<void> {
  const answered = page.waitForResponse((res) => res.url().includes('/api/Log/GetList'), { timeout: 30000 });
  await page.locator('.activity-log-filters button[type="submit"]').click();
  await answered;
  await page.waitForFunction(() => !document.querySelector('.activity-log .ant-spin-spinning'), { timeout: 30000 });
}

async function chooseModule(page: Page, field: string, option: string): Promise<void> {
  await page.locator(`.activity-log-filters .ant-select:has(input[aria-label="${field}"])`).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
}

describe('the activity log in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the administrator their own sign-in on the first page, filters by module and user, and speaks English', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Admin@2026');
    await waitForText(page, '操作日志');
    await page.locator('.vab-sider ::-p-text(操作日志)').click();
    const arrived = await page
      .waitForFunction(() => location.hash.includes('/log/activityLog'), { timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    // A group with one page may open as a submenu first.
    if (!arrived) await page.locator('.vab-sider .ant-menu-item ::-p-text(操作日志)').click();
    await page.waitForFunction(() => location.hash.includes('/log/activityLog'), { timeout: 30000 });
    await page.waitForSelector('.activity-log tr.ant-table-row', { timeout: 60000 });

    // Other e2e files run beside this one and write entries too: this sign-in is on the first page, newest first.
    const rows = await page.$$eval('.activity-log tr.ant-table-row', (trs) => trs.map((row) => (row as HTMLElement).innerText));
    const first = rows.find((row) => row.includes('系统登录') && row.includes('(admin)')) ?? '';
    expect(first).toContain('系统管理员');
    expect(first).toContain('(admin)');
    expect(first).toContain('系统登录');
    expect(first).toContain('系统管理员（admin）用户名密码登录');
    await screenshot(page, 'activity-log');

    await chooseModule(page, '模块', '用户管理');
    await search(page);
    await expectColumn(page, '模块', (text) => text === '用户管理');
    expect(await columnTexts(page, '操作内容')).toContain('新增用户 newstaff');

    await page.locator('.activity-log-filters .ant-btn:not([type="submit"])').click();
    await page.waitForFunction(() => !document.querySelector('.activity-log .ant-spin-spinning'), { timeout: 30000 });
    await page.type('.activity-log-filters input[aria-label="用户"]', 'npc01');
    await search(page);
    const users = await expectColumn(page, '操作人', (text) => text.includes('(npc01)'));
    expect(users.some((text) => text.includes('王晓燕'))).toBe(true);

    await page.locator('button[aria-label="语言"], button[aria-label="Language"]').click();
    await page.locator('::-p-text(English)').click();
    await waitForText(page, 'All modules');
    const english: string[] = Object.values(LOG_MODULE_LABELS).map((label) => label.en);
    await expectColumn(page, 'Module', (text) => english.includes(text));
    for (const label of ['User', 'Module', 'Action', 'Time', 'From'])
      expect(await page.$eval('.activity-log .ant-table-thead', (h) => (h as HTMLElement).innerText)).toContain(label);
    expect(await page.$eval('.activity-log-filters', (form) => (form as HTMLElement).innerText)).toContain('Search');
    await screenshot(page, 'activity-log-english');
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.close();
  });
});
