// axe-core's WCAG 2.1 A/AA checks of a page or one part of it, as the accessibility suite and the screens' own tests run them.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What a contrast finding measured (axe's check data). */
interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
}

/** Runs axe on the page (or one dialog of it) and answers each critical or serious finding as a line to read. */
export async function seriousFindings(page: Page, where: string, include?: string): Promise<string[]> {
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
