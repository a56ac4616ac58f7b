import { afterEach, describe, expect, it } from 'vitest';
import type { PriceReportAnswer, PriceReportView } from '../../src/schemas/price-report';
import { deals, priceObservations, priceReports } from '../../src/server/db/schema';
import { loadDealPage } from '../../src/server/services/deal-pages';
import { createMemoryRetailer, retailerItem } from '../support/fake-creators-api';
import { dealFactory } from '../support/factories';
import { readData, readJson } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
afterEach(() => t.close());

const MINUTE = 60_000;
let clock = new Date();
const report = (asin: string, body: unknown = {}) => t.request('POST', `/api/deals/${asin}/price-report`, { body });
/** A report from a given client address, as @hono/node-server passes it (each address has its own limit). */
const reportFrom = (ip: string, asin: string) =>
  t.app.request(
    `/api/deals/${asin}/price-report`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    { incoming: { socket: { remoteAddress: ip } } },
  );

/** A listed deal at $24.99 and a fake retailer that now answers `retailerPrice` for it (or nothing). */
async function setUp(retailerPrice: number | null) {
  clock = new Date();
  const memory = createMemoryRetailer();
  t = await createTestApp({ retailer: memory.retailer, now: () => clock });
  const [row] = await t.db
    .insert(deals)
    .values(
      dealFactory({
        priceCents: 2499,
        originalPriceCents: 3999,
        priceFetchedAt: new Date(clock.getTime() - 60 * MINUTE),
      }),
    )
    .returning();
  if (retailerPrice !== null) memory.add(retailerItem({ asin: row.asin, price: retailerPrice, originalPrice: 39.99 }));
  return { memory, row };
}

describe("'Price changed?' reports", () => {
  it('re-checks the ASIN with the retailer at once, updates the deal and its page, and says what it found', async () => {
    const { memory, row } = await setUp(19.99);
    const res = await report(row.asin, { problem: 'price' });
    expect(res.status).toBe(200);
    expect(await readData<PriceReportAnswer>(res)).toMatchObject({
      outcome: 'updated',
      recent: false,
      message: 'Thank you! The price is now $19.99 (we showed $24.99). We have updated this page.',
    });
    expect(memory.calls.getItems).toEqual([[row.asin]]);
    const page = await loadDealPage(t.db, row.asin, new Date());
    expect(page.state === 'live' && page.deal.price).toBe(19.99);
    // Recorded like any refresh: the history has the new price.
    expect((await t.db.select().from(priceObservations)).map((o) => o.priceCents)).toEqual([1999]);
    const listed = await readData<{ products: { asin: string; price: number }[] }>(
      await t.request('GET', '/api/products/all'),
    );
    expect(listed.products.find((d) => d.asin === row.asin)?.price).toBe(19.99);
  });

  it('never takes a deal down: one the retailer does not return goes to the operator, still listed', async () => {
    const { row } = await setUp(null);
    expect(await readData<PriceReportAnswer>(await report(row.asin))).toMatchObject({
      outcome: 'missing',
      message: 'Thank you! The retailer did not return this deal just now; our team will look at it.',
    });
    expect(await t.db.select().from(deals)).toHaveLength(1);
    expect((await loadDealPage(t.db, row.asin, new Date())).state).toBe('live');
    expect(await t.db.select().from(priceReports)).toMatchObject([{ asin: row.asin, outcome: 'missing' }]);
  });

  it('allows 5 reports a minute per client, then answers 429', async () => {
    const { row } = await setUp(24.99);
    for (let i = 0; i < 5; i++) expect((await report(row.asin)).status).toBe(200);
    const limited = await report(row.asin);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it("spends at most a tenth of the day's retailer quota on visitors' checks, then leaves them to the refresh", async () => {
    clock = new Date();
    const memory = createMemoryRetailer();
    t = await createTestApp({
      retailer: memory.retailer,
      now: () => clock,
      env: { CREATORS_DAILY_REQUEST_QUOTA: '20' },
    });
    const rows = await t.db
      .insert(deals)
      .values([1, 2, 3].map(() => dealFactory({ priceCents: 2499, originalPriceCents: 3999 })))
      .returning();
    for (const row of rows) memory.add(retailerItem({ asin: row.asin, price: 24.99, originalPrice: 39.99 }));
    const outcomes = [];
    for (const row of rows) outcomes.push((await readData<PriceReportAnswer>(await report(row.asin))).outcome);
    expect(outcomes).toEqual(['unchanged', 'unchanged', 'deferred']);
    expect(memory.calls.getItems).toHaveLength(2);
    expect(await t.db.select().from(deals)).toHaveLength(3);
  });

  it('says the price still holds when it does', async () => {
    const { row } = await setUp(24.99);
    expect(await readData<PriceReportAnswer>(await report(row.asin))).toMatchObject({
      outcome: 'unchanged',
      message: 'We checked with the retailer just now: the price is still $24.99.',
    });
  });

  it('asks the retailer at most once per ASIN per 10 minutes, through 1,000 reports', async () => {
    const { memory, row } = await setUp(19.99);
    for (let i = 0; i < 1000; i++) {
      const res = await reportFrom(`10.0.${i >> 8}.${i & 255}`, row.asin);
      expect(res.status).toBe(200);
    }
    expect(memory.calls.getItems).toHaveLength(1);
    const last = await readData<PriceReportAnswer>(await report(row.asin));
    expect(last).toMatchObject({ outcome: 'updated', recent: true });
    const [stored] = await t.db.select().from(priceReports);
    expect(stored.reports).toBe(1001);

    clock = new Date(clock.getTime() + 9 * MINUTE);
    await report(row.asin);
    expect(memory.calls.getItems).toHaveLength(1);
    clock = new Date(clock.getTime() + 2 * MINUTE);
    expect(await readData<PriceReportAnswer>(await report(row.asin))).toMatchObject({
      outcome: 'unchanged',
      recent: false,
    });
    expect(memory.calls.getItems).toHaveLength(2);
  });

  it('politely refuses unknown ASINs, non-ASINs, non-JSON and unknown fields, and changes nothing', async () => {
    const { memory, row } = await setUp(19.99);
    const unknown = await report('B0NOTLISTD');
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).message).toBe('We do not list that product, so there is nothing to check.');
    expect((await report('not-an-asin')).status).toBe(400);
    expect((await t.request('POST', `/api/deals/${row.asin}/price-report`, { raw: '{oops' })).status).toBe(400);
    expect((await report(row.asin, { problem: 'rude' })).status).toBe(400);
    expect((await report(row.asin, { extra: 1 })).status).toBe(400);
    expect(memory.calls.getItems).toEqual([]);
    expect(await t.db.select().from(priceReports)).toEqual([]);
    const [stored] = await t.db.select().from(deals);
    expect(stored.priceCents).toBe(2499);
  });

  it("says it could not check when the retailer fails, and doesn't ask again within 10 minutes", async () => {
    const { memory, row } = await setUp(19.99);
    memory.hooks.getItems = () => {
      throw new Error('quota spent');
    };
    expect(await readData<PriceReportAnswer>(await report(row.asin))).toMatchObject({ outcome: 'failed' });
    await report(row.asin);
    expect(memory.calls.getItems).toHaveLength(1);
  });
});

describe('the operator’s report queue', () => {
  it('lists reported ASINs with their count and what the check found, for the operator only', async () => {
    const { row } = await setUp(19.99);
    await report(row.asin);
    await report(row.asin);
    expect((await t.request('GET', '/api/admin/price-reports')).status).toBe(401);
    await t.signIn();
    const queue = await readData<PriceReportView[]>(await t.request('GET', '/api/admin/price-reports'));
    expect(queue).toEqual([
      expect.objectContaining({ asin: row.asin, title: row.title, reports: 2, outcome: 'updated' }),
    ]);
  });
});
