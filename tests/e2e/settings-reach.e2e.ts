// What a new administrator reaches on a laptop screen: the 保存 of a long form dialog, every column of the
// settings tables beside the fixed 操作 column, a department's 删除 that says why it is off, the temporary
// password's 复制密码, and an office account that is asked for no deputy profile.
import type { Locator, Page } from '@playwright/test';
import { API_PATHS } from '@proposal-desk/shared';
import { chooseOption, dialog, named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { expectToast } from './support/toast';

const LAPTOPS = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
];

/** A table's header cell, named by its title (a sortable one's name also carries its sort hint). */
const header = (page: Page, title: string): Locator =>
  page
    .getByRole('main')
    .getByRole('columnheader', { name: named(title) })
    .first();

/** Sees each column header whole on screen and clear of the fixed 操作 column to its right. */
async function expectClearOfActions(page: Page, titles: string[]): Promise<void> {
  const actions = header(page, '操作');
  await expect(actions).toBeInViewport({ ratio: 1 });
  const actionsBox = await actions.boundingBox();
  for (const title of titles) {
    const cell = header(page, title);
    await expect(cell).toBeInViewport({ ratio: 1 });
    const box = await cell.boundingBox();
    expect(box && actionsBox, title).toBeTruthy();
    expect(box!.x + box!.width, `${title} ends left of 操作`).toBeLessThanOrEqual(actionsBox!.x + 0.5);
  }
}

const rowOf = (page: Page, text: string): Locator =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: named(text) }).first() });

for (const viewport of LAPTOPS) {
  test.describe(`the settings tables at ${viewport.width}×${viewport.height}`, () => {
    test.use({ signedInAs: 'admin', viewport });

    test('show 最后登录, 用户数 and 权限 beside the fixed 操作 column, none under it', async ({ page }) => {
      await page.goto('/#/setting/userManagement');
      await expect(rowOf(page, 'npc01')).toBeVisible();
      await expectClearOfActions(page, ['用户名', '状态', '最后登录']);
      await screenshot(page, `settings-reach-users-${viewport.width}`);

      await page.goto('/#/setting/roleManagement');
      await expect(rowOf(page, 'npcStaff')).toBeVisible();
      await expectClearOfActions(page, ['编码', '用户数', '权限']);
      await screenshot(page, `settings-reach-roles-${viewport.width}`);
    });
  });
}

test.describe('on a 1366×768 screen', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1366, height: 768 } });

  test('adds an NPC office user with 保存 in view, copies the temporary password, and the new user is asked for no deputy profile', async ({
    page,
    browser,
  }) => {
    const suffix = Date.now().toString(36).slice(-6);
    const username = `e2ereach${suffix}`;
    await page.goto('/#/setting/userManagement');
    await page.getByRole('button', { name: named('新增') }).click();
    const add = dialog(page, '新增用户');
    const save = add.getByRole('button', { name: named('保存') });
    // The whole form does not fit this screen: its body scrolls, and 保存 stays on screen without scrolling the page.
    await expect(save).toBeInViewport({ ratio: 1 });
    await add.getByLabel('用户名').fill(username);
    await add.getByLabel('姓名').fill(`可达测试${suffix}`);
    await chooseOption(add.getByRole('combobox', { name: '角色' }), '人大工作人员');
    // The roles' list stays open for more (it covers 类型 below it): a click on the title closes it, as a user does.
    await add.getByText('新增用户', { exact: true }).click();
    await expect(add.getByRole('combobox', { name: '角色' })).toHaveAttribute('aria-expanded', 'false');
    await chooseOption(add.getByRole('combobox', { name: '类型' }), '人大');
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(add.getByRole('combobox', { name: '类型' })).toBeInViewport();
    await screenshot(page, 'settings-reach-add-user');
    await save.click();

    // No initial password typed: the generated one is shown once, with a button that says what it copies.
    const temporary = page.getByRole('dialog').filter({ hasText: '临时密码' });
    const password = await temporary.getByRole('textbox', { name: '临时密码' }).inputValue();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await expect(temporary.getByRole('button', { name: '复制密码' })).toBeVisible();
    await expect(temporary.getByRole('button', { name: '复制链接' })).toHaveCount(0);
    await temporary.getByRole('button', { name: '知道了' }).click();
    await expect(temporary).toBeHidden();

    // The new NPC staff member has no deputy profile: after the forced change, no 个人信息确认 (and no empty one).
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const user = await context.newPage();
    // The entry checks look the profile up (none) before they open the first dialog, the password change.
    const profileLookedUp = user.waitForResponse((res) => res.url().includes(API_PATHS.userInfoById));
    await signIn(user, username, password);
    const change = dialog(user, '修改密码');
    await change.getByLabel('原密码').fill(password);
    await profileLookedUp;
    await change.getByLabel('新密码', { exact: true }).fill('Reach#2026a');
    await change.getByLabel('确认新密码').fill('Reach#2026a');
    await expectToast(user, '密码修改成功', () => change.getByRole('button', { name: '确定修改' }).click());
    await expect(change).toBeHidden();
    await expect(user.getByRole('dialog')).toHaveCount(0);
    await expect(user.getByText('您的账号没有关联代表或委员信息')).toHaveCount(0);
    await expect(user.getByRole('main')).toBeVisible();
    await context.close();
  });

  test('offers no 删除 for a department that still has sub-departments or people, and says why', async ({ page }) => {
    await page.goto('/#/setting/departmentManagement');
    const office = rowOf(page, '市人大常委会办公厅');
    const remove = office.getByRole('button', { name: named('删除') });
    await expect(remove).toBeDisabled();
    // A disabled link takes no pointer: the reason shows when the pointer rests on it.
    const box = await remove.boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(page.getByRole('tooltip')).toHaveText(/^该部门下还有\d+个下级部门.*，不能删除$/);
    await screenshot(page, 'settings-reach-department-delete');
    await expect(office.getByRole('button', { name: '重命名' })).toBeEnabled();
  });

  test('closes the delegate edit dialog with Esc', async ({ page }) => {
    await page.goto('/#/delegate/delegateList');
    await page
      .getByRole('main')
      .getByRole('button', { name: named('编辑') })
      .first()
      .click();
    const edit = dialog(page, '编辑代表委员');
    await expect(edit.getByLabel('账号')).toHaveValue(/\S/);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
  });
});
