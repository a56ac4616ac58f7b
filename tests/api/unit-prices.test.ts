import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/schemas/deal';
import { deals, priceObservations } from '../../src/server/db/schema';
import { AmazonCreatorsClient } from '../../src/server/retailer/amazon-creators-client';
import { loadDealPage } from '../../src/server/services/deal-pages';
import { clientOptionsFor, type FakeCreatorsApi, startFakeCreatorsApi, testAsin } from '../support/fake-creators-api';
import { dealFactory } from '../support/factories';
import { readData } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let fake: FakeCreatorsApi | undefined;
afterEach(async () => {
  await t.close();
  await fake?.close();
  fake = undefined;
});

const listed = async () =>
  (await readData<{ products: Deal[] }>(await t.request('GET', '/api/products/all?limit=500'))).products;

describe('unit prices', () => {
  it("carry the Creators API's unit count, with the unit the title names, to the stored deal and the public API", async () => {
    fake = await startFakeCreatorsApi();
    t = await createTestApp({ retailer: new AmazonCreatorsClient(clientOptionsFor(fake)) });
    await t.signIn();
    const rolls = { asin: testAsin(), title: 'Charmin Ultra Soft Toilet Paper, 24 Family Mega Rolls', unitCount: 24 };
    const pens = { asin: testAsin(), title: 'Gel pens for school', unitCount: 12 };
    const single = { asin: testAsin(), title: 'Toilet paper holder', unitCount: 1 };
    const none = { asin: testAsin(), title: 'Toilet paper storage basket' };
    fake.add(...[rolls, pens, single, none].map((p) => ({ ...p, price: 19.99, basis: 29.99 })));

    const asins = [rolls, pens, single, none].map((p) => p.asin);
    const res = await t.request('POST', '/api/admin/amazon/import-by-asins', { body: { asins: asins.join(',') } });
    expect(res.status).toBe(202);
    await t.deps.tasks.idle();
    expect(fake.callsTo('getItems')[0].body.resources).toContain('itemInfo.productInfo');

    await t.db.update(deals).set({ isApproved: true, category: 'kitchen' }).where(inArray(deals.asin, asins));
    const units = Object.fromEntries((await listed()).map((d) => [d.asin, [d.unitCount, d.unitLabel]]));
    expect(units).toEqual({
      [rolls.asin]: [24, 'roll'],
      [pens.asin]: [12, 'item'],
      [single.asin]: [null, null],
      [none.asin]: [null, null],
    });
  });

  it("earn 'Stock-up price' at the 30-day lowest with a unit count, the same on the lists and the page", async () => {
    t = await createTestApp();
    const now = new Date();
    const before = (days: number) => new Date(now.getTime() - days * DAY);
    const [atLow, aboveLow, noUnits, young] = await t.db
      .insert(deals)
      .values([
        dealFactory({ priceCents: 1499, unitCount: 24, unitLabel: 'roll' }),
        dealFactory({ priceCents: 1500, unitCount: 24, unitLabel: 'roll' }),
        dealFactory({ priceCents: 1499 }),
        dealFactory({ priceCents: 1499, unitCount: 96, unitLabel: 'load' }),
      ])
      .returning();
    const history = (asin: string, firstDaysAgo: number) => [
      { asin, priceCents: 1299, observedAt: before(firstDaysAgo) },
      { asin, priceCents: 1799, observedAt: before(20) },
      { asin, priceCents: 1499, observedAt: before(10) },
      { asin, priceCents: 1599, observedAt: before(2) },
    ];
    await t.db
      .insert(priceObservations)
      .values([...history(atLow.asin, 40), ...history(aboveLow.asin, 40), ...history(noUnits.asin, 40)]);
    // Three weeks of observations cannot make a 30-day claim.
    await t.db.insert(priceObservations).values(history(young.asin, 21).slice(1));

    const badgesOf = new Map((await listed()).map((d) => [d.asin, d.priceBadges]));
    expect(badgesOf.get(atLow.asin)).toContain('Stock-up price');
    expect(badgesOf.get(aboveLow.asin)).not.toContain('Stock-up price');
    expect(badgesOf.get(noUnits.asin)).not.toContain('Stock-up price');
    expect(badgesOf.get(young.asin)).not.toContain('Stock-up price');
    for (const row of [atLow, aboveLow, noUnits, young]) {
      const page = await loadDealPage(t.db, row.asin, new Date());
      expect(page.state === 'live' && page.deal.priceBadges).toEqual(badgesOf.get(row.asin));
    }
    const [stored] = await t.db.select().from(deals).where(eq(deals.asin, atLow.asin));
    expect(stored).toMatchObject({ unitCount: 24, unitLabel: 'roll' });
  });
});
