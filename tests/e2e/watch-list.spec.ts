import { signLinkToken } from '../../src/server/mail/signed-token';
import { E2E_AUTH_SECRET } from './support/env';
import { allDeals, expect, openWithConsent, test } from './support/public';

// /watches (docs/product.md, Watches): an address's watches by e-mail, reached from a watch mail's
// link, on a phone-sized screen against the real server.
test.use({ viewport: { width: 390, height: 844 } });

test("a mother opens her watches from a watch mail's link and stops one", async ({ page }) => {
  const email = `watcher-${Date.now()}@example.com`;
  const [first, second] = await allDeals(page);
  for (const deal of [first, second]) {
    const res = await page.request.post('/api/watches', { data: { asin: deal.asin, rule: 'drop', email } });
    expect(res.status()).toBe(201);
  }
  const token = signLinkToken(E2E_AUTH_SECRET, 'preferences', email, new Date(Date.now() + 86_400_000));
  await openWithConsent(page, `/watches?token=${encodeURIComponent(token)}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Your watches' })).toBeVisible();
  const rows = page.getByTestId('watch-row');
  await expect(rows).toHaveCount(2);
  for (const deal of [first, second]) {
    const row = rows.filter({ hasText: deal.title });
    await expect(row).toContainText('Any price drop');
    await expect(row).toContainText('Price as of');
    // Not confirmed yet: said so.
    await expect(row).toContainText('Waiting for you to confirm your address');
  }

  await page.getByRole('button', { name: `Stop watching: ${first.title}` }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(second.title);
  await page.reload();
  await expect(rows).toHaveCount(1);
});

test('without its link the page says where to find it', async ({ page }) => {
  await openWithConsent(page, '/watches');
  await expect(page.getByText('Open this page from the link in one of our watch e-mails.')).toBeVisible();
});

test('a link that is not ours says so in plain words', async ({ page, allowConsole }) => {
  // The browser logs the refused read (400); the page answers it.
  allowConsole(/status of 400/);
  await openWithConsent(page, '/watches?token=garbage');
  await expect(page.getByRole('alert')).toHaveText(
    'We could not load your watches. The link may be old: open it again from a recent e-mail.',
  );
});
