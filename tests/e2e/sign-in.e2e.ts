import type { Browser, Page } from 'puppeteer-core';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { submitSignIn as signIn } from './support/sign-in';

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

describe('signing in through the web app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the spec messages for an empty form', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/#/login`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('button[type="submit"]');
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => document.body.innerText.includes('用户名不能为空'));
    await screenshot(page, 'login-empty');
    await page.close();
  });

  it('signs the administrator in with the RSA-encrypted password, shows the menu with settings', async () => {
    const page = await browser.newPage();
    const loginCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('GetJwtToken3')) loginCalls.push(req.url());
    });
    await signIn(page, 'admin', 'Admin@2026');
    await page.waitForFunction(() => location.hash.startsWith('#/index'), { timeout: 60000 });
    await page.waitForFunction(() => document.body.innerText.includes('系统设置'), { timeout: 60000 });
    expect(loginCalls[0]).not.toContain('Admin%402026');
    expect(await page.title()).toContain('建议提案办理系统');
    // The home overview shows the administrator's figures (all cases of both bodies).
    await page.waitForFunction(() => document.body.innerText.includes('建议提案总数') && document.body.innerText.includes('按状态统计'), {
      timeout: 60000,
    });
    await screenshot(page, 'admin-home');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    await page.close();
  });

  it('shows a deputy no settings and asks them to confirm their profile', async () => {
    const page = await browser.newPage();
    await signIn(page, 'dlg001', 'Demo@2026');
    await page.waitForFunction(() => location.hash.startsWith('#/index'), { timeout: 60000 });
    await page.waitForFunction(() => document.body.innerText.includes('个人信息确认'), { timeout: 60000 });
    const text = await bodyText(page);
    expect(text).not.toContain('系统设置');
    await screenshot(page, 'deputy-confirm-profile');
    await page.close();
  });

  it('refuses a wrong password with the server message and stays on the sign-in page', async () => {
    const page = await browser.newPage();
    await signIn(page, 'npc01', 'Wrong@2026');
    await page.waitForFunction(() => document.body.innerText.includes('用户名或密码错误'), { timeout: 60000 });
    expect(await page.evaluate(() => location.hash)).toContain('/login');
    await page.close();
  });
});
