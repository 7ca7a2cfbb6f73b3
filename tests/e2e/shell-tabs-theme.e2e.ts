import type { Page } from '@playwright/test';
import { chooseOption, clickInPopup, dialog, named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';
import { expectToast } from './support/toast';
import { openFromMenu } from './support/menu';

const PATHS = {
  代表委员名单: [['代表委员名单'], /#\/delegate\/delegateList$/],
  报表中心: [['报表中心', '报表中心'], /#\/report\/reportCenter$/],
  操作日志: [['操作日志'], /#\/log\/activityLog$/],
  用户管理: [['系统设置', '用户管理'], /#\/setting\/userManagement$/],
  角色管理: [['系统设置', '角色管理'], /#\/setting\/roleManagement$/],
} as const;

const open = (page: Page, title: keyof typeof PATHS) => openFromMenu(page, [...PATHS[title][0]], PATHS[title][1]);

/** The tabs bar shows exactly these tabs, the page at `url` is on screen and its tab is the active one. */
async function expectTabs(page: Page, titles: string[], url: RegExp): Promise<void> {
  await expect(page.getByRole('tab')).toHaveText(titles);
  await expect(page).toHaveURL(url);
  const active = page.getByRole('tab', { selected: true });
  await expect(active).toHaveCount(1);
  // The active tab is the page on screen (whose title leads the document title).
  await expect(page).toHaveTitle(`${(await active.innerText()).trim()} - 建议提案办理系统`);
}

/** The context menu of the tabs bar (right-click on a tab, or the 更多 button). */
const tabMenu = (page: Page) => page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: '关闭全部' }) });

/** Right-clicks a tab and picks an action from its context menu, then waits for the menu to go. */
async function tabContextAction(page: Page, tabTitle: string, action: string): Promise<void> {
  await page.getByRole('tab', { name: named(tabTitle) }).click({ button: 'right' });
  await clickInPopup(tabMenu(page).getByRole('menuitem', { name: action, exact: true }));
  await expect(tabMenu(page)).toHaveCount(0);
}

const themeDrawer = (page: Page) => dialog(page, '主题配置');

async function openDrawer(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '主题配置' }).click();
  await expect(themeDrawer(page)).toBeVisible();
}

async function closeDrawer(page: Page): Promise<void> {
  await themeDrawer(page).getByRole('button', { name: '关闭' }).click();
  await expect(themeDrawer(page)).toBeHidden();
}

/** What the shell shows: layout class, where the menu is, and the column bar. */
const shellShape = (page: Page) =>
  page.evaluate(() => ({
    layout: Array.from(document.querySelector('.vab-layout')?.classList ?? []).find((c) => c.startsWith('vab-layout-')),
    headerMenu: document.querySelector('.vab-header .vab-header-menu .ant-menu-horizontal') !== null,
    sider: document.querySelector('.vab-sider') !== null,
    columnBar: document.querySelector('.vab-column-bar') !== null,
    logoInHeader: document.querySelector('.vab-header .vab-logo') !== null,
  }));

test.describe('the tabs bar and the theme drawer', () => {
  test.use({ signedInAs: 'admin' });

  test('keeps pages alive between tabs and closes tabs every way, the pinned home tab always staying', async ({ page }) => {
    await page.goto('/#/index');
    const greeting = page.getByRole('main').getByRole('heading', { name: /系统管理员/ });
    await expect(greeting).toBeVisible();
    await expectTabs(page, ['首页'], /#\/index$/);

    // Keep-alive: the home page's own DOM (with a mark we leave on it) is still there after a tab switch.
    await greeting.evaluate((el) => {
      (el as HTMLElement).dataset.e2eMark = 'home';
    });
    const marked = page.locator('[data-e2e-mark="home"]');
    await open(page, '代表委员名单');
    await expect(marked).toBeHidden();
    await page.getByRole('tab', { name: named('首页') }).click();
    await expect(page).toHaveURL(/#\/index$/);
    await expect(marked).toBeVisible();

    await open(page, '报表中心');
    await open(page, '操作日志');
    await open(page, '用户管理');
    await open(page, '角色管理');
    await expectTabs(page, ['首页', '代表委员名单', '报表中心', '操作日志', '用户管理', '角色管理'], /#\/setting\/roleManagement$/);
    await expect(page).toHaveTitle('角色管理 - 建议提案办理系统');
    await screenshot(page, 'tabs-six-open');

    // The affixed home tab offers no "close".
    await page.getByRole('tab', { name: named('首页') }).click({ button: 'right' });
    await expect(tabMenu(page).getByRole('menuitem')).toHaveText(['重新加载', '关闭其他', '关闭左侧', '关闭右侧', '关闭全部']);
    await page.keyboard.press('Escape');
    await expect(tabMenu(page)).toHaveCount(0);

    // Close right of a tab left of the active one: the active tab goes, so the acted-on tab opens.
    await tabContextAction(page, '报表中心', '关闭右侧');
    await expectTabs(page, ['首页', '代表委员名单', '报表中心'], /#\/report\/reportCenter$/);

    // Close left keeps the pinned home tab and the active page.
    await open(page, '操作日志');
    await open(page, '用户管理');
    await tabContextAction(page, '报表中心', '关闭左侧');
    await expectTabs(page, ['首页', '报表中心', '操作日志', '用户管理'], /#\/setting\/userManagement$/);

    // Close others from the tabs bar's dropdown (acts on the active tab).
    await page.getByRole('button', { name: named('更多') }).click();
    await clickInPopup(tabMenu(page).getByRole('menuitem', { name: '关闭其他' }));
    await expect(tabMenu(page)).toHaveCount(0);
    await expectTabs(page, ['首页', '用户管理'], /#\/setting\/userManagement$/);

    // Closing the active tab with its × (a mouse shortcut hidden from screen readers, titled 关闭) goes to the last tab.
    await open(page, '代表委员名单');
    await expectTabs(page, ['首页', '用户管理', '代表委员名单'], /#\/delegate\/delegateList$/);
    await page.getByRole('tablist').getByTitle('关闭', { exact: true }).last().click();
    await expectTabs(page, ['首页', '用户管理'], /#\/setting\/userManagement$/);

    // Close all leaves only home and goes there.
    await open(page, '操作日志');
    await tabContextAction(page, '用户管理', '关闭全部');
    await expectTabs(page, ['首页'], /#\/index$/);
    await expect(page.getByRole('main')).toContainText('待登记');
  });

  test('switches every layout and theme in the 280 px drawer, honours its disabling rules, saves across a reload and resets', async ({
    page,
  }) => {
    await page.goto('/#/index');
    await expect(page.getByRole('main')).toContainText('待登记');
    await openDrawer(page);
    const drawer = themeDrawer(page);
    expect((await drawer.boundingBox())?.width).toBe(280);

    // Defaults: vertical, so the column style is off; tabs on, so tab style and icons are on.
    expect(await shellShape(page)).toEqual({
      layout: 'vab-layout-vertical',
      headerMenu: false,
      sider: true,
      columnBar: false,
      logoInHeader: false,
    });
    await expect(drawer.getByRole('combobox', { name: '分栏风格' })).toBeDisabled();
    await expect(drawer.getByRole('switch', { name: '固定头部' })).toBeEnabled();
    await screenshot(page, 'theme-drawer');
    await closeDrawer(page);
    await screenshot(page, 'layout-vertical');

    const layouts: Array<[string, string, Awaited<ReturnType<typeof shellShape>>]> = [
      ['横向', 'horizontal', { layout: 'vab-layout-horizontal', headerMenu: true, sider: false, columnBar: false, logoInHeader: true }],
      ['分栏', 'column', { layout: 'vab-layout-column', headerMenu: false, sider: false, columnBar: true, logoInHeader: false }],
      [
        '综合',
        'comprehensive',
        { layout: 'vab-layout-comprehensive', headerMenu: true, sider: true, columnBar: false, logoInHeader: false },
      ],
      ['常规', 'common', { layout: 'vab-layout-common', headerMenu: false, sider: true, columnBar: false, logoInHeader: true }],
    ];
    for (const [label, name, shape] of layouts) {
      await openDrawer(page);
      await chooseOption(drawer.getByRole('combobox', { name: '布局' }), label);
      await expect(page.locator(`.vab-layout-${name}`)).toBeVisible();
      expect(await shellShape(page)).toEqual(shape);
      // Column style applies only to the column layout; fixed header never to the common one.
      const columnStyle = drawer.getByRole('combobox', { name: '分栏风格' });
      await (name === 'column' ? expect(columnStyle).toBeEnabled() : expect(columnStyle).toBeDisabled());
      const fixedHeader = drawer.getByRole('switch', { name: '固定头部' });
      await (name === 'common' ? expect(fixedHeader).toBeDisabled() : expect(fixedHeader).toBeEnabled());
      await closeDrawer(page);
      await expect(page.getByRole('main')).toContainText('待登记');
      await screenshot(page, `layout-${name}`);
    }

    // Tabs off: the bar goes and its style and icon options are disabled.
    await openDrawer(page);
    const tabsSwitch = drawer.getByRole('switch', { name: '标签页' });
    await tabsSwitch.click();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(drawer.getByRole('combobox', { name: '标签风格' })).toBeDisabled();
    await expect(drawer.getByRole('switch', { name: '标签图标' })).toBeDisabled();
    await tabsSwitch.click();
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: '标签风格' })).toBeEnabled();

    // Theme colour and horizontal layout, saved, survive a reload.
    await chooseOption(drawer.getByRole('combobox', { name: '主题' }), '海洋之心');
    await expect(page.locator('body')).toHaveClass(/vab-theme-ocean/);
    await expect(page.locator('body')).not.toHaveClass(/vab-theme-default/);
    await chooseOption(drawer.getByRole('combobox', { name: '布局' }), '横向');
    await expectToast(page, '主题已保存', () => drawer.getByRole('button', { name: named('保存') }).click());
    await expect(drawer).toBeHidden();
    await screenshot(page, 'theme-ocean-horizontal');
    await page.reload();
    await expect(page.locator('.vab-layout-horizontal')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/vab-theme-ocean/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('theme') ?? '{}') as Record<string, unknown>)).toMatchObject({
      layout: 'horizontal',
      themeName: 'ocean',
    });

    // Reset: back to the defaults, nothing left in local storage, and still so after a reload.
    await openDrawer(page);
    await drawer.getByRole('button', { name: '恢复默认' }).click();
    await expect(page.locator('.vab-layout-vertical')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/vab-theme-default/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.reload();
    await expect(page.locator('.vab-layout-vertical')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/vab-theme-default/);
  });
});
