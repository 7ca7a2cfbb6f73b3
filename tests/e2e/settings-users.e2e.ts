import { API_PATHS, type MenuNode, type RoleOption } from '@proposal-desk/shared';
import type { Page } from '@playwright/test';
import { chooseOption, dialog, named } from './support/antd';
import { apiGet, apiSignIn, createReadyUser } from './support/api';
import { expect, screenshot, test } from './support/fixtures';
import { expectToast } from './support/toast';
import { signIn, submitSignIn } from './support/sign-in';

const ADMIN_PASSWORD = 'Admin@2026';
const UNIT_CLERK_CODE = '26';
/** The unit the new clerk works at (unit01's). */
const UNIT_NAME = '市住房和城乡建设委员会';

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

/** The confirmation (Modal.confirm) that says `text`, which has no title to name it by. */
const confirmation = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

/** Searches the user list for one user name and waits until it shows that one row alone. */
async function searchUser(page: Page, username: string): Promise<void> {
  await page.getByRole('textbox', { name: '关键字' }).fill(username);
  await page.getByRole('button', { name: named('查询') }).click();
  await expect(page.getByRole('main').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(`^${username} `) })).toBeVisible();
}

/** The forced password change at first sign-in, done in the dialog. */
async function changeFirstPassword(page: Page, from: string, to: string): Promise<void> {
  const change = dialog(page, '修改密码');
  await change.getByLabel('原密码').fill(from);
  await change.getByLabel('新密码', { exact: true }).fill(to);
  await change.getByLabel('确认新密码').fill(to);
  await expectToast(page, '密码修改成功', () => change.getByRole('button', { name: '确定修改' }).click());
  await expect(change).toBeHidden();
}

test.describe('user management', () => {
  test.use({ signedInAs: 'admin' });

  test('an administrator creates a user with a role; the user sees exactly that role’s menu; a reset forces a new change; once disabled they cannot sign in', async ({
    page,
    browser,
  }) => {
    const suffix = Date.now().toString(36).slice(-6);
    const username = `e2eclerk${suffix}`;
    const staffName = `经办测试${suffix}`;
    const firstPassword = 'Clerk#2026a';
    const changedPassword = 'Clerk#2026b';
    const { role, shown, hidden } = await topMenusOfRole(UNIT_CLERK_CODE);
    expect(shown.length).toBeGreaterThan(0);
    expect(hidden).toContain('系统设置');

    await page.goto('/#/setting/userManagement');
    await page.getByRole('button', { name: named('新增') }).click();
    const add = dialog(page, '新增用户');
    await add.getByLabel('用户名').fill(username);
    await add.getByLabel('姓名').fill(staffName);
    await add.getByLabel('初始密码').fill(firstPassword);
    await chooseOption(add.getByRole('combobox', { name: '角色' }), role.title);
    // The roles' list stays open for more: a click on the title closes it, as a user does.
    await add.getByText('新增用户', { exact: true }).click();
    // A unit user is tied to its unit, or the form refuses it.
    await add.getByRole('button', { name: named('保存') }).click();
    await expect(add.getByText('承办单位经办人须选择其承办单位')).toBeVisible();
    await chooseOption(add.getByRole('combobox', { name: '承办单位' }), UNIT_NAME, '住房');
    await screenshot(page, 'settings-users-add');
    await expectToast(page, '添加成功', () => add.getByRole('button', { name: named('保存') }).click());
    await expect(add).toBeHidden();
    await searchUser(page, username);
    const row = page.getByRole('row', { name: new RegExp(`^${username} `) });
    await expect(row).toContainText(staffName);
    await expect(row).toContainText(role.title);
    await expect(row).toContainText('待改密码');

    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    await signIn(user, username, firstPassword);
    await changeFirstPassword(user, firstPassword, changedPassword);
    const menu = user.getByRole('complementary').getByRole('menu').first();
    await expect(menu).toBeVisible();
    for (const title of shown) await expect(menu).toContainText(title);
    for (const title of hidden) await expect(menu).not.toContainText(title);
    await screenshot(user, 'settings-users-role-menu');
    // Its unit's workspace, as a seeded unit account has it.
    await expect(user.getByRole('main')).toContainText(UNIT_NAME);
    await user.goto('/#/handling/assignments');
    await expect(user.getByRole('main').getByRole('tab', { name: /^待签收/ })).toBeVisible();
    await expect(user.getByRole('main')).not.toContainText('没有权限');

    await searchUser(page, username);
    await row.getByRole('button', { name: '重置密码' }).click();
    await confirmation(page, '确定重置用户')
      .getByRole('button', { name: named('确定') })
      .click();
    const temporary = confirmation(page, '临时密码');
    await expect(temporary).toContainText('密码已重置，用户下次登录时须修改密码');
    const tempPassword = await temporary.getByRole('textbox').inputValue();
    expect(tempPassword).toHaveLength(16);
    await temporary.getByRole('button').last().click();
    await expect(temporary).toBeHidden();
    const resetPage = await userContext.newPage();
    await signIn(resetPage, username, tempPassword);
    await expect(dialog(resetPage, '修改密码')).toBeVisible();
    await resetPage.close();

    await searchUser(page, username);
    await row.getByRole('button', { name: named('停用') }).click();
    await expectToast(page, '账号状态已更新', () =>
      confirmation(page, '停用')
        .getByRole('button', { name: named('确定') })
        .click(),
    );
    await expect(row).toContainText('停用');

    const again = await userContext.newPage();
    await expectToast(again, '账号已停用，请联系管理员', () => submitSignIn(again, username, tempPassword));
    await expect(again).toHaveURL(/#\/login/);
    await userContext.close();
  });

  test('an administrator adds a role with abilities and menus; its users see those menus, and a change shows at their next load', async ({
    page,
    browser,
  }) => {
    const suffix = Date.now().toString(36).slice(-6);
    const code = `7${Date.now() % 1_000_000}`;
    const roleName = `e2erole${suffix}`;
    const roleTitle = `测试角色${suffix}`;
    await page.goto('/#/setting/roleManagement');
    await page.getByRole('button', { name: named('新增') }).click();
    const add = dialog(page, '新增角色');
    await add.getByLabel('编码').fill(code);
    await add.getByLabel('标识').fill(roleName);
    await add.getByLabel('名称').fill(roleTitle);
    await add.getByRole('checkbox', { name: '查看操作日志' }).check();
    await expectToast(page, '添加成功', () => add.getByRole('button', { name: named('保存') }).click());
    await expect(add).toBeHidden();
    await page.getByRole('searchbox').fill(roleName);
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByRole('main').getByRole('row')).toHaveCount(2);
    const row = page.getByRole('row', { name: new RegExp(`^${code} ${roleName} `) });
    await expect(row).toContainText(roleTitle);
    await expect(row).toContainText('查看操作日志');

    const setMenus = async (titles: string[]) => {
      await row.getByRole('button', { name: '菜单权限' }).click();
      const menus = dialog(page, `角色“${roleTitle}”的菜单权限`);
      for (const title of titles) await menus.getByRole('checkbox', { name: new RegExp(`(^|\\s)${title}（/`) }).click();
      await expectToast(page, '菜单权限已保存', () => menus.getByRole('button', { name: named('保存') }).click());
      await expect(menus).toBeHidden();
    };
    await setMenus(['首页', '操作日志']);
    await screenshot(page, 'settings-roles');

    const password = 'Role#2026a';
    await createReadyUser(await apiSignIn('admin', ADMIN_PASSWORD), {
      username: `${roleName}u`,
      staffName: roleTitle,
      roleCode: code,
      password,
    });
    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    await signIn(user, `${roleName}u`, password);
    const sider = user.getByRole('complementary');
    await expect(sider).toContainText('操作日志');
    for (const title of ['报表中心', '代表委员名单', '系统设置']) await expect(sider).not.toContainText(title);

    await setMenus(['操作日志']);
    await user.reload();
    await expect(sider).toContainText('首页');
    await expect(sider).not.toContainText('操作日志');
    await userContext.close();
  });
});
