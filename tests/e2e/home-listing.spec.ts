import { showsDiscountBadge } from '../../src/rules/price-gap';
import { GRID_BATCH, LISTING_FIRST_SCREEN } from '../../src/schemas/listing-page';
import { allDeals, dealCards, expect, gridHeading, openHome, test } from './support/public';

// A busy machine can be slow to seed, hydrate and run axe; no assertion here is about speed.
test.describe.configure({ timeout: 90_000 });

test.describe('home listing', () => {
  test('switching category shows skeletons, then only that category, and scrolls to top', async ({ page }) => {
    await openHome(page);
    // Hold the category's answer until the skeletons have been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products/category/fashion', async (route) => {
      await held;
      await route.continue();
    });
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Deal categories' }).getByRole('link', { name: 'Fashion' }).click();
    await expect(page.getByTestId('deal-skeleton')).toHaveCount(8);
    await expect(dealCards(page)).toHaveCount(0);
    await expect(gridHeading(page)).toHaveText('Fashion');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    release();

    await expect(dealCards(page).first()).toBeVisible();
    await expect(page.getByTestId('deal-skeleton')).toHaveCount(0);
    const categories = await dealCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-category')));
    expect(new Set(categories)).toEqual(new Set(['fashion']));
    await expect(page.getByRole('heading', { name: 'Shop Smarter, Save Better' })).toBeHidden();
  });

  test('the trending shortcut shows the TikTok banner', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Show trending deals' }).click();
    await expect(page.getByText('TikTok Viral / Trending Now')).toBeVisible();
    await expect(page.getByRole('heading', { name: "This Week's Most-Loved Finds" })).toBeVisible();
    for (const point of ['Mom-tested', 'Quality guaranteed', 'Highly rated', 'Loved by thousands'])
      await expect(page.getByText(point)).toBeVisible();
    await expect(dealCards(page).first()).toBeVisible();
  });

  test('the grid shows its first screen, reads the rest and shows a batch as the visitor nears its end, a batch more each time after', async ({
    page,
  }) => {
    // A phone: the first screen's end is well below the window.
    await page.setViewportSize({ width: 390, height: 844 });
    const wholeListing: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/products/all') && wholeListing.push(r.url())));
    await openHome(page);
    const total = (await allDeals(page)).length;
    expect(total).toBeGreaterThan(3 * GRID_BATCH);
    await expect(dealCards(page)).toHaveCount(LISTING_FIRST_SCREEN);
    const more = page.getByRole('button', { name: 'Show more deals' });
    await expect(more).toBeVisible();
    // Nothing else is read or mounts while the visitor stays at the top.
    await page.waitForTimeout(500);
    await expect(dealCards(page)).toHaveCount(LISTING_FIRST_SCREEN);
    expect(wholeListing).toEqual([]);

    await more.scrollIntoViewIfNeeded();
    await expect(dealCards(page)).toHaveCount(GRID_BATCH);
    await more.scrollIntoViewIfNeeded();
    await expect(dealCards(page)).toHaveCount(2 * GRID_BATCH);
    await more.scrollIntoViewIfNeeded();
    await expect.poll(() => dealCards(page).count()).toBeGreaterThanOrEqual(3 * GRID_BATCH);
  });

  test('where the browser never reports the end coming near, the button shows a batch more', async ({ page }) => {
    // A button in view also pulls in the next batch by itself; with that silenced, only a click can.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
    await openHome(page);
    await expect(dealCards(page)).toHaveCount(LISTING_FIRST_SCREEN);
    await page.getByRole('button', { name: 'Show more deals' }).click();
    await expect(dealCards(page)).toHaveCount(GRID_BATCH);
    await page.getByRole('button', { name: 'Show more deals' }).click();
    await expect(dealCards(page)).toHaveCount(2 * GRID_BATCH);
  });

  test('search matches title, description and category label, case-insensitively', async ({ page }) => {
    await openHome(page);
    const deals = await allDeals(page);
    const query = 'BaBy';
    const expected = deals.filter((d) =>
      [d.title, d.description, d.categoryLabel].some((f) => f.toLowerCase().includes('baby')),
    ).length;
    expect(expected).toBeGreaterThan(0);

    await page.getByPlaceholder('Search deals...').fill(query);
    await expect(gridHeading(page)).toHaveText(`Search: ${query}`);
    await expect(page.getByTestId('deals-count')).toHaveText(`${expected} deals`);
    await expect(dealCards(page)).toHaveCount(Math.min(expected, GRID_BATCH));
    await expect(page.getByTestId('stats-strip')).toBeHidden();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByPlaceholder('Search deals...')).toHaveValue('');
    await expect(gridHeading(page)).toHaveText('Home');
    await expect(page.getByTestId('stats-strip')).toBeVisible();
  });

  test('an empty result offers to browse home deals', async ({ page }) => {
    await openHome(page);
    await page.getByPlaceholder('Search deals...').fill('qqzz-nothing');
    await expect(page.getByText('No qqzz-nothing deals found')).toBeVisible();
    await expect(dealCards(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Browse home deals' }).click();
    await expect(gridHeading(page)).toHaveText('Home');
    await expect(page.getByPlaceholder('Search deals...')).toHaveValue('');
    await expect(dealCards(page).first()).toBeVisible();
  });

  test('deal cards follow the display rules and link to the retailer', async ({ page }) => {
    await openHome(page);
    const deal = (await allDeals(page)).find((d) => showsDiscountBadge(d) && d.rating > 0);
    expect(deal).toBeDefined();
    await page.getByPlaceholder('Search deals...').fill(deal!.title);
    const card = page.locator(`[data-testid="deal-card"][data-asin="${deal!.asin}"]`);
    await expect(card.locator('s')).toContainText(`$${deal!.originalPrice.toFixed(2)}`);
    await expect(card.getByText(`-${Math.round(deal!.discountPercentage)}%`)).toBeVisible();
    await expect(card).toContainText(deal!.rating.toFixed(1));
    await expect(card).toContainText(/Price as of \d{1,2}:\d{2}\s[AP]M\sET/);
    const link = card.getByRole('link', { name: /Click & Save/ });
    await expect(link).toHaveAttribute('href', deal!.amazonUrl);
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    await expect(link).toHaveAttribute('target', '_blank');

    await card.getByRole('button', { name: 'Price details' }).click();
    await expect(
      page.getByText(/Product prices and availability are accurate as of the date\/time indicated/),
    ).toBeVisible();
  });

  test('a click on a deal is tracked with the session id and metadata', async ({ page, context }) => {
    await openHome(page);
    await context.route(/amazon\.com/, (route) => route.fulfill({ body: 'retailer' }));
    const card = dealCards(page).first();
    const asin = await card.getAttribute('data-asin');
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/deal-clicks/track') && r.method() === 'POST');
    await card.getByRole('link', { name: /Click & Save/ }).click();
    const body = (await tracked).postDataJSON() as {
      asin: string;
      sessionId: string;
      clickSource: string;
      metadata: Record<string, unknown>;
    };
    expect(body.asin).toBe(asin);
    expect(body.sessionId).toBe(await page.evaluate(() => sessionStorage.getItem('sessionId')));
    expect(body.metadata).toMatchObject({ position: 1, section: 'home' });
    expect(body.metadata).toHaveProperty('timestamp');
  });

  test('best sellers show badges and urgency tags; more join the strip as it is scrolled to its end', async ({
    page,
  }) => {
    await openHome(page);
    const strip = page.getByRole('region', { name: "Today's Best Sellers" });
    await expect(strip.getByRole('article').first()).toBeVisible();
    await expect(strip.getByRole('article').first()).toContainText(/\$\d/);
    const listed = (await page.request.get('/api/products/best-sellers').then((r) => r.json())) as { data: unknown[] };
    expect(listed.data.length).toBeGreaterThan(6);
    await expect(strip.getByRole('article')).toHaveCount(6);
    await strip.getByRole('list').evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect.poll(() => strip.getByRole('article').count()).toBeGreaterThan(6);
  });

  test('the flash widget appears, rotates, collapses and closes', async ({ page }) => {
    await openHome(page);
    const widget = page.getByRole('complementary', { name: 'TikTok trending deals' });
    await expect(widget).toContainText(/TIK TOK TRENDING NOW 1\/\d+/);
    await expect(widget).toContainText(/TIK TOK TRENDING NOW 2\/\d+/);
    await widget.getByRole('button', { name: 'Collapse trending deals' }).click();
    await expect(widget.getByRole('link')).toHaveCount(0);
    await widget.getByRole('button', { name: 'Expand trending deals' }).click();
    await expect(widget.getByRole('link')).toHaveCount(1);
    await widget.getByRole('button', { name: 'Close trending deals' }).click();
    await expect(widget).toBeHidden();
  });

  test('the cookie notice stores consent', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Maybe later' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
    await page.reload();
    await expect(page.getByTestId('deal-card').first()).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('the flash widget waits until the cookie notice is answered, so no tap on it lands on the notice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    const widget = page.getByRole('complementary', { name: 'TikTok trending deals' });
    await expect(notice).toBeVisible();
    // Past the widget's 2 s delay: still not shown, and no consent recorded.
    await page.waitForTimeout(3000);
    await expect(widget).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();

    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(widget).toBeVisible();
    await widget.getByRole('button', { name: 'Collapse trending deals' }).click();
    await widget.getByRole('button', { name: 'Expand trending deals' }).click();
    await expect(widget.getByRole('link')).toHaveCount(1);
  });

  test('on a phone the header shows Subscribe and hides the ribbon and stats', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
    await expect(page.getByText('Live Updates')).toBeHidden();
    await expect(page.getByTestId('stats-strip')).toBeHidden();
    await expect(dealCards(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
