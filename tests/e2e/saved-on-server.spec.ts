import type { Page } from '@playwright/test';
import type { SavedDealView } from '../../src/schemas/saved';
import { phoneWithFakePush, fakePushServiceForFile } from './support/phone-push';
import { dealCards, expect, openHome, openWithConsent, test } from './support/public';

// The saved list kept on the server for a device with notifications on (docs/product.md, Saved
// deals), on a phone-sized screen against the real server and its database.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

const fakePush = fakePushServiceForFile();

const savedRow = (page: Page, asin: string) => page.locator(`[data-testid="saved-deal"][data-asin="${asin}"]`);

/** Saves the home grid's card at `index` with its heart; answers its ASIN. */
async function saveCard(page: Page, index: number): Promise<string> {
  await openHome(page);
  const card = dealCards(page).nth(index);
  await card.getByRole('button', { name: 'Save deal' }).click();
  await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  return (await card.getAttribute('data-asin'))!;
}

/** What the server keeps for this device, read with the token the browser holds. */
async function keptOnServer(page: Page): Promise<string[]> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('phoneAlerts') ?? 'null') as { token: string } | null)?.token,
  );
  if (!token) return [];
  const res = await page.request.get(`/api/saved?token=${encodeURIComponent(token)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: SavedDealView[] }).data.map((d) => d.asin).sort();
}

test('a phone with notifications on keeps its saved deals on the server: a lost list comes back', async ({
  page,
  context,
}) => {
  // Saved before notifications were on: kept in the browser only.
  const before = await saveCard(page, 0);

  await phoneWithFakePush(page, context, fakePush());
  await openWithConsent(page, '/newsletter');
  const phone = page.getByRole('region', { name: 'On this phone' });
  await phone.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(phone).toContainText('This phone gets deal alerts.');

  // The next save goes to the server too, with the one saved before (the union: nothing lost).
  const after = await saveCard(page, 1);
  await expect.poll(() => keptOnServer(page)).toEqual([before, after].sort());

  // The browser loses its list; the device's subscription stays.
  await page.evaluate(() => {
    localStorage.removeItem('savedDeals');
    localStorage.removeItem('savedMergedWith');
  });
  await page.goto('/saved');
  for (const asin of [before, after]) {
    const row = savedRow(page, asin);
    await expect(row).toBeVisible();
    await expect(row).toContainText('$');
    await expect(row).toContainText('Price as of');
  }
  await expect(page.getByTestId('saved-deal')).toHaveCount(2);

  // A removal goes to both.
  await savedRow(page, before)
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(savedRow(page, before)).toHaveCount(0);
  await expect.poll(() => keptOnServer(page)).toEqual([after]);
});
