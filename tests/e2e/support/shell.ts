import { expect, type Page } from '@playwright/test';
import { clickInPopup, named } from './antd';

/** Picks an entry of the user menu behind the avatar in the header. */
export async function avatarMenu(page: Page, item: string): Promise<void> {
  const entry = page.getByRole('menuitem', { name: named(item) });
  await page
    .getByRole('banner')
    .getByRole('button', { name: / down$/ })
    .click();
  await clickInPopup(entry);
}

/** Switches the language from the header's language button. */
export async function switchLanguage(page: Page, language: '中文' | 'English'): Promise<void> {
  await page.getByRole('button', { name: /^(语言|Language)$/ }).click();
  await clickInPopup(page.getByRole('menuitem', { name: language }));
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : /^zh/);
}
