import { API_PATHS, type MenuNode, type RoleOption } from '@proposal-desk/shared';
import type { Browser, JSHandle, Page } from 'puppeteer-core';
import { apiSignIn, createReadyUser } from './support/api';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { signIn, submitSignIn } from './support/sign-in';

const ADMIN_PASSWORD = 'Admin@2026';
const UNIT_CLERK_CODE = '26';
const suffix = Date.now().toString(36).slice(-6);
const username = `e2eclerk${suffix}`;
const staffName = `经办测试${suffix}`;
const firstPassword = 'Clerk#2026a';
const changedPassword = 'Clerk#2026b';

const waitForText = (page: Page, text: string) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), { timeout: 60000 }, text);

async function apiGet<T>(path: string, token: string, query: Record<string, string> = {}): Promise<T> {
  const url = new URL(path, baseUrl());
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
}

/** The top-level menu titles a role reaches (an entry shows when one of its leaves is granted), and the others. */
async function topMenusOfRole(roleCode: string): Promise<{ role: RoleOption; shown: string[]; hidden: string[] }> {
  const token = await apiSignIn('admin', ADMIN_PASSWORD);
  const roles = await apiGet<RoleOption[]>(API_PATHS.roleAll, token);
  const role = roles.find((r) => r.code === roleCode);
  if (!role) throw new Error(`no role ${roleCode}`);
  const granted = new Set(await apiGet<number[]>(API_PATHS.roleMenuIds, token, { roleId: String(role.id) }));
  const tree = await apiGet<MenuNode[]>(API_PATHS.menuTree, token);
  const reaches = (node: MenuNode): boolean => (node.children.length === 0 ? granted.has(node.id) : node.children.some(reaches));
  const visible = tree.filter((node) => !node.hidden && node.path !== '*' && node.meta.title);
  return {
    role,
    shown: visible.filter(reaches).map((node) => node.meta.title!),
    hidden: visible.filter((node) => !reaches(node)).map((node) => node.meta.title!),
  };
}

/**
 * Clicks (a DOM click, immune to masks and animations still moving things) the visible element under
 * `selector` whose text, spaces removed (antd spaces out two-character labels), is `text`.
 */
async function clickText(page: Page, selector: string, text: string): Promise<void> {
  const handle = await page.waitForFunction(
    (sel, wanted) =>
      Array.from(document.querySelectorAll(sel)).find(
        (el) => (el.textContent ?? '').replace(/\s/g, '') === wanted && el.getBoundingClientRect().width > 0,
      ) ?? null,
    { timeout: 60000 },
    selector,
    text,
  );
  await (handle as JSHandle<Element>).evaluate((el) => (el as HTMLElement).click());
}

/** Waits until the table has finished loading and shows exactly one row, containing `text`. */
const waitForOnlyRow = (page: Page, text: string) =>
  page.waitForFunction(
    (wanted) => {
      const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
      return !document.querySelector('.ant-table .ant-spin-spinning') && rows.length === 1 && rows[0]!.textContent!.includes(wanted);
    },
    { timeout: 60000 },
    text,
  );

/** Presses OK in the confirmation dialog that just opened. */
async function confirmDialog(page: Page): Promise<void> {
  const ok = await page.waitForSelector('.ant-modal-confirm-confirm .ant-btn-primary', { visible: true, timeout: 60000 });
  await ok!.evaluate((button) => (button as HTMLElement).click());
}

/** Waits until the dialog titled `title` has gone (a closing dialog's mask and focus trap still take clicks and keys). */
const dialogGone = (page: Page, title: string) =>
  page.waitForFunction(
    (wanted) =>
      !Array.from(document.querySelectorAll('.ant-modal-title, .ant-modal-confirm-title')).some(
        (el) => (el.textContent ?? '').includes(wanted) && el.getBoundingClientRect().width > 0,
      ),
    { timeout: 60000 },
    title,
  );

async function openUserManagement(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/#/setting/userManagement`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('.ant-table');
}

async function searchUser(page: Page): Promise<void> {
  const keyword = await page.waitForSelector('input#keyword');
  await keyword!.click({ count: 3 });
  await keyword!.type(username);
  await clickText(page, 'button', '查询');
  await waitForOnlyRow(page, username);
}

describe('user management in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an administrator creates a user with a role; the user sees exactly that role’s menu; a reset forces a new change; once disabled they cannot sign in', async () => {
    const { role, shown, hidden } = await topMenusOfRole(UNIT_CLERK_CODE);
    expect(shown.length).toBeGreaterThan(0);
    expect(hidden).toContain('系统设置');

    const admin = await browser.newPage();
    await signIn(admin, 'admin', ADMIN_PASSWORD);
    await openUserManagement(admin);
    await clickText(admin, 'button', '新增');
    await admin.waitForSelector('.ant-modal #username');
    await admin.type('.ant-modal #username', username);
    await admin.type('.ant-modal #staff_Name', staffName);
    await admin.type('.ant-modal #password', firstPassword);
    await admin.click('.ant-modal #roleIds');
    await clickText(admin, '.ant-select-item-option', role.title);
    await admin.click('.ant-modal-title');
    await screenshot(admin, 'settings-users-add');
    await admin.locator('.ant-modal button[type="submit"]').click();
    await waitForText(admin, '添加成功');
    await dialogGone(admin, '新增用户');
    await searchUser(admin);
    const row = await admin.$eval('.ant-table-tbody', (body) => body.textContent ?? '');
    expect(row).toContain(staffName);
    expect(row).toContain(role.title);
    expect(row).toContain('待改密码');

    const context = await browser.createBrowserContext();
    const user = await context.newPage();
    await signIn(user, username, firstPassword);
    await user.waitForSelector('.ant-modal input[type="password"]', { timeout: 60000 });
    const fields = await user.$$('.ant-modal input[type="password"]');
    await fields[0]!.type(firstPassword);
    await fields[1]!.type(changedPassword);
    await fields[2]!.type(changedPassword);
    await user.locator('.ant-modal button[type="submit"]').click();
    await waitForText(user, '密码修改成功');
    await user.waitForSelector('.vab-sider .ant-menu');
    const menuText = await user.$eval('.vab-sider', (sider) => (sider as HTMLElement).innerText);
    for (const title of shown) expect(menuText).toContain(title);
    for (const title of hidden) expect(menuText).not.toContain(title);
    await screenshot(user, 'settings-users-role-menu');

    await searchUser(admin);
    await clickText(admin, '.ant-table-tbody button', '重置密码');
    await confirmDialog(admin);
    await waitForText(admin, '临时密码');
    const tempInput = await admin.waitForSelector('.ant-modal-confirm-info input[readonly]');
    const tempPassword = await tempInput!.evaluate((input) => (input as HTMLInputElement).value);
    expect(tempPassword).toHaveLength(16);
    await waitForText(admin, '密码已重置，用户下次登录时须修改密码');
    const close = await admin.waitForSelector('.ant-modal-confirm-info .ant-modal-confirm-btns .ant-btn-primary');
    await close!.evaluate((button) => (button as HTMLElement).click());
    await dialogGone(admin, '临时密码');
    const resetPage = await context.newPage();
    await signIn(resetPage, username, tempPassword);
    await resetPage.waitForSelector('.ant-modal input[type="password"]', { timeout: 60000 });
    await resetPage.close();

    await searchUser(admin);
    await clickText(admin, '.ant-table-tbody button', '停用');
    await confirmDialog(admin);
    await waitForText(admin, '账号状态已更新');
    await admin.waitForSelector('.ant-table-tbody .ant-tag-error');

    const again = await context.newPage();
    await submitSignIn(again, username, tempPassword);
    await waitForText(again, '账号已停用，请联系管理员');
    expect(again.url()).toContain('#/login');
    await context.close();
    await admin.close();
  });
  it('an administrator adds a role with abilities and menus; its users see those menus, and a change shows at their next load', async () => {
    const code = `7${Date.now() % 1_000_000}`;
    const roleName = `e2erole${suffix}`;
    const roleTitle = `测试角色${suffix}`;
    const admin = await browser.newPage();
    await signIn(admin, 'admin', ADMIN_PASSWORD);
    await admin.goto(`${baseUrl()}/#/setting/roleManagement`, { waitUntil: 'networkidle0' });
    await admin.waitForSelector('.ant-table-tbody');
    await clickText(admin, 'button', '新增');
    await admin.waitForSelector('.ant-modal #code');
    await admin.type('.ant-modal #code', code);
    await admin.type('.ant-modal #name', roleName);
    await admin.type('.ant-modal #title', roleTitle);
    await clickText(admin, '.ant-modal label.ant-checkbox-wrapper', '查看操作日志');
    await admin.locator('.ant-modal button[type="submit"]').click();
    await waitForText(admin, '添加成功');
    await dialogGone(admin, '新增角色');
    await admin.type('.ant-input-search input', roleName);
    await admin.keyboard.press('Enter');
    await waitForOnlyRow(admin, roleTitle);
    expect(await admin.$eval('.ant-table-tbody', (body) => body.textContent ?? '')).toContain('查看操作日志');

    const setMenus = async (titles: string[]) => {
      await clickText(admin, '.ant-table-tbody button', '菜单权限');
      await admin.waitForSelector('.ant-modal .ant-tree-treenode');
      for (const title of titles) {
        const box = await admin.waitForFunction(
          (wanted) =>
            Array.from(document.querySelectorAll('.ant-modal .ant-tree-treenode'))
              .find((node) => node.querySelector('.ant-tree-title')?.textContent?.startsWith(`${wanted}（/`))
              ?.querySelector('.ant-tree-checkbox') ?? null,
          { timeout: 60000 },
          title,
        );
        await (box as JSHandle<Element>).evaluate((el) => (el as HTMLElement).click());
      }
      await admin.locator('.ant-modal-footer .ant-btn-primary').click();
      await waitForText(admin, '菜单权限已保存');
      await dialogGone(admin, `角色“${roleTitle}”的菜单权限`);
    };
    await setMenus(['首页', '操作日志']);
    await screenshot(admin, 'settings-roles');

    const password = 'Role#2026a';
    await createReadyUser(await apiSignIn('admin', ADMIN_PASSWORD), {
      username: `${roleName}u`,
      staffName: roleTitle,
      roleCode: code,
      password,
    });
    const context = await browser.createBrowserContext();
    const user = await context.newPage();
    await signIn(user, `${roleName}u`, password);
    await user.waitForSelector('.vab-sider .ant-menu');
    const sider = () => user.$eval('.vab-sider', (el) => (el as HTMLElement).innerText);
    expect(await sider()).toContain('操作日志');
    for (const title of ['报表中心', '代表委员名单', '系统设置']) expect(await sider()).not.toContain(title);

    await setMenus(['操作日志']);
    await user.reload({ waitUntil: 'networkidle0' });
    await user.waitForSelector('.vab-sider .ant-menu');
    expect(await sider()).toContain('首页');
    expect(await sider()).not.toContain('操作日志');
    await context.close();
    await admin.close();
  });
});
