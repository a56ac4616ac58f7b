import { expect } from '@playwright/test';
import { test } from './support/csp';

// The API's reference page: Scalar's viewer, served from our own origin, draws /api/openapi.json
// under the page's own CSP (the fixture fails the test on any violation).
test('/api/docs shows the calls of the API', async ({ page }) => {
  const documentRead = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/openapi.json');
  const answer = await page.goto('/api/docs');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  expect((await documentRead).status()).toBe(200);
  await expect(page.getByText('Savvy Mom Deals API').first()).toBeVisible();
  await expect(page.getByText('/api/products/categories').first()).toBeVisible();
});
