import type { Page } from '@playwright/test';
import { adminDeals, expect, openTab, signInOnAdminPage, test } from './support/admin';

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
});
