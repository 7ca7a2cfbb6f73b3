// The report centre's list and the preview of a report, as every report test finds them.
import { expect, type Page } from '@playwright/test';
import { named } from './antd';

/** The preview region of a report page, in either language. */
export const preview = (page: Page) => page.getByRole('region', { name: /^(报表预览|Report preview)$/ });

/** Waits until the preview has loaded its report (and, when given, that it is the one titled so). */
export async function waitForPreview(page: Page, title?: string): Promise<void> {
  await expect(preview(page)).toHaveAttribute('aria-busy', 'false');
  const heading = preview(page).getByRole('heading', { level: 1 });
  if (title) await expect(heading).toHaveText(title);
  else await expect(heading).toBeVisible();
}

/** The report centre's row of one report, by its whole name. */
export const reportRow = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByText(title, { exact: true }) });

/** Opens a report from its row of the report centre (打开). */
export const openReport = (page: Page, title: string) =>
  reportRow(page, title)
    .getByRole('button', { name: named('打开') })
    .click();
