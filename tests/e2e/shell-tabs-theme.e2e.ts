import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const waitForText = (page: Page, text: string) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), { timeout: 60000 }, text);

const tabTitles = (page: Page) =>
  page.$$eval('.vab-tabs .ant-tabs-nav-list .ant-tabs-tab', (tabs) => tabs.map((tab) => (tab as HTMLElement).innerText.trim()));

async function expectTabs(page: Page, titles: string[], hash: string): Promise<void> {
  await page
    .waitForFunction(
      (want: string) => {
        const tabs = Array.from(document.querySelectorAll('.vab-tabs .ant-tabs-nav-list .ant-tabs-tab'));
        return JSON.stringify(tabs.map((tab) => (tab as HTMLElement).innerText.trim())) === want;
      },
      { timeout: 10000 },
      JSON.stringify(titles),
    )
    .catch(() => undefined);
  expect(await tabTitles(page)).toEqual(titles);
  await page.waitForFunction((h) => location.hash === h, { timeout: 10000 }, hash).catch(() => undefined);
  expect(await page.evaluate(() => location.hash)).toBe(hash);
  // The tabs bar re-renders after a close: wait for its active tab to be back.
  await page.waitForSelector('.vab-tabs .ant-tabs-tab-active', { timeout: 10000 });
  const active = await page.$eval('.vab-tabs .ant-tabs-tab-active', (tab) => (tab as HTMLElement).innerText.trim());
  // The active tab is the page on screen (whose title leads the document title).
  expect(`${active} - 建议提案办理系统`).toBe(await page.title());
}

/** The side-menu item with exactly this title, if it is on screen. */
async function visibleMenuItem(page: Page, title: string): Promise<ElementHandle<Element> | null> {
  const handle = await page.evaluateHandle(
    (t) =>
      Array.from(document.querySelectorAll('.vab-sider .ant-menu-item')).find(
        (el) => (el as HTMLElement).innerText.trim() === t && (el as HTMLElement).offsetParent !== null,
      ) ?? null,
    title,
  );
  return handle.asElement() as ElementHandle<Element> | null;
}

/** Clicks a page in the side menu as a user finds it, opening submenus until it shows. */
async function openFromMenu(page: Page, title: string, hash: string): Promise<void> {
  let item = await visibleMenuItem(page, title);
  const groups = await page.$$('.vab-sider .ant-menu-submenu > .ant-menu-submenu-title');
  for (const group of groups) {
    if (item) break;
    const open = await group.evaluate((el) => el.parentElement?.classList.contains('ant-menu-submenu-open') ?? false);
    if (open) continue;
    await group.click();
    // Let the submenu finish unfolding before clicking into it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    item = await visibleMenuItem(page, title);
  }
  if (!item) throw new Error(`no menu item ${title}`);
  await item.click();
  await page.waitForFunction((h) => location.hash === h, { timeout: 30000 }, hash);
  // As a user does, wait for the page to show (its tab active) before the next click.
  await page.waitForFunction(
    (t) => (document.querySelector('.vab-tabs .ant-tabs-tab-active') as HTMLElement | null)?.innerText.trim() === t,
    { timeout: 30000 },
    title,
  );
}

/** Waits until no dropdown menu is open or fading out, so the next one found is the new one. */
const dropdownsClosed = (page: Page) => page.waitForFunction(() => !document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)'));

/** Right-clicks a tab and picks an action from its context menu. */
async function tabContextAction(page: Page, tabTitle: string, action: string): Promise<void> {
  await dropdownsClosed(page);
  await page.locator(`.vab-tabs .vab-tab-label ::-p-text(${tabTitle})`).click({ button: 'right' });
  await page.locator(`.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item ::-p-text(${action})`).click();
}

/** Opens the theme drawer from the header and waits for its slide-in to end. */
async function openDrawer(page: Page): Promise<void> {
  await page.locator('.vab-header button[aria-label="主题配置"]').click();
  await page.waitForSelector('.ant-drawer-open .vab-theme-drawer', { visible: true });
  await page.waitForFunction(() => {
    const box = document.querySelector('.ant-drawer-open .ant-drawer-content-wrapper')?.getBoundingClientRect();
    return box !== undefined && Math.round(box.right) === window.innerWidth;
  });
}

async function closeDrawer(page: Page): Promise<void> {
  await page.locator('.ant-drawer-open .ant-drawer-close').click();
  await drawerGone(page);
}

/** Waits for the slide-out to end, so the next click reaches the header rather than the fading mask. */
async function drawerGone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.ant-drawer-content-wrapper, .ant-drawer-mask')).every((el) => {
      const box = el.getBoundingClientRect();
      return getComputedStyle(el).display === 'none' || box.width === 0 || box.left >= window.innerWidth;
    }),
  );
}

/** Picks an option of a theme-drawer select by its visible label. */
async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.locator(`.ant-drawer-open .ant-select:has(input[aria-label="${field}"])`).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
  await page.waitForFunction(
    (f, o) =>
      (document.querySelector(`.ant-drawer-open .ant-select:has(input[aria-label="${f}"])`) as HTMLElement | null)?.innerText.trim() === o,
    {},
    field,
    option,
  );
}

const selectDisabled = (page: Page, field: string) =>
  page.$eval(`.ant-drawer-open .ant-select:has(input[aria-label="${field}"])`, (el) => el.classList.contains('ant-select-disabled'));

const switchDisabled = (page: Page, field: string) =>
  page.$eval(`.ant-drawer-open button[role="switch"][aria-label="${field}"]`, (el) => (el as HTMLButtonElement).disabled);

/** What the shell shows: layout class, where the menu is, and the column bar. */
const shellShape = (page: Page) =>
  page.evaluate(() => ({
    layout: Array.from(document.querySelector('.vab-layout')?.classList ?? []).find((c) => c.startsWith('vab-layout-')),
    headerMenu: document.querySelector('.vab-header .vab-header-menu .ant-menu-horizontal') !== null,
    sider: document.querySelector('.vab-sider') !== null,
    columnBar: document.querySelector('.vab-column-bar') !== null,
    logoInHeader: document.querySelector('.vab-header .vab-logo') !== null,
  }));

describe('the tabs bar and the theme drawer in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('keeps pages alive between tabs and closes tabs every way, the pinned home tab always staying', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Admin@2026');
    await waitForText(page, '建议提案总数');
    await expectTabs(page, ['首页'], '#/index');

    // Keep-alive: the home page's own DOM (with a mark we leave on it) is still there after a tab switch.
    await page.evaluate(() => {
      (document.querySelector('.vab-page') as HTMLElement).dataset.e2eMark = 'home';
    });
    await openFromMenu(page, '代表委员名单', '#/delegate/delegateList');
    await page.waitForSelector('.vab-page[data-e2e-mark="home"]', { hidden: true });
    await page.locator('.vab-tabs .vab-tab-label ::-p-text(首页)').click();
    await page.waitForFunction(() => location.hash === '#/index');
    await page.waitForSelector('.vab-page[data-e2e-mark="home"]', { visible: true });
    expect(await page.$eval('.vab-page[data-e2e-mark="home"]', (el) => (el as HTMLElement).innerText)).toContain('建议提案总数');

    await openFromMenu(page, '报表中心', '#/report/reportCenter');
    await openFromMenu(page, '操作日志', '#/log/activityLog');
    await openFromMenu(page, '用户管理', '#/setting/userManagement');
    await openFromMenu(page, '角色管理', '#/setting/roleManagement');
    await expectTabs(page, ['首页', '代表委员名单', '报表中心', '操作日志', '用户管理', '角色管理'], '#/setting/roleManagement');
    expect(await page.title()).toBe('角色管理 - 建议提案办理系统');
    await screenshot(page, 'tabs-six-open');

    // The affixed home tab offers no "close".
    await page.locator('.vab-tabs .vab-tab-label ::-p-text(首页)').click({ button: 'right' });
    await page.waitForSelector('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item');
    const homeActions = await page.$$eval('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', (items) =>
      items.map((item) => (item as HTMLElement).innerText.trim()),
    );
    expect(homeActions).toEqual(['重新加载', '关闭其他', '关闭左侧', '关闭右侧', '关闭全部']);
    await page.keyboard.press('Escape');
    await dropdownsClosed(page);

    // Close right of a tab left of the active one: the active tab goes, so the acted-on tab opens.
    await tabContextAction(page, '报表中心', '关闭右侧');
    await expectTabs(page, ['首页', '代表委员名单', '报表中心'], '#/report/reportCenter');

    // Close left keeps the pinned home tab and the active page.
    await openFromMenu(page, '操作日志', '#/log/activityLog');
    await openFromMenu(page, '用户管理', '#/setting/userManagement');
    await tabContextAction(page, '报表中心', '关闭左侧');
    await expectTabs(page, ['首页', '报表中心', '操作日志', '用户管理'], '#/setting/userManagement');

    // Close others from the tabs bar's dropdown (acts on the active tab).
    await dropdownsClosed(page);
    await page.locator('.vab-tabs button.vab-tabs-more').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item ::-p-text(关闭其他)').click();
    await expectTabs(page, ['首页', '用户管理'], '#/setting/userManagement');

    // Closing the active tab with its × goes to the last tab.
    await openFromMenu(page, '代表委员名单', '#/delegate/delegateList');
    await expectTabs(page, ['首页', '用户管理', '代表委员名单'], '#/delegate/delegateList');
    await page.locator('.vab-tabs .ant-tabs-tab-active .ant-tabs-tab-remove').click();
    await expectTabs(page, ['首页', '用户管理'], '#/setting/userManagement');

    // Close all leaves only home and goes there.
    await openFromMenu(page, '操作日志', '#/log/activityLog');
    await tabContextAction(page, '用户管理', '关闭全部');
    await expectTabs(page, ['首页'], '#/index');
    await waitForText(page, '建议提案总数');
    await page.close();
  });

  it('switches every layout and theme in the 280 px drawer, honours its disabling rules, saves across a reload and resets', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Admin@2026');
    await waitForText(page, '建议提案总数');
    await openDrawer(page);
    expect(await page.$eval('.ant-drawer-open .ant-drawer-content-wrapper', (el) => el.getBoundingClientRect().width)).toBe(280);

    // Defaults: vertical, so the column style is off; tabs on, so tab style and icons are on.
    expect(await shellShape(page)).toEqual({
      layout: 'vab-layout-vertical',
      headerMenu: false,
      sider: true,
      columnBar: false,
      logoInHeader: false,
    });
    expect(await selectDisabled(page, '分栏风格')).toBe(true);
    expect(await switchDisabled(page, '固定头部')).toBe(false);
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
      await choose(page, '布局', label);
      await page.waitForSelector(`.vab-layout-${name}`);
      expect(await shellShape(page)).toEqual(shape);
      // Column style applies only to the column layout; fixed header never to the common one.
      expect(await selectDisabled(page, '分栏风格')).toBe(name !== 'column');
      expect(await switchDisabled(page, '固定头部')).toBe(name === 'common');
      await closeDrawer(page);
      await waitForText(page, '建议提案总数');
      await screenshot(page, `layout-${name}`);
    }

    // Tabs off: the bar goes and its style and icon options are disabled.
    await openDrawer(page);
    await page.locator('.ant-drawer-open button[role="switch"][aria-label="标签页"]').click();
    await page.waitForFunction(() => !document.querySelector('.vab-tabs'));
    expect(await selectDisabled(page, '标签风格')).toBe(true);
    expect(await switchDisabled(page, '标签图标')).toBe(true);
    await page.locator('.ant-drawer-open button[role="switch"][aria-label="标签页"]').click();
    await page.waitForSelector('.vab-tabs');
    expect(await selectDisabled(page, '标签风格')).toBe(false);

    // Theme colour and horizontal layout, saved, survive a reload.
    await choose(page, '主题', '海洋之心');
    await page.waitForFunction(() => document.body.classList.contains('vab-theme-ocean'));
    expect(await page.evaluate(() => document.body.classList.contains('vab-theme-default'))).toBe(false);
    await choose(page, '布局', '横向');
    await page.locator('.ant-drawer-open .ant-drawer-footer .ant-btn-primary').click();
    await waitForText(page, '主题已保存');
    await drawerGone(page);
    await screenshot(page, 'theme-ocean-horizontal');
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('.vab-layout-horizontal', { timeout: 60000 });
    expect(await page.evaluate(() => document.body.classList.contains('vab-theme-ocean'))).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('theme') ?? '{}') as Record<string, unknown>)).toMatchObject({
      layout: 'horizontal',
      themeName: 'ocean',
    });

    // Reset: back to the defaults, nothing left in local storage, and still so after a reload.
    await openDrawer(page);
    await page.locator('.ant-drawer-open .ant-drawer-footer ::-p-text(恢复默认)').click();
    await page.waitForSelector('.vab-layout-vertical');
    expect(await page.evaluate(() => document.body.classList.contains('vab-theme-default'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('.vab-layout-vertical', { timeout: 60000 });
    expect(await page.evaluate(() => document.body.className)).toContain('vab-theme-default');
    await page.close();
  });
});
