import { Readable } from 'node:stream';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categoryPath, dealPath } from '../../src/rules/deal-path';
import { DEFAULT_CATEGORIES } from '../../src/schemas/categories';
import { deals } from '../../src/server/db/schema';
import { seoRoutes } from '../../src/server/routes/seo';
import { insertCategories, insertDeals } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const ORIGIN = 'https://deals.example.com';
const HOUR = 3_600_000;
const STATIC_PAGES = ['/', '/welcome', '/newsletter', '/terms', '/support'];
let clock = new Date();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { SITE_URL: `${ORIGIN}/` } });
  await insertCategories(t.db);
});
afterAll(async () => t.close());
beforeEach(async () => {
  clock = new Date();
  await t.db.delete(deals);
});

const get = (url: string) => t.request('GET', url);
const urlsOf = async (xml: string) => (await parseSitemap(Readable.from([xml]))).map((item) => item.url);
const absolute = (path: string) => new URL(path, ORIGIN).href;

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the operator area and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8$/i);
    const lines = res.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin214',
        'Disallow: /auth',
        'Disallow: /api/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the static pages, every category and every visible deal with its last change', async () => {
    const priced = new Date(clock.getTime() - 2 * HOUR);
    const [shown] = await insertDeals(t.db, [
      { title: 'Soft Cotton Baby Blanket', priceFetchedAt: priced, lastUpdated: new Date(priced.getTime() - HOUR) },
      { title: 'Not Approved Yet', isApproved: false },
      { title: 'Stale Price', priceFetchedAt: new Date(clock.getTime() - 25 * HOUR) },
      { title: 'Deal Ended', dealEndsAt: new Date(clock.getTime() - HOUR) },
    ]);

    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml\b/);
    const items = await parseSitemap(Readable.from([res.text]));
    const dealUrls = items.filter((i) => i.url.includes('/deal/'));
    expect(dealUrls).toEqual([
      expect.objectContaining({ url: absolute(dealPath(shown.asin, shown.title)), lastmod: priced.toISOString() }),
    ]);
    expect(dealUrls[0].url).toBe(`${ORIGIN}/deal/${shown.asin}/soft-cotton-baby-blanket`);
    const urls = items.map((i) => i.url);
    expect(urls).toEqual(
      expect.arrayContaining([...STATIC_PAGES, ...DEFAULT_CATEGORIES.map((c) => categoryPath(c.id))].map(absolute)),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('dates a deal by its last update when that came after its price', async () => {
    const updated = new Date(clock.getTime() - HOUR);
    await insertDeals(t.db, [{ priceFetchedAt: new Date(clock.getTime() - 3 * HOUR), lastUpdated: updated }]);
    const items = await parseSitemap(Readable.from([(await get('/sitemap.xml')).text]));
    expect(items.find((i) => i.url.includes('/deal/'))?.lastmod).toBe(updated.toISOString());
  });

  it('becomes an index of sitemap files once the pages pass the per-file limit', async () => {
    const rows = await insertDeals(t.db, [{}, {}, {}, {}, {}, {}]);
    const limit = 5;
    const seo = seoRoutes(t.deps, { urlsPerSitemap: limit });

    const res = await seo.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml\b/);
    const index = await parseSitemapIndex(Readable.from([await res.text()]));
    // The home category is the home page itself: listed once.
    const pageCount = STATIC_PAGES.length + DEFAULT_CATEGORIES.length - 1 + rows.length;
    const fileCount = Math.ceil(pageCount / limit);
    expect(index.map((i) => i.url)).toEqual(Array.from({ length: fileCount }, (_, i) => `${ORIGIN}/sitemap-${i}.xml`));

    const listed: string[] = [];
    for (const { url } of index) {
      const part = await seo.request(new URL(url).pathname);
      expect(part.status).toBe(200);
      const urls = await urlsOf(await part.text());
      expect(urls.length).toBeLessThanOrEqual(limit);
      listed.push(...urls);
    }
    expect(listed).toHaveLength(pageCount);
    expect(listed).toEqual(expect.arrayContaining(rows.map((r) => absolute(dealPath(r.asin, r.title)))));
  });

  it('answers 404 for a sitemap file past the last', async () => {
    expect((await get('/sitemap-0.xml')).status).toBe(200);
    expect((await get('/sitemap-1.xml')).status).toBe(404);
  });
});
