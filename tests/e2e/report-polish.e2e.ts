import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';
import { preview, reportRow, waitForPreview } from './support/report-centre';
import { switchLanguage } from './support/shell';

const CENTRE = '/#/report/reportCenter';

/** The report centre's row of the report of this exact name. */

/** The printed sheet on the print page. */

test.describe('report names, files and charts', () => {
  test.use({ signedInAs: 'npc01' });

  test('the report centre names 办理状态统计 in Chinese only; its print page and its PDF carry its name, the file its date', async ({
    page,
  }) => {
    await page.goto(CENTRE);
    const row = reportRow(page, '办理状态统计');
    await expect(row).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Status statistics');

    await row.getByRole('button', { name: named('打开') }).click();
    await expect(page).toHaveURL(/#\/caseStatusReportPrint/);
    await waitForPreview(page);
    await expect(page).toHaveTitle('办理状态统计 - 建议提案办理系统');
    // 40 units, 20 bars: the chart says so under itself.
    await expect(preview(page)).toContainText(/注：图中按数值从高到低列出前 20 位，共 \d+ 个单位，全部数据见上表。/);
    await screenshot(page, 'report-polish-status');

    // The download says so beside its buttons (no toast to linger over the next report's fields).
    const said = expect(page.locator('.report-download-status')).toHaveText(/^\s*已下载 办理状态统计_\d{8}\.pdf$/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: named('下载PDF') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^办理状态统计_\d{8}\.pdf$/);
    await said;
    await expect(page.locator('.ant-message').getByText(/已下载/)).toHaveCount(0);

    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-polish-')), download.suggestedFilename());
    await download.saveAs(file);
    const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' });
    expect(info).toMatch(/^Title:\s+办理状态统计$/m);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toMatch(/前20位，共\d+个单位/);
  });

  test('in English the centre names each report in English only and the print page is titled in English', async ({ page }) => {
    await page.goto(CENTRE);
    await expect(reportRow(page, '办理状态统计')).toBeVisible();
    await switchLanguage(page, 'English');
    const row = reportRow(page, 'Status statistics');
    await expect(row).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('办理状态统计');

    await row.getByRole('button', { name: named('Open') }).click();
    await expect(page).toHaveURL(/#\/caseStatusReportPrint/);
    await waitForPreview(page);
    await expect(page).toHaveTitle('Status statistics - Proposal Desk');
  });

  test('a download the server answers busy waits its turn, says so, and arrives; a waiting one can be cancelled', async ({ page }) => {
    await page.goto('/#/caseStatusReportPrint');
    await waitForPreview(page);
    const queued = page.getByText(/^服务器正忙，下载已排队：\d+ 秒后第 1 次重试$/);
    const errorToast = page.locator('.ant-message').getByText(/^异常/);

    // The first answer is the server's 429 (its render queue full); the retry reaches the server.
    let refused = 0;
    await page.route('**/api/Report/caseStatusReportPrint/pdf*', async (route) => {
      if (refused++ > 0) return route.continue();
      await route.fulfill({
        status: 429,
        headers: { 'Retry-After': '2' },
        contentType: 'application/json',
        body: JSON.stringify({ code: 429, msg: '服务器繁忙，请稍后再试', data: null, success: false }),
      });
    });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: named('下载PDF') }).click();
    await expect(queued).toBeVisible();
    expect((await downloading).suggestedFilename()).toMatch(/^办理状态统计_\d{8}\.pdf$/);
    await expect(queued).toBeHidden();
    await expect(errorToast).toHaveCount(0);

    // A server that stays busy: 取消下载 ends the wait, with no error.
    await page.unrouteAll();
    await page.route('**/api/Report/caseStatusReportPrint/pdf*', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30' },
        contentType: 'application/json',
        body: '{"code":429,"msg":"服务器繁忙"}',
      }),
    );
    await page.getByRole('button', { name: named('下载PDF') }).click();
    await expect(queued).toBeVisible();
    await screenshot(page, 'report-download-queued');
    await page.getByRole('button', { name: '取消下载' }).click();
    await expect(page.locator('.report-download-status')).toHaveText('已取消下载');
    await expect(queued).toBeHidden();
    await expect(page.getByRole('button', { name: named('下载PDF') })).toBeEnabled();
    await expect(errorToast).toHaveCount(0);
  });
});
