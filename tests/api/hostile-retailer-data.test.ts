import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { EssentialItem, PagedDeals } from '../../src/schemas/deal';
import type { JobRunView, RetailerFetchResult } from '../../src/schemas/retailer';
import { deals } from '../../src/server/db/schema';
import type { RetailerItem } from '../../src/server/retailer/retailer-client';
import { createMemoryRetailer, retailerItem, testAsin } from '../support/fake-creators-api';
import { insertDeals } from '../support/factories';
import { type ApiBody, readData, readJson } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

/** Retailer answers no page may link to or load, each with the reason the operator reads. */
const hostileItems = (): [RetailerItem, string][] => [
  [retailerItem({ detailPageUrl: 'javascript:alert(document.cookie)' }), 'link is not https (javascript:)'],
  [retailerItem({ detailPageUrl: 'data:text/html,<script>alert(1)</script>' }), 'link is not https (data:)'],
  [retailerItem({ detailPageUrl: 'http://evil.example/dp/B0EVIL0001' }), 'link is not https (http:)'],
  [retailerItem({ detailPageUrl: 'https://evil.example/dp/B0EVIL0001' }), 'link is not on www.amazon.com'],
  [
    retailerItem({ detailPageUrl: 'https://www.amazon.com@evil.example/dp/B0EVIL0001' }),
    'link carries a user name or password',
  ],
  [retailerItem({ imageUrl: 'https://evil.example/pixel.gif' }), "image host evil.example is not the retailer's"],
  [retailerItem({ imageUrl: 'data:image/svg+xml,<svg/onload=alert(1)>' }), 'image is not https (data:)'],
];

/** What the job record (or answer) says of refused items, in the order the retailer returned them. */
const refusedText = (refused: [RetailerItem, string][]) =>
  `${refused.length} ${refused.length === 1 ? 'product' : 'products'} refused: ${refused
    .map(([item, reason]) => `${item.asin}: ${reason}`)
    .join('; ')}`;

const lastRun = async (t: TestApp, name: string) =>
  (await readData<JobRunView[]>(await t.request('GET', `/api/admin/jobs?name=${name}`)))[0];

/** The ASINs the operator sees in Manage Deals. */
const adminAsins = async (t: TestApp) =>
  (await readData<PagedDeals>(await t.request('GET', '/api/admin/products/all'))).products.map((d) => d.asin).sort();

async function importAsins(t: TestApp, asins: string[]) {
  const res = await t.request('POST', '/api/admin/amazon/import-by-asins', { body: { asins: asins.join(',') } });
  expect(res.status).toBe(202);
  await t.deps.tasks.idle();
}

describe('hostile retailer links and images are refused where retailer data is written', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('an ASIN import stores the good items and names each refused one in the job record', async () => {
    const memory = createMemoryRetailer();
    const good = [retailerItem(), retailerItem({ imageUrl: '' })];
    const hostile = hostileItems();
    memory.add(good[0], ...hostile.map(([item]) => item), good[1]);
    t = await createTestApp({ retailer: memory.retailer });
    await t.signIn();

    await importAsins(
      t,
      [good[0], ...hostile.map(([item]) => item), good[1]].map((i) => i.asin),
    );

    expect(await adminAsins(t)).toEqual(good.map((i) => i.asin).sort());
    expect(await lastRun(t, 'asin-import')).toMatchObject({
      status: 'succeeded',
      counts: { requested: 9, imported: 2, created: 2, refused: 7 },
      error: refusedText(hostile),
    });
  });

  it('an import does not overwrite a stored deal with a hostile link', async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    await t.signIn();
    const [stored] = await insertDeals(t.db, [{ priceCents: 1999 }]);
    const answer = retailerItem({ asin: stored.asin, price: 5, detailPageUrl: 'javascript:alert(1)' });
    memory.add(answer);

    await importAsins(t, [stored.asin]);

    const [row] = await t.db.select().from(deals).where(eq(deals.asin, stored.asin));
    expect(row).toMatchObject({ amazonUrl: stored.amazonUrl, priceCents: 1999 });
    expect(await lastRun(t, 'asin-import')).toMatchObject({
      counts: { imported: 0, updated: 0, refused: 1 },
      error: refusedText([[answer, 'link is not https (javascript:)']]),
    });
  });

  it('checks links against the configured marketplace (CREATORS_MARKETPLACE)', async () => {
    const memory = createMemoryRetailer();
    const ukAsin = testAsin();
    const uk = retailerItem({ asin: ukAsin, detailPageUrl: `https://www.amazon.co.uk/dp/${ukAsin}?tag=savvymoms-21` });
    const us = retailerItem();
    memory.add(uk, us);
    t = await createTestApp({ retailer: memory.retailer, env: { CREATORS_MARKETPLACE: 'www.amazon.co.uk' } });
    await t.signIn();

    await importAsins(t, [uk.asin, us.asin]);

    expect(await adminAsins(t)).toEqual([uk.asin]);
    expect((await lastRun(t, 'asin-import')).error).toBe(refusedText([[us, 'link is not on www.amazon.co.uk']]));
  });

  it('the keyword search stores the good results and its answer names the refused ones', async () => {
    const memory = createMemoryRetailer();
    const good = retailerItem();
    const hostile = hostileItems().slice(0, 2);
    memory.searches.set('stroller', [hostile[0][0], good, hostile[1][0]]);
    t = await createTestApp({ retailer: memory.retailer });
    await t.signIn();

    const res = await t.request('POST', '/api/admin/curated-deals/fetch', {
      body: { keywords: ['stroller'], maxResults: 10 },
    });

    expect(res.status).toBe(200);
    expect(await readJson<ApiBody<RetailerFetchResult>>(res)).toEqual({
      data: { count: 3, created: 1, updated: 0 },
      message: `Found 3 products: 1 new, 0 already listed, 2 refused. ${refusedText(hostile)}`,
    });
    expect(await adminAsins(t)).toEqual([good.asin]);
  });

  it('the refresh leaves a deal alone when the retailer answers with a hostile link or image, and records it', async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    await t.signIn();
    const [kept, refreshed] = await insertDeals(t.db, [{ priceCents: 1999 }, { priceCents: 1999 }]);
    const answer = retailerItem({ asin: kept.asin, price: 5, imageUrl: 'https://evil.example/pixel.gif' });
    memory.add(answer, retailerItem({ asin: refreshed.asin, price: 5 }));

    expect((await t.request('POST', '/api/admin/fetch-data')).status).toBe(200);
    await t.deps.tasks.idle();

    const rows = await t.db.select().from(deals);
    expect(rows.find((r) => r.asin === kept.asin)).toMatchObject({ imageUrl: kept.imageUrl, priceCents: 1999 });
    expect(rows.find((r) => r.asin === refreshed.asin)).toMatchObject({ priceCents: 500 });
    expect(await lastRun(t, 'deal-refresh')).toMatchObject({
      status: 'succeeded',
      counts: { deals: 2, refreshed: 1, refused: 1, removed: 0 },
      error: refusedText([[answer, "image host evil.example is not the retailer's"]]),
    });
  });

  it('the essentials refresh keeps hostile items out, even the best discount, and records them', async () => {
    const memory = createMemoryRetailer();
    const good = retailerItem({ title: 'Hand soap refill', discountPercentage: 20 });
    const hostile = retailerItem({ discountPercentage: 70, detailPageUrl: 'http://evil.example/soap' });
    memory.searches.set('hand soap', [hostile, good]);
    t = await createTestApp({ retailer: memory.retailer });
    await t.signIn();

    expect((await t.request('POST', '/api/essentials/fetch/hand_soap')).status).toBe(200);
    await t.deps.tasks.idle();

    const listed = await readData<EssentialItem[]>(await t.request('GET', '/api/essentials/category/hand_soap'));
    expect(listed.map((e) => e.asin)).toEqual([good.asin]);
    expect(await lastRun(t, 'essentials')).toMatchObject({
      status: 'succeeded',
      counts: { updated: 1, items: 1, refused: 1 },
      error: refusedText([[hostile, 'link is not https (http:)']]),
    });
  });
});
