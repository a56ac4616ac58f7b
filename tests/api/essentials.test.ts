import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ESSENTIAL_CATEGORIES } from '../../src/schemas/categories';
import type { EssentialItem } from '../../src/schemas/deal';
import type { FetchEssentialsResult } from '../../src/schemas/newsletter';
import { essentials, jobRuns } from '../../src/server/db/schema';
import { createMemoryRetailer, retailerItem } from '../support/fake-creators-api';
import { insertEssentials } from '../support/factories';
import { readData, readJson } from '../support/http';
import { anyNumber, anyString, stringContaining } from '../support/matchers';
import { createTestApp, type TestApp } from '../support/test-app';

/** The essentials listed at url. */
const listAt = async (t: TestApp, url: string) => readData<EssentialItem[]>(await t.request('GET', url));
const fetchResult = readData<FetchEssentialsResult>;

/** A retailer with deals for every essential category (the discounts given for two of them). */
function stockedRetailer() {
  const memory = createMemoryRetailer();
  for (const [, name] of Object.entries(ESSENTIAL_CATEGORIES)) {
    memory.searches.set(name.toLowerCase(), [
      retailerItem({ title: `${name} value pack`, discountPercentage: 20, price: 9.99, originalPrice: 12.49 }),
    ]);
  }
  memory.searches.set(
    'toilet paper',
    [15, 62, 40, 5].map((d) => retailerItem({ title: `Toilet paper ${d}% off`, discountPercentage: d })),
  );
  memory.searches.set('batteries', [
    retailerItem({
      title: 'AA batteries 24 pack',
      discountPercentage: 33,
      price: 11.5,
      originalPrice: 17.25,
      unitCount: 24,
      unitLabel: 'battery',
    }),
  ]);
  return memory;
}

describe('essentials', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('fetches every category in the background and lists the best deals first, in category order', async () => {
    const memory = stockedRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    expect(await listAt(t, '/api/essentials')).toEqual([]);

    const started = await t.request('POST', '/api/essentials/fetch');
    expect(started.status).toBe(200);
    expect(await fetchResult(started)).toEqual({ processing: true, estimatedTimeSeconds: anyNumber() });
    await t.deps.tasks.idle();

    const list = await listAt(t, '/api/essentials');
    const order = Object.keys(ESSENTIAL_CATEGORIES);
    const categoriesSeen = [...new Set(list.map((e) => e.category))];
    expect(categoriesSeen).toEqual(order);
    expect(list.filter((e) => e.category === 'toilet_paper').map((e) => e.discountPercentage)).toEqual([62, 40, 15]);

    const batteries = await listAt(t, '/api/essentials/category/batteries');
    expect(batteries).toEqual([
      {
        category: 'batteries',
        asin: anyString(),
        title: 'AA batteries 24 pack',
        price: 11.5,
        originalPrice: 17.25,
        discountPercentage: 33,
        savingBasisType: 'LIST_PRICE',
        savingBasisLabel: 'List Price:',
        unitCount: 24,
        unitLabel: 'battery',
        offerType: null,
        unitPrice: null,
        unitPriceUnit: null,
        imageUrl: stringContaining('https://'),
        detailPageUrl: stringContaining('tag=savvymoms-20'),
        lastUpdated: anyString(),
      },
    ]);
    expect(Number.isNaN(Date.parse(batteries[0].lastUpdated))).toBe(false);
  });

  it('fetches one category on request, and does not ask the retailer again right after a good run', async () => {
    const memory = stockedRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    const one = await t.request('POST', '/api/essentials/fetch/dish_soap');
    expect((await fetchResult(one)).processing).toBe(true);
    await t.deps.tasks.idle();
    expect(memory.calls.searchItems.map((s) => s.keywords)).toEqual([['Dish Soap']]);
    expect((await listAt(t, '/api/essentials')).map((e) => e.category)).toEqual(['dish_soap']);

    const soon = await t.request('POST', '/api/essentials/fetch');
    expect(await fetchResult(soon)).toEqual({ processing: false, estimatedTimeSeconds: 0 });
    await t.deps.tasks.idle();
    expect(memory.calls.searchItems).toHaveLength(1);
  });

  it('starts at most one run per 10 minutes, even when the last one failed, so a loop cannot spend the quota', async () => {
    const memory = stockedRetailer();
    memory.hooks.searchItems = () => Promise.reject(new Error('retailer is down'));
    let now = new Date('2026-11-23T12:00:00Z');
    t = await createTestApp({ retailer: memory.retailer, now: () => now });
    expect((await fetchResult(await t.request('POST', '/api/essentials/fetch'))).processing).toBe(true);
    await t.deps.tasks.idle();
    const callsPerRun = memory.calls.searchItems.length;
    expect(callsPerRun).toBeGreaterThan(0);

    for (let i = 0; i < 5; i++) {
      now = new Date(now.getTime() + 60_000);
      const again = await t.request('POST', '/api/essentials/fetch');
      expect(await readJson(again)).toEqual({
        data: { processing: false, estimatedTimeSeconds: 0 },
        message: 'Essentials were fetched a few minutes ago. Please try again later.',
      });
    }
    await t.deps.tasks.idle();
    expect(memory.calls.searchItems).toHaveLength(callsPerRun);

    now = new Date(now.getTime() + 5 * 60_000);
    expect((await fetchResult(await t.request('POST', '/api/essentials/fetch'))).processing).toBe(true);
    await t.deps.tasks.idle();
    expect(memory.calls.searchItems).toHaveLength(2 * callsPerRun);
  });

  it("keeps yesterday's items when the retailer finds nothing for a category", async () => {
    const memory = createMemoryRetailer();
    t = await createTestApp({ retailer: memory.retailer });
    await insertEssentials(t.db, [{}]);
    await t.request('POST', '/api/essentials/fetch/hand_soap');
    await t.deps.tasks.idle();
    const list = await listAt(t, '/api/essentials/category/hand_soap');
    expect(list.map((e) => e.asin)).toEqual(['B0HANDSOAP']);
  });
});

describe('essentials refuse unknown categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['paper', 'TOILET_PAPER', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', "batteries'%20OR%201=1--", 'x'.repeat(500)])(
    'answers 404 for %s and starts nothing',
    async (category) => {
      const read = await t.request('GET', `/api/essentials/category/${category}`);
      expect(read.status).toBe(404);
      expect((await readJson(read)).message).toMatch(/^Unknown essential category: /);
      const fetch = await t.request('POST', `/api/essentials/fetch/${category}`);
      expect(fetch.status).toBe(404);
      await t.deps.tasks.idle();
      expect(await t.db.select().from(jobRuns)).toEqual([]);
      expect(await t.db.select().from(essentials)).toEqual([]);
    },
  );

  it('never lists an item whose price is more than 24 hours old, on either read (the refresh failing meanwhile)', async () => {
    let clock = new Date('2026-11-22T14:00:00Z');
    t = await createTestApp({ retailer: createMemoryRetailer().retailer, now: () => clock });
    const hoursOld = (hours: number) => new Date(clock.getTime() - hours * 3_600_000);
    await insertEssentials(t.db, [
      { asin: 'B0SOAPFRSH', lastUpdated: hoursOld(23.9) },
      { asin: 'B0SOAPSTAL', lastUpdated: hoursOld(24.1) },
    ]);
    const listed = async () =>
      [await listAt(t, '/api/essentials'), await listAt(t, '/api/essentials/category/hand_soap')].map((list) =>
        list.map((e) => e.asin),
      );
    expect(await listed()).toEqual([['B0SOAPFRSH'], ['B0SOAPFRSH']]);

    // Six hours on, with no successful refresh, nothing is fresh enough to show.
    clock = new Date(clock.getTime() + 6 * 3_600_000);
    await t.request('POST', '/api/essentials/fetch/hand_soap');
    await t.deps.tasks.idle();
    expect(await listed()).toEqual([[], []]);
  });
});
