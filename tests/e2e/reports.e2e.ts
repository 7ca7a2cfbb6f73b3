import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type CaseSearchItem, type Paged, type ReportOptions } from '@proposal-desk/shared';
import ExcelJS from 'exceljs';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { apiSignIn } from './support/api';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const waitForText = (page: Page, text: string, selector = 'body') =>
  page.waitForFunction(
    (t, s) => (document.querySelector(s) as HTMLElement | null)?.innerText.includes(t),
    { timeout: 60000 },
    text,
    selector,
  );

async function apiGet<T>(pathName: string, token: string, query: Record<string, string> = {}): Promise<T> {
  const url = new URL(pathName, baseUrl());
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const envelope = (await res.json()) as { code: number | string; msg: string; data: T };
  if (!res.ok) throw new Error(`${pathName}: ${res.status} ${envelope.msg}`);
  return envelope.data;
}

/** Opens the 报表中心 submenu and clicks its page of the same name, as a user finds it. */
async function openFromMenu(page: Page, title: string): Promise<void> {
  const visibleItem = () =>
    page.evaluateHandle(
      (t) =>
        Array.from(document.querySelectorAll('.vab-sider .ant-menu-item')).find(
          (el) => (el as HTMLElement).innerText.trim() === t && (el as HTMLElement).offsetParent !== null,
        ) ?? null,
      title,
    );
  let item = (await visibleItem()).asElement();
  if (!item) {
    await page.locator(`.vab-sider .ant-menu-submenu-title ::-p-text(${title})`).click();
    await new Promise((resolve) => setTimeout(resolve, 500));
    item = (await visibleItem()).asElement();
  }
  if (!item) throw new Error(`no menu item ${title}`);
  await (item as ElementHandle<Element>).click();
}

/** Waits for the preview of the current parameters: no spinner and a printed sheet. */
async function waitForPreview(page: Page): Promise<void> {
  await page.waitForSelector('.report-preview .pd-sheet', { timeout: 60000 }).catch(async (error: unknown) => {
    await screenshot(page, 'reports-failed-preview');
    throw error;
  });
  await page.waitForFunction(() => !document.querySelector('.report-print-page .ant-spin-spinning'), { timeout: 60000 });
}

/** The first cell of every data row of the preview's first table. */
const firstColumn = (page: Page) =>
  page.$$eval('.report-preview .pd-table:not(.pd-fields) tr.pd-row-data', (rows) =>
    rows.map((row) => (row.children[0] as HTMLElement).innerText.trim()),
  );

async function waitForFile(dir: string, extension: string): Promise<string> {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    const done = readdirSync(dir).filter((f) => f.endsWith(extension));
    if (done.length) return path.join(dir, done[0]!);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${extension} file was downloaded`);
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

describe('the report centre and print previews in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the administrator opens the status statistics from the report centre, changes the body and downloads the PDF and workbook', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', 'Admin@2026');
    await openFromMenu(page, '报表中心');
    await page.waitForFunction(() => location.hash.startsWith('#/report/reportCenter'), { timeout: 30000 });
    await page.waitForSelector('.report-open-caseStatusReportPrint', { timeout: 60000 });
    await waitForText(page, '办理情况统计', '.report-centre');
    await waitForText(page, '代表建议', '.report-centre');
    await screenshot(page, 'reports-centre');

    await page.locator('.report-open-caseStatusReportPrint').click();
    await page.waitForFunction(() => location.hash.startsWith('#/caseStatusReportPrint'), { timeout: 30000 });
    await waitForPreview(page);
    expect(await page.$eval('.report-preview .pd-title', (el) => (el as HTMLElement).innerText)).toBe('办理状态统计');
    await page.waitForSelector('.report-preview tr.pd-row-total');
    expect(await page.$eval('.report-preview tr.pd-row-total td', (el) => (el as HTMLElement).innerText.trim())).toBe('合计');
    const npcUnits = await firstColumn(page);
    expect(npcUnits.length).toBeGreaterThan(1);
    expect(await page.$eval('.report-preview .pd-subtitle', (el) => (el as HTMLElement).innerText)).toContain('人大');

    const answered = page.waitForResponse(
      (res) => res.url().includes('/api/Report/caseStatusReportPrint/data') && res.url().includes('body=CPPCC'),
      {
        timeout: 30000,
      },
    );
    await page.locator('.report-param-body ::-p-text(政协)').click();
    await answered;
    await waitForText(page, '政协', '.report-preview .pd-subtitle');
    await waitForPreview(page);
    expect(await page.evaluate(() => location.hash)).toContain('body=CPPCC');
    await screenshot(page, 'reports-status-preview');

    // The browser's own print (打印) gives only the sheet: the parameter bar and buttons stay on screen.
    const printed = mkdtempSync(path.join(os.tmpdir(), 'pd-print-'));
    await page.pdf({ path: path.join(printed, 'print.pdf'), preferCSSPageSize: true });
    const printedText = execFileSync('pdftotext', [path.join(printed, 'print.pdf'), '-'], { encoding: 'utf8' });
    expect(printedText).toContain('办理状态统计');
    expect(printedText).toContain('合计');
    expect(printedText).not.toContain('下载PDF');
    expect(printedText).not.toContain('返回报表中心');

    const downloads = mkdtempSync(path.join(os.tmpdir(), 'pd-reports-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Page.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    const pdfAnswered = page.waitForResponse((res) => res.url().includes('/api/Report/caseStatusReportPrint/pdf'), { timeout: 60000 });
    await page.locator('.report-download-pdf').click();
    // While the file is on its way the button shows its progress.
    await page.waitForSelector('.report-download-pdf.ant-btn-loading', { timeout: 5000 }).catch(() => undefined);
    expect((await pdfAnswered).url()).toContain('body=CPPCC');
    const pdf = await waitForFile(downloads, '.pdf');
    expect(readFileSync(pdf).subarray(0, 4).toString()).toBe('%PDF');
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('办理状态统计');
    expect(text).toContain('政协');
    await page.waitForSelector('.report-download-pdf:not(.ant-btn-loading)');

    await page.locator('.report-download-xlsx').click();
    const rows = await readSheet(await waitForFile(downloads, '.xlsx'));
    expect(rows[0]![0]).toContain('办理状态统计');
    const header = rows.find((row) => row.includes('承办单位'));
    expect(header).toEqual(expect.arrayContaining(['承办单位', '交办', '待签收', '办理中', '已答复', '超期']));
    expect(rows.some((row) => row[0] === '合计')).toBe(true);
  });

  it('finds a one-case document through the case picker by its case number and previews its fields', async () => {
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

    const page = await browser.newPage();
    await signIn(page, 'admin', 'Admin@2026');
    await page.goto(`${baseUrl()}/#/report/reportCenter`, { waitUntil: 'networkidle0' });
    await page.locator('.report-open-npcContentAdvicePrint').click();
    await page.waitForFunction(() => location.hash.startsWith('#/npcContentAdvicePrint'), { timeout: 30000 });
    await waitForText(page, '请先选择案件');

    await page.locator('.report-case-picker').click();
    const searched = page.waitForResponse((res) => res.url().includes('/api/Case/Search') && res.url().includes('keyword='), {
      timeout: 30000,
    });
    await page.keyboard.type(caseNo);
    await searched;
    await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option ::-p-text(${caseNo})`).click();
    await page.waitForFunction((id) => location.hash.includes(`caseId=${id}`), { timeout: 30000 }, target!.id);
    await waitForPreview(page);
    await page.waitForSelector('.report-preview .pd-fields');
    expect(await page.$eval('.report-preview .pd-title', (el) => (el as HTMLElement).innerText)).toBe('代表建议');
    const fields = await page.$eval('.report-preview .pd-fields', (el) => (el as HTMLElement).innerText);
    expect(fields).toContain(caseNo);
    expect(fields).toContain(target!.title);
    await screenshot(page, 'reports-advice-preview');

    // The link reproduces the report.
    const link = page.url();
    await page.locator('::-p-text(返回报表中心)').click();
    await page.waitForSelector('.report-open-npcContentAdvicePrint');
    await page.goto(link, { waitUntil: 'networkidle0' });
    await waitForPreview(page);
    expect(await page.$eval('.report-preview .pd-fields', (el) => (el as HTMLElement).innerText)).toContain(caseNo);
  });

  it('a handling-unit user sees only their own unit in the status statistics', async () => {
    const token = await apiSignIn('unit01', 'Demo@2026');
    const options = await apiGet<ReportOptions>(API_PATHS.reportOptions, token);
    expect(options.units).toHaveLength(1);
    const page = await browser.newPage();
    await signIn(page, 'unit01', 'Demo@2026');
    await page.goto(`${baseUrl()}/#/caseStatusReportPrint`, { waitUntil: 'networkidle0' });
    await waitForPreview(page);
    await page.waitForSelector('.report-preview tr.pd-row-total');
    expect(await firstColumn(page)).toEqual([options.units[0]!.name]);
  });
});
