import { expect, type Page } from '@playwright/test';
import { dealPath } from '../../src/rules/deal-path';
import { signInOnAdminPage } from './support/admin';
import { test } from './support/csp';
import { allDeals } from './support/public';

// React reports a first browser render that differs from the server's HTML as a hydration error
// (minified in production as errors #418-#425) or a recoverable error, through console or window.onerror.
// The same pages report no Content-Security-Policy violation either (the csp fixture fails the test).
const HYDRATION = /hydrat|did not match|recoverable|Minified React error #4(1[89]|2[0-5])/i;

/** Collects every hydration message and uncaught page error a page shows. */
function watchHydration(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION.test(m.text())) messages.push(m.text());
  });
  page.on('pageerror', (e) => messages.push(e.message));
  return messages;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // React hydrates in tasks after load; give it a frame or two past the network settling.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));
}

test.describe('pages hydrate without a mismatch', () => {
  for (const path of ['/', '/category/baby', '/?q=car%20seat', '/welcome', '/alerts', '/saved', '/watches']) {
    test(`${path} shows no hydration error`, async ({ page }) => {
      const messages = watchHydration(page);
      await page.goto(path);
      await settle(page);
      expect(messages).toEqual([]);
    });
  }

  test('a deal page shows no hydration error', async ({ page }) => {
    const [deal] = await allDeals(page);
    const messages = watchHydration(page);
    await page.goto(dealPath(deal.asin, deal.title));
    await settle(page);
    expect(messages).toEqual([]);
  });

  test('/admin214, signed in, shows no hydration error', async ({ page }) => {
    const messages = watchHydration(page);
    await signInOnAdminPage(page);
    await page.reload();
    await settle(page);
    expect(messages).toEqual([]);
  });
});
