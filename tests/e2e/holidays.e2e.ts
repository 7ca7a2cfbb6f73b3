import type { Locator, Page } from '@playwright/test';
import { chooseOption, confirmPopover, dialog, named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';
import { openFromMenu } from './support/menu';
import { expectToast } from './support/toast';

const rowOf = (page: Page, text: string): Locator =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** Types a day into the dialog's date picker as a user does, and closes the calendar. */
async function pickDate(form: Locator, day: string): Promise<void> {
  const input = form.getByRole('textbox', { name: '日期' });
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

test.describe('holidays (节假日)', () => {
  test.use({ signedInAs: 'admin' });

  test('adds a day off, is refused the same day twice, marks it a working day, finds it by year after a reload and deletes it', async ({
    page,
  }) => {
    // Next year: the demo calendar holds this year's days only, and each run takes a day of its own.
    const year = new Date().getFullYear() + 1;
    const stamp = Date.now();
    const day = new Date(Date.UTC(year, 0, 1 + (stamp % 360))).toISOString().slice(0, 10);
    const name = `端到端假日${String(stamp).slice(-6)}`;
    await page.goto('/#/index');
    await openFromMenu(page, ['系统设置', '节假日'], /#\/setting\/holidays$/);

    await page.getByRole('button', { name: named('新增节假日') }).click();
    const add = dialog(page, '新增节假日');
    await add.getByRole('button', { name: named('保存') }).click();
    await expect(add.getByText('请输入节假日名称')).toBeVisible();
    await pickDate(add, day);
    await add.getByLabel('名称').fill(name);
    await expectToast(page, '添加成功', () => add.getByRole('button', { name: named('保存') }).click());
    await expect(add).toBeHidden();

    await page.getByRole('button', { name: named('新增节假日') }).click();
    const again = dialog(page, '新增节假日');
    await pickDate(again, day);
    await again.getByLabel('名称').fill(name);
    await again.getByRole('button', { name: named('保存') }).click();
    // The refusal stands under the field it is about, and only there: no toast repeats it.
    await expect(again.getByText(`${day}已有节假日记录，不能重复添加`)).toBeVisible();
    await expect(page.locator('.ant-message').getByText(`${day}已有节假日记录，不能重复添加`)).toHaveCount(0);
    await expect(again.getByRole('textbox', { name: '日期' })).toHaveAttribute('aria-invalid', 'true');
    await again.getByRole('button', { name: named('取消') }).click();
    await expect(again).toBeHidden();

    await chooseOption(page.getByRole('combobox', { name: '年份' }), String(year));
    await page.getByRole('button', { name: named('查询') }).click();
    await expect(page).toHaveURL(new RegExp(`year=${year}`));
    await expect(rowOf(page, name)).toContainText('放假');
    // Unfiltered, this year's days fill the first page: the row shows after a reload only if the year came back from the address.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`year=${year}`));
    await expect(rowOf(page, name)).toContainText(day);

    await rowOf(page, name).getByRole('button', { name: '编辑' }).click();
    const edit = dialog(page, '编辑节假日');
    await expect(edit.getByLabel('名称')).toHaveValue(name);
    await edit.getByRole('switch', { name: '调休上班' }).click();
    await expectToast(page, '保存成功', () => edit.getByRole('button', { name: named('保存') }).click());
    await expect(edit).toBeHidden();
    await expect(rowOf(page, name)).toContainText('调休上班');
    await screenshot(page, 'settings-holidays');

    await rowOf(page, name).getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功', () => confirmPopover(page));
    await expect(rowOf(page, name)).toHaveCount(0);
  });
});
