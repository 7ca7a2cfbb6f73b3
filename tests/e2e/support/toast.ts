import { expect, type Page } from '@playwright/test';

/**
 * Does `action` and sees the message it shows (antd's toast, gone after 3 s). The watch starts before the
 * action: on a busy machine an action can return after its toast has already gone. A toast of the same
 * text still showing from an earlier step is waited out first, so it cannot stand in for the new one.
 */
export async function expectToast(page: Page, text: string, action: () => Promise<unknown>): Promise<void> {
  // Within antd's message container: the same words may stand on the page itself (a status, a button).
  const toast = page.locator('.ant-message').getByText(text);
  await expect(toast).toHaveCount(0);
  const shown = expect(toast.first()).toBeVisible();
  await action();
  await shown;
}
