import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { chooseFirstOption, chooseOption, confirmPopover, dialog, named } from './support/antd';
import { expect, screenshot, test } from './support/fixtures';
import { expectToast } from './support/toast';

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

/** Calls the API from the signed-in page with the session's token, as the web app does. */
function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, u, b]) => {
      const res = await fetch(u, {
        method: m,
        headers: { Authorization: `Bearer ${sessionStorage.getItem('token')}`, 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return res.json();
    },
    [method, url, body] as const,
  ) as Promise<T>;
}

async function readSheet(file: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(file) as unknown as Parameters<typeof book.xlsx.load>[0]);
  const sheet = book.worksheets[0]!;
  return Array.from({ length: sheet.rowCount }, (_, i) => (sheet.getRow(i + 1).values as unknown[]).slice(1).map((v) => String(v ?? '')));
}

/** The rows of the list (the header row not counted). */
const dataRows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('the delegate list', () => {
  test.use({ signedInAs: 'npc01' });
  const stamp = String(Date.now()).slice(-6);

  test.beforeEach(async ({ page }) => {
    await page.goto('/#/delegate/delegateList');
    await expect(dataRows(page).first()).toBeVisible();
  });

  test('adds a delegate, finds it by name, edits, exports exactly the filtered rows and deletes it', async ({ page }) => {
    const name = `端到端${stamp}`;
    await page.getByRole('button', { name: named('添加') }).click();
    const add = dialog(page, '添加代表委员');
    await add.getByRole('button', { name: named('保存') }).click();
    await expect(add.getByText('请输入姓名')).toBeVisible();

    await add.getByLabel('姓名').fill(name);
    await chooseFirstOption(add.getByRole('combobox', { name: '届次' }));
    await chooseFirstOption(add.getByRole('combobox', { name: '代表团/提案单位' }));
    await chooseOption(add.getByRole('combobox', { name: '政治面貌' }), '中共党员');
    await add.getByLabel('单位职务').fill('市交通委 处长');
    await add.getByLabel('联系电话').fill('23800138000');
    await add.getByLabel('联系地址').fill('东城区某路1号');
    await add.getByLabel('工作单位').fill('市交通委');
    await add.getByRole('button', { name: named('保存') }).click();
    await expect(add.getByText('请输入正确的手机号')).toBeVisible();
    await add.getByLabel('联系电话').fill('13800138000');
    await expectToast(page, '添加成功', () => add.getByRole('button', { name: named('保存') }).click());
    await expect(add).toBeHidden();

    await page.getByRole('main').getByRole('textbox', { name: '姓名' }).fill(name);
    await page.getByRole('button', { name: named('查询') }).click();
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page)).toContainText(name);
    await expect(page.getByText('共 1 条')).toBeVisible();

    await dataRows(page).getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog').filter({ has: page.getByLabel('单位职务') });
    await expect(edit.getByLabel('姓名')).toHaveValue(name);
    await edit.getByLabel('单位职务').fill('市交通委 副主任');
    await expectToast(page, '保存成功', () => edit.getByRole('button', { name: named('保存') }).click());
    await expect(edit).toBeHidden();
    await expect(dataRows(page)).toContainText('市交通委 副主任');
    await screenshot(page, 'delegates-filtered');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: named('导出Excel') }).click();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-delegates-')), 'export.xlsx');
    await (await download).saveAs(file);
    const rows = await readSheet(file);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 1)).toEqual([name]);
    expect(rows[1]![4]).toBe('代表团');
    expect(rows[1]!.slice(5, 10)).toEqual(['中共党员', '市交通委 副主任', '13800138000', '东城区某路1号', '市交通委']);
    const operator = await page.evaluate(() => JSON.parse(sessionStorage.getItem('userInfo') ?? '{}').staff_Name as string);
    expect(rows[1]![11]).toBe(operator);

    await dataRows(page).getByRole('button', { name: '删除' }).click();
    await expectToast(page, '删除成功', () => confirmPopover(page));
    await expect(page.getByRole('main').getByRole('img', { name: '暂无数据' })).toBeVisible();
    await expect(dataRows(page).filter({ hasText: name })).toHaveCount(0);
  });

  test('links a deputy to the cases she leads: the register filtered to her, named in its filter', async ({ page }) => {
    await page.getByRole('main').getByRole('textbox', { name: '姓名' }).fill('徐秀兰');
    await page.getByRole('button', { name: named('查询') }).click();
    await expect(dataRows(page).first()).toContainText('东城区代表团');
    await dataRows(page).first().getByRole('link', { name: '徐秀兰领衔的建议' }).click();

    await expect(page).toHaveURL(/#\/npc\/suggestions\?memberId=\d+$/);
    await expect(page.getByRole('main').getByText('徐秀兰（东城区代表团）')).toBeVisible();
    await expect(dataRows(page).first()).toContainText('徐秀兰');
  });

  test('reports the one bad row of an import, writes nothing, then imports the valid rows on request', async ({ page }) => {
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

    await page.getByRole('button', { name: named('导入Excel') }).click();
    const importer = dialog(page, '从Excel导入代表委员');
    const chooser = page.waitForEvent('filechooser');
    await importer.getByRole('button', { name: named('选择文件') }).click();
    await (await chooser).setFiles(file);
    await importer.getByRole('button', { name: '开始导入' }).click();
    const errors = importer
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(errors).toHaveCount(1);
    await expect(errors.getByRole('cell')).toHaveText(['3', '联系电话', '请输入正确的手机号']);
    await expect(importer).toContainText('共 2 行：正确 1 行，有误 1 行，已导入 0 行');
    await screenshot(page, 'delegates-import-errors');

    const before = await callApi<{ data: { total: number } }>(page, 'POST', '/api/HrSatff/GetNpcList', { Staff_Name: prefix });
    expect(before.data.total).toBe(0);

    await expectToast(page, '成功导入1条', () => importer.getByRole('button', { name: '只导入正确的行' }).click());
    await expect(importer).toContainText('共 2 行：正确 1 行，有误 1 行，已导入 1 行');
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
