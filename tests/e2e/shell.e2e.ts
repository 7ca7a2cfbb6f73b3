import { API_PATHS, type RouteItem } from '@proposal-desk/shared';
import { named } from './support/antd';
import { apiGet, apiSignIn } from './support/api';
import { expect, screenshot, test } from './support/fixtures';
import { expectToast } from './support/toast';
import { openFromMenu, screensOf } from './support/menu';
import { avatarMenu, switchLanguage } from './support/shell';
import { signIn } from './support/sign-in';

test.describe('the shell', () => {
  test('opens a menu page as a tab, closes it back to the pinned home tab, switches language and logs out', async ({ page }) => {
    // Signed in through the form: logging out ends this session, not the shared one of the other tests.
    await signIn(page, 'npc01', 'Demo@2026');
    const tabs = page.getByRole('tab');
    await openFromMenu(page, ['代表委员名单'], /#\/delegate\/delegateList/);
    await expect(tabs).toHaveCount(2);
    await expect(page).toHaveTitle(/代表委员名单 - 建议提案办理系统/);
    await page
      .getByRole('tab', { name: named('代表委员名单') })
      .locator('xpath=..')
      .getByTitle('关闭', { exact: true })
      .click();
    await expect(page).toHaveURL(/#\/index/);
    await expect(tabs).toHaveCount(1);

    await switchLanguage(page, 'English');
    await expect(page.getByRole('main')).toContainText('To register');
    await screenshot(page, 'shell-english');

    await avatarMenu(page, 'Log out');
    await expect(page).toHaveURL(/#\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('makes a new user change their password before anything else, then lets them in with the new one', async ({ page }) => {
    await signIn(page, 'newstaff', 'Demo@2026');
    const change = page.getByRole('dialog', { name: '修改密码' });
    await expect(change).toBeVisible();
    await screenshot(page, 'forced-password-change');
    await expect(change.locator('input[type="password"]')).toHaveCount(3);
    await change.getByLabel('原密码').fill('Demo@2026');
    await change.getByLabel('新密码', { exact: true }).fill('Fresh#2026a');
    await change.getByLabel('确认新密码').fill('Fresh#2026a');
    await expectToast(page, '密码修改成功', () => change.getByRole('button', { name: '确定修改' }).click());

    const again = await page.context().newPage();
    await signIn(again, 'newstaff', 'Fresh#2026a');
    await expect(again.getByRole('main')).toContainText('待登记');
    await expect(again.getByRole('dialog', { name: '修改密码' })).toHaveCount(0);
  });

  test.describe('signed out on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('shows the sign-in page edge to edge, with no white frame around it', async ({ page }) => {
      await page.goto('/#/login');
      const sheet = page.locator('.login-page');
      await expect(sheet).toBeVisible();
      expect(await sheet.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390 });
    });
  });

  test('unfolds the sidebar again when a narrowed window widens back', async ({ openAs }) => {
    const page = await openAs('npc01');
    await page.goto('/#/index');
    const unfolded = page.locator('.ant-layout-sider:not(.ant-layout-sider-collapsed)');
    await expect(unfolded).toBeVisible();
    await page.setViewportSize({ width: 900, height: 900 });
    await expect(page.getByRole('complementary')).toBeHidden();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(unfolded).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('menuitem', { name: named('首页') })).toBeInViewport();
  });

  test.describe('on a phone', () => {
    test.use({ signedInAs: 'admin', viewport: { width: 390, height: 800 } });

    test('folds the menu into a drawer on a phone-sized screen', async ({ page }) => {
      await page.goto('/#/index');
      await expect(page.getByRole('main')).toContainText('待登记');
      await expect(page.locator('.ant-layout-sider:not(.ant-layout-sider-collapsed)')).toHaveCount(0);
      await expect(page.getByRole('complementary')).toBeHidden();
      await screenshot(page, 'shell-mobile');
    });

    test('shows every screen of the menu within the width of the phone, in English too', async ({ page }) => {
      const screens = screensOf(await apiGet<RouteItem[]>(API_PATHS.roleMenuList, await apiSignIn('admin', 'Admin@2026')));
      // It opens every screen of the menu (about fifteen) in turn: each gets the time a short test has.
      test.setTimeout(60_000 + screens.length * 15_000);
      await page.addInitScript(() => localStorage.setItem('language', 'en'));
      await page.goto('/#/index');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const openTab = page.locator('.vab-tabs').getByRole('tab', { selected: true });
      const wider: string[] = [];
      for (const screen of screens) {
        const previous = (await openTab.textContent()) ?? '';
        await page.goto(`/#${screen.path}`);
        if (screen.path !== '/index') await expect(openTab).not.toHaveText(previous);
        await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
        // A wide table scrolls inside its card; the page itself never scrolls sideways.
        const { scrollWidth, clientWidth } = await page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.scrollingElement!;
          return { scrollWidth, clientWidth };
        });
        if (scrollWidth > clientWidth) wider.push(`${screen.path} is ${scrollWidth} px wide`);
      }
      expect(wider).toEqual([]);
    });
  });
});
