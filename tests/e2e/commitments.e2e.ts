// Issue 35, 回头看: a reply of category B is a commitment; the office asks the unit where it stands, the unit reports it
// kept in its workspace, the deputy reads the report on the case, and the report counts it (its figure opens the list).
import type { Browser } from '@playwright/test';
import { API_PATHS, ROLE_CODES, type CaseActionAnswer, type ReportOptions } from '@proposal-desk/shared';
import { chooseOption, dialog, named } from './support/antd';
import { apiSignIn, callApi, createReadyUser } from './support/api';
import { seriousFindings } from './support/axe';
import { expect, screenshot, test } from './support/fixtures';
import { openFromMenu } from './support/menu';
import { signIn } from './support/sign-in';
import { openReport, preview, waitForPreview } from './support/report-centre';
import { expectToast } from './support/toast';

/**
 * A handling unit's head of its own, on a unit no other test counts (case-life counts unit01's and unit02's figures of
 * the session while it runs): made by the administrator through the API with its unit, signed in through the form.
 */
async function ownUnitSeat(browser: Browser, baseURL: string | undefined) {
  const [admin, npc] = await Promise.all([apiSignIn('admin', 'Admin@2026'), apiSignIn('npc01', 'Demo@2026')]);
  const demoUnits = await Promise.all(
    ['unit01', 'unit02'].map(
      async (who) =>
        ((await callApi('GET', API_PATHS.userInfo, await apiSignIn(who, 'Demo@2026'), {})).body.data as { unit_ID: number }).unit_ID,
    ),
  );
  const options = (await callApi('GET', API_PATHS.reportOptions, npc, {})).body.data as ReportOptions;
  const unit = options.units.filter((u) => !demoUnits.includes(u.id)).at(-1)!;
  const username = `look${Date.now().toString(36)}`;
  const password = 'Look@2026x';
  await createReadyUser(admin, { username, staffName: '回头看经办', roleCode: ROLE_CODES.unitLead, password, unitId: unit.id });
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, username, password);
  return { page, unitId: unit.id, unitName: unit.name, token: await apiSignIn(username, password) };
}

/** A fresh NPC suggestion led by dlg001, entered and accepted by npc01, assigned to the unit alone and signed by it. */
async function signedCase(title: string, unitId: number, unit: string): Promise<number> {
  const [npc, deputy] = await Promise.all(['npc01', 'dlg001'].map((who) => apiSignIn(who, 'Demo@2026')));
  const options = (await callApi('GET', API_PATHS.reportOptions, npc!, {})).body.data as ReportOptions;
  const session = options.sessions.find((s) => s.body === 'NPC' && s.isCurrent)!;
  const member = ((await callApi('GET', API_PATHS.userInfo, deputy!, {})).body.data as { hR_ID: number }).hR_ID;
  const step = async (token: string, path: string, body: Record<string, unknown>) => {
    const res = await callApi('POST', path, token, body);
    expect(res.status, `${path}: ${res.body.msg}`).toBe(200);
    return res.body.data as CaseActionAnswer;
  };
  const entered = await step(npc!, API_PATHS.caseEnter, {
    body: 'NPC',
    kind: 'SUGGESTION',
    sessionId: session.id,
    title,
    content: '社区缺少休憩场地，建议利用边角地建设口袋公园。',
    leadMemberId: member,
  });
  const accepted = await step(npc!, API_PATHS.caseAccept, {
    id: entered.id,
    version: entered.version,
    category: options.categories.NPC[0]!.value,
    property: 'CURRENT',
  });
  const assigned = await step(npc!, API_PATHS.caseAssign, {
    id: accepted.id,
    version: accepted.version,
    units: [{ unitId, role: 'SOLE' }],
  });
  const file = (await callApi('GET', API_PATHS.caseDetail, unit, { id: assigned.id })).body.data as { assignments: Array<{ id: number }> };
  await step(unit, API_PATHS.caseSign, { id: assigned.id, version: assigned.version, assignmentId: file.assignments[0]!.id });
  return assigned.id;
}

test('a B reply becomes a commitment the office follows up, the unit reports kept, the deputy reads and the report counts', async ({
  openAs,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const title = `关于增设社区口袋公园的建议（${Date.now().toString(36)}）`;
  const seat = await ownUnitSeat(browser, baseURL);
  const caseId = await signedCase(title, seat.unitId, seat.token);

  // The unit replies in category B, naming the step and the day it promises.
  const unit = seat.page;
  await unit.goto(`/#/handling/assignments?stage=handling&keyword=${encodeURIComponent(title)}`);
  const row = unit.getByRole('main').getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: named('答复') }).click();
  const form = unit.getByRole('dialog', { name: /^答复：/ });
  await form.getByLabel('文号').fill('京园函〔2026〕12号');
  await form.getByLabel('签发人').fill('王局长');
  await chooseOption(form.getByRole('combobox', { name: '办理类别' }), /^B/);
  await chooseOption(form.getByRole('combobox', { name: '采纳情况' }), '部分采纳');
  await expect(form).toContainText('将列入“回头看”跟踪落实');
  await form.getByLabel('承诺事项').fill('明年六月前建成两处口袋公园');
  await form.getByLabel('承诺完成日期').fill('2027-06-30');
  await form.getByLabel('承诺完成日期').press('Enter');
  await form.getByLabel('答复内容').fill('您的建议已列入明年城市更新计划，将在两处边角地建设口袋公园。');
  await form.getByRole('button', { name: named('提交') }).click();
  const confirm = unit.getByRole('dialog').filter({ hasText: '发送正式答复' });
  await expectToast(unit, '已答复', () => confirm.getByRole('button', { name: named('确定发送') }).click());

  // The office finds it under 人大 › 回头看 and asks the unit where it stands.
  const office = await openAs('npc01');
  await office.goto('/#/index');
  await openFromMenu(office, ['人大', '回头看'], /#\/npc\/commitments/);
  const main = office.getByRole('main');
  await main.getByRole('searchbox', { name: '关键字' }).fill(title);
  await main.getByRole('searchbox', { name: '关键字' }).press('Enter');
  const listed = main.getByRole('row').filter({ hasText: title });
  await expect(listed).toContainText('明年六月前建成两处口袋公园');
  await expect(listed).toContainText('2027-06-30');
  await expect(listed).toContainText('未到期');
  await listed.getByRole('checkbox', { name: /^选择 / }).check();
  // The bar's button (the row has its own, for one commitment).
  await main
    .getByRole('button', { name: named('请求更新') })
    .first()
    .click();
  const ask = dialog(office, '请求承办单位报告落实情况（1 项）');
  await ask.getByLabel('说明（承办单位可见）').fill('请在下次会议前报告落实情况');
  await ask.getByRole('button', { name: named('请求更新') }).click();
  const results = office.getByRole('dialog', { name: '批量处理结果' });
  await expect(results).toContainText('已请求更新');
  expect(await seriousFindings(office, '回头看 (office)')).toEqual([]);
  await screenshot(office, 'commitments-office');
  await results.getByRole('button', { name: named('确定') }).click();
  await expect(results).toBeHidden();

  // The unit sees the request waiting in its own 回头看, and reports the promise kept.
  await unit.goto('/#/handling/commitments?awaiting=true');
  const waiting = unit.getByRole('main').getByRole('row').filter({ hasText: title });
  await expect(waiting).toContainText('已请求');
  await waiting.getByRole('button', { name: named('报告进展') }).click();
  const report = unit.getByRole('dialog', { name: /^报告承诺落实情况：/ });
  await expect(report).toContainText('承诺事项：明年六月前建成两处口袋公园');
  await chooseOption(report.getByRole('combobox', { name: '进展情况' }), '已兑现');
  await report.getByLabel('进展说明').fill('两处口袋公园已建成开放。');
  await expectToast(unit, '已报告进展', () => report.getByRole('button', { name: named('报告进展') }).click());
  await expect(unit.getByRole('main').getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect(await seriousFindings(unit, '回头看 (unit)')).toEqual([]);
  await unit.context().close();

  // The deputy reads it on the case, and was told.
  const deputy = await openAs('dlg001');
  const profile = dialog(deputy, '个人信息确认');
  await deputy.addLocatorHandler(profile, () => profile.getByRole('button', { name: named('取消') }).click());
  await deputy.goto(`/#/case/detail?id=${caseId}`);
  const commitments = deputy.getByRole('region', { name: '答复' }).getByRole('region', { name: '承诺事项（回头看）' });
  await expect(commitments).toContainText('按期兑现');
  await expect(commitments).toContainText('已兑现：两处口袋公园已建成开放。');
  await commitments.hover(); // an action: the profile prompt, if it came, is put off first
  await screenshot(deputy, 'commitments-deputy');

  // The report counts it for the unit.
  await office.goto('/#/index');
  await openFromMenu(office, ['报表中心', '报表中心'], /#\/report\/reportCenter/);
  await openReport(office, '承诺事项落实情况统计');
  await waitForPreview(office, '承诺事项落实情况统计');
  // Our unit has kept one commitment on time: its figure says so, and opens the list that holds it.
  const figure = preview(office).getByRole('link', { name: new RegExp(`^${seat.unitName} · 按期兑现：\\d+ 项，打开列表$`) });
  const count = Number((await figure.innerText()).trim());
  await figure.click();
  await expect(office).toHaveURL(/#\/npc\/commitments\?.*standing=KEPT/);
  await expect(office.getByRole('main').locator('.ant-pagination-total-text')).toHaveText(`共 ${count} 条`);
  expect(count).toBeGreaterThanOrEqual(1);
  const drilled = office.getByRole('main');
  await drilled.getByRole('searchbox', { name: '关键字' }).fill(title);
  await drilled.getByRole('searchbox', { name: '关键字' }).press('Enter');
  await expect(drilled.getByRole('row').filter({ hasText: title })).toContainText('按期兑现');
});
