// Issue 34 (查重): a deputy sees similar cases while writing; the office sees them while reviewing, compares and merges.
import { API_PATHS, type CaseRow, type Paged, type ReportOptions } from '@proposal-desk/shared';
import { chooseOption, dialog, named } from './support/antd';
import { apiSignIn, callApi } from './support/api';
import { expect, screenshot, test } from './support/fixtures';
import { switchLanguage } from './support/shell';
import { expectToast } from './support/toast';

test('a deputy writing a known title sees the earlier case; npc01 reviewing it sees it among the similar, compares and merges', async ({
  openAs,
}) => {
  const npcToken = await apiSignIn('npc01', 'Demo@2026');
  // An earlier suggestion of the current session that was answered: the one the new text repeats (and is merged into).
  const options = (await callApi('GET', API_PATHS.reportOptions, npcToken, {})).body.data as ReportOptions;
  const session = options.sessions.find((s) => s.body === 'NPC' && s.isCurrent)!;
  const closed = (await callApi('GET', API_PATHS.caseList, npcToken, { body: 'NPC', sessionId: session.id, status: 'CLOSED', pageSize: 1 }))
    .body.data as Paged<CaseRow>;
  const earlier = closed.rows[0]!;
  const marker = `查重测试${Date.now()}`;

  const deputy = await openAs('dlg001');
  const profile = dialog(deputy, '个人信息确认');
  await deputy.addLocatorHandler(profile, () => profile.getByRole('button', { name: named('取消') }).click());
  await deputy.goto('/#/suggestion/mine');
  await deputy
    .getByRole('main')
    .getByRole('button', { name: named('新建建议') })
    .click();
  const draft = dialog(deputy, '新建建议');
  await draft.getByLabel('案由').fill(earlier.title);
  await draft.getByLabel('内容').fill(`${marker}：与往年相同的问题仍未解决，请再次研究。`);
  const similar = draft.getByRole('region', { name: '相似案件（查重）' });
  const hit = similar.getByRole('listitem').filter({ hasText: earlier.caseNo! });
  await expect(hit).toContainText('疑似重复');
  await expect(hit).toContainText('相似度');
  await screenshot(deputy, 'similar-01-deputy-draft');
  await expectToast(deputy, '已提交', () => draft.getByRole('button', { name: named('提交') }).click());
  await expect(draft).toBeHidden();

  const listed = (await callApi('GET', API_PATHS.caseList, npcToken, { body: 'NPC', keyword: marker })).body.data as Paged<CaseRow>;
  const kase = listed.rows[0]!;
  const office = await openAs('npc01');
  await office.goto(`/#/case/detail?id=${kase.id}`);
  const review = office.getByRole('main').getByRole('region', { name: '相似案件' });
  const reviewHit = review.getByRole('listitem').filter({ hasText: earlier.caseNo! });
  await expect(reviewHit).toContainText('疑似重复');
  // Its fate: the units it went to and the category of their replies.
  await expect(reviewHit).toContainText(/（(主办|单办|分办|协办)，答复 [ABCD] 类）/);
  await reviewHit.getByRole('button', { name: named(`对照 ${earlier.caseNo}`) }).click();
  const compare = office.getByRole('dialog').filter({ hasText: `对照：本件与 ${earlier.caseNo}` });
  await expect(compare.locator('mark').first()).toBeVisible();
  await screenshot(office, 'similar-02-compare');
  await compare.getByRole('button', { name: /close|关闭/i }).click();
  await expect(compare).toBeHidden();

  await switchLanguage(office, 'English');
  await expect(
    office.getByRole('main').getByRole('region', { name: 'Similar cases' }).getByRole('listitem').filter({ hasText: earlier.caseNo! }),
  ).toContainText('Likely duplicate');
  await switchLanguage(office, '中文');

  // Registered, then 并案 into the earlier case, found by its number.
  await office
    .getByRole('main')
    .getByRole('button', { name: named('登记') })
    .click();
  await expectToast(office, '已登记', () =>
    office
      .getByRole('dialog')
      .getByRole('button', { name: named('确定') })
      .click(),
  );
  await office
    .getByRole('main')
    .getByRole('button', { name: named('并案') })
    .click();
  const merge = dialog(office, '并案');
  await chooseOption(merge.getByRole('combobox', { name: '主案' }), new RegExp(earlier.caseNo!), earlier.caseNo!);
  await expectToast(office, '已并案', () => merge.getByRole('button', { name: named('并案') }).click());
  await expect(office.getByRole('main')).toContainText(earlier.caseNo!);
  // The figures count the main case once: the new case is 并案, not 立案.
  const counted = async (figure: string) =>
    ((await callApi('GET', API_PATHS.caseList, npcToken, { body: 'NPC', keyword: marker, figure })).body.data as Paged<CaseRow>).total;
  expect(await counted('merged')).toBe(1);
  expect(await counted('accepted')).toBe(0);
});
