import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const waitForText = (page: Page, text: string) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), { timeout: 60000 }, text);

describe('the shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens a menu page as a tab, closes it back to the pinned home tab, switches language and logs out', async () => {
    const page = await browser.newPage();
    await signIn(page, 'npc01', 'Demo@2026');
    await waitForText(page, '代表委员名单');
    await page.locator('::-p-text(代表委员名单)').click();
    await page.waitForFunction(() => location.hash.includes('/delegate/delegateList'));
    await page.waitForFunction(() => document.querySelectorAll('.ant-tabs-tab').length >= 2);
    expect(await page.title()).toMatch(/代表委员名单 - 建议提案办理系统/);
    await page.locator('.ant-tabs-tab-active .ant-tabs-tab-remove').click();
    await page.waitForFunction(() => location.hash.startsWith('#/index'));
    expect(await page.$$eval('.ant-tabs-tab', (tabs) => tabs.length)).toBe(1);

    await page.locator('button[aria-label="语言"], button[aria-label="Language"]').click();
    await page.locator('::-p-text(English)').click();
    await waitForText(page, 'All cases');
    await screenshot(page, 'shell-english');

    await page.locator('.ant-layout-header .ant-avatar').click();
    await page.locator('::-p-text(Log out)').click();
    await page.waitForFunction(() => location.hash.startsWith('#/login'), { timeout: 60000 });
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.close();
  });

  it('makes a new user change their password before anything else, then lets them in with the new one', async () => {
    const page = await browser.newPage();
    await signIn(page, 'newstaff', 'Demo@2026');
    await page.waitForSelector('.ant-modal input[type="password"]', { timeout: 60000 });
    await screenshot(page, 'forced-password-change');
    const fields = await page.$$('.ant-modal input[type="password"]');
    expect(fields).toHaveLength(3);
    await fields[0]!.type('Demo@2026');
    await fields[1]!.type('Fresh#2026a');
    await fields[2]!.type('Fresh#2026a');
    await page.locator('.ant-modal button[type="submit"], .ant-modal .ant-btn-primary').click();
    await waitForText(page, '密码修改成功');
    await page.close();

    const again = await browser.newPage();
    await signIn(again, 'newstaff', 'Fresh#2026a');
    await waitForText(again, '建议提案总数');
    expect(await again.$('.ant-modal input[type="password"]')).toBeNull();
    await again.close();
  });

  it('folds the menu into a drawer on a phone-sized screen', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 800 });
    await signIn(page, 'admin', 'Admin@2026');
    await waitForText(page, '建议提案总数');
    const sider = await page.$('.ant-layout-sider:not(.ant-layout-sider-collapsed)');
    expect(sider).toBeNull();
    await screenshot(page, 'shell-mobile');
    await page.close();
  });
});
