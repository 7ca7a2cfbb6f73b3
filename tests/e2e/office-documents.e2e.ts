// The documents the office sends (issue 35): the assignment letter of one unit, previewed and downloaded in
// Word, then written to every unit as a batch run; the yearly handling report in Word; both languages.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { chooseOption, named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';
import { openFromMenu } from './support/menu';
import { openReport, preview, waitForPreview } from './support/report-centre';
import { seriousFindings } from './support/axe';

test.describe('the documents the office sends', () => {
  test.use({ signedInAs: 'npc01' });

  test('npc01 prints a unit’s assignment letter, downloads it in Word, and writes every unit’s letter as one batch', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/#/index');
    await openFromMenu(page, ['报表中心', '报表中心'], /#\/report\/reportCenter/);
    await openReport(page, '交办函');
    await expect(page.getByText('请先选择承办单位')).toBeVisible();
    await chooseOption(page.getByRole('combobox', { name: '承办单位' }), '市教育委员会', '市教育');
    await waitForPreview(page);
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('市人大常委会代表工作委员会');
    await expect(preview(page)).toContainText('市教育委员会：');
    await expect(preview(page)).toContainText('市教育委员会交办清单');
    await page.getByRole('spinbutton', { name: '文号序号' }).fill('8');
    await expect(preview(page)).toContainText(`人代交〔${new Date().getFullYear()}〕8号`);
    await screenshot(page, 'assignment-letter');
    expect(await seriousFindings(page, 'assignment letter')).toEqual([]);

    const downloads = mkdtempSync(path.join(os.tmpdir(), 'pd-letters-'));
    const word = page.waitForEvent('download');
    await page.getByRole('button', { name: named('下载Word') }).click();
    const saved = await word;
    expect(saved.suggestedFilename()).toMatch(/^交办函_市教育委员会_\d{8}\.docx$/);
    const file = path.join(downloads, 'letter.docx');
    await saved.saveAs(file);
    const xml = strFromU8(unzipSync(new Uint8Array(readFileSync(file)))['word/document.xml']!);
    expect(xml).toContain('市教育委员会交办清单');
    expect(xml).toContain('w:eastAsia="仿宋_GB2312"');

    await page.getByRole('button', { name: named('批量生成全部信函') }).click();
    await expect(page).toHaveURL(/#\/report\/reportRuns/);
    const run = page
      .getByRole('main')
      .getByRole('row')
      .filter({ hasText: /交办函（\d+ 份）/ })
      .first();
    await expect(run).toContainText('已完成', { timeout: 180_000 });
    await screenshot(page, 'assignment-letters-run');
  });

  test('the handling report offers Word, and the letter page speaks English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/#/npcProcessReportPrint');
    await waitForPreview(page);
    await expect(preview(page)).toContainText('一、基本情况');
    const word = page.waitForEvent('download');
    await page.getByRole('button', { name: named('Download Word') }).click();
    expect((await word).suggestedFilename()).toMatch(/^人大代表建议办理情况报告_\d{8}\.docx$/);

    await page.goto('/#/memberLetterPrint');
    await expect(page.getByText('Choose the deputy or member first')).toBeVisible();
    await expect(page.getByRole('button', { name: named('Make every letter (batch)') })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Document number' })).toBeVisible();
    expect(await seriousFindings(page, 'letter to a submitter')).toEqual([]);
  });
});
