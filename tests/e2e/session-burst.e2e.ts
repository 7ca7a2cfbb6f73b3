// Issue 34: the assign dialog proposes units from similar past cases (智能交办), and a unit's extension (延期) is asked
// in its case file and decided by the office there.
import { API_PATHS, type CaseFile, type CaseRow, type Paged, type ReportOptions } from '@proposal-desk/shared';
import { dialog, named } from './support/antd';
import { apiSignIn, callApi } from './support/api';
import { expect, screenshot, test } from './support/fixtures';
import { switchLanguage } from './support/shell';
import { expectToast } from './support/toast';

/** An accepted NPC case of the current session that is not assigned yet. */
async function acceptedCase(token: string): Promise<CaseRow> {
  const options = (await callApi('GET', API_PATHS.reportOptions, token, {})).body.data as ReportOptions;
  const session = options.sessions.find((s) => s.body === 'NPC' && s.isCurrent)!;
  const page = (await callApi('GET', API_PATHS.caseList, token, { body: 'NPC', sessionId: session.id, status: 'ACCEPTED', pageSize: 50 }))
    .body.data as Paged<CaseRow>;
  return page.rows.find((row) => row.units.length === 0)!;
}

test('the assign dialog proposes units with their reasons and fills itself in one click, in both languages', async ({ openAs }) => {
  const npcToken = await apiSignIn('npc01', 'Demo@2026');
  const kase = await acceptedCase(npcToken);
  const office = await openAs('npc01');
  await office.goto(`/#/case/detail?id=${kase.id}`);
  await office
    .getByRole('main')
    .getByRole('button', { name: named('交办') })
    .click();
  const assign = dialog(office, '交办');
  const proposals = assign.getByRole('region', { name: '建议承办单位（智能交办）' });
  await expect(proposals).toContainText(/办理过 \d+ 件相似案件，满意 \d+，退回 \d+；同类别往案 \d+ 件/);
  const firstLead = (await proposals.getByRole('listitem').first().locator('.ant-list-item-meta-title').innerText()).trim();
  await proposals.getByRole('button', { name: named('一键填入') }).click();
  await expect(assign.getByRole('combobox', { name: '承办单位 1' }).locator('..').locator('..')).toContainText(firstLead);
  await screenshot(office, 'burst-01-proposals');
  await assign.getByRole('button', { name: named('取消') }).click();
  await expect(assign).toBeHidden();

  await switchLanguage(office, 'English');
  await office
    .getByRole('main')
    .getByRole('button', { name: named('Assign') })
    .click();
  const english = office.getByRole('dialog').filter({ hasText: 'Proposed from the' });
  await expect(english.getByRole('region', { name: 'Proposed units' })).toContainText(
    /Handled \d+ similar cases, \d+ satisfied, \d+ returned/,
  );
  await english.getByRole('button', { name: named('Cancel') }).click();
  await switchLanguage(office, '中文');
});

test('a unit asks for more time in its case file; npc01 approves and the due day moves, the first one kept', async ({ openAs }) => {
  const npcToken = await apiSignIn('npc01', 'Demo@2026');
  const unitToken = await apiSignIn('unit01', 'Demo@2026');
  const unitName = ((await callApi('GET', API_PATHS.userInfo, unitToken, {})).body.data as { unit_Name: string }).unit_Name;
  const options = (await callApi('GET', API_PATHS.reportOptions, npcToken, {})).body.data as ReportOptions;
  const unitId = options.units.find((unit) => unit.name === unitName)!.id;
  const kase = await acceptedCase(npcToken);
  const assigned = await callApi('POST', API_PATHS.caseAssign, npcToken, {
    id: kase.id,
    version: kase.version,
    units: [{ unitId, role: 'SOLE' }],
  });
  expect(assigned.status).toBe(200);
  const file = (await callApi('GET', API_PATHS.caseDetail, npcToken, { id: kase.id })).body.data as CaseFile;
  const firstDue = file.assignments[0]!.dueAt;
  const later = new Date(new Date(firstDue).getTime() + 10 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

  const unit = await openAs('unit01');
  await unit.goto(`/#/case/detail?id=${kase.id}`);
  const assignments = unit.getByRole('main').getByRole('region', { name: '交办' });
  await assignments.getByRole('button', { name: named('申请延期') }).click();
  const ask = dialog(unit, `申请延期“${kase.caseNo}”`);
  await ask.getByLabel('延期至').fill(later);
  await ask.getByLabel('延期至').press('Enter');
  await ask.getByLabel('延期理由').fill('涉及多个部门，需要协调');
  await expectToast(unit, '已申请延期', () => ask.getByRole('button', { name: named('申请延期') }).click());
  await expect(unit.getByRole('main').getByRole('region', { name: '延期申请' })).toContainText('待审批');

  const office = await openAs('npc01');
  await office.goto(`/#/case/detail?id=${kase.id}`);
  const requests = office.getByRole('main').getByRole('region', { name: '延期申请' });
  await expect(requests).toContainText(later);
  await requests.getByRole('button', { name: named('同意延期') }).click();
  await expectToast(office, '已审批延期申请', () =>
    office
      .getByRole('dialog')
      .getByRole('button', { name: named('确定') })
      .click(),
  );
  await expect(requests).toContainText('已同意');
  const section = office.getByRole('main').getByRole('region', { name: '交办' });
  await expect(section).toContainText(/已延期（原期限 \d{4}-\d{2}-\d{2}）/);
  await expect(office.getByRole('main').getByRole('region', { name: '办理过程' })).toContainText(`→ ${later}`);
  await screenshot(office, 'burst-02-extension');
});
