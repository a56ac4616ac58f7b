import type { Page } from '@playwright/test';
import { signLinkToken } from '../../src/server/mail/signed-token';
import type { SavedDealView } from '../../src/schemas/saved';
import { savedCopy } from '../../src/config/saved-copy';
import { E2E_AUTH_SECRET } from './support/env';
import { dealCards, expect, openHome, openWithConsent, test } from './support/public';

// The saved list kept on the server for a confirmed address, reached from a mail's "Your saved
// deals" link (docs/product.md, Saved deals), on a phone-sized screen against the real server.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

const tomorrow = () => new Date(Date.now() + 86_400_000);
const savedRow = (page: Page, asin: string) => page.locator(`[data-testid="saved-deal"][data-asin="${asin}"]`);

/** Subscribes and confirms an address through the API; answers the alerts token its mails carry. */
async function confirmedAddressToken(page: Page): Promise<string> {
  const email = `saver-${Date.now()}@example.com`;
  expect((await page.request.post('/api/essentials/subscribe', { data: { email } })).ok()).toBe(true);
  const confirm = signLinkToken(E2E_AUTH_SECRET, 'confirm', email, tomorrow());
  expect((await page.request.post('/api/essentials/confirm', { data: { token: confirm } })).status()).toBe(200);
  return signLinkToken(E2E_AUTH_SECRET, 'preferences', email, tomorrow());
}

async function keptOnServer(page: Page, token: string): Promise<string[]> {
  const res = await page.request.get(`/api/saved?token=${encodeURIComponent(token)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: SavedDealView[] }).data.map((d) => d.asin);
}

test("a confirmed address's mail link keeps the saved list on the server: a lost list comes back", async ({ page }) => {
  const token = await confirmedAddressToken(page);
  await openWithConsent(page, `/saved?token=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('saved-empty')).toBeVisible();
  // The token is kept by the browser, not left in the address bar.
  await expect(page).toHaveURL(/\/saved$/);

  await openHome(page);
  const card = dealCards(page).first();
  await card.getByRole('button', { name: 'Save deal' }).click();
  await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  const asin = (await card.getAttribute('data-asin'))!;
  await expect.poll(() => keptOnServer(page, token)).toEqual([asin]);

  // The browser loses its list only; the server gives it back.
  await page.evaluate(() => localStorage.removeItem('savedDeals'));
  await page.goto('/saved');
  await expect(savedRow(page, asin)).toBeVisible();
  await expect(savedRow(page, asin)).toContainText('Price as of');
  await expect(page.getByTestId('saved-deal')).toHaveCount(1);
});

test('a link the server refuses is forgotten, the page says so and the browser list stays', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 400/);
  await openHome(page);
  const card = dealCards(page).first();
  await card.getByRole('button', { name: 'Save deal' }).click();
  const asin = (await card.getAttribute('data-asin'))!;

  await page.goto('/saved?token=not-a-token-of-ours');
  await expect(page.getByTestId('saved-link-refused')).toHaveText(savedCopy.linkRefused);
  await expect(savedRow(page, asin)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('savedAddressToken'))).toBeNull();

  // Forgotten: the next visit keeps the list in this browser and says nothing.
  await page.goto('/saved');
  await expect(savedRow(page, asin)).toBeVisible();
  await expect(page.getByTestId('saved-link-refused')).toHaveCount(0);
});
