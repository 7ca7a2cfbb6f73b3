import type { Locator, Page } from '@playwright/test';
import { chooseOption, dialog, fieldErrors, named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';
import { openFromMenu } from './support/menu';
import { openReport } from './support/report-centre';
import { expectToast } from './support/toast';

/** The options of the select dropdown open now. */
const openOptions = (page: Page): Locator =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"]) .ant-select-item-option');

const NPC_CURRENT = '第十六届人民代表大会第三次会议';
const NPC_PREVIOUS = '第十六届人民代表大会第二次会议';

test.describe('report choices that never end in a wall', () => {
  test.describe('as NPC office staff', () => {
    test.use({ signedInAs: 'npc01' });

    test('the report centre offers no 政协, a link to it opens 人大, and the new-run dialog offers sessions by name', async ({ page }) => {
      await page.goto('/#/index');
      await openFromMenu(page, ['报表中心', '报表中心'], /#\/report\/reportCenter/);
      await openReport(page, '办理状态统计');
      await expect(page).toHaveURL(/#\/caseStatusReportPrint/);
      const body = page.getByRole('radiogroup', { name: '届别' });
      await expect(body.getByRole('radio', { name: '人大' })).toBeChecked();
      await expect(body.getByRole('radio')).toHaveCount(1);
      const preview = page.getByRole('region', { name: '报表预览' });
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText('办理状态统计');
      await screenshot(page, 'report-choices-npc-body');

      // A link to the other body's figures (shared by a CPPCC colleague) shows the caller's own body, not a 403.
      await page.goto('/#/caseStatusReportPrint?body=CPPCC');
      await expect(page).toHaveURL(/#\/caseStatusReportPrint$/);
      await expect(body.getByRole('radio', { name: '人大' })).toBeChecked();
      await expect(preview).toHaveAttribute('aria-busy', 'false');
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText('办理状态统计');
      await expect(preview).toContainText('人大');

      // The print page stands alone (no menu): back to the shell for 报表任务.
      await page.goto('/#/index');
      await openFromMenu(page, ['报表中心', '报表任务'], /#\/report\/reportRuns/);
      await page.getByRole('button', { name: named('新建报表任务') }).click();
      const run = dialog(page, '新建报表任务');
      await expect(run.getByRole('radio', { name: '人大' })).toBeChecked();
      await expect(run.getByRole('radio', { name: '政协' })).toHaveCount(0);
      // The session is chosen by name from NPC's sessions (blank = the current one, named), never typed.
      const session = run.getByRole('combobox', { name: '届次会议' });
      await expect(run.getByText(`当前届次（${NPC_CURRENT}）`)).toBeVisible();
      await session.locator('xpath=ancestor::div[contains(@class, "ant-select ")][1]').click();
      await expect(openOptions(page)).toHaveText([`${NPC_CURRENT}（当前）`, NPC_PREVIOUS]);
      await chooseOption(session, NPC_PREVIOUS);
      await screenshot(page, 'report-choices-new-run');
      await run.getByRole('button', { name: named('取消') }).click();
      await expect(run).toBeHidden();
    });
  });

  test.describe('as the administrator', () => {
    test.use({ signedInAs: 'admin' });

    test('a schedule shows its next firings; 立即运行 starts a run of another user that 报表任务 then shows', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/#/index');
      await openFromMenu(page, ['系统设置', '报表计划'], /#\/setting\/reportSchedules/);

      const name = `人大月报（npc01）${Date.now()}`;
      await page.getByRole('button', { name: named('新增计划') }).click();
      const add = dialog(page, '新增计划');
      await add.getByLabel('计划名称').fill(name);

      // The expression's problem is named; once right, its next five firings show in the chosen zone.
      const cron = add.getByLabel('Cron 表达式');
      await cron.fill('99 8 * * *');
      await expect(fieldErrors(add)).toContainText(['“分”字段的 99 超出范围 0–59']);
      await cron.fill('0 8 1 * *');
      await expect(fieldErrors(add)).toHaveCount(0);
      await expect(add.getByRole('combobox', { name: '时区' })).toBeVisible();
      const firings = add.getByRole('list', { name: '接下来 5 次运行（Asia/Shanghai）：' });
      await expect(firings.getByRole('listitem')).toHaveCount(5);
      await expect(firings.getByRole('listitem').first()).toHaveText(/^\d{4}-\d{2}-01 周. 08:00$/);

      const runAs = add.getByRole('combobox', { name: '运行身份' });
      await chooseOption(runAs, /（npc01）/, 'npc01');
      const owner = (await runAs.locator('xpath=ancestor::div[contains(@class, "ant-select ")][1]').innerText()).split('（')[0]!.trim();
      await add.getByRole('radio', { name: '选择报表' }).check();
      await chooseOption(add.getByRole('combobox', { name: '报表', exact: true }), '办理状态统计');
      await add.getByRole('radio', { name: 'Excel', exact: true }).check();
      await screenshot(page, 'report-choices-schedule');
      await expectToast(page, '添加成功', () => add.getByRole('button', { name: named('确定') }).click());
      await expect(add).toBeHidden();

      const schedule = page.getByRole('main').getByRole('row').filter({ hasText: name });
      await expectToast(page, '已开始运行，可在报表任务中查看进度', () =>
        schedule.getByRole('button', { name: named('立即运行') }).click(),
      );

      // The run is npc01's, and the administrator who manages the schedule follows it in 报表任务.
      await openFromMenu(page, ['报表中心', '报表任务'], /#\/report\/reportRuns/);
      const row = page.getByRole('main').getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();
      await expect(row).toContainText(owner);
      await expect(row).toContainText('已完成', { timeout: 120_000 });
      await expect(row.getByRole('button', { name: named('下载 ZIP') })).toBeVisible();
      await row.getByRole('button', { name: /展开/ }).click();
      // Its file, as the owner would see it.
      await expect(page.getByRole('main').getByRole('row', { name: /^办理状态统计 XLSX 已完成/ })).toBeVisible();
      await screenshot(page, 'report-choices-admin-runs');
    });
  });
});
