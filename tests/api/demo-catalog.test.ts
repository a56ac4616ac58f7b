import { and, count, eq, gt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CategoryOption, DEFAULT_CATEGORIES, ESSENTIAL_CATEGORIES } from '../../src/schemas/categories';
import { type Deal, type DealStatistics, PRODUCT_TYPES, type PagedDeals, type SuperDeal } from '../../src/schemas/deal';
import { deals, essentials } from '../../src/server/db/schema';
import { seedIfEmpty } from '../../src/server/db/seed';
import { readData } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

const HOUR = 3_600_000;
const SEEDED_AT = new Date();
let t: TestApp;
let firstSeed: { seeded: boolean; deals: number };

// The seed is read-only for these tests, so one seeded app serves them all.
beforeAll(async () => {
  t = await createTestApp({ now: () => SEEDED_AT });
  firstSeed = await seedIfEmpty(t.db, SEEDED_AT, { partnerTag: 'moms-test-20' });
});
afterAll(async () => t.close());

/** The data of GET url. */
const dataAt = async <T>(url: string) => readData<T>(await t.request('GET', url));

const countDeals = async (where?: ReturnType<typeof and>) =>
  (await t.db.select({ n: count() }).from(deals).where(where))[0].n;

describe('seedIfEmpty', () => {
  it('seeds at least 300 deals, once', async () => {
    expect(firstSeed.seeded).toBe(true);
    expect(firstSeed.deals).toBeGreaterThanOrEqual(300);
    expect(await countDeals()).toBe(firstSeed.deals);

    expect(await seedIfEmpty(t.db, new Date(SEEDED_AT.getTime() + HOUR), { partnerTag: 'moms-test-20' })).toEqual({
      seeded: false,
      deals: 0,
    });
    expect(await countDeals()).toBe(firstSeed.deals);
  });

  it('fills every one of the 11 category tabs', async () => {
    expect(await dataAt<CategoryOption[]>('/api/products/categories')).toEqual(DEFAULT_CATEGORIES);
    for (const { id } of DEFAULT_CATEGORIES) {
      const res = await t.request('GET', `/api/products/category/${id}`);
      expect(res.status, id).toBe(200);
      expect((await readData<Deal[]>(res)).length, id).toBeGreaterThanOrEqual(20);
    }
    expect((await dataAt<PagedDeals>('/api/products/all?limit=500')).total).toBeGreaterThanOrEqual(300);
  });

  it('shows every featured list, Prime and non-Prime deals, and exactly one super deal', async () => {
    for (const path of ['curated', 'best-sellers', 'trending']) {
      expect((await dataAt<Deal[]>(`/api/products/${path}`)).length, path).toBeGreaterThanOrEqual(20);
    }
    const stats = await dataAt<DealStatistics>('/api/products/statistics');
    for (const type of PRODUCT_TYPES) expect(stats.productTypes[type], type).toBeGreaterThanOrEqual(20);
    expect(stats.overall.hasPrime).toBeGreaterThan(0);
    expect(stats.overall.hasPrime).toBeLessThan(stats.overall.totalDeals);

    expect(await countDeals(eq(deals.isSuperDeal, true))).toBe(1);
    const superDeal = await dataAt<SuperDeal>('/api/products/super-deal');
    expect(superDeal.savingsPercentage).toBeGreaterThanOrEqual(50);
  });

  it('has deals ending within 3 hours and within 6 hours of seeding', async () => {
    const endsWithin = (hours: number) =>
      countDeals(
        and(
          eq(deals.isApproved, true),
          gt(deals.dealEndsAt, SEEDED_AT),
          lte(deals.dealEndsAt, new Date(SEEDED_AT.getTime() + hours * HOUR)),
        ),
      );
    const within3 = await endsWithin(3);
    expect(within3).toBeGreaterThanOrEqual(3);
    expect((await endsWithin(6)) - within3).toBeGreaterThanOrEqual(3);
  });

  it('leaves uncategorized and other unapproved deals for the operator', async () => {
    expect(
      await countDeals(and(eq(deals.category, 'uncategorized'), eq(deals.isApproved, false))),
    ).toBeGreaterThanOrEqual(10);
    expect(await countDeals(eq(deals.isApproved, false))).toBeGreaterThanOrEqual(30);
  });

  it('stores deals as the retailer would: partner-tagged links, local images, fresh prices, recent additions', async () => {
    const rows = await t.db.select().from(deals);
    for (const row of rows) {
      expect(row.amazonUrl).toBe(`https://www.amazon.com/dp/${row.asin}?tag=moms-test-20`);
      expect(row.imageUrl).toBe(`/demo-images/${row.asin}.webp`);
      expect(row.priceFetchedAt).toEqual(SEEDED_AT);
      expect(row.priceCents).toBeLessThan(row.originalPriceCents);
      if (row.category === 'deals') expect(row.priceCents).toBeLessThanOrEqual(1000);
    }
    const weekAgo = SEEDED_AT.getTime() - 7 * 24 * HOUR;
    expect(rows.filter((r) => r.createdAt.getTime() >= weekAgo).length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((r) => r.createdAt.getTime() < weekAgo)).toBe(true);
  });

  it('seeds 3 or more essentials for every essential category', async () => {
    const rows = await t.db
      .select({ category: essentials.category, n: count() })
      .from(essentials)
      .groupBy(essentials.category);
    const byCategory = Object.fromEntries(rows.map((r) => [r.category, r.n]));
    for (const key of Object.keys(ESSENTIAL_CATEGORIES)) expect(byCategory[key], key).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /demo-images/{file}', () => {
  it('answers a small WebP illustration of a seeded product, cached for long', async () => {
    const [row] = await t.db.select().from(deals).where(eq(deals.brand, 'Munchkin')).limit(1);
    const res = await t.app.request(row.imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(bytes.length).toBeGreaterThan(500);
    expect(bytes.length).toBeLessThan(20_000);
  });

  it('answers the same illustration as SVG, naming the product', async () => {
    const [row] = await t.db.select().from(deals).where(eq(deals.brand, 'Munchkin')).limit(1);
    const res = await t.request('GET', row.imageUrl.replace(/\.webp$/, '.svg'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.text.startsWith('<svg')).toBe(true);
    expect(res.text).toContain('MUNCHKIN');
    expect(Buffer.byteLength(res.text)).toBeLessThan(2048);
  });

  it('answers a neutral placeholder for an unknown ASIN, and 404 for other names', async () => {
    const placeholder = await t.request('GET', '/demo-images/B0ZZ000000.svg');
    expect(placeholder.status).toBe(200);
    expect(placeholder.text).toContain('Image unavailable');
    expect((await t.app.request('/demo-images/B0ZZ000000.webp')).headers.get('content-type')).toBe('image/webp');
    for (const name of [
      'b0abcdefgh.svg',
      'B0ABCDEFGH.png',
      'B0ABC.svg',
      '..%2F..%2Fetc%2Fpasswd',
      'B0ABCDEFGH.svg.svg',
      'B0ABCDEFGH.webp.svg',
    ]) {
      expect((await t.request('GET', `/demo-images/${name}`)).status, name).toBe(404);
    }
  });
});
