import type { Page } from '@playwright/test';
import type { PushDailyStats } from '../../src/schemas/push-stats';
import { startFakePushService } from '../support/fake-push-service';
import { adminDeals, expect, openTab, signInOnAdminPage, test } from './support/admin';
import { E2E_PUSH_PORT } from './support/env';

const filters = (page: Page) => page.getByRole('form', { name: 'Click statistics filters' });

/** The table of numbers under a chart, by the chart's title. */
const numbers = (page: Page, title: string) =>
  page.getByRole('region', { name: title }).getByRole('table', { name: title });

test.describe('Analytics', () => {
  test('charts clicks by day, deal, category, type and source, with the numbers, and filters them', async ({
    page,
    consoleWatch,
  }) => {
    await signInOnAdminPage(page);
    const deals = await adminDeals(page);
    const kitchen = deals.find((d) => d.category === 'kitchen' && d.productType === 'regular')!;
    const baby = deals.find((d) => d.category === 'baby')!;
    const clicks: [typeof kitchen, string][] = [
      [kitchen, 'deal-grid'],
      [kitchen, 'deal-grid'],
      [kitchen, 'flash-widget'],
      [baby, 'deal-page'],
    ];
    for (const [i, [deal, clickSource]] of clicks.entries()) {
      const res = await page.request.post('/api/deal-clicks/track', {
        data: {
          asin: deal.asin,
          clickSource,
          sessionId: `analytics-spec-${i}`,
          metadata: { category: deal.category, productType: deal.productType },
        },
      });
      expect(res.status()).toBe(202);
    }

    await openTab(page, 'Analytics');
    await expect(page.getByTestId('analytics-totals')).toHaveText('4 clicks from 4 visitors');
    for (const title of ['Clicks per day', 'Clicks per deal, top 10', 'Clicks by category', 'Clicks by source']) {
      await expect(page.getByRole('img', { name: title })).toBeVisible();
    }
    const today = new Date().toISOString().slice(0, 10);
    await page
      .getByRole('region', { name: 'Clicks over time' })
      .getByRole('button', { name: 'Show the numbers' })
      .click();
    await expect(numbers(page, 'Clicks over time').getByRole('row', { name: `${today} 4` })).toBeVisible();
    await expect(numbers(page, 'Top deals').getByRole('row').nth(1)).toContainText(kitchen.asin);
    await expect(numbers(page, 'Top deals').getByRole('row').nth(1)).toContainText('3');
    const sources = numbers(page, 'Clicks by source');
    await expect(sources.getByRole('row', { name: 'Grid 2' })).toBeVisible();
    await expect(sources.getByRole('row', { name: 'Flash widget 1' })).toBeVisible();
    await expect(sources.getByRole('row', { name: 'Deal page 1' })).toBeVisible();
    await expect(numbers(page, 'Clicks by category').getByRole('row', { name: 'Home & Kitchen 3' })).toBeVisible();
    const regular = clicks.filter(([d]) => d.productType === 'regular').length;
    await expect(
      numbers(page, 'Clicks by product type').getByRole('row', { name: `Regular ${regular}` }),
    ).toBeVisible();

    await filters(page).getByLabel('Category', { exact: true }).selectOption({ label: 'Mama & Baby Essentials' });
    await expect(page.getByTestId('analytics-totals')).toHaveText('1 click from 1 visitor');
    await expect(numbers(page, 'Clicks by source').getByRole('row')).toHaveCount(2);

    await filters(page).getByLabel('Category', { exact: true }).selectOption({ label: 'All categories' });
    await filters(page).getByLabel('From', { exact: true }).fill('2020-01-01');
    await filters(page).getByLabel('To', { exact: true }).fill('2020-01-31');
    await expect(page.getByTestId('analytics-totals')).toHaveText('0 clicks from 0 visitors');
    await expect(page.getByText('No clicks in this period').first()).toBeVisible();

    // A reversed range gets the server's clear message, not a crash.
    consoleWatch.allow(/status of 400/);
    await filters(page).getByLabel('From', { exact: true }).fill('2020-02-10');
    await expect(page.getByRole('alert')).toHaveText(/startDate must be before endDate/);
  });

  test('shows the orders and earnings panel of the Associates reports beside the clicks', async ({ page }) => {
    await signInOnAdminPage(page);
    await openTab(page, 'Analytics');
    const panel = page.getByRole('region', { name: 'Orders and earnings (Associates reports)' });
    await expect(panel).toBeVisible();
    // The browser tests' server runs no scheduler, so no report was read yet, and the panel says so.
    await expect(panel.getByTestId('earnings-last-import')).toHaveText(/^No report imported yet/);
    await expect(panel.getByText('No report days in this period')).toBeVisible();
  });

  test('shows push notifications per day: subscribers, new, sent, failed, removed and taps', async ({ page }) => {
    const push = await startFakePushService(E2E_PUSH_PORT);
    try {
      await signInOnAdminPage(page);
      const today = new Date().toISOString().slice(0, 10);
      const todayOf = async () => {
        const res = await page.request.get(`/api/admin/push/daily?startDate=${today}&endDate=${today}`);
        expect(res.status()).toBe(200);
        return ((await res.json()) as { data: PushDailyStats }).data.days[0];
      };
      const before = await todayOf();

      // A phone subscribes, asks for a test notification (the push service takes it) and taps a deal.
      const sub = push.subscription();
      const subscribed = await page.request.post('/api/push/subscriptions', {
        data: {
          subscription: { endpoint: sub.endpoint, keys: sub.keys },
          preferences: { frequency: 'instant', timeZone: 'UTC', quietHours: null },
        },
      });
      expect(subscribed.status()).toBe(201);
      const { token } = ((await subscribed.json()) as { data: { token: string } }).data;
      expect((await page.request.post('/api/push/test', { data: { token } })).status()).toBe(202);
      await expect.poll(() => push.to(sub.id).length, { timeout: 20_000 }).toBe(1);
      const deal = (await adminDeals(page)).find((d) => d.isApproved)!;
      const tap = await page.request.get(`/go/${deal.asin}?src=push`, {
        maxRedirects: 0,
        headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' },
      });
      expect(tap.status()).toBe(302);
      await expect.poll(async () => (await todayOf()).sent).toBe(before.sent + 1);

      await openTab(page, 'Analytics');
      const panel = page.getByRole('region', { name: 'Push notifications' });
      await expect(panel.getByRole('img', { name: 'Push notifications sent per day' })).toBeVisible();
      await panel.getByRole('button', { name: 'Show the numbers' }).click();
      const row = [
        today,
        before.subscribers + 1,
        before.subscribed + 1,
        before.sent + 1,
        before.failed,
        before.removed,
        before.clicks + 1,
      ].join(' ');
      await expect(numbers(page, 'Push notifications').getByRole('row', { name: row })).toBeVisible();
    } finally {
      await push.close();
    }
  });
});
