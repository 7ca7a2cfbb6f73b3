import type { RouteItem } from '@proposal-desk/shared';
import { expect, type Page } from '@playwright/test';
import { named } from './antd';

/**
 * Opens a page from the side menu as a user finds it: unfolds each section of `path` that is folded, clicks
 * the page, and waits until its address and its active tab show and it has loaded.
 */
export async function openFromMenu(page: Page, path: string[], url: RegExp): Promise<void> {
  const sider = page.getByRole('complementary');
  const title = path[path.length - 1]!;
  const leaf = sider.getByRole('menuitem', { name: named(title) }).and(page.locator(':not([aria-expanded])'));
  for (const section of path.slice(0, -1)) {
    const group = sider.getByRole('menuitem', { name: named(section) }).and(page.locator('[aria-expanded]'));
    // The menu has drawn the section, or the page itself: a section with a single page shows that page
    // directly, with no group to unfold.
    await expect(group.or(leaf).first()).toBeVisible();
    if ((await group.count()) === 0) continue;
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  }
  // A section that is still unfolding clips its pages: a click then would scroll the clipped page into view
  // inside the growing list, which jumps back when the motion ends, between the press and the release.
  // A user clicks what they see: the pages once the section has opened.
  await expect(sider.locator('[class*="ant-motion-collapse"]')).toHaveCount(0);
  await leaf.click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('tab', { name: named(title), selected: true })).toBeVisible();
  // The page has shown what it loads (a list first shows its cached rows, dimmed, until the fresh answer).
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A menu page: the titles of the sections above it and its own title, and its address. */
export interface Screen {
  sections: string[];
  title: string;
  path: string;
}

/** The visible leaf pages of a route tree, as the side menu shows them. */
export function screensOf(routes: RouteItem[], sections: string[] = [], base = ''): Screen[] {
  return routes
    .filter((route) => !route.hidden && route.path !== '*')
    .flatMap((route) => {
      const title = route.meta.title ?? '';
      const path = route.path.startsWith('/') ? route.path : `${base.replace(/\/+$/, '')}/${route.path}`;
      if (route.children.length > 0) return screensOf(route.children, title ? [...sections, title] : sections, path);
      return [{ sections, title, path }];
    });
}
