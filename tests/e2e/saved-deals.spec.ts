import type { APIRequestContext, Page } from '@playwright/test';
import { formatUsd } from '../../src/lib/format';
import { dealPath } from '../../src/rules/deal-path';
import type { Deal } from '../../src/schemas/deal';
import { E2E_ADMIN_KEY } from './support/env';
import { allDeals, dealCards, expect, openHome, openWithConsent, test, waitForIslands } from './support/public';

// Seeding, hydrating and signing in can be slow on a busy machine; no assertion here is about speed.
test.describe.configure({ timeout: 60_000 });

const savedRows = (page: Page) => page.getByTestId('saved-deal');
const savedRow = (page: Page, asin: string) => page.locator(`[data-testid="saved-deal"][data-asin="${asin}"]`);

async function adminPut(request: APIRequestContext, path: string): Promise<void> {
  expect((await request.post('/api/auth/login', { data: { key: E2E_ADMIN_KEY } })).status()).toBe(200);
  expect((await request.put(path, { data: {} })).status(), path).toBe(200);
}

/** Saves the first card of the home grid with its heart; returns its ASIN. */
async function saveFromGrid(page: Page): Promise<string> {
  await openHome(page);
  const card = dealCards(page).first();
  const heart = card.getByRole('button', { name: 'Save deal' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  return (await card.getAttribute('data-asin'))!;
}

/** Saves a deal from its own page. */
async function saveFromDealPage(page: Page, deal: Deal): Promise<void> {
  await page.goto(dealPath(deal.asin, deal.title));
  const detail = page.getByTestId('deal-detail');
  await waitForIslands(page, ['SaveDealButton']);
  await detail.getByRole('button', { name: 'Save deal' }).click();
  await expect(detail.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
}

test.describe('saved deals', () => {
  test('saves from the grid and a deal page, lists them with prices, says when one ended, removes them', async ({
    page,
    browser,
    baseURL,
  }) => {
    const deals = await allDeals(page);
    const gridAsin = await saveFromGrid(page);
    await expect(page.getByRole('link', { name: 'Saved deals (1)' })).toBeVisible();
    const fromGrid = deals.find((d) => d.asin === gridAsin)!;
    const other = deals.find((d) => d.asin !== gridAsin)!;
    await saveFromDealPage(page, other);
    await expect(page.getByRole('link', { name: 'Saved deals (2)' })).toBeVisible();

    // The saved state survives a reload of the grid (read after hydration, no mismatch).
    await openHome(page);
    await expect(
      page.locator(`[data-testid="deal-card"][data-asin="${gridAsin}"]`).getByRole('button', { name: 'Saved' }),
    ).toBeVisible();

    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved deals' })).toBeVisible();
    await expect(savedRows(page)).toHaveCount(2);
    // Newest first, each with its price now and a link to its deal page.
    expect(await savedRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-asin')))).toEqual([
      other.asin,
      gridAsin,
    ]);
    for (const deal of [fromGrid, other]) {
      const row = savedRow(page, deal.asin);
      await expect(row).toContainText(formatUsd(deal.price));
      await expect(row.getByRole('link', { name: deal.title })).toHaveAttribute(
        'href',
        dealPath(deal.asin, deal.title),
      );
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await adminPut(page.request, `/api/admin/products/${other._id}/disapprove`);
    // Coming back later: a new browser session with this one's storage (this session's HTTP cache
    // may serve the last answer again for up to 30 s: stale-while-revalidate).
    const later = await browser.newContext({ storageState: await page.context().storageState(), baseURL });
    const back = await later.newPage();
    const errors: string[] = [];
    back.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    back.on('pageerror', (e) => errors.push(e.message));
    try {
      await back.goto('/saved');
      const ended = savedRow(back, other.asin);
      await expect(ended).toContainText('This deal has ended');
      await expect(ended).toContainText(other.title);
      await expect(ended).not.toContainText(formatUsd(other.price));
      await expect(savedRow(back, gridAsin)).toContainText(formatUsd(fromGrid.price));
      await ended.getByRole('button', { name: `Remove: ${other.title}` }).click();
      await expect(savedRows(back)).toHaveCount(1);
    } finally {
      await adminPut(page.request, `/api/admin/products/${other._id}/approve`);
    }

    await savedRow(back, gridAsin)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(back.getByRole('heading', { name: 'No saved deals yet' })).toBeVisible();
    await back.getByRole('link', { name: "See today's deals" }).click();
    await expect(back).toHaveURL(/\/$/);
    await waitForIslands(back);
    await expect(dealCards(back).first().getByRole('button', { name: 'Save deal' })).toBeVisible();
    await expect(back.getByRole('link', { name: 'Saved deals', exact: true })).toBeVisible();
    expect(errors, 'console errors').toEqual([]);
    await later.close();
  });

  test("highlights a saved deal ending within 6 hours ('Ends in 3 h')", async ({ page }) => {
    const [deal] = await allDeals(page);
    await saveFromDealPage(page, deal);
    // The demo catalogue has no end times: give this deal one in the server's answer.
    const endsAt = new Date(Date.now() + 3.5 * 3_600_000).toISOString();
    await page.route('**/api/products/by-asins?*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Deal[] };
      await route.fulfill({
        response: res,
        json: { ...body, data: body.data.map((d) => ({ ...d, dealEndsAt: endsAt })) },
      });
    });
    await page.goto('/saved');
    await expect(savedRow(page, deal.asin).getByTestId('ends-soon')).toHaveText('Ends in 3 h');
  });

  test('shows the empty list when the stored list is broken', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('savedDeals', '{broken'));
    await openWithConsent(page, '/saved');
    await expect(page.getByRole('heading', { name: 'No saved deals yet' })).toBeVisible();
  });
});
