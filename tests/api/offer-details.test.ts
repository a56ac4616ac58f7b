import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Deal, EssentialItem, PagedDeals } from '../../src/schemas/deal';
import { deals } from '../../src/server/db/schema';
import { launchDealRecheck } from '../../src/server/jobs/deal-recheck';
import { launchDealRefresh } from '../../src/server/jobs/deal-refresh';
import { AmazonCreatorsClient } from '../../src/server/retailer/amazon-creators-client';
import { loadDealPage } from '../../src/server/services/deal-pages';
import {
  clientOptionsFor,
  type FakeCreatorsApi,
  type FakeProduct,
  startFakeCreatorsApi,
  testAsin,
} from '../support/fake-creators-api';
import { insertCategories } from '../support/factories';
import { readData } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
let t: TestApp;
let fake: FakeCreatorsApi;
/** The app's clock: tests move it. */
let clock: Date;

afterEach(async () => {
  await t.close();
  await fake.close();
});

async function start() {
  fake = await startFakeCreatorsApi();
  clock = new Date();
  t = await createTestApp({ retailer: new AmazonCreatorsClient(clientOptionsFor(fake)), now: () => clock });
  await t.signIn();
  await insertCategories(t.db);
}

const product = (patch: Partial<FakeProduct> = {}): FakeProduct => ({
  asin: testAsin(),
  title: 'Silicone Baby Feeding Set',
  price: 19.99,
  basis: 29.99,
  ...patch,
});

/** Imports the products as the operator does and approves them into the kitchen category. */
async function listProducts(...products: FakeProduct[]) {
  fake.add(...products);
  const asins = products.map((p) => p.asin);
  const res = await t.request('POST', '/api/admin/amazon/import-by-asins', { body: { asins: asins.join(',') } });
  expect(res.status).toBe(202);
  await t.deps.tasks.idle();
  await t.db.update(deals).set({ isApproved: true, category: 'kitchen' }).where(inArray(deals.asin, asins));
}

const refresh = async () => (await launchDealRefresh(t.deps)).finished;

/** The ASINs on the public lists a visitor, a feed reader or a search engine sees. */
async function publicAsins() {
  const all = (await readData<PagedDeals>(await t.request('GET', '/api/products/all?limit=500'))).products;
  const category = await readData<Deal[]>(await t.request('GET', '/api/products/category/kitchen'));
  const feed = (await t.request('GET', '/feed.xml')).text;
  const sitemap = (await t.request('GET', '/sitemap.xml')).text;
  return {
    all: all.map((d) => d.asin).sort(),
    category: category.map((d) => d.asin).sort(),
    inFeed: (asin: string) => feed.includes(asin),
    inSitemap: (asin: string) => sitemap.includes(asin),
  };
}

const publicDeal = async (asin: string) =>
  (await readData<PagedDeals>(await t.request('GET', '/api/products/all?limit=500'))).products.find(
    (d) => d.asin === asin,
  );

describe('stock', () => {
  it('an out-of-stock deal leaves every public list, keeps its page as unavailable, and comes back in stock', async () => {
    await start();
    const crib = product({ title: 'Convertible Wooden Crib' });
    const mug = product({ title: 'Travel Mug' });
    await listProducts(crib, mug);
    expect((await publicAsins()).all).toEqual([crib.asin, mug.asin].sort());

    fake.add({ ...crib, availability: 'OUT_OF_STOCK' });
    expect((await refresh()).status).toBe('succeeded');

    const lists = await publicAsins();
    expect(lists.all).toEqual([mug.asin]);
    expect(lists.category).toEqual([mug.asin]);
    expect(lists.inFeed(crib.asin)).toBe(false);
    expect(lists.inSitemap(crib.asin)).toBe(false);
    expect(lists.inSitemap(mug.asin)).toBe(true);
    const page = await loadDealPage(t.db, crib.asin, clock);
    expect(page).toMatchObject({ state: 'unavailable', deal: { asin: crib.asin, availability: 'OUT_OF_STOCK' } });

    const admin = await readData<PagedDeals>(await t.request('GET', '/api/admin/products/all'));
    expect(admin.products.find((d) => d.asin === crib.asin)?.availability).toBe('OUT_OF_STOCK');

    fake.add({ ...crib, availability: 'IN_STOCK' });
    await refresh();
    expect((await publicAsins()).all).toEqual([crib.asin, mug.asin].sort());
    expect((await loadDealPage(t.db, crib.asin, clock)).state).toBe('live');
  });
});

describe('lightning and limited-time deals', () => {
  it('carries the badge, end, claimed share and Prime-only access to the public deal', async () => {
    await start();
    const endTime = new Date(clock.getTime() + 30 * MINUTE).toISOString();
    const lightning = product({
      type: 'LIGHTNING_DEAL',
      badge: 'Lightning Deal',
      startTime: new Date(clock.getTime() - 60 * MINUTE).toISOString(),
      endTime,
      percentClaimed: 43,
      accessType: 'PRIME_EXCLUSIVE',
    });
    await listProducts(lightning);
    expect(await publicDeal(lightning.asin)).toMatchObject({
      offerType: 'LIGHTNING_DEAL',
      dealBadge: 'Lightning Deal',
      dealEndsAt: endTime,
      dealPercentClaimed: 43,
      dealAccessType: 'PRIME_EXCLUSIVE',
    });
  });

  it('a deal whose end has passed leaves the lists within a minute, cached answers included', async () => {
    await start();
    const ending = product({
      badge: 'Limited time deal',
      endTime: new Date(clock.getTime() + 10 * MINUTE).toISOString(),
    });
    const open = product();
    await listProducts(ending, open);
    await t.db
      .update(deals)
      .set({ isSuperDeal: true })
      .where(inArray(deals.asin, [ending.asin]));
    expect((await publicAsins()).all).toEqual([ending.asin, open.asin].sort());
    const superDeal = await readData<{ asin: string; dealEndsAt: string } | null>(
      await t.request('GET', '/api/products/super-deal'),
    );
    expect(superDeal).toMatchObject({ asin: ending.asin, dealEndsAt: ending.endTime });

    // Read (and cached) 5 s before the end, then read a minute after it.
    const end = Date.parse(ending.endTime ?? '');
    clock = new Date(end - 5000);
    expect((await publicAsins()).all).toEqual([ending.asin, open.asin].sort());
    clock = new Date(end + MINUTE);
    expect((await publicAsins()).all).toEqual([open.asin]);
    expect((await loadDealPage(t.db, ending.asin, clock)).state).toBe('ended');
  });

  it('re-checks the deals ending within a day, and only those, between the scheduled refreshes', async () => {
    await start();
    const soon = product({ badge: 'Lightning Deal', endTime: new Date(clock.getTime() + 90 * MINUTE).toISOString() });
    const later = product({
      badge: 'Limited time deal',
      endTime: new Date(clock.getTime() + 3 * 1440 * MINUTE).toISOString(),
    });
    const plain = product();
    await listProducts({ ...soon, percentClaimed: 20 }, later, plain);
    const before = fake.callsTo('getItems').length;

    fake.add({ ...soon, percentClaimed: 81, price: 17.49 });
    const launch = await launchDealRecheck(t.deps);
    expect(launch).not.toBeNull();
    expect(await launch?.finished).toMatchObject({ status: 'succeeded', counts: { deals: 1, refreshed: 1 } });

    const asked = fake
      .callsTo('getItems')
      .slice(before)
      .flatMap((c) => c.body.itemIds);
    expect(asked).toEqual([soon.asin]);
    expect(await publicDeal(soon.asin)).toMatchObject({ dealPercentClaimed: 81, price: 17.49 });
  });

  it('keeps a deal when the retailer sends hostile deal details, dropping them to nothing', async () => {
    await start();
    const odd = product({
      rawDealDetails: { badge: { html: '<b>' }, endTime: 'tomorrow-ish', percentClaimed: 'lots', accessType: 7 },
      type: 'DROP TABLE deals',
      pricePerUnit: { amount: -4, displayAmount: '$-4 / Count' },
    });
    await listProducts(odd);
    expect(await publicDeal(odd.asin)).toMatchObject({
      dealBadge: null,
      dealEndsAt: null,
      dealPercentClaimed: null,
      dealAccessType: null,
      offerType: null,
      unitPrice: null,
      unitPriceUnit: null,
    });
  });
});

describe("Amazon's unit price and Subscribe & Save", () => {
  it("stores Amazon's price per unit beside our count from the title", async () => {
    await start();
    const rolls = product({
      title: 'Ultra Soft Toilet Paper, 24 Family Mega Rolls',
      unitCount: 24,
      price: 24,
      pricePerUnit: { amount: 0.25, displayAmount: '$0.25 / Count' },
    });
    const plain = product({ title: 'Toilet Paper, 12 Mega Rolls', unitCount: 12 });
    await listProducts(rolls, plain);
    expect(await publicDeal(rolls.asin)).toMatchObject({
      unitCount: 24,
      unitLabel: 'roll',
      unitPrice: 0.25,
      unitPriceUnit: 'count',
    });
    expect(await publicDeal(plain.asin)).toMatchObject({ unitCount: 12, unitPrice: null, unitPriceUnit: null });
  });

  it('an essential offered as Subscribe & Save says so', async () => {
    await start();
    fake.add(
      product({
        title: 'Toilet Paper Mega Rolls',
        type: 'SUBSCRIBE_AND_SAVE',
        pricePerUnit: { amount: 0.9, displayAmount: '$0.90 / Count' },
      }),
    );
    const res = await t.request('POST', '/api/essentials/fetch/toilet_paper');
    expect(res.status).toBe(200);
    await t.deps.tasks.idle();
    const list = await readData<EssentialItem[]>(await t.request('GET', '/api/essentials/category/toilet_paper'));
    expect(list).toEqual([
      expect.objectContaining({ offerType: 'SUBSCRIBE_AND_SAVE', unitPrice: 0.9, unitPriceUnit: 'count' }),
    ]);
  });
});
