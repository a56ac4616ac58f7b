import http from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatUsd } from '../../src/lib/format';
import { dealPath } from '../../src/rules/deal-path';
import { savingBasisText } from '../../src/rules/price-basis';
import { hasPriceGap } from '../../src/rules/price-gap';
import type { Deal } from '../../src/schemas/deal';
import { inlineScriptHashes } from '../../src/server/http/security-headers';
import { securityHeaderProblems } from '../support/security-headers';
import { E2E_ADMIN_KEY } from './support/env';
import { allDeals, expect, openWithConsent, test } from './support/public';

// Rendering, seeding and signing in can be slow on a busy machine; no assertion here is about speed.
test.describe.configure({ timeout: 60_000 });

/** A visible deal with a price gap, a rating and other deals in its category. */
async function pickDeal(page: Page, pick: (d: Deal, all: Deal[]) => boolean = () => true): Promise<Deal> {
  const deals = await allDeals(page);
  const found = deals.find(
    (d) =>
      hasPriceGap(d) &&
      d.rating > 0 &&
      deals.some((o) => o.category === d.category && o.asin !== d.asin) &&
      pick(d, deals),
  );
  if (!found) throw new Error('no deal fits');
  return found;
}

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`);

/** Signs the request context in as the operator: admin calls then carry its cookies. */
async function signIn(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/auth/login', { data: { key: E2E_ADMIN_KEY } })).status()).toBe(200);
}

async function adminPut(request: APIRequestContext, path: string, data?: unknown): Promise<void> {
  expect((await request.put(path, data === undefined ? {} : { data })).status(), path).toBe(200);
}

/** The status of a GET of a path sent as it is (a browser or fetch would resolve `..` first). */
function rawStatus(baseURL: string, path: string): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

test.describe('deal page', () => {
  test("shows the deal as the API has it, with 'Click & Save' and related deals", async ({ page }) => {
    const deal = await pickDeal(page, (d) => d.isPrime && d.discountPercentage > 0);
    await page.goto(dealPath(deal.asin, deal.title));
    const detail = page.getByTestId('deal-detail');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal.title);
    await expect(detail.getByText(deal.brand, { exact: true })).toBeVisible();
    await expect(detail.getByTestId('deal-price')).toContainText(formatUsd(deal.price));
    await expect(detail.locator('s')).toHaveText(formatUsd(deal.originalPrice));
    await expect(detail.getByTestId('price-basis')).toHaveText(
      `${savingBasisText(deal) ?? 'Was'} ${formatUsd(deal.originalPrice)}`,
    );
    await expect(detail.getByText(`-${Math.round(deal.discountPercentage)}%`)).toBeVisible();
    await expect(detail).toContainText(`Rated ${deal.rating.toFixed(1)}`);
    await expect(detail.getByText('Prime', { exact: true })).toBeVisible();
    await expect(detail.getByText(/^Price as of /)).toBeVisible();
    await expect(detail.getByText('As an Amazon Associate I earn from qualifying purchases.')).toBeVisible();
    const image = detail.getByRole('img', { name: deal.title });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('width', /\d+/);
    const claim = detail.getByRole('link', { name: /^Click & Save/ });
    await expect(claim).toHaveAttribute('href', deal.amazonUrl);
    await expect(claim).toHaveAttribute('rel', 'sponsored noopener');

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: deal.categoryLabel })).toHaveAttribute(
      'href',
      `/category/${deal.category}`,
    );

    // The disclaimer opens without JavaScript (a popover).
    await detail.getByRole('button', { name: 'Price details' }).click();
    await expect(page.getByRole('dialog', { name: 'About prices' })).toBeVisible();

    const sameCategory = (await allDeals(page)).filter((d) => d.category === deal.category && d.asin !== deal.asin);
    const tiles = page.getByTestId('deal-tile');
    await expect(tiles).toHaveCount(Math.min(8, sameCategory.length));
    for (const asin of await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-asin')))) {
      const related = sameCategory.find((d) => d.asin === asin);
      expect(related, `related deal ${asin} is a live deal of the category`).toBeDefined();
      const link = page.locator(`[data-testid="deal-tile"][data-asin="${asin}"] a`);
      await expect(link).toHaveAttribute('href', dealPath(related!.asin, related!.title));
    }
  });

  test('draws the prices we observed, with their summary in words', async ({ page }) => {
    const deal = await pickDeal(page);
    await page.goto(dealPath(deal.asin, deal.title));
    const history = page.getByRole('region', { name: 'Price history' });
    const chart = history.getByRole('img', { name: 'Price history chart' });
    await expect(chart).toBeVisible();
    await expect(chart.locator('desc')).toHaveText(
      /^Prices we saw since \w{3} \d+, \d{4}: lowest \$[\d.,]+, highest \$[\d.,]+, from \d+ price checks\.$/,
    );
    const summary = history.getByTestId('price-summary');
    for (const term of ['Lowest', 'Highest', 'Since', 'Observations'])
      await expect(summary.getByText(term)).toBeVisible();
    expect(await new AxeBuilder({ page }).include('[data-testid="price-history"]').analyze()).toMatchObject({
      violations: [],
    });
  });

  test("'Price changed?' asks the retailer and says what it found", async ({ page }) => {
    const deal = await pickDeal(page);
    await page.goto(dealPath(deal.asin, deal.title));
    await page.getByRole('button', { name: 'Price changed?' }).click();
    await expect(page.getByTestId('price-report-result')).toHaveText(
      /^(We checked with the retailer just now: the price is still \$[\d.,]+\.|Thank you! The price is now .*)/,
    );
  });

  test('shows no struck-through price or discount within the 50-cent price gap', async ({ page }) => {
    const deal = (await allDeals(page)).find((d) => !hasPriceGap(d));
    test.skip(!deal, 'the catalog has no deal within the price gap');
    await page.goto(dealPath(deal!.asin, deal!.title));
    const detail = page.getByTestId('deal-detail');
    await expect(detail.getByTestId('deal-price')).toContainText(formatUsd(deal!.price));
    await expect(detail.locator('s')).toHaveCount(0);
    await expect(detail.getByText(/^-\d+%$/)).toHaveCount(0);
  });

  test('carries Product and Offer JSON-LD with the API price, a breadcrumb and preview tags', async ({
    page,
    baseURL,
  }) => {
    const deal = await pickDeal(page);
    const url = `${baseURL}${dealPath(deal.asin, deal.title)}`;
    await page.goto(url);
    const [product, breadcrumb] = await jsonLd(page);
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: deal.title });
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: deal.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    });
    expect(Number((product.offers as { price: string }).price)).toBe(deal.price);
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumb.itemListElement as { item: string }[]).map((i) => i.item)).toEqual([
      `${baseURL}/`,
      `${baseURL}/category/${deal.category}`,
      url,
    ]);

    const image = new URL(deal.imageUrl, baseURL).href;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    const ogTitle = (await meta(page, 'og:title').getAttribute('content')) ?? '';
    expect(ogTitle.startsWith(deal.title.slice(0, 20))).toBe(true);
    expect(ogTitle).toContain(formatUsd(deal.price));
    await expect(meta(page, 'og:image')).toHaveAttribute('content', image);
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('shares the link with the Web Share API, or copies it', async ({ page, context, baseURL }) => {
    const deal = await pickDeal(page);
    const url = `${baseURL}${dealPath(deal.asin, deal.title)}`;
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      const share = (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      };
      Object.defineProperties(navigator, { share: { value: share }, canShare: { value: () => true } });
    });
    await page.goto(url);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ url, title: deal.title }]);

    const copying = await context.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await copying.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await copying.goto(url);
    await copying.getByRole('button', { name: 'Share' }).click();
    await expect(copying.getByRole('status').getByText('Link copied')).toBeVisible();
    expect(await copying.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('moves a wrong or missing slug, a lower-case ASIN and a trailing slash to the canonical address', async ({
    page,
  }) => {
    const deal = await pickDeal(page);
    const canonical = dealPath(deal.asin, deal.title);
    for (const path of [
      `/deal/${deal.asin}`,
      `/deal/${deal.asin}/wrong-slug`,
      `/deal/${deal.asin.toLowerCase()}/${canonical.split('/')[3]}`,
      `${canonical}/`,
      `/deal/${deal.asin}/${'x'.repeat(10_000)}`,
    ]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path.slice(0, 60)).toBe(301);
      expect(res.headers().location).toBe(canonical);
    }
    expect((await page.request.get(canonical, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('answers 404 with live deals for an ASIN we never had and for bad input, never a 500', async ({
    page,
    allowConsole,
    baseURL,
  }) => {
    allowConsole(/status of 404/);
    await page.goto('/deal/B0NEVERHAD');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that deal' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('deal-tile').first()).toBeVisible();
    expect((await page.request.get('/deal/B0NEVERHAD')).status()).toBe(404);
    for (const path of ['/deal/not-an-asin', '/deal/%00', '/deal/B0NEVERHAD%00', '/deal/%E0%A4%A', '/deal']) {
      expect([302, 404], path).toContain((await page.request.get(path, { maxRedirects: 0 })).status());
    }
    for (const path of ['/deal/../../etc/passwd', '/deal/B0NEVERHAD/../../x', '/deal/%2e%2e/%2e%2e/x']) {
      expect([302, 404], path).toContain(await rawStatus(baseURL!, path));
    }
    expect((await page.request.get(`/deal/B0NEVERHAD/${'y'.repeat(10_000)}`)).status()).toBe(404);
  });

  test('answers 410 for a deal that ended, with live deals of its category', async ({ page, allowConsole }) => {
    allowConsole(/status of 410/);
    const deal = await pickDeal(page);
    await signIn(page.request);
    await adminPut(page.request, `/api/admin/products/${deal._id}/disapprove`);
    try {
      const res = await page.goto(`/deal/${deal.asin}`);
      expect(res?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1, name: 'This deal has ended' })).toBeVisible();
      await expect(page.getByText(deal.title)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { name: `Live ${deal.categoryLabel} deals` })).toBeVisible();
      const tiles = await page
        .getByTestId('deal-tile')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-asin')));
      const live = await allDeals(page);
      expect(tiles.length).toBeGreaterThan(0);
      for (const asin of tiles) expect(live.find((d) => d.asin === asin)?.category).toBe(deal.category);
      expect((await page.request.head(`/deal/${deal.asin}`)).status()).toBe(410);
    } finally {
      await adminPut(page.request, `/api/admin/products/${deal._id}/approve`);
    }
  });

  test('is cached with an ETag, carries the security headers, and is cleared by an admin change', async ({ page }) => {
    const deal = await pickDeal(page, (d, all) => all.some((o) => o.category !== d.category));
    const path = dealPath(deal.asin, deal.title);
    const first = await page.request.get(path);
    const second = await page.request.get(path);
    expect(first.status()).toBe(200);
    expect(second.headers().etag).toBeTruthy();
    expect(second.headers().etag).toBe(first.headers().etag);
    expect(second.headers()['content-type']).toMatch(/^text\/html/);
    for (const res of [first, second]) expect(securityHeaderProblems((name) => res.headers()[name])).toEqual([]);
    const again = await page.request.get(path, { headers: { 'if-none-match': second.headers().etag } });
    expect(again.status()).toBe(304);

    // Every inline script of the page is allowed by the policy (the built pages' hashes).
    const csp = first.headers()['content-security-policy'];
    for (const hash of inlineScriptHashes(await first.text())) expect(csp, 'inline script hash').toContain(hash);

    const other = (await allDeals(page)).find((d) => d.category !== deal.category)!;
    await signIn(page.request);
    await adminPut(page.request, `/api/admin/curated-deals/${deal._id}`, { category: other.category });
    try {
      const changed = await page.request.get(path);
      expect(changed.headers().etag).not.toBe(first.headers().etag);
      expect(await changed.text()).toContain(`href="/category/${other.category}"`);
    } finally {
      await adminPut(page.request, `/api/admin/curated-deals/${deal._id}`, { category: deal.category });
    }
  });
});

test('a live and a missing deal page have no serious or critical axe violations', async ({ page, allowConsole }) => {
  allowConsole(/status of 404/);
  const deal = await pickDeal(page);
  for (const path of [dealPath(deal.asin, deal.title), '/deal/B0NEVERHAD']) {
    await openWithConsent(page, path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      path,
    ).toEqual([]);
  }
});

test.describe('deal page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the deal and opens a related deal through its link', async ({ page }) => {
    const deal = await pickDeal(page);
    await page.goto(dealPath(deal.asin, deal.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal.title);
    await expect(page.getByTestId('deal-price')).toContainText(formatUsd(deal.price));
    await expect(page.getByRole('link', { name: /^Click & Save/ })).toHaveAttribute('href', deal.amazonUrl);
    // Sharing needs JavaScript: the button stays hidden rather than doing nothing.
    await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    const tile = page.getByTestId('deal-tile').first();
    const asin = await tile.getAttribute('data-asin');
    await tile.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/deal/${asin}/`));
    await expect(page.getByTestId('deal-detail')).toHaveAttribute('data-asin', asin!);
  });
});
