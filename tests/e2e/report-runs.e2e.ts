import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { chooseOption, dialog, named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';
import { expectToast } from './support/toast';
import { openFromMenu } from './support/menu';

interface ManifestEntry {
  file: string;
  report: string;
  sha256: string;
  bytes: number;
}

test.describe('batch report runs', () => {
  test.use({ signedInAs: 'admin' });

  test('an administrator schedules a pack, runs it now, watches its progress and downloads the ZIP', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/#/index');
    await openFromMenu(page, ['系统设置', '报表计划'], /#\/setting\/reportSchedules/);

    const name = `月度报表包 ${Date.now()}`;
    await page.getByRole('button', { name: named('新增计划') }).click();
    const add = dialog(page, '新增计划');
    await add.getByLabel('计划名称').fill(name);
    // The user picker searches on the server.
    await chooseOption(add.getByRole('combobox', { name: '运行身份' }), /（admin）/, 'admin');
    await add.getByRole('radio', { name: 'Excel', exact: true }).check();
    await expectToast(page, '添加成功', () => add.getByRole('button', { name: named('确定') }).click());
    await expect(add).toBeHidden();
    const schedule = page.getByRole('main').getByRole('row').filter({ hasText: name });
    await expect(schedule).toBeVisible();
    await screenshot(page, 'report-schedules');

    await expectToast(page, '已开始运行，可在报表任务中查看进度', () => schedule.getByRole('button', { name: named('立即运行') }).click());

    await openFromMenu(page, ['报表中心', '报表任务'], /#\/report\/reportRuns/);
    const run = page.getByRole('main').getByRole('row').filter({ hasText: name });
    await expect(run).toBeVisible();
    await expect(run.getByRole('progressbar')).toBeVisible();
    await screenshot(page, 'report-runs-progress');
    // The list refreshes itself until the run completes.
    await expect(run).toContainText('已完成', { timeout: 180_000 });
    await screenshot(page, 'report-runs-complete');

    const runId = await page.evaluate(async (n) => {
      const token = sessionStorage.getItem('token');
      const res = await fetch('/api/ReportRun?pageSize=20', { headers: { Authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { data: { rows: { id: number; title: string }[] } };
      return body.data.rows.find((r) => r.title === n)?.id;
    }, name);
    expect(runId).toBeDefined();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const zip = await page.request.get(`/api/ReportRun/${runId}/zip`, { headers: { Authorization: `Bearer ${token}` } });
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-disposition']).toContain(encodeURIComponent(name));
    const files = unzipSync(new Uint8Array(await zip.body()));
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as ManifestEntry[];
    expect(manifest.length).toBeGreaterThan(10);
    expect(manifest.map((e) => e.report)).toContain('caseStatusReportPrint');
    for (const entry of manifest) {
      const content = files[entry.file]!;
      expect(entry.file).toMatch(/\.xlsx$/);
      expect(createHash('sha256').update(content).digest('hex')).toBe(entry.sha256);
    }

    // The owner hears about it in the header's notice popover.
    await page.getByRole('banner').getByRole('button', { name: '通知' }).click();
    await expect(page.getByText(`报表任务已完成：${name}`)).toBeVisible();
  });
});
