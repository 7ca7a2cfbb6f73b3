import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'puppeteer-core';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const waitForText = (page: Page, text: string, timeout = 60000) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), { timeout }, text);

/** Opens a page of the side menu by its title, unfolding its section first when needed. */
async function openMenu(page: Page, section: string, title: string, hash: string): Promise<void> {
  const item = await page.$(`.ant-layout-sider ::-p-text(${title})`);
  if (!item || !(await item.isVisible())) {
    await page.locator(`.ant-layout-sider ::-p-text(${section})`).click();
    // Let the submenu finish unfolding before clicking into it.
    await page.waitForSelector(`.ant-layout-sider ::-p-text(${title})`, { visible: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  await page.locator(`.ant-layout-sider ::-p-text(${title})`).click();
  await page.waitForFunction((h) => location.hash.includes(h), { timeout: 30000 }, hash);
}

interface ManifestEntry {
  file: string;
  report: string;
  sha256: string;
  bytes: number;
}

describe('batch report runs in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an administrator schedules a pack, runs it now, watches its progress and downloads the ZIP', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Admin@2026');
    await waitForText(page, '系统设置');
    await openMenu(page, '系统设置', '报表计划', '/setting/reportSchedules');

    const name = `月度报表包 ${Date.now()}`;
    await page.locator('::-p-text(新增计划)').click();
    await page.waitForSelector('.ant-modal #name');
    await page.type('.ant-modal #name', name);
    // the user picker searches on the server
    await page.locator('.ant-modal #runAsUserId').click();
    await page.type('.ant-modal #runAsUserId', 'admin');
    await page.locator('.ant-select-dropdown .ant-select-item-option').click();
    await page.locator('.ant-modal ::-p-text(Excel)').click();
    await page.locator('.ant-modal .ant-btn-primary').click();
    await waitForText(page, '添加成功');
    await waitForText(page, name);
    await screenshot(page, 'report-schedules');

    const row = `//tr[contains(., "${name}")]`;
    await page.locator(`::-p-xpath(${row}//button[contains(., "立即运行")])`).click();
    await waitForText(page, '已开始运行');

    await openMenu(page, '报表中心', '报表任务', '/report/reportRuns');
    await waitForText(page, name);
    await page.waitForSelector('.ant-progress');
    await screenshot(page, 'report-runs-progress');
    // the list refreshes itself until the run completes
    await page.waitForFunction(
      (n) => Array.from(document.querySelectorAll('tr')).some((tr) => tr.textContent?.includes(n) && tr.textContent.includes('已完成')),
      { timeout: 180000 },
      name,
    );
    await screenshot(page, 'report-runs-complete');

    const runId = await page.evaluate(async (n) => {
      const token = sessionStorage.getItem('token');
      const res = await fetch('/api/ReportRun?pageSize=20', { headers: { Authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { data: { rows: { id: number; title: string }[] } };
      return body.data.rows.find((r) => r.title === n)?.id;
    }, name);
    expect(runId).toBeDefined();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const zip = await fetch(`${baseUrl()}/api/ReportRun/${runId}/zip`, { headers: { Authorization: `Bearer ${token}` } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toContain(encodeURIComponent(name));
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as ManifestEntry[];
    expect(manifest.length).toBeGreaterThan(10);
    expect(manifest.map((e) => e.report)).toContain('caseStatusReportPrint');
    for (const entry of manifest) {
      const content = files[entry.file]!;
      expect(entry.file).toMatch(/\.xlsx$/);
      expect(createHash('sha256').update(content).digest('hex')).toBe(entry.sha256);
    }

    // the owner hears about it in the header's notice popover
    await page.locator('button[aria-label="通知"]').click();
    await waitForText(page, `报表任务已完成：${name}`);
    await page.close();
  });
});
