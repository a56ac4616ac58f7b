import fs from 'node:fs/promises';
import { brand } from '../../src/config/brand';
import { dealPath } from '../../src/rules/deal-path';
import { adminDeals, expect, openTab, searchDeals, signInOnAdminPage, test, uniquelyTitled } from './support/admin';

test.beforeEach(async ({ page }) => {
  await signInOnAdminPage(page);
});

test('says so instead of exporting an empty list', async ({ page }) => {
  let downloads = 0;
  page.on('download', () => downloads++);
  await searchDeals(page, 'no deal is called this 7d1f');
  await expect(page.getByText('No deals found')).toBeVisible();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByTestId('admin-toast')).toHaveText(
    /^No deals to export: the list is empty\. Clear the search or filter first\./,
  );
  expect(downloads).toBe(0);
});

test('exports the filtered list as CSV', async ({ page }) => {
  const deal = uniquelyTitled(await adminDeals(page), (d) => d.isApproved && !d.title.includes('"'));
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  await searchDeals(page, deal.title);
  await expect(page.getByTestId('deal-card')).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  await expect(page.getByTestId('admin-toast')).toHaveText(/Deals exported successfully/);

  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  expect(download.suggestedFilename()).toBe(
    `deals_export_${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`,
  );
  const text = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'ID,Title,Price,Original Price,Discount %,Status,Super Deal,Category,Prime,Rating,Reviews,Last Updated',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toBe(
    [
      `"${deal._id}"`,
      `"${deal.title}"`,
      deal.price.toFixed(2),
      deal.originalPrice.toFixed(2),
      deal.discountPercentage,
      'Active',
      deal.isSuperDeal ? 'Yes' : 'No',
      `"${deal.categoryLabel}"`,
      deal.isPrime ? 'Yes' : 'No',
      deal.rating.toFixed(1),
      deal.reviewCount,
      `"${deal.lastUpdated}"`,
    ].join(','),
  );
});

test('generates a 1080x1350 social image from selected deals', async ({ page }) => {
  await openTab(page, 'Social Media');
  await page.getByRole('button', { name: 'Generate Image' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select at least one deal!');

  const options = page.getByTestId('social-deal');
  for (let i = 0; i < 6; i++) await options.nth(i).click();
  await options.nth(6).click();
  await expect(page.getByRole('alert')).toHaveText('You can select up to 6 deals!');
  await expect(options.nth(6).getByRole('checkbox')).not.toBeChecked();
  await options.nth(5).click();
  // The image itself says how fresh its prices are, and carries the disclosure.
  const note = page.getByTestId('social-canvas').getByTestId('social-note');
  await expect(note).toContainText(/Prices as of (\w{3} \d{1,2}, )?\d{1,2}:\d{2} [AP]M ET and may change/);
  await expect(note).toContainText(brand.disclosure);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate Image' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^social_deals_\d{4}-\d{2}-\d{2}\.png$/);
  const png = await fs.readFile(await download.path());
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  // IHDR: width and height are the big-endian words at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);
});

test("captions the social image with each selected deal's page", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const deals = await adminDeals(page);
  await openTab(page, 'Social Media');
  await expect(page.getByLabel('Caption')).toBeHidden();
  const option = page.getByTestId('social-deal').first();
  const title = await option.locator('.line-clamp-2').textContent();
  const deal = deals.find((d) => d.title === title);
  expect(deal).toBeDefined();
  await option.click();

  const url = new URL(dealPath(deal!.asin, deal!.title), page.url()).href;
  const caption = page.getByLabel('Caption');
  await expect(caption).toHaveValue(new RegExp(`^.+\\(${deal!.discountPercentage}% off\\): ${url}\\n`));
  await page.getByRole('button', { name: 'Copy caption' }).click();
  await expect(page.getByTestId('admin-toast')).toHaveText(/Caption copied/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await caption.inputValue());
});
