import type { Locator, Page } from '@playwright/test';
import { addTag, chooseFirstOption, chooseTreeNode, confirmPopover, dialog, named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';
import { expectToast } from './support/toast';

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

/** Calls the API from the signed-in page with the session's token, as the web app does. */
async function apiTree(page: Page, url: string): Promise<TreeNode[]> {
  const envelope = await page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { Authorization: `Bearer ${sessionStorage.getItem('token')}` } });
    return (await res.json()) as { data: TreeNode[] };
  }, url);
  return flatten(envelope.data);
}

const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

/** The table row whose first cell shows `text` (after a tree row's expand button, if it has one). */
const rowOf = (page: Page, text: string): Locator =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: named(text) }).first() });

/** Saves the dialog and waits for the message and for the dialog to go. */
async function save(page: Page, open: Locator, message: string): Promise<void> {
  await expectToast(page, message, () => open.getByRole('button', { name: named('保存') }).click());
  await expect(open).toBeHidden();
}

test.describe('department, menu and staff management', () => {
  test.use({ signedInAs: 'admin' });
  const stamp = String(Date.now()).slice(-6);

  test('adds a department, renames it, moves it under another, is refused deleting a non-empty one and deletes it', async ({ page }) => {
    const name = `端到端部门${stamp}`;
    const renamed = `端到端改名${stamp}`;
    const target = '联络处';
    await page.goto('/#/setting/departmentManagement');

    await page.getByRole('button', { name: named('新增顶级部门') }).click();
    const add = dialog(page, '新增部门');
    await add.getByRole('button', { name: named('保存') }).click();
    await expect(add.getByText('请输入部门名称')).toBeVisible();
    await add.getByLabel('部门名称').fill(name);
    await save(page, add, '添加成功');

    await rowOf(page, name).getByRole('button', { name: '重命名' }).click();
    const rename = page.getByRole('dialog').filter({ has: page.getByLabel('部门名称') });
    await expect(rename.getByLabel('部门名称')).toHaveValue(name);
    await rename.getByLabel('部门名称').fill(renamed);
    await save(page, rename, '保存成功');
    await expect(rowOf(page, name)).toHaveCount(0);
    await expect(rowOf(page, renamed)).toBeVisible();

    await rowOf(page, renamed).getByRole('button', { name: '移动' }).click();
    const move = dialog(page, `移动部门“${renamed}”`);
    await chooseTreeNode(move.getByRole('combobox', { name: '上级部门' }), target);
    await save(page, move, '保存成功');
    const tree = await apiTree(page, '/api/Department/GetTree');
    const parent = tree.find((d) => d.name === target)!;
    expect(tree.find((d) => d.name === renamed)?.parent_ID).toBe(parent.id);
    // Under its new parent, the row is a child row: the parent's row now has an expand button.
    await expect(rowOf(page, target).getByRole('button', { name: /行$/ })).toBeVisible();
    await expect(rowOf(page, renamed)).toBeVisible();
    await screenshot(page, 'settings-departments');

    // A department that still holds others cannot be deleted: its 删除 is disabled (the tooltip says why).
    await expect(rowOf(page, target).getByRole('button', { name: '删除' })).toBeDisabled();
    await expect(rowOf(page, target)).toBeVisible();

    await rowOf(page, renamed).getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功', () => confirmPopover(page));
    await expect(rowOf(page, renamed)).toHaveCount(0);
    const after = await apiTree(page, '/api/Department/GetTree');
    expect(after.some((d) => d.name === renamed || d.name === name)).toBe(false);
  });

  test('adds a hidden menu entry with its meta fields, refuses a duplicate sibling path and deletes the entry', async ({ page }) => {
    const path = `e2eTrees${stamp}`;
    const title = `端到端菜单${stamp}`;
    await page.goto('/#/setting/menuManagement');

    await rowOf(page, '系统设置').getByRole('button', { name: '新增子菜单' }).click();
    const add = dialog(page, '新增菜单');
    await expect(add.getByRole('combobox', { name: '上级菜单' }).locator('xpath=../..')).toContainText('系统设置');
    await add.getByLabel('路由路径').fill(path);
    await add.getByLabel('路由名称').fill(`E2eTrees${stamp}`);
    await chooseFirstOption(add.getByRole('combobox', { name: '组件' }), 'ActivityLog');
    await add.getByLabel('菜单标题').fill(title);
    await add.getByLabel('图标', { exact: true }).fill('file-list-line');
    await add.getByLabel('高亮菜单').fill('/log');
    await add.getByLabel('徽标文字').fill('E2E');
    await addTag(add.getByRole('combobox', { name: '可见角色' }), 'admin');
    for (const flag of ['隐藏', '圆点提示', '不显示标签', '不缓存']) {
      await add.getByRole('switch', { name: flag }).click();
      await expect(add.getByRole('switch', { name: flag })).toBeChecked();
    }
    await save(page, add, '添加成功');
    await expect(rowOf(page, title)).toBeVisible();

    const menus = await apiTree(page, '/api/Menu/GetTree');
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

    await rowOf(page, '系统设置').getByRole('button', { name: '新增子菜单' }).click();
    await expect(add.getByLabel('路由路径')).toHaveValue('');
    await add.getByLabel('路由路径').fill(path);
    await add.getByLabel('菜单标题').fill(`${title}重复`);
    await add.getByRole('button', { name: named('保存') }).click();
    await expect(add.getByText('同级菜单中已有相同路径')).toBeVisible();
    await screenshot(page, 'settings-menu-duplicate');
    await add.getByRole('button', { name: named('取消') }).click();
    await expect(add).toBeHidden();

    await rowOf(page, title).getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功', () => confirmPopover(page));
    await expect(rowOf(page, title)).toHaveCount(0);
    const left = await apiTree(page, '/api/Menu/GetTree');
    expect(left.some((m) => m.path === path)).toBe(false);
  });

  test('adds, finds, edits and deletes a staff member', async ({ page }) => {
    const name = `端到端人员${stamp}`;
    await page.goto('/#/setting/staffManagement');

    await page.getByRole('button', { name: named('新增') }).click();
    const add = dialog(page, '新增人员');
    await add.getByLabel('姓名').fill(name);
    await add.getByLabel('职务').fill('科员');
    await chooseTreeNode(add.getByRole('combobox', { name: '部门' }), '联络处');
    await add.getByLabel('手机').fill('2391111222');
    await add.getByRole('button', { name: named('保存') }).click();
    await expect(add.getByText('请输入正确的手机号')).toBeVisible();
    await add.getByLabel('手机').fill('13911112222');
    await save(page, add, '添加成功');

    await page.getByRole('textbox', { name: '关键字' }).fill(name);
    await page.getByRole('button', { name: named('查询') }).click();
    const rows = page.getByRole('main').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rowOf(page, name)).toContainText('联络处');
    await expect(page.getByText('共 1 条')).toBeVisible();

    await rowOf(page, name).getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog').filter({ has: page.getByLabel('职务') });
    await expect(edit.getByLabel('姓名')).toHaveValue(name);
    await edit.getByLabel('职务').fill('副处长');
    await save(page, edit, '保存成功');
    await expect(rowOf(page, name)).toContainText('副处长');
    await screenshot(page, 'settings-staff');

    await rowOf(page, name).getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功', () => confirmPopover(page));
    await expect(page.getByRole('main').getByRole('img', { name: '暂无数据' })).toBeVisible();
    const left = await page.evaluate(async (n) => {
      const res = await fetch(`/api/Staff/GetList?name=${encodeURIComponent(n)}`, {
        headers: { Authorization: `Bearer ${sessionStorage.getItem('token')}` },
      });
      return ((await res.json()) as { data: { total: number } }).data.total;
    }, name);
    expect(left).toBe(0);
  });
});
