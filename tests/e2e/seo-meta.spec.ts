import type { Page } from '@playwright/test';
import { expect, test } from './support/public';

const PUBLIC_PAGES = ['/', '/welcome', '/newsletter', '/terms', '/support'];
const NOINDEX_PAGES = ['/auth', '/unsubscribe', '/admin214'];

const head = (page: Page) => page.locator('head');
const metaContent = (page: Page, attribute: 'name' | 'property', key: string) =>
  head(page).locator(`meta[${attribute}="${key}"]`).getAttribute('content');

/** A URL's path on the server under test (the build may name another origin: its SITE_URL). */
const pathOf = (url: string | null) => new URL(url ?? 'about:blank').pathname;

test.describe('search engines and link previews', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} names its canonical address and previews with a title, text and picture`, async ({ page }) => {
      await page.goto(path);
      const canonical = head(page).locator('link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      const href = await canonical.getAttribute('href');
      expect(href).toMatch(/^https?:\/\//);
      expect(pathOf(href)).toBe(path);

      expect(await metaContent(page, 'property', 'og:title')).toBe(await page.title());
      expect(await metaContent(page, 'property', 'og:description')).toBe(
        await metaContent(page, 'name', 'description'),
      );
      expect(await metaContent(page, 'property', 'og:url')).toBe(href);
      expect(await metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');
      await expect(head(page).locator('meta[name="robots"]')).toHaveCount(0);

      const image = await metaContent(page, 'property', 'og:image');
      expect(image).toMatch(/^https?:\/\/.+\.png$/);
      const picture = await page.request.get(pathOf(image));
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect(await metaContent(page, 'property', 'og:image:alt')).toBeTruthy();
    });
  }

  for (const path of NOINDEX_PAGES) {
    test(`${path} asks search engines not to index it`, async ({ page }) => {
      await page.goto(path);
      await expect(head(page).locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }

  test('the home page describes the site and its search as schema.org data', async ({ page }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const site = data.find((d) => d['@type'] === 'WebSite') as {
      url: string;
      potentialAction: { '@type': string; target: { urlTemplate: string }; 'query-input': string };
    };
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction.target.urlTemplate).toBe(`${site.url}?q={search_term_string}`);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    const organization = data.find((d) => d['@type'] === 'Organization') as { name: string; logo: string };
    expect(organization.name).toBe('Savvy Mom Deals');
    expect((await page.request.get(pathOf(organization.logo))).status()).toBe(200);
  });

  test('the favicons and the web manifest answer with their types', async ({ page }) => {
    await page.goto('/');
    const links = {
      'link[rel="icon"][type="image/png"]': 'image/png',
      'link[rel="icon"][type="image/svg+xml"]': 'image/svg+xml',
      'link[rel="apple-touch-icon"]': 'image/png',
      'link[rel="manifest"]': 'application/manifest+json',
    };
    for (const [selector, type] of Object.entries(links)) {
      const href = await head(page).locator(selector).getAttribute('href');
      const res = await page.request.get(href ?? '');
      expect(res.status(), selector).toBe(200);
      expect(res.headers()['content-type'], selector).toContain(type);
    }
    await expect(head(page).locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);

    const manifest = (await (await page.request.get('/site.webmanifest')).json()) as {
      name: string;
      short_name: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.short_name).toBe('Savvy Mom Deals');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
  });

  test('robots.txt and sitemap.xml come from our server, not the redirect home', async ({ page, baseURL }) => {
    const robots = await page.request.get('/robots.txt', { maxRedirects: 0 });
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await page.request.get('/sitemap.xml', { maxRedirects: 0 });
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml\b/);
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/welcome</loc>`);
  });
});
