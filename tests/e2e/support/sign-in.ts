import { expect, type Page } from '@playwright/test';

/** Fills the sign-in form as a user does and presses Enter. */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: /用户名|User name/ }).fill(username);
  await page.getByRole('textbox', { name: /密码|Password/ }).fill(password);
  await page.keyboard.press('Enter');
}

/** Signs in through the form and waits for the home page. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await submitSignIn(page, username, password);
  await expect(page).toHaveURL(/#\/index/, { timeout: 60_000 });
}
