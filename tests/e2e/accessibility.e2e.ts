// WCAG 2.1 A/AA as axe-core checks it (issue 18): every menu screen of each role in both languages in the
// default theme, and again in the white theme (light menu and header: the other set of frame colours; the
// other themes differ from the default in their colours only, which theme-contrast.test.ts checks) in one
// language per role, both languages among the roles; and the dialogs people fill in. Any critical or serious
// finding fails the test, listed with its rule, elements and, for contrast, the colours and ratio found, so
// the failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { API_PATHS, type RouteItem } from '@proposal-desk/shared';
import type { Locator, Page } from '@playwright/test';
import { named } from './support/antd';
import { apiGet, apiSignIn } from './support/api';
import { DEMO_ROLES, expect, test, type DemoRole } from './support/fixtures';
import { screensOf } from './support/menu';
import { avatarMenu } from './support/shell';

const ROLES = ['admin', 'npc01', 'unit01', 'dlg001'] as const satisfies readonly DemoRole[];
const LANGUAGES = ['zh', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** Each walk: a role in a language and theme, one page for all its screens (12 walks share the 2 workers). */
const WALKS: Array<{ role: (typeof ROLES)[number]; language: Language; themeName: 'default' | 'white' }> = ROLES.flatMap((role, index) => [
  ...LANGUAGES.map((language) => ({ role, language, themeName: 'default' as const })),
  { role, language: LANGUAGES[index % 2]!, themeName: 'white' as const },
]);

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What a contrast finding measured (axe's check data). */
interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
}

/** Runs axe on the page (or one dialog of it) and answers each critical or serious finding as a line to read. */
async function seriousFindings(page: Page, where: string, include?: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself: the default finishes every run in a new blank page, which
  // doubled the time of a scan. The product has no cross-origin frames for the other mode to reach.
  // The pages kept alive behind other tabs are hidden (display: none) and were checked when shown.
  // Only violations are detailed: axe otherwise builds a selector for every element that passed, which took
  // most of a scan's time.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .exclude('.vab-page[style*="none"]');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as ContrastData | undefined;
        const figure = contrast?.contrastRatio
          ? ` ${contrast.contrastRatio}:1 (${contrast.fgColor} on ${contrast.bgColor}, needs ${contrast.expectedContrastRatio})`
          : '';
        return `${where}: ${violation.id} (${violation.impact}) ${node.target.join(' ')}${figure} — ${violation.help}`;
      }),
    );
}

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
async function openDialog(page: Page, title: string, open: () => Promise<void>): Promise<Locator> {
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

/** The dialogs each role opens after its walk: [title in zh, title in en, how to open it]. */
const DIALOGS: Partial<Record<DemoRole, Array<{ zh: string; en: string; path?: string; opener?: { zh: string; en: string } }>>> = {
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

for (const { role, language, themeName } of WALKS) {
  test(`${role}, ${language}, ${themeName} theme: axe finds nothing critical or serious on any menu screen or dialog`, async ({
    openAs,
  }) => {
    const screens = screensOf(await apiGet<RouteItem[]>(API_PATHS.roleMenuList, await apiSignIn(role, DEMO_ROLES[role])));
    test.setTimeout(60_000 + screens.length * 10_000);
    const page = await openIn(openAs, role, language, themeName);
    const findings: string[] = [];
    const scan = async (where: string, include?: string) =>
      findings.push(...(await seriousFindings(page, `${role} ${language} ${themeName} ${where}`, include)));

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

    for (const dialog of DIALOGS[role] ?? []) {
      const title = dialog[language];
      const { opener, path } = dialog;
      if (path) await page.goto(`/#${path}`);
      const open = await openDialog(page, title, () =>
        opener
          ? page
              .getByRole('main')
              .getByRole('button', { name: named(opener[language]) })
              .first()
              .click()
          : avatarMenu(page, title),
      );
      await scan(title, '.ant-modal-wrap');
      await closeDialog(open);
    }

    expect(findings, 'critical and serious axe findings').toEqual([]);
  });
}
