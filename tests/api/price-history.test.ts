import { afterEach, describe, expect, it } from 'vitest';
import { priceObservations } from '../../src/server/db/schema';
import { launchDealRefresh } from '../../src/server/jobs/deal-refresh';
import { compactPriceHistory, priceHistory } from '../../src/server/services/price-history';
import { createMemoryRetailer, retailerItem } from '../support/fake-creators-api';
import { dealFactory } from '../support/factories';
import { deals } from '../../src/server/db/schema';
import { loadDealPage } from '../../src/server/services/deal-pages';
import { readData } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
afterEach(() => t.close());

const now = new Date('2026-11-23T15:00:00Z');
const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 60 * 60 * 1000);

describe('price history', () => {
  it('keeps every observation for 30 days, then the lowest of each day for a year, then none', async () => {
    t = await createTestApp();
    const asin = 'B0HISTORY1';
    await t.db.insert(priceObservations).values([
      // 400 days ago: gone.
      { asin, priceCents: 1000, observedAt: ago(400) },
      // 40 days ago, three in one UTC day: only the lowest stays.
      { asin, priceCents: 2500, observedAt: ago(40, 1) },
      { asin, priceCents: 2100, observedAt: ago(40, 3) },
      { asin, priceCents: 2300, observedAt: ago(40, 5) },
      // Another deal on the same day keeps its own lowest.
      { asin: 'B0HISTORY2', priceCents: 900, observedAt: ago(40, 2) },
      // Within 30 days: all stay.
      { asin, priceCents: 2200, observedAt: ago(5, 1) },
      { asin, priceCents: 2000, observedAt: ago(5, 2) },
    ]);
    expect(await compactPriceHistory(t.db, now)).toBe(3);
    expect((await priceHistory(t.db, asin, now)).map((p) => p.priceCents)).toEqual([2100, 2000, 2200]);
    expect((await priceHistory(t.db, 'B0HISTORY2', now)).map((p) => p.priceCents)).toEqual([900]);
    // A second pass changes nothing.
    expect(await compactPriceHistory(t.db, now)).toBe(0);
  });

  it('is compacted by each deal refresh, which counts what it removed', async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    const [row] = await t.db.insert(deals).values(dealFactory({})).returning();
    memory.add(retailerItem({ asin: row.asin, price: 19.99 }));
    const old = new Date(Date.now() - 50 * DAY);
    await t.db.insert(priceObservations).values([
      { asin: row.asin, priceCents: 2999, observedAt: old },
      { asin: row.asin, priceCents: 2899, observedAt: new Date(old.getTime() + 60_000) },
    ]);
    const result = await (await launchDealRefresh(t.deps)).finished;
    expect(result.counts).toMatchObject({ refreshed: 1, observationsCompacted: 1 });
    const history = await priceHistory(t.db, row.asin, new Date());
    expect(history.map((p) => p.priceCents)).toEqual([2899, 1999]);
  });

  it("is on a live deal's page, oldest first, from the last year only", async () => {
    t = await createTestApp();
    const [row] = await t.db
      .insert(deals)
      .values(dealFactory({ priceFetchedAt: new Date() }))
      .returning();
    const today = new Date();
    const before = (days: number) => new Date(today.getTime() - days * DAY);
    await t.db.insert(priceObservations).values([
      { asin: row.asin, priceCents: 2599, observedAt: before(3) },
      { asin: row.asin, priceCents: 2999, observedAt: before(20) },
      { asin: row.asin, priceCents: 1000, observedAt: before(400) },
      { asin: 'B0OTHER001', priceCents: 500, observedAt: before(2) },
    ]);
    const page = await loadDealPage(t.db, row.asin, today);
    expect(page.state).toBe('live');
    if (page.state !== 'live') return;
    expect(page.history.map((p) => p.priceCents)).toEqual([2999, 2599]);
  });
});

describe('admin sparklines', () => {
  it("answers each asked ASIN's daily lows of 30 days in one request, an empty list for one never seen", async () => {
    t = await createTestApp({ now: () => now });
    const asin = 'B0SPARK001';
    await t.db.insert(priceObservations).values([
      { asin, priceCents: 2500, observedAt: ago(2, 1) },
      { asin, priceCents: 2300, observedAt: ago(2, 3) },
      { asin, priceCents: 2400, observedAt: ago(1) },
      { asin, priceCents: 1000, observedAt: ago(45) },
      { asin: 'B0SPARK002', priceCents: 900, observedAt: ago(3) },
    ]);
    await t.signIn();
    const res = await t.request('POST', '/api/admin/price-history', {
      body: { asins: [asin, 'b0spark002', 'B0NEVER001'] },
    });
    expect(res.status).toBe(200);
    const day = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    expect(await readData(res)).toEqual({
      [asin]: [
        [day(ago(2, 1)), 2300],
        [day(ago(1)), 2400],
      ],
      B0SPARK002: [[day(ago(3)), 900]],
      B0NEVER001: [],
    });
  });

  it('refuses a visitor, a body without ASINs and one that is not JSON', async () => {
    t = await createTestApp();
    expect((await t.request('POST', '/api/admin/price-history', { body: { asins: ['B0SPARK001'] } })).status).toBe(401);
    await t.signIn();
    for (const body of [{}, { asins: [] }, { asins: ['not an asin'] }]) {
      expect((await t.request('POST', '/api/admin/price-history', { body })).status).toBe(400);
    }
    expect((await t.request('POST', '/api/admin/price-history', { raw: '{nope' })).status).toBe(400);
  });
});

describe('price badges on the public lists', () => {
  it('come with each listed deal from its observations, the same as on its page, and never without them', async () => {
    t = await createTestApp();
    const today = new Date();
    const before = (days: number) => new Date(today.getTime() - days * DAY);
    const [dropped, lowest, plain] = await t.db
      .insert(deals)
      .values([
        dealFactory({ priceCents: 1999, priceFetchedAt: today }),
        dealFactory({ priceCents: 1500, priceFetchedAt: today }),
        dealFactory({ priceCents: 999, priceFetchedAt: today }),
      ])
      .returning();
    await t.db.insert(priceObservations).values([
      { asin: dropped.asin, priceCents: 2499, observedAt: before(10) },
      { asin: dropped.asin, priceCents: 1999, observedAt: before(3) },
      { asin: dropped.asin, priceCents: 1999, observedAt: before(1) },
      { asin: lowest.asin, priceCents: 1800, observedAt: before(45) },
      { asin: lowest.asin, priceCents: 1500, observedAt: before(20) },
      { asin: lowest.asin, priceCents: 1600, observedAt: before(2) },
      { asin: lowest.asin, priceCents: 1500, observedAt: before(1) },
      // Another deal's cheaper price counts for nothing here.
      { asin: 'B0ELSEWHER', priceCents: 100, observedAt: before(40) },
    ]);
    const res = await t.request('GET', '/api/products/all?limit=500');
    const listed = (await readData<{ products: { asin: string; priceBadges: string[] }[] }>(res)).products;
    const badgesOf = (asin: string) => listed.find((d) => d.asin === asin)?.priceBadges;
    const day = (d: Date) =>
      d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'America/New_York' });
    expect(badgesOf(dropped.asin)).toEqual([`Price dropped $5.00 since ${day(before(3))}`]);
    expect(badgesOf(lowest.asin)).toEqual(["Lowest price we've seen", `Price dropped $1.00 since ${day(before(1))}`]);
    expect(badgesOf(plain.asin)).toEqual([]);
    for (const row of [dropped, lowest, plain]) {
      const page = await loadDealPage(t.db, row.asin, today);
      expect(page.state === 'live' && page.deal.priceBadges).toEqual(badgesOf(row.asin));
    }
  });
});
