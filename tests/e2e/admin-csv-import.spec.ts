import AxeBuilder from '@axe-core/playwright';
import { adminDeal, adminDeals, expect, openTab, signInOnAdminPage, test } from './support/admin';

test('a CSV import shows a dry run, writes nothing, then imports', async ({ page }) => {
  test.setTimeout(60_000);
  await signInOnAdminPage(page);
  const listed = (await adminDeals(page)).find((d) => d.category === 'kitchen' && d.productType === 'regular');
  if (!listed) throw new Error('no listed kitchen deal of type regular');
  const csv = [
    'asin,category,productType',
    `${listed.asin},toys,curated`,
    'B0E2ECSV01,baby,bestSeller',
    // B0ZZ… is an ASIN the demo retailer does not know.
    'B0ZZE2ECSV,baby,regular',
    'B0E2ECSV02,garden,regular',
  ].join('\n');

  await openTab(page, 'ASIN Upload');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'deals.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByLabel('CSV rows')).toHaveValue(csv);
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();

  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByTestId('csv-message')).toHaveText(
    'Dry run: 2 new, 1 already listed, 1 refused; 1 listed deal to change. Nothing was written.',
  );
  await expect(page.getByTestId('csv-row').locator('td:last-child')).toHaveText([
    'Already listed: category kitchen → toys, type Regular → Curated',
    'New: will be fetched from the retailer and wait for approval',
    'New: will be fetched from the retailer and wait for approval',
    /^Refused: unknown category 'garden': use one of .*kitchen/,
  ]);
  // The row table passes the accessibility checks, as the whole tab does (admin-a11y.spec.ts).
  expect(
    (await new AxeBuilder({ page }).include('[data-testid="csv-panel"]').analyze()).violations.map((v) => v.id),
  ).toEqual([]);
  expect((await adminDeals(page)).some((d) => d.asin === 'B0E2ECSV01')).toBe(false);
  expect(await adminDeal(page, listed.asin)).toMatchObject({ category: 'kitchen', productType: 'regular' });

  await importButton.click();
  await expect(page.getByTestId('csv-message')).toHaveText(
    'CSV import: 2 new, 1 already listed, 1 refused; 1 listed deal changed. The new products are being fetched from the retailer.',
  );
  await expect(page.getByTestId('csv-job')).toHaveText(
    'Import finished: 1 new, 0 already listed, 0 refused, 1 not found',
    { timeout: 20_000 },
  );
  expect(
    (await new AxeBuilder({ page }).include('[data-testid="csv-panel"]').analyze()).violations.map((v) => v.id),
  ).toEqual([]);
  expect(await adminDeal(page, listed.asin)).toMatchObject({
    category: 'toys',
    productType: 'curated',
    isApproved: listed.isApproved,
  });
  expect(await adminDeal(page, 'B0E2ECSV01')).toMatchObject({
    category: 'baby',
    productType: 'bestSeller',
    isApproved: false,
  });
});
