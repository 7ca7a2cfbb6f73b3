import { API_PATHS, type CaseRow, type Paged } from '@proposal-desk/shared';
import type { Locator, Page } from '@playwright/test';
import { clickInPopup, dialog, named } from './support/antd';
import { apiSignIn, callApi } from './support/api';
import { expect, screenshot, test } from './support/fixtures';

/** Opens the header search and answers its text box (it takes the focus, as a user expects). */
async function openSearch(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: '搜索' }).click();
  const box = dialog(page, '搜索').getByRole('combobox', { name: '搜索' });
  await expect(box).toBeFocused();
  return box;
}

/** The open suggestion list of the search (antd's AutoComplete dropdown has no role of its own). */
const suggestions = (page: Page): Locator => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])');
const result = (page: Page, text: string | RegExp): Locator =>
  suggestions(page).locator('.ant-select-item-option').filter({ hasText: text });
const group = (page: Page, title: string): Locator =>
  suggestions(page)
    .locator('.ant-select-item-group')
    .filter({ hasText: new RegExp(`^${title}$`) });

/** The rows of the list on screen (the header row not counted). */
const dataRows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** Registered NPC cases (with a 案号) as npc01's register lists them. */
async function numberedNpcCases(): Promise<CaseRow[]> {
  const npc = await apiSignIn('npc01', 'Demo@2026');
  const page = (await callApi('GET', API_PATHS.caseList, npc, { body: 'NPC', pageSize: 100, sortField: 'caseNo', sortOrder: 'asc' })).body
    .data as Paged<CaseRow>;
  return page.rows.filter((row) => row.caseNo);
}

test.describe('the header search as NPC office staff', () => {
  test.use({ signedInAs: 'npc01' });

  test('finds the deputy 徐秀兰 and opens the delegate list filtered to her', async ({ page }) => {
    await page.goto('/#/index');
    const box = await openSearch(page);
    await box.fill('徐秀兰');
    await expect(group(page, '人员')).toBeVisible();
    const person = result(page, '徐秀兰').filter({ hasText: '东城区代表团' });
    await expect(person).toContainText('人大代表');
    await screenshot(page, 'header-search-person');
    await clickInPopup(person);

    await expect(dialog(page, '搜索')).toBeHidden();
    await expect(page).toHaveURL(/#\/delegate\/delegateList\?Staff_Name=[^&]+&SPV_ID=\d+$/);
    await expect(page.getByRole('main').getByRole('textbox', { name: '姓名' })).toHaveValue('徐秀兰');
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText('徐秀兰');
    await expect(dataRows(page).first()).toContainText('东城区代表团');
  });

  test('opens a case file from its 案号 with the keyboard', async ({ page }) => {
    const [kase] = await numberedNpcCases();
    if (!kase?.caseNo) throw new Error('the demo office has no numbered NPC case');
    await page.goto('/#/index');
    const box = await openSearch(page);
    await box.fill(kase.caseNo.toLowerCase());
    await expect(group(page, '案件')).toBeVisible();
    // The exact 案号 comes first and is highlighted: Enter opens it.
    await expect(suggestions(page).locator('.ant-select-item-option-active')).toContainText(kase.caseNo);
    await expect(suggestions(page).locator('.ant-select-item-option-active')).toContainText(kase.title);
    await box.press('Enter');

    await expect(page).toHaveURL(new RegExp(`#/case/detail\\?id=${kase.id}$`));
    await expect(page.getByRole('tab', { name: named(kase.caseNo), selected: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(kase.title).first()).toBeVisible();
  });
});

test.describe('the header search as a handling unit', () => {
  test.use({ signedInAs: 'unit01' });

  test('finds the unit’s own case but neither a case outside its scope nor deputies', async ({ page }) => {
    const unit = await apiSignIn('unit01', 'Demo@2026');
    const own = ((await callApi('GET', API_PATHS.caseList, unit, { body: 'NPC', pageSize: 100 })).body.data as Paged<CaseRow>).rows.find(
      (row) => row.caseNo,
    );
    if (!own?.caseNo) throw new Error('unit01 has no numbered case in the demo office');
    let outside: CaseRow | undefined;
    for (const row of await numberedNpcCases()) {
      if ((await callApi('GET', API_PATHS.caseDetail, unit, { id: row.id })).status === 404) {
        outside = row;
        break;
      }
    }
    if (!outside?.caseNo) throw new Error('every listed NPC case is assigned to unit01');

    await page.goto('/#/index');
    const box = await openSearch(page);
    await box.fill(own.caseNo);
    await expect(result(page, own.caseNo)).toBeVisible();

    await box.fill(outside.caseNo);
    await expect(suggestions(page).getByText('没有找到匹配的页面、人员或案件')).toBeVisible();
    await expect(result(page, outside.caseNo)).toHaveCount(0);

    // No deputies for a unit; her name finds only the unit's own cases she leads or co-signed, each saying so.
    await box.fill('徐秀兰');
    await expect(group(page, '案件')).toBeVisible();
    await expect(group(page, '人员')).toHaveCount(0);
    const hers = suggestions(page).locator('.ant-select-item-option:not(.ant-select-item-option-disabled)');
    await expect(hers.first()).toBeVisible();
    for (const option of await hers.all()) await expect(option).toContainText(/徐秀兰 (领衔|附议)/);
  });
});
