import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import type { Page } from '@playwright/test';
import type { Deal } from '../../src/schemas/deal';
import { GRID_BATCH, LISTING_FIRST_SCREEN } from '../../src/schemas/listing-page';
import {
  allDeals,
  dealCards,
  expect,
  gridHeading,
  openHome,
  openWithConsent,
  test,
  waitForIslands,
} from './support/public';

// A busy machine can be slow to seed and hydrate; no assertion here is about speed.
test.describe.configure({ timeout: 90_000 });

const categoryBar = (page: Page) => page.getByRole('navigation', { name: 'Deal categories' });
const bestSellers = (page: Page) => page.getByRole('region', { name: "Today's Best Sellers" });

test.describe('the listing pages hold their first deals in the HTML', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('/ shows the first screen of deals, the best sellers and the figures, with links that work', async ({
      page,
    }) => {
      const expected = (await allDeals(page)).slice(0, LISTING_FIRST_SCREEN);
      await page.goto('/');
      await expect(dealCards(page)).toHaveCount(LISTING_FIRST_SCREEN);
      const shown = await dealCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-asin')));
      expect(shown).toEqual(expected.map((d) => d.asin));
      await expect(bestSellers(page).getByRole('link').first()).toBeVisible();
      await expect(page.getByTestId('stats-strip').getByRole('definition').first()).not.toHaveText('—');
      await expect(page.getByTestId('deals-count')).toHaveText(/^\d+ deals$/);

      const first = expected[0];
      const card = dealCards(page).first();
      await expect(card.getByRole('link', { name: 'Click & Save' })).toHaveAttribute('href', first.amazonUrl);
      await card.getByRole('link', { name: first.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/deal/${first.asin}/`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    });

    test('a category page shows its own deals under its title, its tab marked', async ({ page }) => {
      await page.goto('/category/toys');
      await expect(page).toHaveTitle('Toys & Learning Deals | Savvy Mom Deals');
      await expect(gridHeading(page)).toHaveText('Toys & Learning');
      await expect(categoryBar(page).getByRole('link', { name: 'Toys & Learning' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(dealCards(page).first()).toBeVisible();
      const categories = await dealCards(page).evaluateAll((cards) =>
        cards.map((c) => c.getAttribute('data-category')),
      );
      expect(new Set(categories)).toEqual(new Set(['toys']));
      await expect(bestSellers(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Shop Smarter, Save Better' })).toBeHidden();
    });
  });

  test('the islands take over the cards on screen: none is redrawn while the whole list loads', async ({ page }) => {
    // Records every deal card the page removes from then on, from before any script of the page runs.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedCards: string[] }).removedCards = removed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element)
              for (const card of node.matches('[data-testid="deal-card"]')
                ? [node]
                : node.querySelectorAll('[data-testid="deal-card"]'))
                removed.push(card.getAttribute('data-asin') ?? '?');
      }).observe(document, { childList: true, subtree: true });
    });
    // The whole list takes its time, as on a slow network: the cards on screen must stay meanwhile.
    await page.route('**/api/products/all?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await openHome(page);
    await expect(page.getByTestId('deals-count')).toHaveText(/^\d+ deals$/);
    await expect(page.getByTestId('deal-skeleton')).toHaveCount(0);
    // The visitor nears the end of the first screen: the whole list loads, and the grid shows its first batch.
    await page.getByRole('button', { name: 'Show more deals' }).scrollIntoViewIfNeeded();
    await expect(dealCards(page)).toHaveCount(GRID_BATCH, { timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { removedCards: string[] }).removedCards)).toEqual([]);
    await expect(page.getByTestId('deal-skeleton')).toHaveCount(0);
  });

  test("the trending shortcut's listing is titled 'Trending', its tab marked, and its counts agree", async ({
    page,
  }) => {
    const trending = await page.request.get('/api/products/trending').then(async (r) => {
      return ((await r.json()) as { data: Deal[] }).data;
    });
    expect(trending.length).toBeGreaterThan(0);
    await openWithConsent(page, '/category/trending');
    await waitForIslands(page);
    await expect(gridHeading(page)).toHaveText('Trending');
    await expect(categoryBar(page).getByRole('link', { name: 'Trending' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('deals-count')).toHaveText(`${trending.length} deals`);
    await expect(page.getByText('TikTok Viral / Trending Now')).toBeVisible();

    await page.goto('/welcome');
    await expect(page.locator('[data-tile="trending"]')).toHaveText(String(trending.length));
  });

  test('every page the server renders is valid HTML', async ({ page }) => {
    const [deal] = await allDeals(page);
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    for (const path of [
      '/',
      '/category/toys',
      '/category/trending',
      '/category/garden',
      `/deal/${deal.asin}`,
      '/deal/B000000000',
      '/welcome',
    ]) {
      const res = await page.request.get(path);
      const report = await validator.validateString(await res.text(), 'server-rendered.html');
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(messages, path).toEqual([]);
    }
  });
});
