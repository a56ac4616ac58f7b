import { adminDeals, expect, openTab, signInOnAdminPage, test, toast } from './support/admin';

test.describe('bringing products in', () => {
  test.beforeEach(async ({ page }) => {
    await signInOnAdminPage(page);
  });

  test('imports ASINs with invalid ones mixed in', async ({ page }) => {
    await openTab(page, 'ASIN Upload');
    const field = page.getByLabel('ASINs');

    await field.fill('nope, 12345');
    await page.getByRole('button', { name: 'Import Products' }).click();
    await expect(page.getByRole('alert')).toHaveText('No valid ASINs found. Please check your input.');

    await field.fill('b0e2eimp01, not-an-asin\nB0E2EIMP02  B0E2EIMP0 B0E2EIMP01');
    await expect(page.getByTestId('asin-counter')).toHaveText('2 valid · 2 invalid');
    await field.blur();
    await expect(field).toHaveValue('B0E2EIMP01\nB0E2EIMP02');
    // The dropped entries stay listed so a typo can be put right.
    await expect(page.getByTestId('asin-skipped')).toHaveText('skipped: NOT-AN-ASIN, B0E2EIMP0');
    // B0ZZ… is an ASIN the demo retailer does not know.
    await field.fill('b0e2eimp01, not-an-asin\nB0E2EIMP02 B0ZZE2EIMP');

    await page.getByRole('button', { name: 'Import Products' }).click();
    const success = page.getByTestId('asin-success');
    await expect(success).toContainText('ASINs to process: 3');
    await expect(success).toContainText('Invalid ASINs skipped: 1');
    await expect(field).toHaveValue('', { timeout: 6000 });
    // The tab follows the background job to its end.
    await expect(page.getByTestId('asin-job')).toHaveText(
      'Import finished: 2 new, 0 already listed, 0 refused, 1 not found',
      { timeout: 20_000 },
    );

    await expect
      .poll(async () =>
        (await adminDeals(page))
          .filter((d) => d.asin.startsWith('B0E2EIMP'))
          .map((d) => d.source)
          .sort(),
      )
      .toEqual(['manual', 'manual']);
    await openTab(page, 'Manage Manual Uploads');
    await expect(page.locator('[data-testid="manual-deal"][data-asin="B0E2EIMP01"]')).toBeVisible();
    await expect(page.locator('[data-testid="manual-deal"][data-asin="B0E2EIMP02"]')).toContainText('Pending');
  });

  test('refuses more than 100 ASINs', async ({ page }) => {
    await openTab(page, 'ASIN Upload');
    const many = Array.from({ length: 101 }, (_, i) => `B0E2E${String(i).padStart(5, '0')}`).join(',');
    await page.getByLabel('ASINs').fill(many);
    await page.getByRole('button', { name: 'Import Products' }).click();
    await expect(page.getByRole('alert')).toHaveText('Maximum 100 ASINs can be processed at once.');
  });

  test('searches the retailer with keyword chips and moves to the manual tab', async ({ page }) => {
    await openTab(page, 'Add Retailer Products');
    const submit = page.getByRole('button', { name: 'Search Products' });
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please add at least one keyword');

    const keywords = page.getByLabel('Keywords');
    await keywords.fill('"baby"');
    await keywords.press('Enter');
    await keywords.fill('Baby,');
    await keywords.press(',');
    await expect(page.getByTestId('keyword-chip')).toHaveText(['baby×']);
    await expect(page.getByLabel('Max results')).toHaveValue('5');
    await expect(page.getByLabel('Deals only')).toBeChecked();

    await submit.click();
    await expect(toast(page)).toHaveText(/\d+ products/);
    await expect(page.getByRole('button', { name: 'Request Submitted' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Manage Manual Uploads' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('manual-deal').first()).toBeVisible();
  });

  test('says when every product a search found is already listed, and stays on the tab', async ({ page }) => {
    const search = { keywords: ['stroller'], maxResults: 3, dealsOnly: false };
    // A first search (through the API) lists what the operator's search will find.
    const first = await page.request.post('/api/admin/curated-deals/fetch', { data: search });
    expect(first.status()).toBe(200);

    await openTab(page, 'Add Retailer Products');
    const keywords = page.getByLabel('Keywords');
    await keywords.fill('stroller');
    await keywords.press('Enter');
    await page.getByLabel('Max results').fill('3');
    await page.getByLabel('Deals only').uncheck();
    await page.getByRole('button', { name: 'Search Products' }).click();
    const line = /^Found (\d+) products: 0 new, \1 already listed, 0 refused$/;
    await expect(page.getByTestId('search-result')).toHaveText(line);
    // Nothing new arrived, so the tab does not switch to the manual uploads (it would after 1.5 s).
    await page.waitForTimeout(2000);
    await expect(page.getByRole('tab', { name: 'Add Retailer Products' })).toHaveAttribute('aria-selected', 'true');
  });
});
