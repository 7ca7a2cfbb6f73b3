import { API_PATHS, type CaseRow, type Paged } from '@proposal-desk/shared';
import type { Locator, Page } from '@playwright/test';
import { chooseOption, dialog, named } from './support/antd';
import { apiSignIn, callApi } from './support/api';
import { expect, screenshot, test } from './support/fixtures';
import { switchLanguage } from './support/shell';
import { expectToast } from './support/toast';

/** The case file's section of this title. */
const section = (page: Page, title: string): Locator => page.getByRole('main').getByRole('region', { name: title });

test.describe('the office handles a suggestion (建议管理)', () => {
  test.use({ signedInAs: 'npc01' });

  test('npc01 registers, accepts as a key case and assigns to a lead and a co unit; others see it by their scope', async ({ page }) => {
    const npc = await apiSignIn('npc01', 'Demo@2026');
    const submitted = (await callApi('GET', API_PATHS.caseList, npc, { body: 'NPC', status: 'SUBMITTED', pageSize: 1 })).body
      .data as Paged<CaseRow>;
    const kase = submitted.rows[0]!;
    const options = (await callApi('GET', API_PATHS.reportOptions, npc, {})).body.data as { units: Array<{ name: string }> };
    const [leadUnit, coUnit] = options.units.map((u) => u.name);

    // The register keeps its filter in the address: the office opens today's submitted suggestion by its subject.
    await page.goto(`/#/npc/suggestions?status=SUBMITTED&keyword=${encodeURIComponent(kase.title)}`);
    await page.getByRole('main').getByRole('link', { name: kase.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`#/case/detail\\?id=${kase.id}$`));
    await expect(page.getByRole('tab', { name: named(kase.title), selected: true })).toBeVisible();

    await page.getByRole('button', { name: named('登记') }).click();
    await expectToast(page, '已登记', () =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: named('确定') })
        .click(),
    );
    // The file shows its number once registered; until then the only numbers on it are its similar cases'.
    await expect(page.getByRole('main').getByText('已登记', { exact: true }).first()).toBeVisible();
    const caseNo = page
      .getByRole('main')
      .getByText(/^R\d+-\d+-\d{4}$/)
      .first();
    await expect(caseNo).toBeVisible();
    const number = (await caseNo.textContent())!;
    await expect(page.getByRole('tab', { name: named(number), selected: true })).toBeVisible();

    await page.getByRole('button', { name: named('立案') }).click();
    const accept = dialog(page, '立案');
    await chooseOption(accept.getByRole('combobox', { name: '类别' }), /./);
    await chooseOption(accept.getByRole('combobox', { name: '性质' }), '重点督办');
    await accept.getByRole('switch', { name: '重点案件' }).click();
    await accept.getByLabel('审查意见').fill('同意立案，列为重点督办');
    await expectToast(page, '已立案', () => accept.getByRole('button', { name: named('立案') }).click());
    await expect(accept).toBeHidden();

    await page.getByRole('button', { name: named('交办') }).click();
    const assign = dialog(page, '交办');
    await chooseOption(assign.getByRole('combobox', { name: '承办单位 1' }), leadUnit!);
    await assign.getByRole('button', { name: named('添加承办单位') }).click();
    await chooseOption(assign.getByRole('combobox', { name: '承办单位 2' }), coUnit!);
    await expect(
      assign.getByRole('combobox', { name: '办理方式 2' }).locator('xpath=ancestor::div[contains(@class, "ant-select ")][1]'),
    ).toContainText('协办');
    await expectToast(page, '已交办', () => assign.getByRole('button', { name: named('交办') }).click());
    await expect(assign).toBeHidden();

    const assignments = section(page, '交办');
    await expect(assignments.getByRole('row')).toHaveCount(3);
    await expect(assignments.getByRole('row').nth(1)).toContainText(`${leadUnit}主办`);
    await expect(assignments.getByRole('row').nth(2)).toContainText(`${coUnit}协办`);
    await expect(assignments.getByText(/剩余 \d+ 天/).first()).toBeVisible();
    const timeline = section(page, '办理过程');
    await expect(timeline.getByText(/^登记，编号R/)).toBeVisible();
    await expect(timeline.getByText(/^审查立案，类别/)).toBeVisible();
    await expect(timeline.getByText(/^交办：/)).toBeVisible();
    await screenshot(page, 'case-file');

    await page.goto(`/#/npc/suggestions?keyword=${encodeURIComponent(number)}`);
    const row = page.getByRole('main').getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('已交办');
    await expect(row).toContainText('重点');
    await expect(row.getByText(/剩余 \d+ 天/)).toBeVisible();
    await screenshot(page, 'case-register');

    await switchLanguage(page, 'English');
    await expect(row).toContainText('Assigned');
    await expect(row.getByText(/\d+ days left/)).toBeVisible();
    await switchLanguage(page, '中文');

    // Scope and rights, as the API enforces them for every caller.
    const admin = await apiSignIn('admin', 'Admin@2026');
    expect((await callApi('GET', API_PATHS.caseDetail, admin, { id: kase.id })).status).toBe(200);
    const cppcc = await apiSignIn('cppcc01', 'Demo@2026');
    const hidden = await callApi('GET', API_PATHS.caseDetail, cppcc, { id: kase.id });
    expect(hidden.status).toBe(404);
    expect((await callApi('GET', API_PATHS.caseList, cppcc, { keyword: number })).body.data).toMatchObject({ total: 0 });
    const unit = await apiSignIn('unit01', 'Demo@2026');
    const refused = await callApi('POST', API_PATHS.caseClose, unit, { id: kase.id, version: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('没有权限执行该操作');
    expect((await callApi('POST', API_PATHS.caseClose, unit, { id: kase.id, version: 1 }, 'en')).body.msg).toBe(
      'You are not allowed to do this',
    );
  });
});
