import { named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';
import { avatarMenu } from './support/shell';
import { expectToast } from './support/toast';
import { submitSignIn } from './support/sign-in';

test.describe('signing in through the web app', () => {
  test('shows the spec messages for an empty form, on their fields and read out, with the focus on the first', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: named('登录') }).click();
    const username = page.getByRole('textbox', { name: '用户名' });
    await expect(username).toHaveAccessibleDescription('用户名不能为空');
    await expect(page.getByRole('textbox', { name: '密码' })).toHaveAccessibleDescription('密码不能少于6位');
    await expect(page.locator('.ant-form-item-explain-error').getByText('用户名不能为空')).toBeVisible();
    await expect(username).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText('用户名不能为空；密码不能少于6位');
    await screenshot(page, 'login-empty');
  });

  test('signs the administrator in with the RSA-encrypted password, shows the menu with settings', async ({ page }) => {
    const loginCall = page.waitForRequest(/GetJwtToken3/);
    await submitSignIn(page, 'admin', 'Admin@2026');
    expect((await loginCall).url()).not.toContain('Admin%402026');
    await expect(page).toHaveURL(/#\/index/);
    await expect(page.getByRole('complementary').getByRole('menuitem', { name: named('系统设置') })).toBeVisible();
    await expect(page).toHaveTitle(/建议提案办理系统/);
    // The home overview shows the administrator's figures (all cases of both bodies).
    await expect(page.getByRole('main')).toContainText('人大建议');
    await expect(page.getByRole('main')).toContainText('政协提案');
    await screenshot(page, 'admin-home');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  });

  test('shows a deputy no settings and asks them to confirm their profile', async ({ page }) => {
    await submitSignIn(page, 'dlg001', 'Demo@2026');
    await expect(page).toHaveURL(/#\/index/);
    await expect(page.getByRole('dialog', { name: '个人信息确认' })).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('menuitem').first()).toBeVisible();
    await expect(page.getByRole('complementary')).not.toContainText('系统设置');
    await screenshot(page, 'deputy-confirm-profile');
  });

  test('refuses a wrong password with the server message, warning of the lock ahead, and stays on the sign-in page', async ({ page }) => {
    // The count left depends on earlier tries of this account (a retry), so the warning's words are what is checked.
    await expectToast(page, '用户名或密码错误，再失败', () => submitSignIn(page, 'npc01', 'Wrong@2026'));
    await expect(page.locator('.ant-message')).toContainText(/再失败\d次账号将锁定\d+分钟/);
    await expect(page).toHaveURL(/#\/login/);
  });

  test('keeps the user signed in in a tab they open from a link, and signs every tab out at once', async ({ page, context }) => {
    await submitSignIn(page, 'npc01', 'Demo@2026');
    await expect(page).toHaveURL(/#\/index/);
    // A link opened in a new tab starts with no session storage of its own (as 打印 and a case opened in a new tab do).
    const tab = await context.newPage();
    await tab.goto('/#/npc/suggestions');
    await expect(tab.getByRole('main').getByRole('button', { name: named('录入') })).toBeVisible();
    await expect(tab).toHaveURL(/#\/npc\/suggestions/);
    await avatarMenu(page, '退出登录');
    await expect(page).toHaveURL(/#\/login/);
    await expect(tab).toHaveURL(/#\/login/);
    expect(await tab.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('shows the sign-in page to a tab opened on it, even beside a signed-in tab', async ({ page, context }) => {
    await submitSignIn(page, 'npc01', 'Demo@2026');
    await expect(page).toHaveURL(/#\/index/);
    // Whoever opens the sign-in page means to sign in, as someone else perhaps: that tab borrows no session.
    const other = await context.newPage();
    await other.goto('/#/login');
    await expect(other.getByRole('textbox', { name: '用户名' })).toBeVisible();
    await other.goto('/#/npc/suggestions');
    await expect(other).toHaveURL(/#\/login/);
  });
});
