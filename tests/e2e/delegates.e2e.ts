import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'puppeteer-core';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const HEADERS = [
  '姓名',
  '账号',
  '届次',
  '代表团/提案单位',
  '类型',
  '政治面貌',
  '单位职务',
  '联系电话',
  '联系地址',
  '工作单位',
  '创建时间',
  '操作人',
];

async function waitForText(page: Page, text: string): Promise<void> {
  try {
    await page.waitForFunction((t) => document.body.innerText.includes(t), { timeout: 60000 }, text);
  } catch (error) {
    await screenshot(page, 'delegates-failure');
    throw new Error(`"${text}" did not appear`, { cause: error });
  }
}

/** Calls the API from the signed-in page with the session's token, as the web app does. */
function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async (m, u, b) => {
      const res = await fetch(u, {
        method: m,
        headers: { Authorization: `Bearer ${sessionStorage.getItem('token')}`, 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return res.json();
    },
    method,
    url,
    body,
  ) as Promise<T>;
}

/** Picks the first option of an antd Select whose label contains `text` (the first option when blank). */
async function pick(page: Page, selector: string, text = ''): Promise<void> {
  await page.locator(selector).click();
  if (text) await page.type(selector, text);
  await page.keyboard.press('Enter');
}

/** Replaces the text of an input as a user does: select all, delete, type. */
async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).click();
  await page.$eval(selector, (input) => (input as HTMLInputElement).select());
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

/** The names in the visible table rows. */
const tableNames = (page: Page) =>
  page.$$eval('.delegate-list .ant-table-tbody tr.ant-table-row', (rows) =>
    rows.map((r) => (r.querySelector('td')?.textContent ?? '').trim()),
  );

async function filterByName(page: Page, name: string): Promise<void> {
  await typeInto(page, '#delegateFilter_Staff_Name', name);
  await page.locator('.delegate-filters button[type="submit"]').click();
}

async function waitForDownload(dir: string): Promise<string> {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    const done = readdirSync(dir).filter((f) => f.endsWith('.xlsx'));
    if (done.length) return path.join(dir, done[0]!);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no workbook was downloaded');
}

async function readSheet(file: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(file) as unknown as Parameters<typeof book.xlsx.load>[0]);
  const sheet = book.worksheets[0]!;
  return Array.from({ length: sheet.rowCount }, (_, i) => (sheet.getRow(i + 1).values as unknown[]).slice(1).map((v) => String(v ?? '')));
}

describe('the delegate list in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const stamp = String(Date.now()).slice(-6);
  const name = `端到端${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    await signIn(page, 'npc01', 'Demo@2026');
    await page.goto(`${baseUrl()}/#/delegate/delegateList`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.delegate-list .ant-table-tbody tr.ant-table-row', { timeout: 60000 });
  });
  afterAll(() => browser.close());

  it('adds a delegate, finds it by name, edits, exports exactly the filtered rows and deletes it', async () => {
    await page.locator('.delegate-add').click();
    await page.waitForSelector('.member-form-modal #memberForm_Staff_Name', { visible: true });
    await page.locator('.member-form-modal .ant-btn-primary').click();
    await waitForText(page, '请输入姓名');

    await page.type('#memberForm_Staff_Name', name);
    await pick(page, '#memberForm_SPV_ID');
    await pick(page, '#memberForm_DLG_ID');
    await pick(page, '#memberForm_BackGround', '中共党员');
    await page.type('#memberForm_Address', '市交通委 处长');
    await page.type('#memberForm_Mobile', '23800138000');
    await page.type('#memberForm_Native_place', '东城区某路1号');
    await page.type('#memberForm_Remark', '市交通委');
    await page.locator('.member-form-modal .ant-btn-primary').click();
    await waitForText(page, '请输入正确的手机号');
    await typeInto(page, '#memberForm_Mobile', '13800138000');
    await page.locator('.member-form-modal .ant-btn-primary').click();
    await waitForText(page, '添加成功');

    await filterByName(page, name);
    await page.waitForFunction(
      (n) => {
        const rows = document.querySelectorAll('.delegate-list .ant-table-tbody tr.ant-table-row');
        return rows.length === 1 && rows[0]!.textContent!.includes(n);
      },
      { timeout: 60000 },
      name,
    );
    await waitForText(page, '共 1 条');

    await page.locator('.delegate-list .ant-table-tbody tr.ant-table-row .row-edit').click();
    await page.waitForFunction(
      (n) => (document.querySelector('#memberForm_Staff_Name') as HTMLInputElement | null)?.value === n,
      { timeout: 60000 },
      name,
    );
    await typeInto(page, '#memberForm_Address', '市交通委 副主任');
    await page.locator('.member-form-modal .ant-btn-primary').click();
    await waitForText(page, '保存成功');
    await waitForText(page, '市交通委 副主任');
    await screenshot(page, 'delegates-filtered');

    const downloads = mkdtempSync(path.join(os.tmpdir(), 'pd-delegates-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Page.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    await page.locator('.delegate-export').click();
    const rows = await readSheet(await waitForDownload(downloads));
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 1)).toEqual([name]);
    expect(rows[1]![4]).toBe('代表团');
    expect(rows[1]!.slice(5, 10)).toEqual(['中共党员', '市交通委 副主任', '13800138000', '东城区某路1号', '市交通委']);
    const operator = await page.evaluate(() => JSON.parse(sessionStorage.getItem('userInfo') ?? '{}').staff_Name as string);
    expect(rows[1]![11]).toBe(operator);

    await page.locator('.delegate-list .ant-table-tbody tr.ant-table-row .row-delete').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await waitForText(page, '删除成功');
    await page.waitForSelector('.delegate-list .ant-table-tbody .ant-empty', { timeout: 60000 });
    expect(await tableNames(page)).toEqual([]);
  });

  it('reports the one bad row of an import, writes nothing, then imports the valid rows on request', async () => {
    const options = await callApi<{
      data: { sessions: Array<{ label: string; isCurrent: boolean }>; delegations: Array<{ label: string }> };
    }>(page, 'POST', '/api/HrSatff/GetOptions', {});
    const session = options.data.sessions.find((s) => s.isCurrent)!.label;
    const group = options.data.delegations[0]!.label;
    const prefix = `导入测试${stamp}`;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('名单');
    sheet.addRow(HEADERS);
    sheet.addRow([`${prefix}甲`, '', session, group, '代表团', '中共党员', '某局 局长', '13912345678', '某路1号', '某局', '', '']);
    sheet.addRow([`${prefix}乙`, '', session, group, '代表团', '中共党员', '某局 科长', '1391234', '某路2号', '某局', '', '']);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-import-')), '导入名单.xlsx');
    writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
    expect(existsSync(file)).toBe(true);

    await page.locator('.delegate-import').click();
    const input = await page.waitForSelector('.import-modal input[type="file"]');
    await input!.uploadFile(file);
    await page.locator('.import-modal .import-start').click();
    await page.waitForSelector('.import-modal .import-errors tr.ant-table-row', { timeout: 60000 });
    const errors = await page.$$eval('.import-modal .import-errors tr.ant-table-row', (trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent)),
    );
    expect(errors).toEqual([['3', '联系电话', '请输入正确的手机号']]);
    await waitForText(page, '共 2 行：正确 1 行，有误 1 行，已导入 0 行');
    await screenshot(page, 'delegates-import-errors');

    const before = await callApi<{ data: { total: number } }>(page, 'POST', '/api/HrSatff/GetNpcList', { Staff_Name: prefix });
    expect(before.data.total).toBe(0);

    await page.locator('.import-modal .import-valid-only').click();
    await waitForText(page, '成功导入1条');
    await waitForText(page, '共 2 行：正确 1 行，有误 1 行，已导入 1 行');
    const after = await callApi<{ data: { total: number; rows: Array<{ hR_ID: number; staff_Name: string }> } }>(
      page,
      'POST',
      '/api/HrSatff/GetNpcList',
      { Staff_Name: prefix },
    );
    expect(after.data.rows.map((r) => r.staff_Name)).toEqual([`${prefix}甲`]);
    await callApi(page, 'DELETE', `/api/HrSatff/DeleteNpc?ID=${after.data.rows[0]!.hR_ID}`);
  });
});
