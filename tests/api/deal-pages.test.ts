import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deals, priceObservations } from '../../src/server/db/schema';
import { loadDealPage } from '../../src/server/services/deal-pages';
import { insertCategories, insertDeals, nextAsin } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 24 * 3_600_000;
let t: TestApp;
const now = new Date();
const load = (asin: string | null) => loadDealPage(t.db, asin, now);
const asinsOf = (list: { asin: string }[]) => list.map((d) => d.asin);

beforeAll(async () => {
  t = await createTestApp();
  await insertCategories(t.db);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.delete(deals);
  await t.db.delete(priceObservations);
});

describe('loadDealPage', () => {
  it('gives a visible deal with up to 8 visible deals of its category, best first, never itself', async () => {
    const [deal] = await insertDeals(t.db, [{ category: 'toys', discountPercentage: 10 }]);
    const related = await insertDeals(
      t.db,
      Array.from({ length: 10 }, (_, i) => ({ category: 'toys', discountPercentage: 20 + i })),
    );
    await insertDeals(t.db, [{ category: 'toys', isApproved: false }, { category: 'kitchen' }]);
    const page = await load(deal.asin);
    expect(page.state).toBe('live');
    if (page.state !== 'live') return;
    expect(page.deal).toMatchObject({ asin: deal.asin, price: 19.99, originalPrice: 39.99, category: 'toys' });
    expect(asinsOf(page.related)).toEqual(asinsOf(related.slice(2).reverse()));
  });

  it('calls a deal we had but no longer show ended, with live deals of its category', async () => {
    const [unapproved, expired, stale, ended] = await insertDeals(t.db, [
      { category: 'baby', isApproved: false },
      { category: 'baby', isExpired: true },
      { category: 'baby', priceFetchedAt: new Date(now.getTime() - 2 * DAY) },
      { category: 'baby', dealEndsAt: new Date(now.getTime() - 1000) },
    ]);
    const [live] = await insertDeals(t.db, [{ category: 'baby' }, { category: 'kitchen' }]);
    for (const gone of [unapproved, expired, stale, ended]) {
      expect(await load(gone.asin)).toMatchObject({
        state: 'ended',
        title: gone.title,
        category: { id: 'baby', label: 'Mama & Baby Essentials' },
        deals: [{ asin: live.asin }],
      });
    }
  });

  it('lists the top deals for an ended deal whose category has none left', async () => {
    const [gone] = await insertDeals(t.db, [{ category: 'books', isApproved: false }]);
    const top = await insertDeals(t.db, [{ category: 'toys' }]);
    expect(await load(gone.asin)).toMatchObject({ state: 'ended', category: null, deals: [{ asin: top[0].asin }] });
  });

  it('calls an ASIN known only from its price history ended, and any other unknown', async () => {
    const [top] = await insertDeals(t.db, [{}]);
    const priced = nextAsin();
    await t.db.insert(priceObservations).values({ asin: priced, priceCents: 999 });
    expect(await load(priced)).toMatchObject({
      state: 'ended',
      title: null,
      category: null,
      deals: [{ asin: top.asin }],
    });
    for (const asin of [nextAsin(), null]) {
      expect(await load(asin)).toMatchObject({ state: 'unknown', title: null, deals: [{ asin: top.asin }] });
    }
  });
});
