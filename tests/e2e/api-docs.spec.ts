import { expect } from '@playwright/test';
import { test } from './support/csp';

// The API's reference page: Scalar's viewer, served from our own origin, draws /api/openapi.json
// under the page's own CSP. The one violation allowed is the probe of the zod inside Scalar's
// bundle for `new Function`: the CSP refuses it and zod parses without compiling.
test('/api/docs shows the calls of the API', async ({ page, cspViolations }) => {
  const documentRead = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/openapi.json');
  const answer = await page.goto('/api/docs');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  expect((await documentRead).status()).toBe(200);
  await expect(page.getByText('Savvy Mom Deals API').first()).toBeVisible();
  await expect(page.getByText('/api/products/categories').first()).toBeVisible();
  expect(cspViolations.take().filter((v) => v.blocked !== 'eval')).toEqual([]);
});
