import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type CaseSearchItem, type Paged, type ReportOptions } from '@proposal-desk/shared';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { chooseOption, named } from './support/antd';
import { apiGet, apiSignIn } from './support/api';
import { expect, screenshot, test } from './support/fixtures';
import { openFromMenu } from './support/menu';
import { openReport, preview, reportRow, waitForPreview } from './support/report-centre';

/** The printed sheet on the print page, once it shows the report of the current parameters. */

/** The data rows of the preview's first table: not the header, not the total. */
const dataRows = (page: Page) =>
  preview(page)
    .getByRole('table')
    .first()
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: '合计' });

async function firstColumn(page: Page): Promise<string[]> {
  return (await dataRows(page).locator('td:first-child').allInnerTexts()).map((text) => text.trim());
}

async function readSheet(file: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(file) as unknown as Parameters<typeof book.xlsx.load>[0]);
  const sheet = book.worksheets[0]!;
  return Array.from({ length: sheet.rowCount }, (_, i) =>
    (sheet.getRow(i + 1).values as unknown[])
      .slice(1)
      .map((v) => (v && typeof v === 'object' && 'result' in v ? String(v.result) : String(v ?? ''))),
  );
}

test.describe('the report centre and print previews', () => {
  test.describe('as the administrator', () => {
    test.use({ signedInAs: 'admin' });

    test('opens the status statistics from the report centre, changes the body and downloads the PDF and workbook', async ({ page }) => {
      await page.goto('/#/index');
      await openFromMenu(page, ['报表中心', '报表中心'], /#\/report\/reportCenter/);
      const centre = page.getByRole('main');
      await expect(centre).toContainText('办理情况统计');
      await expect(centre).toContainText('代表建议');
      await screenshot(page, 'reports-centre');

      await openReport(page, '办理状态统计');
      await expect(page).toHaveURL(/#\/caseStatusReportPrint/);
      await waitForPreview(page);
      await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('办理状态统计');
      await expect(preview(page).getByRole('row').filter({ hasText: '合计' }).getByRole('cell').first()).toHaveText('合计');
      expect((await firstColumn(page)).length).toBeGreaterThan(1);
      await expect(preview(page).getByRole('paragraph').first()).toContainText('人大');

      const answered = page.waitForResponse(
        (res) => res.url().includes('/api/Report/caseStatusReportPrint/data') && res.url().includes('body=CPPCC'),
      );
      await page.getByRole('radiogroup', { name: '届别' }).getByText('政协').click();
      await answered;
      await expect(preview(page).getByRole('paragraph').first()).toContainText('政协');
      await waitForPreview(page);
      await expect(page).toHaveURL(/body=CPPCC/);
      await screenshot(page, 'reports-status-preview');

      // The browser's own print (打印) gives only the sheet: the parameter bar and buttons stay on screen.
      const printed = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-print-')), 'print.pdf');
      await page.pdf({ path: printed, preferCSSPageSize: true });
      const printedText = execFileSync('pdftotext', [printed, '-'], { encoding: 'utf8' });
      expect(printedText).toContain('办理状态统计');
      expect(printedText).toContain('合计');
      expect(printedText).not.toContain('下载PDF');
      expect(printedText).not.toContain('返回报表中心');

      const downloads = mkdtempSync(path.join(os.tmpdir(), 'pd-reports-'));
      const pdfAnswered = page.waitForResponse((res) => res.url().includes('/api/Report/caseStatusReportPrint/pdf'));
      const pdfDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: named('下载PDF') }).click();
      expect((await pdfAnswered).url()).toContain('body=CPPCC');
      const pdf = path.join(downloads, 'report.pdf');
      await (await pdfDownload).saveAs(pdf);
      expect(readFileSync(pdf).subarray(0, 4).toString()).toBe('%PDF');
      const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
      expect(text).toContain('办理状态统计');
      expect(text).toContain('政协');

      const xlsxDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: named('下载Excel') }).click();
      const xlsx = path.join(downloads, 'report.xlsx');
      await (await xlsxDownload).saveAs(xlsx);
      const rows = await readSheet(xlsx);
      expect(rows[0]![0]).toContain('办理状态统计');
      const header = rows.find((row) => row.includes('承办单位'));
      expect(header).toEqual(expect.arrayContaining(['承办单位', '交办', '待签收', '办理中', '已答复', '超期']));
      expect(rows.some((row) => row[0] === '合计')).toBe(true);
    });

    test('finds a one-case document through the case picker by its case number and previews its fields', async ({ page }) => {
      const token = await apiSignIn('admin', 'Admin@2026');
      const found = await apiGet<Paged<CaseSearchItem>>(API_PATHS.caseSearch, token, {
        body: 'NPC',
        kind: 'SUGGESTION',
        pageIndex: '1',
        pageSize: '5',
      });
      const target = found.rows.find((row) => row.caseNo);
      expect(target).toBeDefined();
      const caseNo = target!.caseNo!;

      await page.goto('/#/report/reportCenter');
      await openReport(page, '代表建议');
      await expect(page).toHaveURL(/#\/npcContentAdvicePrint/);
      await expect(page.getByText('请先选择案件')).toBeVisible();

      await chooseOption(page.getByRole('combobox', { name: '案件' }), new RegExp(caseNo), caseNo);
      await expect(page).toHaveURL(new RegExp(`caseId=${target!.id}(&|$)`));
      await waitForPreview(page);
      await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('代表建议');
      await expect(preview(page).getByRole('table').first()).toContainText(caseNo);
      await expect(preview(page).getByRole('table').first()).toContainText(target!.title);
      await screenshot(page, 'reports-advice-preview');

      // The link reproduces the report.
      const link = page.url();
      await page.getByRole('button', { name: named('返回报表中心') }).click();
      await expect(reportRow(page, '代表建议')).toBeVisible();
      await page.goto(link);
      await waitForPreview(page);
      await expect(preview(page).getByRole('table').first()).toContainText(caseNo);
    });
  });

  test.describe('as a handling unit', () => {
    test.use({ signedInAs: 'unit01' });

    test('a handling-unit user sees only their own unit in the status statistics', async ({ page }) => {
      const token = await apiSignIn('unit01', 'Demo@2026');
      const options = await apiGet<ReportOptions>(API_PATHS.reportOptions, token);
      expect(options.units).toHaveLength(1);
      await page.goto('/#/caseStatusReportPrint');
      await waitForPreview(page);
      await expect(preview(page).getByRole('row').filter({ hasText: '合计' })).toBeVisible();
      await expect(dataRows(page).locator('td:first-child')).toHaveText([options.units[0]!.name]);
    });
  });
});
