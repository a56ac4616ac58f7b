import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from '../../src/schemas/categories';
import type { Deal, DealStatistics, PagedDeals } from '../../src/schemas/deal';
import { deals, type DealRow } from '../../src/server/db/schema';
import { insertCategories, insertDeals } from '../support/factories';
import { readData, readJson } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

const HOUR = 3_600_000;
let clock = new Date();
let t: TestApp;

// One app per file (a fresh database is slow to create); each test starts with no deals.
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await insertCategories(t.db);
});
afterAll(async () => t.close());
beforeEach(async () => {
  clock = new Date();
  await t.db.delete(deals);
});

const get = (url: string, headers?: Record<string, string>) => t.request('GET', url, { headers });
const dealList = async (url: string) => readData<Deal[]>(await get(url));
const dealPage = async (url: string) => readData<PagedDeals>(await get(url));
const asinsOf = (list: { asin: string }[]) => list.map((d) => d.asin);
const rowAsins = (rows: DealRow[]) => rows.map((r) => r.asin);
const priced = (priceCents: number, originalPriceCents = 1000) => ({ priceCents, originalPriceCents });

describe('GET /api/products/categories', () => {
  it('lists the categories in bar order', async () => {
    const res = await get('/api/products/categories');
    expect(res.status).toBe(200);
    expect(await readData(res)).toEqual(DEFAULT_CATEGORIES);
  });
});

describe('featured lists', () => {
  it('lists approved curated deals by precedence, then order, then discount', async () => {
    const [second, first, bigDiscount, smallDiscount] = await insertDeals(t.db, [
      { productType: 'curated', takesPrecedence: true, precedenceOrder: 2, ...priced(900) },
      { productType: 'curated', takesPrecedence: true, precedenceOrder: 1, ...priced(900) },
      { productType: 'curated', ...priced(300) },
      { productType: 'curated', ...priced(800) },
      { productType: 'regular', ...priced(100) },
      { productType: 'curated', isApproved: false },
    ]);
    const res = await get('/api/products/curated');
    expect(res.status).toBe(200);
    expect(asinsOf(await readData<Deal[]>(res))).toEqual(rowAsins([first, second, bigDiscount, smallDiscount]));
  });

  it('sends deals with prices in dollars', async () => {
    const [row] = await insertDeals(t.db, [{ productType: 'bestSeller', priceCents: 1999, originalPriceCents: 3999 }]);
    const res = await get('/api/products/best-sellers');
    expect(await readData(res)).toEqual([
      expect.objectContaining({
        _id: row.id,
        asin: row.asin,
        price: 19.99,
        originalPrice: 39.99,
        savings: 20,
        discountPercentage: 50,
      }),
    ]);
  });

  it('lists only best sellers under best-sellers', async () => {
    const [best] = await insertDeals(t.db, [
      { productType: 'bestSeller' },
      { productType: 'curated' },
      { productType: 'trending' },
    ]);
    expect(asinsOf(await dealList('/api/products/best-sellers'))).toEqual([best.asin]);
  });

  it('lists trending deals and TikTok trends under trending', async () => {
    const [trending, tiktok] = await insertDeals(t.db, [
      { productType: 'trending', ...priced(500) },
      { productType: 'regular', isTiktokTrend: true, ...priced(400) },
      { productType: 'regular' },
    ]);
    expect(asinsOf(await dealList('/api/products/trending'))).toEqual([tiktok.asin, trending.asin]);
  });
});

describe('visibility', () => {
  it('shows only approved, unexpired, unended deals priced within 24 hours, as time moves on', async () => {
    const [visible, nearlyStale, endingSoon] = await insertDeals(t.db, [
      {},
      { priceFetchedAt: new Date(clock.getTime() - 23 * HOUR) },
      { dealEndsAt: new Date(clock.getTime() + HOUR) },
      { isApproved: false },
      { isExpired: true },
      { dealEndsAt: new Date(clock.getTime() - 60_000) },
      { priceFetchedAt: new Date(clock.getTime() - 25 * HOUR) },
    ]);
    const shown = async () => {
      const all = await dealPage('/api/products/all');
      const home = await dealList('/api/products/category/home');
      const discounted = await dealPage('/api/products/discounted?minDiscount=0');
      const stats = await readData<DealStatistics>(await get('/api/products/statistics'));
      expect(asinsOf(home).sort()).toEqual(asinsOf(all.products).sort());
      expect(discounted.total).toBe(all.total);
      expect(stats.overall.totalDeals).toBe(all.total);
      return asinsOf(all.products).sort();
    };
    expect(await shown()).toEqual(rowAsins([visible, nearlyStale, endingSoon]).sort());

    clock = new Date(clock.getTime() + 2 * HOUR);
    expect(await shown()).toEqual([visible.asin]);
  });
});

describe('GET /api/products/all', () => {
  it('defaults to page 1 of 50', async () => {
    await insertDeals(t.db, [{}, {}, {}]);
    const page = await dealPage('/api/products/all');
    expect(page).toMatchObject({ page: 1, limit: 50, total: 3, totalPages: 1 });
    expect(page.products).toHaveLength(3);
  });

  it('pages through every deal once, in the public order', async () => {
    await insertDeals(t.db, [
      ...[10, 20, 30, 40, 50].map((d) => priced(1000 - d * 10)),
      { takesPrecedence: true, precedenceOrder: 1, ...priced(990) },
      { takesPrecedence: true, precedenceOrder: 2, ...priced(100) },
    ]);
    const everything = asinsOf((await dealPage('/api/products/all?limit=1000')).products);
    const pages: string[] = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await dealPage(`/api/products/all?page=${page}&limit=3`);
      expect(res).toMatchObject({ page, limit: 3, total: 7, totalPages: 3 });
      pages.push(...asinsOf(res.products));
    }
    expect(pages).toEqual(everything);
    expect(everything).toHaveLength(7);
    const far = await get('/api/products/all?page=100000&limit=1000');
    expect(far.status).toBe(200);
    expect((await readData<PagedDeals>(far)).products).toEqual([]);
  });
});

describe('GET /api/products/category/{category}', () => {
  it('lists one category, or every deal for home', async () => {
    const [kitchen, toys] = await insertDeals(t.db, [{ category: 'kitchen' }, { category: 'toys' }]);
    expect(asinsOf(await dealList('/api/products/category/kitchen'))).toEqual([kitchen.asin]);
    expect(asinsOf(await dealList('/api/products/category/home')).sort()).toEqual(rowAsins([kitchen, toys]).sort());
    expect(await dealList('/api/products/category/books')).toEqual([]);
  });

  it('lists deals at $10 or less from any category, plus those filed under deals, as "$10 & Under"', async () => {
    const [atTen, cheapToy, filed] = await insertDeals(t.db, [
      { category: 'kitchen', ...priced(1000, 2000) },
      { category: 'toys', ...priced(300) },
      { category: 'deals', ...priced(1029, 2000) },
      { category: 'kitchen', ...priced(1001, 2000) },
    ]);
    expect(asinsOf(await dealList('/api/products/category/deals')).sort()).toEqual(
      rowAsins([atTen, cheapToy, filed]).sort(),
    );
  });

  it('lists the trending list for trending', async () => {
    await insertDeals(t.db, [{ productType: 'trending' }, { isTiktokTrend: true }, {}]);
    const trending = await dealList('/api/products/trending');
    expect(trending).toHaveLength(2);
    expect(await dealList('/api/products/category/trending')).toEqual(trending);
  });

  it('answers 404 naming an unknown category', async () => {
    for (const category of ['garden', 'uncategorized']) {
      const res = await get(`/api/products/category/${category}`);
      expect(res.status).toBe(404);
      expect((await readJson(res)).message).toBe(`Unknown category: ${category}`);
    }
  });
});

describe('GET /api/products/super-deal', () => {
  it('answers the approved super deal in the super deal shape', async () => {
    const [row] = await insertDeals(t.db, [{ isSuperDeal: true, priceCents: 4000, originalPriceCents: 10000 }, {}]);
    const res = await get('/api/products/super-deal');
    expect(res.status).toBe(200);
    expect(await readData(res)).toEqual({
      _id: row.id,
      asin: row.asin,
      title: row.title,
      imageUrl: row.imageUrl,
      amazonUrl: row.amazonUrl,
      currentPrice: 40,
      originalPrice: 100,
      savings: 60,
      savingsPercentage: 60,
      savingBasisType: 'LIST_PRICE',
      savingBasisLabel: 'List Price:',
      dealEndsAt: null,
      priceFetchedAt: row.priceFetchedAt.toISOString(),
      category: 'kitchen',
      categoryLabel: 'Home & Kitchen',
      rating: 4.5,
      reviewCount: 1200,
      isPrime: true,
    });
  });

  it('answers null with a message when there is no visible super deal', async () => {
    await insertDeals(t.db, [{ isSuperDeal: true, isApproved: false }, {}]);
    const res = await get('/api/products/super-deal');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: null, message: 'No super deal right now' });
  });
});

describe('GET /api/products/statistics', () => {
  it('computes every field over visible deals', async () => {
    await insertDeals(t.db, [
      { ...priced(500, 1000), rating: 4.0, isPrime: true, category: 'kitchen', productType: 'curated' },
      { ...priced(2000, 2500), rating: 4.6, isPrime: false, category: 'kitchen', productType: 'bestSeller' },
      { ...priced(6000, 8000), rating: 0, isPrime: true, category: 'toys', productType: 'trending' },
      { ...priced(15000, 20000), rating: 4.9, isPrime: true, category: 'baby', productType: 'regular' },
      { ...priced(100, 10000), isApproved: false },
    ]);
    const res = await get('/api/products/statistics');
    expect(res.status).toBe(200);
    expect(await readData(res)).toEqual({
      overall: {
        totalDeals: 4,
        averageDiscount: 30,
        averageRating: 4.5,
        averagePrice: 58.75,
        totalSavings: 80,
        hasPrime: 3,
        topCategories: [
          { category: 'kitchen', label: 'Home & Kitchen', count: 2 },
          { category: 'baby', label: 'Mama & Baby Essentials', count: 1 },
          { category: 'toys', label: 'Toys & Learning', count: 1 },
        ],
      },
      priceRanges: { under10: 1, under25: 1, under50: 0, under100: 1, over100: 1 },
      discountRanges: { under10Percent: 0, under25Percent: 1, under50Percent: 2, over50Percent: 1 },
      productTypes: { curated: 1, bestSeller: 1, trending: 1, regular: 1 },
      categories: { kitchen: 2, toys: 1, baby: 1 },
    });
  });
});

describe('discounted deals', () => {
  it('pages deals at or above minDiscount (default 10), highest discount first, on both paths', async () => {
    const [, ten, fifty, seventy] = await insertDeals(t.db, [
      priced(950),
      priced(900),
      priced(500),
      priced(300),
      { ...priced(100), isApproved: false },
    ]);
    const byDefault = await dealPage('/api/products/discounted');
    expect(byDefault).toMatchObject({ page: 1, limit: 50, total: 3, totalPages: 1 });
    expect(asinsOf(byDefault.products)).toEqual(rowAsins([seventy, fifty, ten]));
    expect(asinsOf((await dealPage('/api/products/discounted?minDiscount=50')).products)).toEqual(
      rowAsins([seventy, fifty]),
    );
    expect(asinsOf((await dealPage('/api/products/discounted?minDiscount=10.5')).products)).toEqual(
      rowAsins([seventy, fifty]),
    );

    const query = '?minDiscount=10&page=2&limit=1';
    const admin = await get(`/api/discount-products${query}`);
    expect(admin.status).toBe(200);
    expect(admin.json).toEqual((await get(`/api/products/discounted${query}`)).json);
    expect(asinsOf((await readData<PagedDeals>(admin)).products)).toEqual([fifty.asin]);
  });
});

describe('caching', () => {
  it('answers 304 when the ETag still matches, and a new ETag after a change', async () => {
    await insertDeals(t.db, [{}]);
    for (const url of ['/api/products/all', '/api/products/statistics', '/api/products/category/kitchen']) {
      const first = await get(url);
      const etag = first.headers.get('etag');
      expect(etag, url).toBeTruthy();
      expect(first.headers.get('cache-control')).toContain('max-age');
      expect((await get(url, { 'If-None-Match': etag ?? '' })).status).toBe(304);
    }
    const before = (await get('/api/products/all')).headers.get('etag');
    await insertDeals(t.db, [{}]);
    const after = await get('/api/products/all', { 'If-None-Match': before ?? '' });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });
});

describe('bad input', () => {
  const cases: [string, string][] = [
    ['/api/products/all?page=-1', 'page'],
    ['/api/products/all?page=abc', 'page'],
    ['/api/products/all?page=1.5', 'page'],
    ['/api/products/all?limit=100000', 'limit'],
    ['/api/products/all?limit=0', 'limit'],
    ['/api/products/discounted?minDiscount=500', 'minDiscount'],
    ['/api/products/discounted?minDiscount=-1', 'minDiscount'],
    ['/api/products/discounted?minDiscount=lots', 'minDiscount'],
    ['/api/products/discounted?page=-1', 'page'],
    ['/api/products/discounted?limit=100000', 'limit'],
    ['/api/discount-products?minDiscount=500', 'minDiscount'],
    ['/api/discount-products?page=abc', 'page'],
    [`/api/products/category/${encodeURIComponent("'; drop table deals;--")}`, 'category'],
    [`/api/products/category/${encodeURIComponent('<script>alert(1)')}`, 'category'],
    [`/api/products/category/${'a'.repeat(51)}`, 'category'],
    ['/api/products/category/Kitchen', 'category'],
  ];

  it('answers 400 with a message naming the field, and changes nothing', async () => {
    await insertDeals(t.db, [{}, {}]);
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect((await readJson(res)).message, url).toContain(field);
      expect(res.text).not.toContain('<script>');
    }
    const [{ n }] = await t.db.select({ n: count() }).from(deals);
    expect(n).toBe(2);
    expect((await dealPage('/api/products/all')).total).toBe(2);
  });
});
