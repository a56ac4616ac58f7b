import type { Page } from '@playwright/test';
import { dealPath } from '../../src/rules/deal-path';
import type { AdminDeal } from '../../src/schemas/admin';
import type { Deal } from '../../src/schemas/deal';
import { dealCard, signInOnAdminPage } from './support/admin';
import { E2E_ADMIN_KEY } from './support/env';
import { allDeals, expect, openHome, openWithConsent, test } from './support/public';

// Seeding and rendering can be slow on a busy machine; no assertion here is about speed.
test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 390, height: 844 } });

const COUNTDOWN = /^Ends in (\d+h \d{2}m \d{2}s|\d+d \d+h)$/;

/** A listed lightning deal of the demo catalog with a claimed share and an end. */
async function lightningDeal(page: Page): Promise<Deal> {
  const found = (await allDeals(page)).find(
    (d) => d.offerType === 'LIGHTNING_DEAL' && d.dealPercentClaimed !== null && d.dealEndsAt !== null,
  );
  if (!found) throw new Error('no lightning deal listed');
  return found;
}

test.describe('lightning and limited-time deals on a phone', () => {
  test('the deal page counts down to the end every second and shows how much is claimed', async ({ page }) => {
    await page.goto('/');
    const deal = await lightningDeal(page);
    await openWithConsent(page, dealPath(deal.asin, deal.title));
    const detail = page.getByTestId('deal-detail');
    await expect(detail.getByTestId('deal-badge')).toHaveText('Lightning deal');
    const countdown = detail.getByTestId('deal-countdown');
    await expect(countdown).toHaveText(COUNTDOWN);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '', { timeout: 3000 });
    await expect(countdown).toHaveText(COUNTDOWN);
    const claimed = `${deal.dealPercentClaimed}% claimed`;
    await expect(detail.getByTestId('deal-claimed')).toContainText(claimed);
    await expect(detail.getByRole('progressbar', { name: claimed })).toHaveAttribute(
      'value',
      String(deal.dealPercentClaimed),
    );
    if (deal.dealAccessType === 'PRIME_EXCLUSIVE')
      await expect(detail.getByTestId('offer-label')).toHaveText('Prime members only');
    const box = await detail.getByTestId('limited-time-deal').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });

  test("the Prime-only lightning deal's card says 'Prime members only' beside its price and counts down", async ({
    page,
  }) => {
    await openHome(page);
    const deal = (await allDeals(page)).find((d) => d.dealAccessType === 'PRIME_EXCLUSIVE');
    if (!deal) throw new Error('no Prime-only deal listed');
    const card = page.locator(`[data-testid="deal-card"][data-asin="${deal.asin}"]`).first();
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('offer-label')).toHaveText('Prime members only');
    await expect(card.getByTestId('deal-badge')).toHaveText(/^(Lightning deal|Limited time deal)$/);
    await expect(card.getByTestId('deal-countdown')).toHaveText(COUNTDOWN);
    await expect(card.getByTestId('deal-claimed')).toContainText(`${deal.dealPercentClaimed}% claimed`);
  });
});

test.describe('a deal Amazon is out of', () => {
  test("its page answers 200 with 'Currently unavailable at Amazon' and no buy button; the lists leave it out", async ({
    page,
  }) => {
    expect((await page.request.post('/api/auth/login', { data: { key: E2E_ADMIN_KEY } })).status()).toBe(200);
    const admin = (await (await page.request.get('/api/admin/products/all?limit=1000')).json()) as {
      data: { products: AdminDeal[] };
    };
    const gone = admin.data.products.find((d) => d.isApproved && d.availability === 'OUT_OF_STOCK');
    if (!gone) throw new Error('no approved out-of-stock deal');
    expect((await allDeals(page)).some((d) => d.asin === gone.asin)).toBe(false);

    const path = dealPath(gone.asin, gone.title);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('deal-unavailable')).toHaveText('Currently unavailable at Amazon');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gone.title);
    await expect(page.getByRole('link', { name: /Click & Save/ })).toHaveCount(0);
    await expect(page.getByTestId('deal-countdown')).toHaveCount(0);

    // In place of the buy button: a watch set to tell of its return.
    await page.getByRole('button', { name: 'Watch for its return' }).click();
    await expect(page.getByRole('radio', { name: 'Back in stock' })).toBeChecked();
    await page.keyboard.press('Escape');

    // Saved, it stays in the saved list, which says it is unavailable rather than ended.
    await page.getByRole('button', { name: 'Save deal' }).click();
    await page.goto('/saved');
    const row = page.locator(`[data-testid="saved-deal"][data-asin="${gone.asin}"]`);
    await expect(row).toContainText('Currently unavailable at Amazon');
    await expect(row).not.toContainText('This deal has ended');
  });

  test("Manage Deals tags it and lists it under the 'Out of stock' filter", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInOnAdminPage(page);
    await page.getByRole('button', { name: 'Out of stock', exact: true }).click();
    const cards = page.getByTestId('deal-card');
    await expect(cards.first()).toBeVisible();
    const asins = await cards.evaluateAll((list) => list.map((c) => c.getAttribute('data-asin')));
    const admin = (await (await page.request.get('/api/admin/products/all?limit=1000')).json()) as {
      data: { products: AdminDeal[] };
    };
    const outOfStock = admin.data.products.filter((d) => d.availability === 'OUT_OF_STOCK').map((d) => d.asin);
    expect(asins.sort()).toEqual(outOfStock.sort());
    await expect(dealCard(page, outOfStock[0]).getByTestId('out-of-stock')).toHaveText('Out of stock');
    await expect(page.getByText(/Showing \d+ of \d+ deals \(Out of stock\)/)).toBeVisible();
  });
});
