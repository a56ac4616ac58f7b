import type { Deal } from '../../src/schemas/deal';
import { expect, openTab, signInOnAdminPage, test } from './support/admin';

const publicBestSellers = async (page: import('@playwright/test').Page) => {
  const res = await page.request.get('/api/products/best-sellers');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: Deal[] | { products: Deal[] } };
  return (Array.isArray(body.data) ? body.data : body.data.products).map((d) => d.asin);
};

test('reorders best sellers with the keyboard, saves, and the public list follows', async ({ page }) => {
  await signInOnAdminPage(page);
  const before = await publicBestSellers(page);
  expect(before.length).toBeGreaterThan(2);

  await openTab(page, 'Order Deals');
  const list = page.getByTestId('order-list-bestSeller');
  const items = list.getByTestId('order-item');
  await expect(items).toHaveCount(before.length);
  await expect(items.first()).toHaveAttribute('data-asin', before[0]);
  const save = page.getByRole('button', { name: 'Save Order' });
  await expect(save).toBeDisabled();

  // Keyboard: Space picks up, ArrowDown moves one place, Space drops; the live region says each step.
  await items.first().focus();
  await page.keyboard.press('Space');
  await expect(items.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Picked up .*, position 1 of \d+\.$/)).toBeAttached();
  // The sensor starts listening for keys in a timer queued at pick-up; let that timer run first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/ moved to position 2 of \d+\.$/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(items.nth(0)).toHaveAttribute('data-asin', before[1]);
  await expect(items.nth(1)).toHaveAttribute('data-asin', before[0]);
  await expect(page.getByText('Unsaved Changes')).toBeVisible();

  await save.click();
  await expect(page.getByText(/^Order saved/)).toBeVisible();
  await expect(page.getByText('Unsaved Changes')).toHaveCount(0);
  await expect(save).toBeDisabled();

  const after = await publicBestSellers(page);
  expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
  expect(after.slice(2)).toEqual(before.slice(2));

  // The other lists were not touched.
  await expect(page.getByTestId('order-list-trending').getByTestId('order-item').first()).toBeVisible();
});
