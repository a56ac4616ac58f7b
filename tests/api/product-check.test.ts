import { afterEach, describe, expect, it } from 'vitest';
import type { ProductCheck } from '../../src/schemas/product-check';
import { deals, priceObservations } from '../../src/server/db/schema';
import { createMemoryRetailer, retailerItem, testAsin } from '../support/fake-creators-api';
import { dealFactory } from '../support/factories';
import { readData, readJson } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
afterEach(() => t.close());

const HOUR = 3_600_000;
let clock = new Date();

async function setUp(env: Record<string, string> = {}) {
  clock = new Date();
  const memory = createMemoryRetailer();
  t = await createTestApp({ retailer: memory.retailer, now: () => clock, env });
  return memory;
}

/** GET /api/check from one client address (each address has its own limit). */
const check = async (url: string, ip = '10.1.1.1') =>
  await t.app.request(`/api/check?url=${encodeURIComponent(url)}`, {}, { incoming: { socket: { remoteAddress: ip } } });

describe("'Check any Amazon link'", () => {
  it('sends a deal we list to its page, without asking the retailer', async () => {
    const memory = await setUp();
    const [row] = await t.db
      .insert(deals)
      .values(dealFactory({ title: 'Soft Baby Blanket, 2 Pack' }))
      .returning();
    const res = await check(`https://www.amazon.com/Soft-Blanket/dp/${row.asin}/ref=sr_1_3?th=1`);
    expect(res.status).toBe(200);
    expect(await readData<ProductCheck>(res)).toEqual({
      listed: true,
      asin: row.asin,
      path: `/deal/${row.asin}/soft-baby-blanket-2-pack`,
    });
    expect(memory.calls.getItems).toEqual([]);
  });

  it('sends a deal we list that Amazon has out of stock to its page too, which says so', async () => {
    const memory = await setUp();
    const [row] = await t.db
      .insert(deals)
      .values(dealFactory({ title: 'Night Light', availability: 'OUT_OF_STOCK' }))
      .returning();
    expect(await readData<ProductCheck>(await check(row.asin))).toEqual({
      listed: true,
      asin: row.asin,
      path: `/deal/${row.asin}/night-light`,
    });
    expect(memory.calls.getItems).toEqual([]);
  });

  it('asks the retailer once for an item we do not list, shows it with the prices we saw, and reuses the answer for an hour', async () => {
    const memory = await setUp();
    const asin = testAsin();
    memory.add(retailerItem({ asin, title: 'Stroller Fan', price: 17.49, originalPrice: 24.99 }));
    await t.db.insert(priceObservations).values([
      { asin, priceCents: 1999, observedAt: new Date(clock.getTime() - 48 * HOUR) },
      { asin, priceCents: 1849, observedAt: new Date(clock.getTime() - 24 * HOUR) },
    ]);

    const first = await readData<ProductCheck>(await check(`https://www.amazon.com/gp/aw/d/${asin}?psc=1`));
    expect(first).toMatchObject({
      listed: false,
      asin,
      title: 'Stroller Fan',
      price: 17.49,
      originalPrice: 24.99,
      imageUrl: `https://m.media-amazon.com/images/I/${asin}.jpg`,
      detailPageUrl: `https://www.amazon.com/dp/${asin}?tag=savvymoms-20`,
      availability: 'IN_STOCK',
      history: [{ priceCents: 1999 }, { priceCents: 1849 }],
    });
    expect(first.listed === false && Date.parse(first.priceFetchedAt)).toBeGreaterThan(0);

    // A bare ASIN in lower case, from another visitor: the same answer, no second call.
    expect(await readData<ProductCheck>(await check(asin.toLowerCase(), '10.1.1.2'))).toMatchObject({
      title: 'Stroller Fan',
    });
    expect(memory.calls.getItems).toEqual([[asin]]);
    // Nothing of it is stored as a deal.
    expect(await t.db.select().from(deals)).toEqual([]);
  });

  it('shares one retailer call between checks of the same ASIN made at once', async () => {
    const memory = await setUp();
    const asin = testAsin();
    memory.add(retailerItem({ asin }));
    const answers = await Promise.all([1, 2, 3, 4].map((i) => check(asin, `10.2.0.${i}`)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(memory.calls.getItems).toHaveLength(1);
  });

  it('says so when the retailer has no such product, or no price for it', async () => {
    const memory = await setUp();
    const missing = await check('B0NOSUCH00');
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).message).toBe(
      'Amazon did not give us a product with the ASIN B0NOSUCH00. Check the link and try again.',
    );
    const asin = testAsin();
    memory.add(retailerItem({ asin, price: 0 }));
    const unpriced = await check(asin);
    expect(unpriced.status).toBe(404);
    expect((await readJson(unpriced)).message).toBe(
      'Amazon shows no price for this product right now, so there is nothing to check.',
    );
  });

  it('never shows an answer with a link or image off the retailer', async () => {
    const memory = await setUp();
    const asin = testAsin();
    memory.add(retailerItem({ asin, imageUrl: 'https://evil.example/x.jpg' }));
    expect((await check(asin)).status).toBe(404);
  });

  it('says when the retailer cannot be reached, and asks again on the next check', async () => {
    const memory = await setUp();
    const asin = testAsin();
    memory.add(retailerItem({ asin }));
    memory.hooks.getItems = (_asins, call) => {
      if (call === 1) throw new Error('socket hang up');
    };
    const failed = await check(asin);
    expect(failed.status).toBe(503);
    expect((await readJson(failed)).message).toBe(
      'We could not reach Amazon just now. Please try again in a few minutes.',
    );
    expect((await check(asin)).status).toBe(200);
  });

  it("draws on the visitors' share of the day's retailer quota, then says to come back tomorrow", async () => {
    const memory = await setUp({ CREATORS_DAILY_REQUEST_QUOTA: '20' });
    const asins = [testAsin(), testAsin(), testAsin()];
    for (const asin of asins) memory.add(retailerItem({ asin }));
    const statuses = [];
    for (const asin of asins) statuses.push((await check(asin)).status);
    expect(statuses).toEqual([200, 200, 503]);
    expect(memory.calls.getItems).toHaveLength(2);
  });

  it('allows 10 checks a minute per client, then answers 429', async () => {
    await setUp();
    for (let i = 0; i < 10; i++) expect((await check('not a link')).status).toBe(400);
    const limited = await check('not a link');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await check('not a link', '10.9.9.9')).status).toBe(400);
  });

  const notAnAddress =
    "That is not an Amazon product link or ASIN. Paste a link such as amazon.com/dp/B08N5WRWNW, or the product's 10-character ASIN.";
  it.each([
    ['nothing', '', 'Paste an Amazon product link or its 10-character ASIN.'],
    ['a short ASIN', 'B0SHORT', notAnAddress],
    ['javascript:', 'javascript:alert(document.cookie)', notAnAddress],
    [
      'a short link',
      'https://amzn.to/3abcDEF',
      'Short links like amzn.to can only be read by opening them, and we never open links for you. Open it in your browser, then share or copy the full Amazon address.',
    ],
    [
      'a loopback address',
      'http://127.0.0.1:4321/dp/B08N5WRWNW',
      'We can only check links to amazon.com. That link is to 127.0.0.1.',
    ],
    [
      'another shop',
      'https://www.target.com/p/-/A-12345',
      'We can only check links to amazon.com. That link is to www.target.com.',
    ],
    [
      'a search page',
      'https://www.amazon.com/s?k=wipes',
      "That Amazon link is not to one product. Open the product's page, then share or copy its address.",
    ],
    [
      '10,000 characters',
      'a'.repeat(10_000),
      'That is too long for a product link. Paste the address of one Amazon product.',
    ],
  ])('refuses %s with a clear message and asks no one', async (_label, url, message) => {
    const memory = await setUp();
    const res = await check(url);
    expect(res.status).toBe(400);
    expect(await readJson(res)).toMatchObject({ data: null, message, error: 'validation_failed' });
    expect(memory.calls.getItems).toEqual([]);
  });

  it('refuses a check without a url', async () => {
    await setUp();
    const res = await t.request('GET', '/api/check');
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toBe('Paste an Amazon product link or its 10-character ASIN.');
  });
});
