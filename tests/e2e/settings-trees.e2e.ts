import type { Browser, Page } from 'puppeteer-core';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}

interface TreeNode {
  id: number;
  parent_ID: number | null;
  name: string;
  path?: string;
  hidden?: boolean;
  component?: string;
  meta?: Record<string, unknown>;
  children: TreeNode[];
}

const waitForText = (page: Page, text: string) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), { timeout: 60000 }, text);

/** Calls the API from the signed-in page with the session's token, as the web app does. */
function callApi<T>(page: Page, method: string, url: string): Promise<Envelope<T>> {
  return page.evaluate(
    async (m, u) => {
      const res = await fetch(u, { method: m, headers: { Authorization: `Bearer ${sessionStorage.getItem('token')}` } });
      return res.json();
    },
    method,
    url,
  ) as Promise<Envelope<T>>;
}

const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

async function openPage(page: Page, path: string, table: string): Promise<void> {
  await page.goto(`${baseUrl()}/#${path}`, { waitUntil: 'networkidle0' });
  await page.waitForSelector(`${table} .ant-table-tbody tr.ant-table-row`, { timeout: 60000 });
}

/** Waits for the table row whose first cell is `text` and clicks one of its action buttons. */
async function clickRowAction(page: Page, table: string, text: string, action: string): Promise<void> {
  const handle = await page.waitForFunction(
    (tableSelector, cellText, actionClass) => {
      const rows = Array.from(document.querySelectorAll(`${tableSelector} tr.ant-table-row`));
      const row = rows.find((r) => r.querySelector('td')?.textContent?.trim() === cellText);
      return row?.querySelector(`.${actionClass}`) ?? null;
    },
    { timeout: 60000 },
    table,
    text,
    action,
  );
  await (handle as unknown as { click(): Promise<void> }).click();
}

/** Confirms the open Popconfirm (earlier, hidden ones stay in the DOM); the locator waits until its button can be clicked. */
async function confirmPopup(page: Page): Promise<void> {
  await page.locator('.ant-popconfirm:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary').setTimeout(60000).click();
  // Wait for it to fade out, so that the next confirmation cannot find this one again.
  await page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll<HTMLElement>('.ant-popconfirm')).some(
        (p) => p.offsetParent !== null && !p.closest('.ant-popover-hidden'),
      ),
    { timeout: 60000 },
  );
}

/** Whether a table shows a row whose first cell is `text`. */
const hasRow = (page: Page, table: string, text: string) =>
  page.$$eval(`${table} tr.ant-table-row`, (rows, t) => rows.some((r) => r.querySelector('td')?.textContent?.trim() === t), text);

async function waitForRowGone(page: Page, table: string, text: string): Promise<void> {
  await page.waitForFunction(
    (tableSelector, t) =>
      !Array.from(document.querySelectorAll(`${tableSelector} tr.ant-table-row`)).some(
        (r) => r.querySelector('td')?.textContent?.trim() === t,
      ),
    { timeout: 60000 },
    table,
    text,
  );
}

async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  await page.$eval(selector, (input) => (input as HTMLInputElement).select());
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

/** Waits until a dialog has closed (its mask would swallow the next click). */
const waitForDialogClosed = (page: Page, modal: string) =>
  page.waitForFunction(
    (m) => !Array.from(document.querySelectorAll<HTMLElement>(`${m} .ant-modal`)).some((d) => d.offsetParent !== null),
    { timeout: 60000 },
    modal,
  );

/** Saves the visible dialog. */
const saveDialog = (page: Page, modal: string) => page.locator(`${modal} .ant-modal-footer .ant-btn-primary`).click();

/**
 * Opens a TreeSelect, types the title into its search (the dropdown is a virtual list: a node scrolled out of
 * it is not in the page at all), picks the node once it stands still, then waits until the select shows it.
 */
async function pickTreeNode(page: Page, modal: string, field: string, title: string): Promise<void> {
  await page.locator(`${modal} ${field}`).setTimeout(60000).click();
  await page.keyboard.type(title);
  await page
    .locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper[title="${title}"]`)
    .setTimeout(60000)
    .click();
  await page.waitForFunction(
    (m, t) => document.querySelector(`${m} .ant-select`)?.textContent?.includes(t) === true,
    { timeout: 60000 },
    modal,
    title,
  );
}

describe('department, menu and staff management in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const stamp = String(Date.now()).slice(-6);

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    // The demo admin's password is Admin@2026 (the other demo accounts use Demo@2026).
    await signIn(page, 'admin', 'Admin@2026');
  });
  afterAll(() => browser.close());

  it('adds a department, renames it, moves it under another, is refused deleting a non-empty one and deletes it', async () => {
    const table = '.department-table';
    const name = `端到端部门${stamp}`;
    const renamed = `端到端改名${stamp}`;
    const target = '联络处';
    await openPage(page, '/setting/departmentManagement', table);

    await page.locator('.department-add').click();
    await page.waitForSelector('.department-modal #departmentForm_name', { visible: true });
    await saveDialog(page, '.department-modal');
    await waitForText(page, '请输入部门名称');
    await page.type('#departmentForm_name', name);
    await saveDialog(page, '.department-modal');
    await waitForText(page, '添加成功');
    await waitForDialogClosed(page, '.department-modal');
    await clickRowAction(page, table, name, 'row-rename');
    await page.waitForFunction(
      (n) => (document.querySelector('#departmentForm_name') as HTMLInputElement | null)?.value === n,
      { timeout: 60000 },
      name,
    );
    await typeInto(page, '#departmentForm_name', renamed);
    await saveDialog(page, '.department-modal');
    await waitForText(page, '保存成功');
    await waitForDialogClosed(page, '.department-modal');
    await waitForRowGone(page, table, name);
    expect(await hasRow(page, table, renamed)).toBe(true);

    await clickRowAction(page, table, renamed, 'row-move');
    await page.waitForSelector('.department-modal #departmentForm_parentId', { visible: true });
    await pickTreeNode(page, '.department-modal', '#departmentForm_parentId', target);
    await saveDialog(page, '.department-modal');
    await waitForText(page, '保存成功');
    await waitForDialogClosed(page, '.department-modal');
    const tree = flatten((await callApi<TreeNode[]>(page, 'GET', '/api/Department/GetTree')).data);
    const parent = tree.find((d) => d.name === target)!;
    expect(tree.find((d) => d.name === renamed)?.parent_ID).toBe(parent.id);
    await page.waitForFunction(
      (n) =>
        Array.from(document.querySelectorAll('.department-table tr.ant-table-row:not(.ant-table-row-level-0)')).some(
          (r) => r.querySelector('td')?.textContent?.trim() === n,
        ),
      { timeout: 60000 },
      renamed,
    );
    await screenshot(page, 'settings-departments');

    await clickRowAction(page, table, target, 'row-delete');
    await confirmPopup(page);
    await waitForText(page, '该部门下还有下级部门、用户或人员，不能删除');
    expect(await hasRow(page, table, target)).toBe(true);

    await clickRowAction(page, table, renamed, 'row-delete');
    await confirmPopup(page);
    await waitForText(page, '删除成功');
    await waitForRowGone(page, table, renamed);
    const after = flatten((await callApi<TreeNode[]>(page, 'GET', '/api/Department/GetTree')).data);
    expect(after.some((d) => d.name === renamed || d.name === name)).toBe(false);
  });

  it('adds a hidden menu entry with its meta fields, refuses a duplicate sibling path and deletes the entry', async () => {
    const table = '.menu-table';
    const path = `e2eTrees${stamp}`;
    const title = `端到端菜单${stamp}`;
    await openPage(page, '/setting/menuManagement', table);

    await clickRowAction(page, table, '系统设置', 'row-add-child');
    await page.waitForSelector('.menu-form-modal #menuForm_path', { visible: true });
    await page.type('#menuForm_path', path);
    await page.type('#menuForm_name', `E2eTrees${stamp}`);
    await page.locator('#menuForm_component').click();
    await page.type('#menuForm_component', 'ActivityLog');
    await page.keyboard.press('Enter');
    await page.type('#menuForm_meta_title', title);
    await page.type('#menuForm_meta_icon', 'file-list-line');
    await page.type('#menuForm_meta_activeMenu', '/log');
    await page.type('#menuForm_meta_badge', 'E2E');
    await page.locator('#menuForm_meta_roles').click();
    await page.type('#menuForm_meta_roles', 'admin');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    for (const flag of ['#menuForm_hidden', '#menuForm_meta_dot', '#menuForm_meta_tabHidden', '#menuForm_meta_noKeepAlive'])
      await page.locator(flag).click();
    await saveDialog(page, '.menu-form-modal');
    await waitForText(page, '添加成功');
    await waitForDialogClosed(page, '.menu-form-modal');
    await waitForText(page, title);

    const menus = flatten((await callApi<TreeNode[]>(page, 'GET', '/api/Menu/GetTree')).data);
    const setting = menus.find((m) => m.path === '/setting')!;
    const added = menus.find((m) => m.path === path)!;
    expect(added).toMatchObject({ parent_ID: setting.id, component: 'ActivityLog', hidden: true });
    expect(added.meta).toEqual({
      title,
      icon: 'file-list-line',
      roles: ['admin'],
      activeMenu: '/log',
      badge: 'E2E',
      target: '',
      affix: false,
      noKeepAlive: true,
      dynamicNewTab: false,
      dot: true,
      isCustomSvg: false,
      tabHidden: true,
    });

    await clickRowAction(page, table, '系统设置', 'row-add-child');
    await page.waitForFunction(() => (document.querySelector('#menuForm_path') as HTMLInputElement | null)?.value === '', {
      timeout: 60000,
    });
    await page.type('#menuForm_path', path);
    await page.type('#menuForm_meta_title', `${title}重复`);
    await saveDialog(page, '.menu-form-modal');
    await waitForText(page, '同级菜单中已有相同路径');
    await screenshot(page, 'settings-menu-duplicate');
    await page.locator('.menu-form-modal .ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
    await waitForDialogClosed(page, '.menu-form-modal');

    await clickRowAction(page, table, title, 'row-delete');
    await confirmPopup(page);
    await waitForText(page, '删除成功');
    await waitForRowGone(page, table, title);
    const left = flatten((await callApi<TreeNode[]>(page, 'GET', '/api/Menu/GetTree')).data);
    expect(left.some((m) => m.path === path)).toBe(false);
  });

  it('adds, finds, edits and deletes a staff member', async () => {
    const table = '.staff-table';
    const name = `端到端人员${stamp}`;
    await openPage(page, '/setting/staffManagement', table);

    await page.locator('.staff-add').click();
    await page.waitForSelector('.staff-form-modal #staffForm_name', { visible: true });
    await page.type('#staffForm_name', name);
    await page.type('#staffForm_post', '科员');
    await pickTreeNode(page, '.staff-form-modal', '#staffForm_dept_ID', '联络处');
    await page.type('#staffForm_mobile', '2391111222');
    await saveDialog(page, '.staff-form-modal');
    await waitForText(page, '请输入正确的手机号');
    await typeInto(page, '#staffForm_mobile', '13911112222');
    await saveDialog(page, '.staff-form-modal');
    await waitForText(page, '添加成功');
    await waitForDialogClosed(page, '.staff-form-modal');

    await typeInto(page, '#staffFilter_keyword', name);
    await page.locator('.staff-filters button[type="submit"]').click();
    await page.waitForFunction(
      (n) => {
        const rows = document.querySelectorAll('.staff-table tr.ant-table-row');
        return rows.length === 1 && rows[0]!.textContent!.includes(n) && rows[0]!.textContent!.includes('联络处');
      },
      { timeout: 60000 },
      name,
    );
    await waitForText(page, '共 1 条');

    await clickRowAction(page, table, name, 'row-edit');
    await page.waitForFunction(
      (n) => (document.querySelector('#staffForm_name') as HTMLInputElement | null)?.value === n,
      { timeout: 60000 },
      name,
    );
    await typeInto(page, '#staffForm_post', '副处长');
    await saveDialog(page, '.staff-form-modal');
    await waitForText(page, '保存成功');
    await waitForDialogClosed(page, '.staff-form-modal');
    await waitForText(page, '副处长');
    await screenshot(page, 'settings-staff');

    await clickRowAction(page, table, name, 'row-delete');
    await confirmPopup(page);
    await waitForText(page, '删除成功');
    await page.waitForSelector('.staff-table .ant-table-tbody .ant-empty', { timeout: 60000 });
    const left = await callApi<{ total: number }>(page, 'GET', `/api/Staff/GetList?name=${encodeURIComponent(name)}`);
    expect(left.data.total).toBe(0);
  });
});
