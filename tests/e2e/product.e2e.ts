import { expect, screenshot, test } from './support/fixtures';

test('serves the web app with its Chinese title from the same port as the API', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/建议提案办理系统/);
  await expect(page.getByRole('heading', { name: '建议提案办理系统' })).toBeVisible();
  await screenshot(page, 'start-page');
  const health = await page.request.get('/healthz');
  expect(await health.json()).toEqual({ status: 'ok' });
});
