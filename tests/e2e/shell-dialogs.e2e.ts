import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { apiSignIn, createReadyUser } from './support/api';
import { launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const waitForText = (page: Page, text: string) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), { timeout: 60000 }, text);

const MODAL = '.ant-modal-wrap:not([style*="display: none"]) .ant-modal';

/** Picks an entry of the avatar menu in the header. */
async function avatarMenu(page: Page, item: string): Promise<void> {
  await page.hover('.vab-header .vab-avatar');
  await page.locator(`.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item ::-p-text(${item})`).click();
}

/** The open dialog with this title. */
async function dialog(page: Page, title: string): Promise<ElementHandle<Element>> {
  await page.waitForFunction(
    (sel, t) => Array.from(document.querySelectorAll(`${sel} .ant-modal-title`)).some((el) => el.textContent?.trim() === t),
    { timeout: 60000 },
    MODAL,
    title,
  );
  const handle = await page.evaluateHandle(
    (sel, t) => Array.from(document.querySelectorAll(sel)).find((m) => m.querySelector('.ant-modal-title')?.textContent?.trim() === t),
    MODAL,
    title,
  );
  return handle as ElementHandle<Element>;
}

async function closeDialog(page: Page, title: string): Promise<void> {
  const modal = await dialog(page, title);
  await modal.waitForSelector('input[aria-label="联系电话"], input[type="password"]');
  // A locator waits until the button stands still (the dialog zooms in) before clicking.
  await (await modal.$('.ant-modal-close'))!.asLocator().click();
  await page.waitForFunction(
    (sel, t) => !Array.from(document.querySelectorAll(`${sel} .ant-modal-title`)).some((el) => el.textContent?.trim() === t),
    {},
    MODAL,
    title,
  );
}

/** Replaces an input's text as a user does: select all, delete, type. */
async function retype(input: ElementHandle<Element>, text: string): Promise<void> {
  // The locator waits for the dialog's zoom-in to end, so the clicks land on the field.
  await input.asLocator().click({ count: 3 });
  await input.press('Backspace');
  if (text) await input.type(text);
  expect(await input.evaluate((el) => (el as HTMLInputElement).value)).toBe(text);
}

const valueOf = (input: ElementHandle<Element>) => input.evaluate((el) => (el as HTMLInputElement).value);

/** The messages under the fields of a dialog. */
const fieldErrors = (modal: ElementHandle<Element>) =>
  modal.$$eval('.ant-form-item-explain-error', (els) => els.map((el) => el.textContent?.trim() ?? ''));

/** Waits for the field messages to settle (an old one fades out), then checks them. */
async function expectFieldErrors(page: Page, modal: ElementHandle<Element>, expected: string[]): Promise<void> {
  await page
    .waitForFunction(
      (m, want) =>
        JSON.stringify(Array.from(m.querySelectorAll('.ant-form-item-explain-error')).map((el) => el.textContent?.trim() ?? '')) === want,
      { timeout: 5000 },
      modal,
      JSON.stringify(expected),
    )
    .catch(() => undefined);
  expect(await fieldErrors(modal)).toEqual(expected);
}

/** Signs the deputy in and dismisses the profile-confirmation dialog that opens on entry (not confirming it). */
async function signInDeputy(page: Page): Promise<void> {
  await signIn(page, 'dlg001', 'Demo@2026');
  await closeDialog(page, '个人信息确认');
}

async function openPersonalCentre(page: Page): Promise<ElementHandle<Element>> {
  await avatarMenu(page, '个人中心');
  const modal = await dialog(page, '个人中心');
  await modal.waitForSelector('input[aria-label="联系电话"]');
  return modal;
}

async function saveMobile(page: Page, mobile: string): Promise<void> {
  const modal = await openPersonalCentre(page);
  await retype((await modal.$('input[aria-label="联系电话"]'))!, mobile);
  await (await modal.$('button[type="submit"]'))!.click();
  await waitForText(page, '保存成功');
  await page.waitForFunction(
    (sel) => !Array.from(document.querySelectorAll(`${sel} .ant-modal-title`)).some((el) => el.textContent?.trim() === '个人中心'),
    {},
    MODAL,
  );
}

describe('the personal centre and change-password dialogs in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets a deputy correct their own profile: read-only fields stay, a bad mobile is refused, a good one is saved', async () => {
    const page = await browser.newPage();
    await signInDeputy(page);
    const modal = await openPersonalCentre(page);
    await screenshot(page, 'personal-centre');

    for (const label of ['姓名', '账号', '届次', '代表团/界别']) {
      const field = (await modal.$(`input[aria-label="${label}"]`))!;
      expect(await field.evaluate((el) => (el as HTMLInputElement).readOnly && (el as HTMLInputElement).disabled)).toBe(true);
    }
    const account = (await modal.$('input[aria-label="账号"]'))!;
    expect(await valueOf(account)).toMatch(/\S/);

    const mobile = (await modal.$('input[aria-label="联系电话"]'))!;
    const original = await valueOf(mobile);
    expect(original).toMatch(/^1\d{10}$/);
    await retype(mobile, '23456');
    await expectFieldErrors(page, modal, ['请输入正确的手机号']);
    const address = (await modal.$('input[aria-label="单位职务"]'))!;
    const originalAddress = await valueOf(address);
    await retype(address, '');
    await expectFieldErrors(page, modal, ['请输入单位职务', '请输入正确的手机号']);
    await (await modal.$('button[type="submit"]'))!.click();
    expect(await page.evaluate(() => document.body.innerText.includes('保存成功'))).toBe(false);
    await screenshot(page, 'personal-centre-errors');
    await closeDialog(page, '个人中心');

    const changed = original === '13900001111' ? '13900002222' : '13900001111';
    await saveMobile(page, changed);

    await page.reload({ waitUntil: 'networkidle0' });
    await closeDialog(page, '个人信息确认');
    const again = await openPersonalCentre(page);
    expect(await valueOf((await again.$('input[aria-label="联系电话"]'))!)).toBe(changed);
    expect(await valueOf((await again.$('input[aria-label="单位职务"]'))!)).toBe(originalAddress);
    await closeDialog(page, '个人中心');

    await saveMobile(page, original);
    const restored = await openPersonalCentre(page);
    expect(await valueOf((await restored.$('input[aria-label="联系电话"]'))!)).toBe(original);
    await closeDialog(page, '个人中心');
    await page.close();
  });

  it('changes a password only with the right current one and a level-3 new one, then signs in with it', async () => {
    const username = `e2e_pwd_${Date.now()}`;
    await createReadyUser(await apiSignIn('admin', 'Admin@2026'), {
      username,
      staffName: '密码测试员',
      roleCode: '23',
      password: 'Start#2026a',
    });
    const page = await browser.newPage();
    await signIn(page, username, 'Start#2026a');
    await avatarMenu(page, '修改密码');
    const modal = await dialog(page, '修改密码');
    const [oldPwd, newPwd, confirmPwd] = await Promise.all(
      ['原密码', '新密码', '确认新密码'].map(async (label) => (await modal.$(`input[aria-label="${label}"]`))!),
    );

    // Weak and mismatching new passwords are stopped in the form with the §5 messages.
    await oldPwd!.type('Start#2026a');
    await newPwd!.type('abcdefgh');
    await confirmPwd!.type('abcdefgX');
    await (await modal.$('button[type="submit"]'))!.click();
    await expectFieldErrors(page, modal, ['密码不能少于8位，且须包含数字、小写字母、大写字母和特殊字符', '两次输入的密码不一致']);
    await screenshot(page, 'change-password-errors');

    // A wrong current password is refused by the server, with its message.
    await retype(oldPwd!, 'Wrong#2026a');
    await retype(newPwd!, 'Fresh#2026b');
    await retype(confirmPwd!, 'Fresh#2026b');
    await (await modal.$('button[type="submit"]'))!.click();
    await waitForText(page, '原密码不正确');
    await expectFieldErrors(page, modal, []);

    await retype(oldPwd!, 'Start#2026a');
    await (await modal.$('button[type="submit"]'))!.click();
    await waitForText(page, '密码修改成功');
    await page.waitForFunction(
      (sel) => !Array.from(document.querySelectorAll(`${sel} .ant-modal-title`)).some((el) => el.textContent?.trim() === '修改密码'),
      {},
      MODAL,
    );

    // The form starts empty next time, and the new password is the one that works.
    await avatarMenu(page, '修改密码');
    const reopened = await dialog(page, '修改密码');
    expect(await reopened.$$eval('input[type="password"]', (inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
      '',
      '',
      '',
    ]);
    await closeDialog(page, '修改密码');
    await avatarMenu(page, '退出登录');
    await page.waitForFunction(() => location.hash.startsWith('#/login'), { timeout: 60000 });
    // Signing in again in the same tab (a regression: the stale re-navigation stranded the user on `/`).
    await signIn(page, username, 'Fresh#2026b');
    await waitForText(page, '密码测试员');
    await page.close();
  });
});
