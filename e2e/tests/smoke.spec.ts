import { expect, test } from '@playwright/test';

test('the server answers its health check and serves the web app with a history fallback', async ({
  page,
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  await page.goto('/some/deep/link');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
