import { API_PATHS, withParams, type CaseRow, type Paged, type ReportData, type TableBlock } from '@proposal-desk/shared';
import type { Locator, Page } from '@playwright/test';
import { chooseOption, dialog, named } from './support/antd';
import { apiSignIn, callApi } from './support/api';
import { expect, screenshot, test } from './support/fixtures';
import { switchLanguage } from './support/shell';
import { expectToast } from './support/toast';

/** The five reports the issue names, with the cells this one case must move (by the row label of their first table). */
const REPORTS = [
  'caseStatusReportPrint',
  'caseUnitReportPrint',
  'mscsReportPrint',
  'satisfiedEvaluateReplyPrint',
  'bllbReportPrint',
] as const;
type Report = (typeof REPORTS)[number];
type Cells = Map<string, Record<string, unknown>>;

/** The data rows of a report's first table by their label (a unit's name, or 办理工作 / 办理结果), as npc01 reads them. */
async function firstTable(token: string, report: Report, sessionId: number): Promise<Cells> {
  const { status, body } = await callApi('GET', withParams(API_PATHS.reportData, { id: report }), token, { body: 'NPC', sessionId });
  expect(status).toBe(200);
  const table = (body.data as ReportData).blocks.find((b): b is TableBlock => b.type === 'table')!;
  const labelKey = table.columns[0]!.key;
  return new Map(table.rows.filter((r) => r.kind === 'data').map((r) => [String(r.cells[labelKey]), r.cells]));
}

const readAll = async (token: string, sessionId: number) =>
  Object.fromEntries(await Promise.all(REPORTS.map(async (r) => [r, await firstTable(token, r, sessionId)] as const))) as Record<
    Report,
    Cells
  >;

/** How much each named cell of a row moved between two readings. */
const moved = (before: Cells, after: Cells, row: string, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, Number(after.get(row)?.[key] ?? 0) - Number(before.get(row)?.[key] ?? 0)]));

/** The unsatisfied-case list of 满意度测评统计 (its last table). */
async function unsatisfiedCaseNos(token: string, sessionId: number): Promise<string[]> {
  const { body } = await callApi('GET', withParams(API_PATHS.reportData, { id: 'satisfiedEvaluateReplyPrint' }), token, {
    body: 'NPC',
    sessionId,
  });
  const tables = (body.data as ReportData).blocks.filter((b): b is TableBlock => b.type === 'table');
  return tables.at(-1)!.rows.map((r) => String(r.cells.caseNo));
}

const section = (page: Page, title: string): Locator => page.getByRole('main').getByRole('region', { name: title });

/**
 * Opens the case file (coming to it from the home page, as its tab may already be open from an earlier
 * step: a tab that comes back on screen asks for the case again) and waits for the status a user checks.
 */
async function openCase(page: Page, id: number, status: string): Promise<void> {
  await page.goto('/#/index');
  await expect(
    page.getByRole('tab', { name: named('首页'), selected: true }).or(page.getByRole('tab', { name: named('Home'), selected: true })),
  ).toBeVisible();
  await page.goto(`/#/case/detail?id=${id}`);
  await expect(page.getByRole('main').getByText(status, { exact: true }).locator('visible=true').first()).toBeVisible();
}

/** Clicks a case-file action that asks to confirm (确定), and sees its toast. */
async function confirmAction(page: Page, button: string, toast: string, ok = '确定'): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: named(button) })
    .click();
  await expectToast(page, toast, () =>
    page
      .getByRole('dialog')
      .getByRole('button', { name: named(ok) })
      .click(),
  );
}

/** The unit's own row of this case in its workspace (交办件办理), in one stage. */
async function workspaceRow(page: Page, stage: string, title: string): Promise<Locator> {
  await page.goto(`/#/handling/assignments?stage=${stage}&keyword=${encodeURIComponent(title)}`);
  const row = page.getByRole('main').getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

/** A unit's reply (or 协办 opinion) through the reply dialog. */
async function reply(form: Locator, fields: { docNo: string; signer: string; category: RegExp; adoption: string; content: string }) {
  await form.getByLabel(/^(文号|Document no\.)$/).fill(fields.docNo);
  await form.getByLabel(/^(签发人|Signed by)$/).fill(fields.signer);
  await chooseOption(form.getByRole('combobox', { name: /^(办理类别|Result category)$/ }), fields.category);
  await chooseOption(form.getByRole('combobox', { name: /^(采纳情况|Adoption)$/ }), fields.adoption);
  await form.getByLabel(/^(答复内容|意见内容|Reply|Opinion)$/).fill(fields.content);
}

/** 提交 of an official reply, then its confirmation (发送正式答复), and its toast. */
async function sendReply(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: named('提交') }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '发送正式答复' });
  await expect(confirm).toContainText('不能再修改');
  await expectToast(page, '已答复', () => confirm.getByRole('button', { name: named('确定发送') }).click());
}

test.describe('one suggestion from submission to close', () => {
  test('a deputy, a co-signer, the office and two units carry it through two rounds; the reports count it in the right cells', async ({
    openAs,
  }) => {
    test.setTimeout(420_000);
    const title = `关于完善老旧小区加装电梯补贴的建议（${Date.now().toString(36)}）`;
    const npcToken = await apiSignIn('npc01', 'Demo@2026');
    const peerToken = await apiSignIn('dlg002', 'Demo@2026');
    const peer = (await callApi('GET', API_PATHS.userInfo, peerToken, {})).body.data as { staff_Name: string };
    const unitNameOf = async (who: string) =>
      ((await callApi('GET', API_PATHS.userInfo, await apiSignIn(who, 'Demo@2026'), {})).body.data as { unit_Name: string }).unit_Name;
    const [leadUnit, coUnit] = [await unitNameOf('unit01'), await unitNameOf('unit02')];
    expect(leadUnit).toBeTruthy();
    expect(coUnit).toBeTruthy();

    // 1. dlg001 writes the suggestion and invites dlg002 to co-sign, then submits it.
    const deputy = await openAs('dlg001');
    // dlg001 has not confirmed their profile: the shell asks on entry (unless another test confirmed it meanwhile); they put it off.
    const profile = dialog(deputy, '个人信息确认');
    await deputy.addLocatorHandler(profile, () => profile.getByRole('button', { name: named('取消') }).click());
    await deputy.goto('/#/suggestion/mine');
    await deputy
      .getByRole('main')
      .getByRole('button', { name: named('新建建议') })
      .click();
    const draft = dialog(deputy, '新建建议');
    await draft.getByLabel('案由').fill(title);
    await draft.getByLabel('内容').fill('老旧小区加装电梯需求大，补贴标准低、审批环节多，建议提高补贴并简化审批。');
    await chooseOption(draft.getByRole('combobox', { name: '附议人' }), new RegExp(`^${peer.staff_Name}`), peer.staff_Name);
    // A multiple select keeps its list open after a pick; back in another field, it closes.
    await draft.getByLabel('案由').click();
    await expect(deputy.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
    await expectToast(deputy, '已提交', () => draft.getByRole('button', { name: named('提交') }).click());
    await expect(draft).toBeHidden();
    const mine = deputy.getByRole('main').getByRole('row').filter({ hasText: title });
    await expect(mine).toContainText('已提交');
    await screenshot(deputy, 'life-01-submitted');
    const listed = (await callApi('GET', API_PATHS.caseList, npcToken, { body: 'NPC', keyword: title })).body.data as Paged<CaseRow>;
    const kase = listed.rows[0]!;
    const before = await readAll(npcToken, kase.sessionId);

    // 2. dlg002 confirms the invitation in their own workspace.
    const cosigner = await openAs('dlg002');
    await cosigner.goto('/#/suggestion/mine?tab=invitations');
    const invitation = cosigner.getByRole('main').getByRole('row').filter({ hasText: title });
    await invitation.getByRole('button', { name: named(`确认附议：${title}`) }).click();
    await expectToast(cosigner, '已确认附议', () =>
      cosigner
        .getByRole('dialog')
        .getByRole('button', { name: named('确认附议') })
        .click(),
    );
    await expect(invitation).toContainText('已确认');

    // 3. npc01 registers, accepts and assigns it: unit01 主办, unit02 协办.
    const office = await openAs('npc01');
    await openCase(office, kase.id, '已提交');
    await expect(section(office, '案件内容')).toContainText('已确认');
    await confirmAction(office, '登记', '已登记');
    await office
      .getByRole('main')
      .getByRole('button', { name: named('立案') })
      .click();
    const accept = dialog(office, '立案');
    await chooseOption(accept.getByRole('combobox', { name: '类别' }), /./);
    await chooseOption(accept.getByRole('combobox', { name: '性质' }), '当年');
    await expectToast(office, '已立案', () => accept.getByRole('button', { name: named('立案') }).click());
    await office
      .getByRole('main')
      .getByRole('button', { name: named('交办') })
      .click();
    const assign = dialog(office, '交办');
    await chooseOption(assign.getByRole('combobox', { name: '承办单位 1' }), leadUnit, leadUnit);
    await assign.getByRole('button', { name: named('添加承办单位') }).click();
    await chooseOption(assign.getByRole('combobox', { name: '承办单位 2' }), coUnit, coUnit);
    await expectToast(office, '已交办', () => assign.getByRole('button', { name: named('交办') }).click());
    await expect(section(office, '办理过程').getByText(/^交办：/)).toBeVisible();
    await screenshot(office, 'life-02-assigned');

    // 4. unit02 (in English) signs and sends its 协办 opinion to the lead unit.
    const co = await openAs('unit02');
    await co.goto('/#/handling/assignments');
    await switchLanguage(co, 'English');
    let row = await workspaceRow(co, 'pending', title);
    await row.getByRole('button', { name: named('Sign') }).click();
    await expectToast(co, 'Signed for', () =>
      co
        .getByRole('dialog')
        .getByRole('button', { name: named('Sign') })
        .click(),
    );
    row = await workspaceRow(co, 'handling', title);
    await row.getByRole('button', { name: named('Co-unit opinion') }).click();
    const opinion = co.getByRole('dialog', { name: /^Opinion on/ });
    await reply(opinion, {
      docNo: '京卫函〔2026〕88号',
      signer: '王主任',
      category: /^C/,
      adoption: 'Partly adopted',
      content: '建议将电梯维保纳入补贴。',
    });
    await expectToast(co, 'Opinion sent to the lead unit', () => opinion.getByRole('button', { name: named('Submit') }).click());
    await screenshot(co, 'life-03-opinion');

    // 5. unit01 signs, records a phone consultation and replies with category B.
    const lead = await openAs('unit01');
    row = await workspaceRow(lead, 'pending', title);
    await row.getByRole('button', { name: named('签收') }).click();
    await expectToast(lead, '已签收', () =>
      lead
        .getByRole('dialog')
        .getByRole('button', { name: named('签收') })
        .click(),
    );
    row = await workspaceRow(lead, 'handling', title);
    await row.getByRole('button', { name: named('面商') }).click();
    const consult = lead.getByRole('dialog', { name: /^面商记录/ });
    await consult.getByRole('radio', { name: '电话' }).check();
    await consult.getByLabel('参加人员').fill('徐秀兰代表、住建委李科长');
    await expectToast(lead, '已记录面商情况', () => consult.getByRole('button', { name: named('保存') }).click());
    row = await workspaceRow(lead, 'handling', title);
    await row.getByRole('button', { name: named('答复') }).click();
    const first = lead.getByRole('dialog', { name: /^答复：/ });
    await reply(first, {
      docNo: '京建函〔2026〕101号',
      signer: '张局长',
      category: /^B/,
      adoption: '部分采纳',
      content: '已列入明年计划，补贴标准将提高。',
    });
    await sendReply(lead, first);
    await openCase(lead, kase.id, '已答复');
    await expect(section(lead, '面商记录')).toContainText('电话');
    await expect(section(lead, '答复')).toContainText('协办意见');
    await screenshot(lead, 'life-04-replied');

    // 6. dlg001 rates the reply 不满意: it goes back to unit01 for a second round.
    await openCase(deputy, kase.id, '已答复');
    await expect(section(deputy, '答复')).not.toContainText('建议将电梯维保纳入补贴');
    await deputy
      .getByRole('main')
      .getByRole('button', { name: named('测评') })
      .click();
    const rate = dialog(deputy, '测评');
    await rate.getByRole('radiogroup', { name: '办理工作' }).getByRole('radio', { name: '基本满意', exact: true }).check();
    await rate.getByRole('radiogroup', { name: '办理结果' }).getByRole('radio', { name: '不满意', exact: true }).check();
    await rate.getByLabel('意见').fill('补贴仍然偏低，希望尽快落实。');
    await expectToast(deputy, '已测评，不满意的答复已交承办单位重新办理', () =>
      rate.getByRole('button', { name: named('提交测评') }).click(),
    );
    await expect(deputy.getByRole('main').getByText('重新办理', { exact: true }).locator('visible=true').first()).toBeVisible();
    expect(await unsatisfiedCaseNos(npcToken, kase.sessionId)).toContain(
      ((await callApi('GET', API_PATHS.caseDetail, npcToken, { id: kase.id })).body.data as { caseNo: string }).caseNo,
    );
    await screenshot(deputy, 'life-05-rehandling');

    // 7. unit01 replies again (round 2, category A).
    row = await workspaceRow(lead, 'handling', title);
    await expect(row).toContainText('第二轮');
    await row.getByRole('button', { name: named('答复') }).click();
    const second = lead.getByRole('dialog', { name: /^答复：/ });
    await reply(second, {
      docNo: '京建函〔2026〕135号',
      signer: '张局长',
      category: /^A/,
      adoption: '采纳',
      content: '补贴标准已提高，审批压缩至15个工作日。',
    });
    await sendReply(lead, second);

    // 8. dlg001 (in English) rates the second reply satisfied.
    await openCase(deputy, kase.id, '已答复');
    await switchLanguage(deputy, 'English');
    await deputy
      .getByRole('main')
      .getByRole('button', { name: named('Evaluate') })
      .click();
    const again = deputy.getByRole('dialog', { name: 'Evaluate' });
    await again.getByRole('radiogroup', { name: 'Handling work' }).getByRole('radio', { name: 'Satisfied', exact: true }).check();
    await again.getByRole('radiogroup', { name: 'Result' }).getByRole('radio', { name: 'Satisfied', exact: true }).check();
    await expectToast(deputy, 'Evaluated', () => again.getByRole('button', { name: named('Send evaluation') }).click());
    await expect(deputy.getByRole('main').getByText('Evaluated', { exact: true }).locator('visible=true').first()).toBeVisible();
    await switchLanguage(deputy, '中文');

    // 9. npc01 closes it; the timeline tells the whole story.
    await openCase(office, kase.id, '已测评');
    await confirmAction(office, '办结', '已办结', '办结');
    await expect(office.getByRole('main').getByText('已办结', { exact: true }).locator('visible=true').first()).toBeVisible();
    const timeline = section(office, '办理过程');
    for (const step of [/^提交/, /确认附议$/, /^登记，编号R/, /^交办：/, /提交协办意见$/, /签收$/, /面商（电话）$/, /测评不满意/, /办结$/])
      await expect(timeline.getByText(step).first()).toBeVisible();
    await screenshot(office, 'life-06-closed');

    // The reports count this case exactly where it belongs: unit01 as 主办, unit02 as 协办.
    const after = await readAll(npcToken, kase.sessionId);
    const status = ['assigned', 'pending', 'handling', 'replied', 'evaluated', 'rehandling', 'closed', 'overdue'];
    expect(moved(before.caseStatusReportPrint, after.caseStatusReportPrint, leadUnit, status)).toEqual({
      assigned: 1,
      pending: 0,
      handling: 0,
      replied: 1,
      evaluated: 1,
      rehandling: 0,
      closed: 1,
      overdue: 0,
    });
    expect(moved(before.caseStatusReportPrint, after.caseStatusReportPrint, coUnit, status)).toEqual({
      assigned: 1,
      pending: 0,
      handling: 0,
      replied: 1,
      evaluated: 0,
      rehandling: 0,
      closed: 1,
      overdue: 0,
    });
    const byUnit = [
      'main',
      'co',
      'assigned',
      'mainReplied',
      'coReplied',
      'replied',
      'workSatisfied',
      'workBasic',
      'resultSatisfied',
      'resultUnsatisfied',
    ];
    expect(moved(before.caseUnitReportPrint, after.caseUnitReportPrint, leadUnit, byUnit)).toEqual({
      main: 1,
      co: 0,
      assigned: 1,
      mainReplied: 1,
      coReplied: 0,
      replied: 1,
      workSatisfied: 1,
      workBasic: 0,
      resultSatisfied: 1,
      resultUnsatisfied: 0,
    });
    expect(moved(before.caseUnitReportPrint, after.caseUnitReportPrint, coUnit, byUnit)).toMatchObject({
      co: 1,
      coReplied: 1,
      main: 0,
      workSatisfied: 0,
    });
    const consultation = ['meeting', 'visit', 'phone', 'other', 'none', 'replied'];
    expect(moved(before.mscsReportPrint, after.mscsReportPrint, leadUnit, consultation)).toEqual({
      meeting: 0,
      visit: 0,
      phone: 1,
      other: 0,
      none: 0,
      replied: 1,
    });
    expect(moved(before.mscsReportPrint, after.mscsReportPrint, coUnit, consultation)).toMatchObject({ phone: 0, none: 1, replied: 1 });
    const categories = ['a', 'b', 'c', 'd', 'replied'];
    expect(moved(before.bllbReportPrint, after.bllbReportPrint, leadUnit, categories)).toEqual({ a: 1, b: 0, c: 0, d: 0, replied: 1 });
    expect(moved(before.bllbReportPrint, after.bllbReportPrint, coUnit, categories)).toEqual({ a: 0, b: 0, c: 1, d: 0, replied: 1 });
    const ratings = ['SATISFIED', 'BASIC', 'UNSATISFIED', 'rated'];
    expect(moved(before.satisfiedEvaluateReplyPrint, after.satisfiedEvaluateReplyPrint, '办理工作', ratings)).toEqual({
      SATISFIED: 1,
      BASIC: 0,
      UNSATISFIED: 0,
      rated: 1,
    });
    expect(moved(before.satisfiedEvaluateReplyPrint, after.satisfiedEvaluateReplyPrint, '办理结果', ratings)).toEqual({
      SATISFIED: 1,
      BASIC: 0,
      UNSATISFIED: 0,
      rated: 1,
    });
    const closed = (await callApi('GET', API_PATHS.caseDetail, npcToken, { id: kase.id })).body.data as { caseNo: string };
    expect(await unsatisfiedCaseNos(npcToken, kase.sessionId)).not.toContain(closed.caseNo);
  });
});
