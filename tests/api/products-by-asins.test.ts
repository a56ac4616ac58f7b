import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/schemas/deal';
import { deals } from '../../src/server/db/schema';
import { insertCategories, insertDeals } from '../support/factories';
import { readData, readJson } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

const HOUR = 3_600_000;
let clock = new Date();
let t: TestApp;

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
const byAsins = (asins: string[]) => get(`/api/products/by-asins?asins=${asins.join(',')}`);
const asinsOf = (list: { asin: string }[]) => list.map((d) => d.asin);
const asin = (n: number) => `B0${String(n).padStart(8, '0')}`;

describe('GET /api/products/by-asins', () => {
  it('answers the deals we offer among the ASINs, in dollars, leaving out ended and unknown ones', async () => {
    const soon = new Date(clock.getTime() + 3 * HOUR);
    const [live, endingSoon, soldOut] = await insertDeals(t.db, [
      { priceCents: 1999, originalPriceCents: 3999 },
      { dealEndsAt: soon },
      { availability: 'OUT_OF_STOCK' },
      { isApproved: false },
      { isExpired: true },
      { dealEndsAt: new Date(clock.getTime() - HOUR) },
      { priceFetchedAt: new Date(clock.getTime() - 48 * HOUR) },
    ]);
    const stored = await t.db.select({ asin: deals.asin }).from(deals);
    const res = await byAsins([...asinsOf(stored), 'B0NEVERHAD']);
    expect(res.status).toBe(200);
    const found = await readData<Deal[]>(res);
    expect(asinsOf(found).sort()).toEqual([live.asin, endingSoon.asin, soldOut.asin].sort());
    // Out of stock at the retailer: still ours, and the saved list says it is unavailable.
    expect(found.find((d) => d.asin === soldOut.asin)?.availability).toBe('OUT_OF_STOCK');
    expect(found.find((d) => d.asin === live.asin)).toMatchObject({
      price: 19.99,
      originalPrice: 39.99,
      title: live.title,
    });
    expect(found.find((d) => d.asin === endingSoon.asin)?.dealEndsAt).toBe(soon.toISOString());
  });

  it('ignores case and repeats, and answers an empty list when none is live', async () => {
    const [row] = await insertDeals(t.db, [{}]);
    expect(asinsOf(await readData<Deal[]>(await byAsins([row.asin.toLowerCase(), row.asin])))).toEqual([row.asin]);
    const none = await byAsins(['B0NEVERHAD', 'B0NEVERHA2']);
    expect(none.status).toBe(200);
    expect(await readData(none)).toEqual([]);
  });

  it('accepts 100 ASINs', async () => {
    const rows = await insertDeals(
      t.db,
      Array.from({ length: 100 }, (_, i) => ({ asin: asin(i) })),
    );
    const found = await readData<Deal[]>(await byAsins(asinsOf(rows)));
    expect(found).toHaveLength(100);
  });

  it.each([
    ['101 ASINs', `asins=${Array.from({ length: 101 }, (_, i) => asin(i)).join(',')}`, 'at most 100 ASINs at once'],
    ['a bad ASIN', `asins=${asin(1)},B0BAD`, 'asins: not an ASIN (10 letters or digits): B0BAD'],
    ['an ASIN with a symbol', `asins=B0000000%3B1`, 'asins: not an ASIN (10 letters or digits): B0000000;1'],
    ['an empty list', 'asins=', 'asins is empty: give at least one ASIN'],
    ['only commas', 'asins=,,,', 'asins is empty: give at least one ASIN'],
    ['no asins', '', 'asins is required: a comma-separated list of ASINs'],
    ['a huge value', `asins=${'A'.repeat(100_000)}`, 'at most 100 ASINs at once'],
  ])('refuses %s with 400 and a clear message', async (_, query, message) => {
    const res = await get(`/api/products/by-asins?${query}`);
    expect(res.status).toBe(400);
    expect(await readJson(res)).toMatchObject({ data: null, message });
  });

  it('is cached like the other public reads and cleared when a deal ends', async () => {
    const [row] = await insertDeals(t.db, [{}]);
    const first = await byAsins([row.asin]);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await byAsins([row.asin])).headers.get('etag')).toBe(etag);
    expect((await get(`/api/products/by-asins?asins=${row.asin}`, { 'if-none-match': etag! })).status).toBe(304);
    await t.db.update(deals).set({ isExpired: true }).where(eq(deals.id, row.id));
    const after = await byAsins([row.asin]);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await readData(after)).toEqual([]);
  });
});
