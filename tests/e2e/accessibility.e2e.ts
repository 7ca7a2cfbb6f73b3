// WCAG 2.1 A/AA as axe-core checks it (issue 18): every menu screen of each role in both languages in the
// default theme, and again in the white theme (light menu and header: the other set of frame colours; the
// other themes differ from the default in their colours only, which theme-contrast.test.ts checks) in one
// language per role, both languages among the roles; the dialogs people fill in; a case file and the case
// workflow's dialogs of the office, a unit and a deputy; and the sign-in page. Any critical or serious
// finding fails the test, listed with its rule, elements and, for contrast, the colours and ratio found, so
// the failure says what to fix.
import { API_PATHS, type CaseRow, type CaseStatus, type Paged, type RouteItem } from '@proposal-desk/shared';
import type { Locator, Page } from '@playwright/test';
import { named } from './support/antd';
import { apiGet, apiSignIn, callApi } from './support/api';
import { DEMO_ROLES, expect, test, type DemoRole } from './support/fixtures';
import { screensOf } from './support/menu';
import { waitForPreview } from './support/report-centre';
import { avatarMenu } from './support/shell';
import { seriousFindings } from './support/axe';

const ROLES = ['admin', 'npc01', 'unit01', 'dlg001'] as const satisfies readonly DemoRole[];
const LANGUAGES = ['zh', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** Each walk: a role in a language and theme, one page for all its screens (12 walks share the 2 workers). */
const WALKS: Array<{ role: (typeof ROLES)[number]; language: Language; themeName: 'default' | 'white' }> = ROLES.flatMap((role, index) => [
  ...LANGUAGES.map((language) => ({ role, language, themeName: 'default' as const })),
  { role, language: LANGUAGES[index % 2]!, themeName: 'white' as const },
]);

/** A page of its own, signed in as the role, in that language and theme. */
async function openIn(openAs: (role: DemoRole) => Promise<Page>, role: DemoRole, language: Language, themeName: string) {
  const page = await openAs(role);
  await page.addInitScript(
    ([lang, theme]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('theme', JSON.stringify({ themeName: theme }));
    },
    [language, themeName] as const,
  );
  return page;
}

/** Opens a dialog and waits until it stands still with what it loads shown. */
async function openDialog(page: Page, title: string | RegExp, open: () => Promise<void>): Promise<Locator> {
  await open();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^(关闭|Close)$/ })).toBeVisible();
  await expect(
    page.locator('.ant-modal-wrap [class*="-enter"], .ant-modal-wrap [class*="-appear"], .ant-modal-wrap [aria-busy="true"]'),
  ).toHaveCount(0);
  await expect(dialog.locator('.ant-spin-spinning')).toHaveCount(0);
  return dialog;
}

/** Closes the dialog with its × and waits until it has gone. */
async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await expect(dialog).toBeHidden();
}

/** A dialog to scan: its title in each language, where it opens from and the button that opens it. */
interface DialogStep {
  zh: string | RegExp;
  en: string | RegExp;
  /** The screen it opens from (the avatar's menu when there is no opener). */
  path?: string;
  /** Or the case file of the role's earliest registered case of this status. */
  caseOf?: CaseStatus;
  opener?: { zh: string; en: string };
}

/** The dialogs each role opens after its walk. */
const DIALOGS: Partial<Record<DemoRole, DialogStep[]>> = {
  admin: [
    { zh: '新增用户', en: 'Add user', path: '/setting/userManagement', opener: { zh: '新增', en: 'Add' } },
    { zh: '新建报表任务', en: 'New report run', path: '/report/reportRuns', opener: { zh: '新建报表任务', en: 'New report run' } },
  ],
  npc01: [{ zh: '添加代表委员', en: 'Add a delegate', path: '/delegate/delegateList', opener: { zh: '添加', en: 'Add' } }],
  dlg001: [
    { zh: '个人中心', en: 'Personal centre' },
    { zh: '修改密码', en: 'Change password' },
  ],
};

/** The unit's workspace in its 办理中 stage, the earliest assignment first (the case-life test's is the newest). */
const HANDLING = '/handling/assignments?stage=handling&sort=assignedAt&order=asc';

/**
 * The case screens each role works in: a case file (its history, replies and evaluations) and the dialogs
 * of the case workflow. Scanned in the default theme in one language per role, both languages among them.
 */
const CASE_SCREENS: Partial<Record<DemoRole, { file: CaseStatus; dialogs: DialogStep[]; lists?: string[] }>> = {
  npc01: {
    file: 'CLOSED',
    // Opened from a figure, not the menu: a report with its figures' links, and the 件次 list of one.
    lists: ['/caseStatusReportPrint', '/npcProcessReportPrint', '/report/assignments?body=NPC&figure=replied&resultCategory=A%2CB'],
    dialogs: [
      { zh: '录入建议', en: 'Enter a suggestion', path: '/npc/suggestions', opener: { zh: '录入', en: 'Enter' } },
      { zh: '立案', en: 'Accept', caseOf: 'REGISTERED', opener: { zh: '立案', en: 'Accept' } },
      { zh: '交办', en: 'Assign', caseOf: 'ACCEPTED', opener: { zh: '交办', en: 'Assign' } },
    ],
  },
  unit01: {
    file: 'REPLIED',
    lists: ['/report/assignments?figure=overdue'],
    dialogs: [
      { zh: /^答复：/, en: /^Reply: /, path: HANDLING, opener: { zh: '答复', en: 'Reply' } },
      { zh: /^面商记录：/, en: /^Consultation: /, path: HANDLING, opener: { zh: '面商', en: 'Consult' } },
    ],
  },
  dlg001: {
    file: 'CLOSED',
    dialogs: [{ zh: '新建建议', en: 'New suggestion', path: '/suggestion/mine', opener: { zh: '新建建议', en: 'New suggestion' } }],
  },
};

/** The case of this status the role lists first by registration (cases.e2e.ts moves a newly registered one on). */
async function earliestCase(role: DemoRole, status: CaseStatus): Promise<CaseRow> {
  const token = await apiSignIn(role, DEMO_ROLES[role]);
  const query = { status, sortField: 'registeredAt', sortOrder: 'asc', pageSize: 1 };
  const { rows } = (await callApi('GET', API_PATHS.caseList, token, query)).body.data as Paged<CaseRow>;
  expect(rows, `a ${status} case that ${role} sees`).toHaveLength(1);
  return rows[0]!;
}

/** Opens a case file and waits until it shows the case with everything it loads. */
async function openCaseFile(page: Page, role: DemoRole, status: CaseStatus): Promise<void> {
  const kase = await earliestCase(role, status);
  await page.goto(`/#/case/detail?id=${kase.id}`);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(kase.caseNo ?? kase.title);
  await expect(page.getByRole('main').locator('[aria-busy="true"], .ant-spin-spinning')).toHaveCount(0);
}

/** Opens each dialog from where it lives, scans it and closes it. */
async function scanDialogs(page: Page, role: DemoRole, language: Language, steps: DialogStep[], scan: Scan): Promise<void> {
  for (const step of steps) {
    const title = step[language];
    const { opener, path, caseOf } = step;
    if (caseOf) await openCaseFile(page, role, caseOf);
    else if (path) await page.goto(`/#${path}`);
    const open = await openDialog(page, title, () =>
      opener
        ? page
            .getByRole('main')
            .getByRole('button', { name: named(opener[language]) })
            .first()
            .click()
        : avatarMenu(page, title as string),
    );
    await scan(String(title), '.ant-modal-wrap');
    await closeDialog(open);
  }
}

type Scan = (where: string, include?: string) => Promise<void>;

for (const { role, language, themeName } of WALKS) {
  test(`${role}, ${language}, ${themeName} theme: axe finds nothing critical or serious on any menu screen or dialog`, async ({
    openAs,
  }) => {
    const screens = screensOf(await apiGet<RouteItem[]>(API_PATHS.roleMenuList, await apiSignIn(role, DEMO_ROLES[role])));
    test.setTimeout(90_000 + screens.length * 10_000);
    const page = await openIn(openAs, role, language, themeName);
    const findings: string[] = [];
    const scan: Scan = async (where, include) => {
      findings.push(...(await seriousFindings(page, `${role} ${language} ${themeName} ${where}`, include)));
    };

    await page.goto('/#/index');
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : /^zh/);
    if (role === 'dlg001') {
      // A deputy who has not confirmed their profile is asked to on entry.
      const confirm = page.getByRole('dialog', { name: language === 'en' ? 'Confirm your profile' : '个人信息确认' });
      await expect(confirm.getByRole('textbox').first()).toBeVisible();
      await scan('profile confirmation', '.ant-modal-wrap');
      await closeDialog(confirm);
    }

    const openTab = page.locator('.vab-tabs').getByRole('tab', { selected: true });
    for (const screen of screens) {
      const previous = (await openTab.textContent()) ?? '';
      if (screen.path !== '/index') {
        await page.goto(`/#${screen.path}`);
        await expect(openTab).not.toHaveText(previous);
      }
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      await scan(screen.path);
      // Closed again (Delete on its tab) once checked: pages kept alive behind the tabs would make every
      // later scan slower (axe reads the whole document, hidden pages included).
      if (screen.path !== '/index') {
        const current = (await openTab.textContent()) ?? '';
        await openTab.press('Delete');
        await expect(openTab).not.toHaveText(current);
      }
    }

    await scanDialogs(page, role, language, DIALOGS[role] ?? [], scan);
    const cases = CASE_SCREENS[role];
    if (cases && themeName === 'default' && language === LANGUAGES[(ROLES.indexOf(role) + 1) % 2]) {
      await openCaseFile(page, role, cases.file);
      await scan(`a case file (${cases.file})`, 'main');
      await scanDialogs(page, role, language, cases.dialogs, scan);
      for (const list of cases.lists ?? []) {
        await page.goto(`/#${list}`);
        const report = !list.startsWith('/report/');
        if (report) await waitForPreview(page);
        else await expect(page.getByRole('main').locator('.ant-table-row').filter({ visible: true }).first()).toBeVisible();
        await scan(list, report ? undefined : 'main');
      }
    }

    expect(findings, 'critical and serious axe findings').toEqual([]);
  });
}

test('the sign-in page, in Chinese and in English: axe finds nothing critical or serious', async ({ page }) => {
  const findings: string[] = [];
  await page.goto('/#/login');
  for (const language of LANGUAGES) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : /^zh/);
    await expect(page.getByRole('button', { name: named(language === 'en' ? 'Sign in' : '登录') })).toBeVisible();
    findings.push(...(await seriousFindings(page, `sign-in ${language}`)));
  }
  expect(findings, 'critical and serious axe findings').toEqual([]);
});
