import AxeBuilder from '@axe-core/playwright';
import { expect, openTab, signInOnAdminPage, test } from './support/admin';

test('the sign-in form and every admin tab pass the axe checks', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/admin214');
  await expect(page.getByPlaceholder('Enter Secret Key')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await signInOnAdminPage(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const ready: Record<string, () => Promise<void>> = {
    'Add Retailer Products': () => expect(page.getByLabel('Keywords')).toBeVisible(),
    'Manage Manual Uploads': () => expect(page.getByRole('heading', { name: /Manually Uploaded Deals/ })).toBeVisible(),
    'ASIN Upload': () => expect(page.getByLabel('ASINs')).toBeVisible(),
    'Order Deals': () => expect(page.getByTestId('order-item').first()).toBeVisible(),
    'Social Media': () => expect(page.getByTestId('social-deal').first()).toBeVisible(),
  };
  for (const [tab, isReady] of Object.entries(ready)) {
    await openTab(page, tab);
    await isReady();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${tab}: ${v.id}`)).toEqual([]);
  }
});
