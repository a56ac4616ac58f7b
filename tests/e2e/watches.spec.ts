import type { Page } from '@playwright/test';
import type { WatchView } from '../../src/schemas/watches';
import { phoneWithFakePush, fakePushServiceForFile } from './support/phone-push';
import { dealCards, expect, openHome, openWithConsent, test, waitForIslands } from './support/public';

// The Watch button (docs/product.md, Watches) on a phone-sized screen: by e-mail, and on this
// phone through the push flow, against the real server; what was stored is read back over the API.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

const fakePush = fakePushServiceForFile();

/** The watches this browser made, as it keeps them, read back from the server by their tokens. */
async function storedWatches(page: Page): Promise<WatchView[]> {
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('watches') ?? '[]') as { token: string }[]);
  const lists = await Promise.all(
    kept.map(async ({ token }) => {
      const res = await page.request.get(`/api/watches?token=${encodeURIComponent(token)}`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as { data: WatchView[] }).data;
    }),
  );
  return lists.flat();
}

test('a mother watches a deal for a price below hers, by e-mail, from a card', async ({ page, allowConsole }) => {
  // The refused first try is logged by the browser.
  allowConsole(/status of 400/);
  await openHome(page);
  const card = dealCards(page).first();
  const asin = await card.getAttribute('data-asin');
  const title = (await card.locator('h3').innerText()).trim();
  await card.getByRole('button', { name: `Watch: ${title}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Watch this product' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Below a price I choose').check();
  await dialog.getByLabel('Your price in dollars').fill('0');
  await dialog.getByLabel('By e-mail').check();
  await dialog.getByLabel('Your e-mail address').fill('mom@example.com');
  await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
  // The server's own message names the field.
  await expect(dialog.getByRole('alert')).toContainText('targetPrice must be an amount in dollars more than $0');

  await dialog.getByLabel('Your price in dollars').fill('9.50');
  await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Almost done: confirm your address from the e-mail we just sent, then we tell you there.',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByRole('button', { name: `Watching: ${title}` })).toHaveAttribute('aria-pressed', 'true');

  expect(await storedWatches(page)).toMatchObject([
    { asin, rule: 'below', targetPrice: 9.5, channel: 'mail', active: false, state: 'live' },
  ]);
});

test('a mother watches a deal on this phone from its page: notifications are turned on after the tap', async ({
  page,
  context,
}) => {
  const subscription = await phoneWithFakePush(page, context, fakePush());
  await openHome(page);
  const href = await dealCards(page).first().locator('h3 a').getAttribute('href');
  await openWithConsent(page, href as string);
  await waitForIslands(page, ['WatchButton']);

  await page.getByTestId('deal-detail').getByRole('button', { name: 'Watch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch this product' });
  await dialog.getByLabel('Back in stock').check();
  await expect(dialog.getByLabel('On this phone')).toBeChecked();
  await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText("Watching: we'll tell you on this device.");

  const asin = await page.getByTestId('deal-detail').getAttribute('data-asin');
  expect(await storedWatches(page)).toMatchObject([{ asin, rule: 'in-stock', channel: 'push', active: true }]);
  // The device's subscription is the one the push flow registered.
  const phone = await page.evaluate(() => JSON.parse(localStorage.getItem('phoneAlerts') ?? 'null') as unknown);
  expect(phone).toMatchObject({ endpoint: subscription.endpoint });
});
